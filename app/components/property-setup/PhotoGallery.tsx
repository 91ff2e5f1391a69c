import { Form, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { imageUrl } from "~/utils/images";
import type { GalleryPhoto } from "~/utils/property-setup";

function IntentButton({ intent, id, label, disabled, className = "button button--secondary" }: { intent: string; id: number; label: string; disabled?: boolean; className?: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={className} disabled={disabled}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The property's photos in the order guests see them: up/down buttons and captions work without
 * JavaScript; with it, photos can also be dragged. Deleting asks first (the confirm button sits in a
 * disclosure, so it needs no script either).
 */
export function PhotoGallery({ photos }: { photos: GalleryPhoto[] }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [dragging, setDragging] = useState<number | null>(null);
  if (photos.length === 0) return <p className="staff-empty">{t("propertySetup.photos.none")}</p>;

  const dropOn = (target: number) => {
    if (dragging === null || dragging === target) return;
    const ids = photos.map((p) => p.id).filter((id) => id !== dragging);
    ids.splice(ids.indexOf(target) + (photos.findIndex((p) => p.id === dragging) < photos.findIndex((p) => p.id === target) ? 1 : 0), 0, dragging);
    setDragging(null);
    submit({ intent: "order", ids: ids.join(",") }, { method: "post" });
  };

  return (
    <>
      <p className="desk-muted">{t("propertySetup.photos.dragHint")}</p>
      <ol className="setup-photos" data-testid="setup-photos">
        {photos.map((photo, i) => {
          const n = i + 1;
          return (
            <li
              key={photo.id}
              className={`setup-photo${dragging === photo.id ? " setup-photo--dragging" : ""}`}
              draggable
              onDragStart={() => setDragging(photo.id)}
              onDragEnd={() => setDragging(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                dropOn(photo.id);
              }}
            >
              <img src={imageUrl(photo.fotoKey)} alt={photo.caption ?? t("propertySetup.photos.photo", { n })} width="240" height="180" loading="lazy" />
              <Form method="post" className="setup-photo__caption">
                <input type="hidden" name="intent" value="caption" />
                <input type="hidden" name="id" value={photo.id} />
                <label htmlFor={`caption-${photo.id}`}>{t("propertySetup.photos.caption")}</label>
                <input id={`caption-${photo.id}`} type="text" name="caption" maxLength={200} defaultValue={photo.caption ?? ""} />
                <button type="submit" className="button button--secondary">
                  {t("propertySetup.photos.saveCaption")}
                </button>
              </Form>
              <div className="setup-photo__buttons">
                <IntentButton intent="up" id={photo.id} label={`↑ ${t("propertySetup.photos.up", { n })}`} disabled={i === 0} />
                <IntentButton intent="down" id={photo.id} label={`↓ ${t("propertySetup.photos.down", { n })}`} disabled={i === photos.length - 1} />
              </div>
              <details>
                <summary>{t("propertySetup.photos.delete", { n })}</summary>
                <p>{t("propertySetup.photos.confirmDelete", { n })}</p>
                <IntentButton intent="delete" id={photo.id} label={t("propertySetup.photos.delete", { n })} className="button button--danger" />
              </details>
            </li>
          );
        })}
      </ol>
    </>
  );
}

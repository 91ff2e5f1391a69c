import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { imageUrl } from "~/utils/images";
import { truncate } from "~/utils/text";
import { Lightbox, useLightbox, type LightboxPhoto } from "./Lightbox";
import { isPlainClick } from "./Link";
import { R2Image } from "./R2Image";

export interface GridPhoto extends LightboxPhoto {
  id: string | number;
}


/**
 * A grid of photo thumbnails. Each thumbnail is a link (to `hrefFor(i)`, by default the image itself),
 * so without JavaScript a photo opens on its own; with JavaScript the link opens the lightbox instead,
 * and closing it puts focus back on the thumbnail of the photo last shown.
 */
export function PhotoGrid({
  photos,
  label,
  hrefFor,
  renderExtra,
  className,
}: {
  photos: GridPhoto[];
  label: string;
  hrefFor?: (index: number) => string;
  renderExtra?: (index: number) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const { index, show, close, thumbnail } = useLightbox();

  return (
    <>
      <ul className={`photo-grid${className ? ` ${className}` : ""}`} aria-label={label}>
        {photos.map((photo, i) => (
          <li key={photo.id} className="photo-grid__item">
            <figure className="photo-grid__figure">
              <a
                ref={thumbnail(i)}
                href={hrefFor ? hrefFor(i) : imageUrl(photo.fotoKey)}
                className="photo-grid__link"
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  show(i);
                }}
              >
                <R2Image objectKey={photo.fotoKey} slot="photo" alt={photo.alt} lang={photo.lang} className="photo-grid__image" />
                <span className="visually-hidden">{t("content.photos.open", { name: photo.caption ?? photo.alt })}</span>
              </a>
              {photo.caption ? (
                <figcaption className="photo-grid__caption" title={photo.caption} lang={photo.lang}>
                  {truncate(photo.caption)}
                </figcaption>
              ) : null}
            </figure>
            {renderExtra ? renderExtra(i) : null}
          </li>
        ))}
      </ul>
      <Lightbox
        photos={photos}
        index={index}
        onIndexChange={(i) => show(i)}
        onClose={close}
        label={label}
      />
    </>
  );
}

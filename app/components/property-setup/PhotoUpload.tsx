import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { resizeInputFiles } from "~/crud/components/resize-image";

/** Several photos at once; with JavaScript they are made smaller before they leave the phone. */
export function PhotoUpload({ error }: { error: string | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const busy = progress !== null || navigation.state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" className="setup-upload" aria-busy={busy}>
      <input type="hidden" name="intent" value="upload" />
      <label htmlFor="photo-files">{t("propertySetup.photos.choose")}</label>
      <input
        id="photo-files"
        type="file"
        name="foto"
        multiple
        accept="image/*"
        required
        aria-describedby={error ? "photo-hint photo-error" : "photo-hint"}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          void resizeInputFiles(input, (done, total) => setProgress({ done, total })).finally(() => setProgress(null));
        }}
      />
      <p id="photo-hint" className="desk-muted">
        {t("propertySetup.photos.hint")}
      </p>
      {error ? (
        <p id="photo-error" className="field-errors" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor="photo-caption">{t("propertySetup.photos.caption")}</label>
      <input id="photo-caption" type="text" name="caption" maxLength={200} />
      <p role="status" aria-live="polite" className="desk-muted" data-testid="photo-progress">
        {progress ? t("propertySetup.photos.uploading", { done: Math.min(progress.done + 1, progress.total), total: progress.total }) : ""}
      </p>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("propertySetup.photos.upload")}
        </button>
      </div>
    </Form>
  );
}

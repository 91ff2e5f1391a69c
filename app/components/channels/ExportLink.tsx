import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useCopyText } from "~/components/ui/useCopyText";

interface Props {
  /** Which feed: the unit's own, or its room type's count feed. */
  target: "unit" | "type";
  label: string;
  hint?: string;
  url: string;
  busy: boolean;
}

/**
 * One exported feed's URL for staff to paste into an OTA: a read-only field (selectable without
 * JavaScript), a copy button shown only where the clipboard can be written, and regenerating the link
 * behind a disclosure that says what it breaks, so it asks first with or without JavaScript.
 */
export function ExportLink({ target, label, hint, url, busy }: Props) {
  const { t } = useTranslation();
  const { canCopy, status, copy } = useCopyText(url);
  const inputId = `feed-url-${target}`;

  return (
    <div className="channel-link" data-testid={`export-${target}`}>
      <label htmlFor={inputId} className="channel-link__label">
        {label}
      </label>
      {hint ? <p className="desk-muted">{hint}</p> : null}
      <div className="channel-link__row">
        <input
          id={inputId}
          className="channel-link__url"
          type="text"
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        {canCopy ? (
          <button type="button" className="button button--secondary" onClick={copy} aria-describedby={`${inputId}-status`}>
            {t("channels.export.copy")}
          </button>
        ) : null}
      </div>
      <p id={`${inputId}-status`} role="status" className="channel-link__status">
        {status === "copied" ? t("channels.export.copied") : status === "failed" ? t("channels.export.copyFailed") : ""}
      </p>
      <details className="desk-confirm channel-link__regenerate">
        <summary className="button button--secondary">{t("channels.export.regenerate")}</summary>
        <p>{t("channels.export.regenerateWarning")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="regenerate" />
          <input type="hidden" name="target" value={target} />
          <button type="submit" className="button button--danger" disabled={busy}>
            {t("channels.export.regenerateConfirm")}
          </button>
        </Form>
      </details>
    </div>
  );
}

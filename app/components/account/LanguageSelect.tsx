import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~/i18n/config";
import { useMessageText } from "./useMessage";

/** The account language (langKey) picker: the language of e-mails and of the site after sign-in. */
export function LanguageSelect({ field, hint }: { field: FieldMetadata<string>; hint?: string }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const { key, ...props } = getSelectProps(field);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={`auth-field${field.errors?.length ? " auth-field--invalid" : ""}`}>
      <label className="auth-field__label" htmlFor={field.id}>
        {t("account.fields.langKey")}
      </label>
      <select
        key={key}
        className="auth-field__input"
        {...props}
        aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} message={message} />
    </div>
  );
}

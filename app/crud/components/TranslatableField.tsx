import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { translationName, type FieldSpec } from "~/crud/fields";
import type { RecordView } from "~/crud/view";
import { TRANSLATION_LANGS } from "~/utils/vocabulary";

type Meta = FieldMetadata<RecordView["values"][string], RecordView["values"], string[]>;

/** The languages of a translatable field, Indonesian (the row's own column) first. */
const LANGUAGES = ["id", ...TRANSLATION_LANGS] as const;

/**
 * A text, textarea or HTML field with English and French versions (docs/decisions/026): a fieldset named
 * by the field, one labelled input per language — side by side where there is room, stacked on a phone —
 * each marked with its `lang`. Indonesian (`nama`) keeps the field's rules; English (`nama__en`) and French
 * (`nama__fr`) are optional with the same length limit. Plain inputs: it works without JavaScript.
 */
export function TranslatableField({ spec, fields }: { spec: FieldSpec; fields: Record<string, Meta> }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const multiline = spec.kind !== "text";
  return (
    <fieldset className="crud-field crud-translatable">
      <legend>{message(`crud.fields.${spec.name}`)}</legend>
      <div className="crud-translatable__languages">
        {LANGUAGES.map((lang) => {
          const name = lang === "id" ? spec.name : translationName(spec.name, lang);
          const meta = fields[name];
          const required = lang === "id" && spec.required;
          const common = {
            id: meta.id,
            name,
            lang,
            defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : "",
            "aria-invalid": meta.errors ? true : undefined,
            "aria-describedby": meta.errors ? meta.errorId : undefined,
            "aria-required": required || undefined,
          };
          return (
            <div className="crud-translatable__language" key={lang}>
              <label htmlFor={meta.id}>
                {t(`crud.translations.languages.${lang}`)}
                {required ? <span className="crud-field__required"> ({t("crud.form.required")})</span> : null}
              </label>
              {multiline ? (
                <textarea {...common} rows={spec.kind === "html" ? 6 : 3} maxLength={spec.max} key={meta.key} />
              ) : (
                <input {...common} type="text" maxLength={spec.max} key={meta.key} />
              )}
              <FieldErrors id={meta.errorId} errors={meta.errors} message={message} />
            </div>
          );
        })}
      </div>
      {spec.kind === "html" ? <p className="crud-field__hint">{t("crud.form.htmlHint")}</p> : null}
    </fieldset>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { periodNames, type FieldSpec } from "~/crud/fields";
import { weekdayName } from "~/utils/promo-label";
import { WEEK_ORDER } from "~/utils/promo-validity";

/** The metadata conform gives one input (the form's values are strings or lists of strings). */
type Meta = FieldMetadata<string | string[] | undefined, Record<string, string | string[]>, string[]>;

function ticked(value: unknown): Set<string> {
  if (Array.isArray(value)) return new Set(value.filter((v): v is string => typeof v === "string"));
  return new Set(typeof value === "string" && value ? [value] : []);
}

/** A `weekdays` field: seven checkboxes, Monday first, named in the page's language (none ticked = every night). */
export function WeekdaysInput({ spec, meta }: { spec: FieldSpec; meta: Meta }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const language = usePageLanguage();
  const chosen = ticked(meta.initialValue);
  const hintId = `${meta.id}-hint`;
  return (
    <fieldset className="crud-field crud-choices" aria-describedby={meta.errors ? `${hintId} ${meta.errorId}` : hintId}>
      <legend>{message(`crud.fields.${spec.name}`)}</legend>
      <div className="crud-choices__list">
        {WEEK_ORDER.map((day) => (
          <label key={day} className="crud-check">
            <input
              type="checkbox"
              name={spec.name}
              value={String(day)}
              defaultChecked={chosen.has(String(day))}
              key={`${meta.key ?? ""}-${day}`}
            />{" "}
            {weekdayName(day, language)}
          </label>
        ))}
      </div>
      <p className="crud-field__hint" id={hintId}>
        {t("crud.form.weekdaysHint")}
      </p>
      <FieldErrors id={meta.errorId} errors={meta.errors} message={message} />
    </fieldset>
  );
}

/** A `periods` field: its date ranges, each a first and a last day (either may stay empty). */
export function PeriodsInput({ spec, fields }: { spec: FieldSpec; fields: Record<string, Meta> }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const ranges = periodNames(spec);
  const hintId = `${fields[ranges[0]?.from ?? spec.name]?.id ?? spec.name}-hint`;
  const dateInput = (name: string, label: string) => {
    const meta = fields[name];
    return (
      <div className="crud-field">
        <label htmlFor={meta.id}>{label}</label>
        <input
          id={meta.id}
          name={name}
          type="date"
          defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : ""}
          key={meta.key}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={meta.errors ? `${hintId} ${meta.errorId}` : hintId}
        />
        <FieldErrors id={meta.errorId} errors={meta.errors} message={message} />
      </div>
    );
  };
  return (
    <fieldset className="crud-field crud-periods">
      <legend>{message(`crud.fields.${spec.name}`)}</legend>
      <p className="crud-field__hint" id={hintId}>
        {t("crud.form.periodsHint")}
      </p>
      {ranges.map((names, i) => (
        <div key={names.from} className="crud-periods__range">
          {dateInput(names.from, t("crud.form.periodFrom", { n: i + 1 }))}
          {dateInput(names.to, t("crud.form.periodTo", { n: i + 1 }))}
        </div>
      ))}
    </fieldset>
  );
}

import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "~/utils/parse-with-zod";
import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { formatWholeNumber, formSchema, IMAGE_TYPES, parsePrice, parseWholeNumber, slotNames, type FieldSpec } from "~/crud/fields";
import type { CrudActionData, Option, RecordView, ResourceView } from "~/crud/view";
import { imageUrl } from "~/utils/images";
import { resizeInputFiles } from "./resize-image";
import { TranslatableField } from "./TranslatableField";
import { PeriodsInput, WeekdaysInput } from "./ValidityInputs";

/** A form of any resource: values by field name, as the inputs send them. */
type FormValues = RecordView["values"];
type Meta = FieldMetadata<FormValues[string], FormValues, string[]>;

function asString(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" && value ? [value] : [];
}

/** Stored numbers get thousands separators; what the user typed is shown as typed. */
function numberText(value: string, kind: FieldSpec["kind"], language: string): string {
  if (kind !== "decimal" && /^-?\d+$/.test(value)) return formatWholeNumber(Number(value), language);
  return value;
}

function Labelled({ spec, meta, children, hint }: { spec: FieldSpec; meta: Meta; children: ReactNode; hint?: string }) {
  const { t } = useTranslation();
  const message = useMessageText();
  return (
    <div className="crud-field">
      <label htmlFor={meta.id}>
        {message(`crud.fields.${spec.name}`)}
        {spec.required ? <span className="crud-field__required"> ({t("crud.form.required")})</span> : null}
      </label>
      {children}
      {hint ? <p className="crud-field__hint">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} message={message} />
    </div>
  );
}

function ImageInput({ name, meta, current, removable, label }: { name: string; meta: Meta; current?: string; removable: boolean; label: string }) {
  const { t } = useTranslation();
  const message = useMessageText();
  return (
    <div className="crud-image">
      <label htmlFor={meta.id}>{label}</label>
      {current ? <img className="crud-image__current" src={imageUrl(current)} alt={t("crud.form.currentImage")} width="120" height="90" /> : null}
      <input
        id={meta.id}
        type="file"
        name={name}
        accept={IMAGE_TYPES.join(",")}
        onChange={(event) => void resizeInputFiles(event.currentTarget)}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
      />
      {current && removable ? (
        <label className="crud-check">
          <input type="checkbox" name={`${name}Hapus`} /> {t("crud.form.removeImage")}
        </label>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} message={message} />
    </div>
  );
}

function FieldInput({ spec, meta, fields, options, images }: { spec: FieldSpec; meta: Meta; fields: Record<string, Meta>; options: Option[]; images: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const message = useMessageText();
  const invalid = meta.errors ? true : undefined;
  const described = meta.errors ? meta.errorId : undefined;
  const common = { id: meta.id, name: spec.name, "aria-invalid": invalid, "aria-describedby": described, "aria-required": spec.required };
  const initial = asString(meta.initialValue);

  switch (spec.kind) {
    case "text":
      return (
        <Labelled spec={spec} meta={meta}>
          <input {...common} type="text" defaultValue={initial} maxLength={spec.max} key={meta.key} />
        </Labelled>
      );
    case "url":
      // type="text": the browser's own URL check would refuse a site path ("/hotel") the field accepts.
      return (
        <Labelled spec={spec} meta={meta}>
          <input {...common} type="text" inputMode="url" autoComplete="off" spellCheck={false} defaultValue={initial} maxLength={spec.max} key={meta.key} />
        </Labelled>
      );
    case "textarea":
    case "html":
      return (
        <Labelled spec={spec} meta={meta} hint={spec.kind === "html" ? t("crud.form.htmlHint") : undefined}>
          <textarea {...common} rows={spec.kind === "html" ? 6 : 3} defaultValue={initial} key={meta.key} />
        </Labelled>
      );
    case "int":
    case "price":
    case "decimal": {
      const parse = spec.kind === "price" ? parsePrice : parseWholeNumber;
      return (
        <Labelled spec={spec} meta={meta} hint={spec.kind === "decimal" ? undefined : t("crud.form.numberHint")}>
          <input
            {...common}
            type="text"
            inputMode={spec.kind === "decimal" ? "decimal" : "numeric"}
            defaultValue={numberText(initial, spec.kind, i18n.language)}
            key={meta.key}
            onBlur={(event) => {
              // Shows thousands separators once the value is typed; what is sent is parsed the same way.
              if (spec.kind === "decimal") return;
              const value = parse(event.currentTarget.value);
              if (value !== null && Number.isInteger(value)) event.currentTarget.value = formatWholeNumber(value, i18n.language);
            }}
          />
        </Labelled>
      );
    }
    case "date":
      return (
        <Labelled spec={spec} meta={meta}>
          <input {...common} type="date" defaultValue={initial} key={meta.key} />
        </Labelled>
      );
    case "time":
      return (
        <Labelled spec={spec} meta={meta} hint={t("crud.form.timeHint")}>
          <input {...common} type="time" defaultValue={initial} key={meta.key} />
        </Labelled>
      );
    case "boolean":
      return (
        <div className="crud-field crud-field--check">
          <label className="crud-check">
            <input id={meta.id} type="checkbox" name={spec.name} defaultChecked={initial === "on" || initial === "true"} key={meta.key} />{" "}
            {message(`crud.fields.${spec.name}`)}
          </label>
        </div>
      );
    case "choice":
    case "ref": {
      const choiceLabel = (value: string) => {
        const key = `crud.choices.${spec.name}.${value}`;
        return i18n.exists(key) ? message(key) : value;
      };
      const choices = spec.kind === "choice" ? (spec.choices ?? []).map((c) => ({ value: c, label: choiceLabel(c) })) : options.map((o) => ({ value: String(o.id), label: o.label }));
      return (
        <Labelled spec={spec} meta={meta}>
          <select {...common} defaultValue={initial} key={meta.key}>
            <option value="">{t("crud.form.choose")}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Labelled>
      );
    }
    case "refs": {
      const chosen = new Set(asList(meta.initialValue));
      return (
        <fieldset className="crud-field crud-choices" aria-describedby={described}>
          <legend>{message(`crud.fields.${spec.name}`)}</legend>
          <div className="crud-choices__list">
            {options.map((o) => (
              <label key={o.id} className="crud-check">
                <input type="checkbox" name={spec.name} value={String(o.id)} defaultChecked={chosen.has(String(o.id))} key={`${meta.key ?? ""}-${o.id}`} /> {o.label}
              </label>
            ))}
          </div>
          <FieldErrors id={meta.errorId} errors={meta.errors} message={message} />
        </fieldset>
      );
    }
    case "weekdays":
      return <WeekdaysInput spec={spec} meta={meta} />;
    case "periods":
      return <PeriodsInput spec={spec} fields={fields} />;
    case "image":
      return <ImageInput name={spec.name} meta={meta} current={images[spec.name]} removable={!spec.required} label={message(`crud.fields.${spec.name}`)} />;
    case "photos":
      return (
        <fieldset className="crud-field crud-photos">
          <legend>{message(`crud.fields.${spec.name}`)}</legend>
          <p className="crud-field__hint">{t("crud.form.imageHint")}</p>
          <div className="crud-photos__slots">
            {slotNames(spec).map((slotName, i) => (
              <ImageInput key={slotName} name={slotName} meta={fields[slotName]} current={images[slotName]} removable label={t("crud.form.slot", { n: i + 1 })} />
            ))}
          </div>
        </fieldset>
      );
  }
}

/**
 * The create/edit form of any resource, built from its field specs. The same zod schema checks it in
 * the browser (conform) and on the server; the server's answer (field errors, uniqueness, uploads)
 * comes back through `actionData`.
 */
export function CrudForm({
  resource,
  record,
  options,
  action,
  back,
  listSearch,
  returnTo = null,
  actionData,
}: {
  resource: ResourceView;
  record: RecordView;
  options: Record<string, Option[]>;
  action: string;
  back: string;
  listSearch: string;
  returnTo?: string | null;
  actionData?: CrudActionData;
}) {
  const { t } = useTranslation();
  const message = useMessageText();
  const navigation = useNavigation();
  const schema = useMemo(() => formSchema(resource.fields), [resource.fields]);
  const [form, fields] = useForm<FormValues>({
    id: `crud-${resource.name}-${record.id}`,
    lastResult: actionData?.result,
    defaultValue: record.values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const hasFiles = resource.fields.some((f) => f.kind === "image" || f.kind === "photos");

  return (
    <Form method="post" action={action} encType={hasFiles ? "multipart/form-data" : undefined} className={`crud-form crud-form--${resource.dialog}`} {...getFormProps(form)}>
      <input type="hidden" name="_list" value={listSearch} />
      {returnTo ? <input type="hidden" name="_kembali" value={returnTo} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} message={message} />
      {resource.translatable ? <p className="crud-field__hint">{t("crud.translations.formHint")}</p> : null}
      <div className="crud-form__fields">
        {resource.fields.map((spec) =>
          spec.translatable ? (
            <TranslatableField key={spec.name} spec={spec} fields={fields} />
          ) : (
            <FieldInput key={spec.name} spec={spec} meta={fields[spec.name]} fields={fields} options={options[spec.name] ?? []} images={record.images} />
          ),
        )}
      </div>
      <div className="crud-form__actions">
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("crud.form.save")}
        </button>
        <Link className="button button--secondary" to={back}>
          {t("crud.form.cancel")}
        </Link>
      </div>
    </Form>
  );
}

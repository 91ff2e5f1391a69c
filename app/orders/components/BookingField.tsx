import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEventHandler, InputHTMLAttributes, ReactNode } from "react";
import { useMessageText } from "~/components/account/useMessage";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { langOf, type MaybeUntranslated } from "~/utils/content-lang";

/**
 * The booking form's labelled controls on conform's field metadata. Ids stay `booking-<name>` (links
 * from labels and error messages); a field shows its first error only.
 */
type Field = FieldMetadata<string | undefined>;

export const controlId = (name: string) => `booking-${name}`;
const errorId = (name: string) => `${controlId(name)}-error`;

function controlAttributes(field: Field) {
  const invalid = Boolean(field.errors?.length);
  return {
    id: controlId(field.name),
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": invalid ? errorId(field.name) : undefined,
  };
}

/** The first error of a field (or of a group of fields), translated: the shared error list with one entry. */
export function FieldError({ name, errors }: { name: string; errors: readonly string[] | undefined }) {
  const text = useMessageText();
  return <FieldErrors id={errorId(name)} errors={errors?.slice(0, 1)} message={text} />;
}

interface Around {
  /** Shown between the label and the control (the captcha image). */
  before?: ReactNode;
  /** Shown under the control, above its error (hints, the no-JavaScript refresh buttons). */
  after?: ReactNode;
}

function BookingField({
  field,
  label,
  before,
  after,
  children,
}: { field: Field; label: ReactNode; children: ReactNode } & Around) {
  return (
    <div className={`booking-field${field.errors?.length ? " booking-field--invalid" : ""}`}>
      <label htmlFor={controlId(field.name)}>{label}</label>
      {before}
      {children}
      {after}
      <FieldError name={field.name} errors={field.errors} />
    </div>
  );
}

export function TextField({
  field,
  label,
  type = "text",
  before,
  after,
  ...attributes
}: { field: Field; label: ReactNode; type?: "text" | "email" | "tel" } & Around &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "name" | "defaultValue">) {
  const { key, ...props } = getInputProps(field, { type });
  return (
    <BookingField field={field} label={label} before={before} after={after}>
      <input key={key} {...props} {...controlAttributes(field)} {...attributes} />
    </BookingField>
  );
}

export function SelectField({
  field,
  label,
  placeholder,
  options,
  onChange,
  after,
}: {
  field: Field;
  label: ReactNode;
  placeholder: string;
  /** `lang` marks an option still in Indonesian on an English or French page. */
  options: { id: number; label: string; lang?: "id" }[];
  onChange?: ChangeEventHandler<HTMLSelectElement>;
} & Pick<Around, "after">) {
  const { key, ...props } = getSelectProps(field);
  return (
    <BookingField field={field} label={label} after={after}>
      <select key={key} {...props} {...controlAttributes(field)} onChange={onChange}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </BookingField>
  );
}

/** Options named by their `nama` (marked when that name is the Indonesian fallback). */
export const named = (options: readonly ({ id: number; nama: string } & MaybeUntranslated)[]) =>
  options.map((o) => ({ id: o.id, label: o.nama, lang: langOf(o, "nama") }));

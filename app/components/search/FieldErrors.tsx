import { useStayErrorText } from "./hooks";

/** The errors of one field, with the id the field's aria-describedby points at. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const text = useStayErrorText();
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__error">
      {errors.map((code) => text(code)).join(". ")}
    </p>
  );
}

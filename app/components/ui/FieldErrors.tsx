/**
 * The error messages of one form field, each shown once, under the id its `aria-describedby` points
 * at. Errors arrive as codes or message keys; `message` turns one into text in the page's language.
 */
export function FieldErrors({
  id,
  errors,
  message,
}: {
  id?: string;
  errors?: readonly string[] | null;
  message: (code: string) => string;
}) {
  const unique = [...new Set(errors ?? [])];
  if (unique.length === 0) return null;
  return (
    <ul id={id} className="field-errors">
      {unique.map((code) => (
        <li key={code}>{message(code)}</li>
      ))}
    </ul>
  );
}

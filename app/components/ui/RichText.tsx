/**
 * HTML from the database, already passed through `sanitizeHtml` by the model that loaded it
 * (the prop name says so, so an unsanitised string stands out in review).
 */
export function RichText({ sanitizedHtml, className }: { sanitizedHtml: string; className?: string }) {
  if (!sanitizedHtml) return null;
  return <div className={`rich-text${className ? ` ${className}` : ""}`} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}

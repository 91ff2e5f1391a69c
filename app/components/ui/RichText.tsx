/**
 * HTML from the database, already passed through `sanitizeHtml` by the model that loaded it
 * (the prop name says so, so an unsanitised string stands out in review). `lang`: the text's language
 * when it is not the page's (an untranslated text, see `langOf`).
 */
export function RichText({ sanitizedHtml, className, lang }: { sanitizedHtml: string; className?: string; lang?: string }) {
  if (!sanitizedHtml) return null;
  return (
    <div className={`rich-text${className ? ` ${className}` : ""}`} lang={lang} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />
  );
}

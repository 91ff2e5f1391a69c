/**
 * A label that contains a staff-written name ("Sarapan (2 guests × IDR 50,000)"), with the name marked
 * `lang="id"` when it is the Indonesian fallback on an English or French page (or with the language it
 * is written in, when that is not the page's); the rest of the label is in the page's language. Without a mark, or when the name is not in the label, the label as is.
 */
export function MarkedName({ label, nama, lang }: { label: string; nama?: string; lang?: string }) {
  const at = nama && lang ? label.indexOf(nama) : -1;
  if (!nama || at < 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <span lang={lang}>{nama}</span>
      {label.slice(at + nama.length)}
    </>
  );
}

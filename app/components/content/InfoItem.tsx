import type { ReactNode } from "react";

/**
 * One term of a content page's info list (address, phone, hours, place, type): nothing when the value
 * is empty; `children` when the value is shown another way (a phone link); `lang` the value's language
 * when it is not the page's (an untranslated text, see `langOf`).
 */
export function InfoItem({
  label,
  value,
  lang,
  children,
}: {
  label: string;
  value: string | null;
  lang?: string;
  children?: ReactNode;
}) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd lang={lang}>{children ?? value}</dd>
    </>
  );
}

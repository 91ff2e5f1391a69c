import type { ReactNode } from "react";

/**
 * One term of a content page's info list (address, phone, hours, place, type): nothing when the value
 * is empty; `children` when the value is shown another way (a phone link).
 */
export function InfoItem({ label, value, children }: { label: string; value: string | null; children?: ReactNode }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? value}</dd>
    </>
  );
}

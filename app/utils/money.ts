import type { Language } from "~/i18n/config";

/** How each language writes a Rupiah amount: digit grouping and where "Rp" goes. */
const MONEY_STYLES: Record<Language, { group: string; format: (digits: string) => string }> = {
  // Spec §9: "Rp." with no decimals, dots for thousands.
  id: { group: ".", format: (digits) => `Rp. ${digits}` },
  en: { group: ",", format: (digits) => `Rp ${digits}` },
  // French typography: narrow no-break spaces between thousands, a no-break space before the symbol.
  fr: { group: "\u202f", format: (digits) => `${digits}\u00a0Rp` },
};

/**
 * Rupiah as a visitor of `language` reads amounts, the one money formatter of every page, e-mail and
 * filter: "Rp. 1.250.000" (Indonesian, the default), "Rp 1,250,000" (English), "1 250 000 Rp" (French).
 * Whole Rupiah, non-integers rounded half up. Written by hand rather than with Intl so the server and
 * every browser produce the same characters (a page must hydrate without a text mismatch).
 */
export function formatRupiah(amount: number, language: Language = "id"): string {
  const rounded = Number.isFinite(amount) ? Math.round(amount) : 0;
  const style = MONEY_STYLES[language] ?? MONEY_STYLES.id;
  const sign = rounded < 0 ? "-" : "";
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${sign}${style.format(digits)}`;
}

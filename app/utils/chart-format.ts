import { LANGUAGE_TAGS, type Language } from "~/i18n/config";

/** A share (0–1) as a percentage with one decimal in the page's language: "72,5 %", "72.5%". */
export function formatPercent(share: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: "percent", maximumFractionDigits: 1 }).format(share);
}

/** A count in the page's language (thousands separated). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 2 }).format(value);
}

/** A share as a percentage number for CSV cells: 72.5 (one decimal), or null. */
export function percentNumber(share: number | null): number | null {
  return share === null ? null : Math.round(share * 1000) / 10;
}

/** A Rupiah amount for CSV cells: whole Rupiah, or null. */
export function rupiahNumber(amount: number | null): number | null {
  return amount === null ? null : Math.round(amount);
}

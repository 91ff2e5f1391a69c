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

/** A Rupiah amount shortened for a headline in the page's language: "Rp 123,5 jt", "IDR 123.5m", "123,5 M IDR". */
export function formatRupiahCompact(amount: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: "currency",
    currency: "IDR",
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(Math.round(amount));
}

/** A number shortened for a headline cell, without its unit: "1,3 M", "772,1 rb", "59,6 jt". */
export function formatCompact(value: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { notation: "compact", maximumFractionDigits: 1 }).format(
    Math.round(value),
  );
}

/** A relative change with its sign, as a percentage with one decimal: "+12,3 %", "−5 %". */
export function formatSignedPercent(change: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  }).format(change);
}

/** A change of a share in percentage points with its sign and one decimal: "+5,2", "−0,4". */
export function formatSignedPoints(change: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(
    change * 100,
  );
}

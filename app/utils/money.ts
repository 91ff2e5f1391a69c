import { LANGUAGE_TAGS, type Language } from "~/i18n/config";

/** Currency formats per language, built once: constructing an Intl formatter is costly. */
const formats = new Map<Language, Intl.NumberFormat>();

function currencyFormat(language: Language): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
      style: "currency",
      currency: "IDR",
      currencyDisplay: "code",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formats.set(language, format);
  }
  return format;
}

/**
 * Rupiah as a visitor of `language` reads amounts. Indonesian (the default) as the spec shows it:
 * "Rp. 1.250.000" — whole Rupiah, dots for thousands. English and French write it their own way with
 * the currency's code: "IDR 1,250,000", "1 250 000 IDR". Prices are always Rupiah; non-integers are
 * rounded half up.
 */
export function formatRupiah(amount: number, language: Language = "id"): string {
  const rounded = Number.isFinite(amount) ? Math.round(amount) : 0;
  if (language !== "id") return currencyFormat(language).format(rounded);
  const sign = rounded < 0 ? "-" : "";
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}Rp. ${digits}`;
}

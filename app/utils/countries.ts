import type { Language } from "~/i18n/config";
import { countryNames, nameCollator } from "~/utils/collator";

/**
 * The countries a guest may come from, named in the page's language. Names come from the runtime's own
 * Unicode (CLDR) data through `Intl.DisplayNames`, keyed by the ISO 3166-1 alpha-2 code each row stores, so
 * no name list reaches the browser's JavaScript: the loader sends the list already named. A code the
 * runtime does not know keeps the row's own (Indonesian) name.
 */

/** Where most guests come from: shown first, in this order, before every other country. */
export const FREQUENT_COUNTRIES = ["ID", "MY", "SG", "AU", "NL", "CN", "JP", "US", "GB", "FR", "DE"] as const;

export interface CountryRow {
  id: number;
  kode: string;
  nama: string;
}

export function localiseCountries(rows: readonly CountryRow[], language: Language): { id: number; nama: string }[] {
  const names = countryNames(language);
  const named = rows.map((row) => {
    let nama: string | undefined;
    try {
      nama = /^[A-Z]{2}$/.test(row.kode) ? names.of(row.kode) : undefined;
    } catch {
      nama = undefined;
    }
    return { id: row.id, kode: row.kode, nama: nama ?? row.nama };
  });
  const rank = (kode: string) => {
    const i = (FREQUENT_COUNTRIES as readonly string[]).indexOf(kode);
    return i === -1 ? FREQUENT_COUNTRIES.length : i;
  };
  const collator = nameCollator(language);
  return named
    .sort((a, b) => rank(a.kode) - rank(b.kode) || collator.compare(a.nama, b.nama))
    .map(({ id, nama }) => ({ id, nama }));
}

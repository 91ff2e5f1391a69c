/**
 * Intl objects made once per locale and isolate: building one loads the locale's data, a large part of the
 * work of the few lines that sort a page's names (the room page made a collator on every render).
 */
const collators = new Map<string, Intl.Collator>();
const regionNames = new Map<string, Intl.DisplayNames>();

/** A case- and accent-insensitive collator for `locale` (names sorted as a reader of that language expects). */
export function nameCollator(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: "base" });
    collators.set(locale, collator);
  }
  return collator;
}

/** Country names in `locale` (no fallback: an unknown code answers undefined). */
export function countryNames(locale: string): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    regionNames.set(locale, names);
  }
  return names;
}

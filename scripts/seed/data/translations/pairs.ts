import type { SeedTranslations } from "./types";

/** One text in English and in French. */
export interface Versions {
  en: string;
  fr: string;
}

/** The sequence of tags of an HTML text, to check that a translation kept the markup of its original. */
const markupOf = (html: string): string => (html.match(/<[^>]*>/g) ?? []).join("");

/**
 * Adds to `dictionary` the versions of each Indonesian text, pairing two parallel lists taken from a data file
 * and its translations. Throws when the lists differ in length, when a version's markup differs from the
 * original's, or when one Indonesian text would get two different versions, so that a slip in a hand-kept list
 * stops the seed instead of showing a text beside the wrong translation.
 */
export function addPairs(
  dictionary: SeedTranslations,
  what: string,
  texts: readonly string[],
  versions: readonly Versions[],
): void {
  if (texts.length !== versions.length) {
    throw new Error(`seed translations of ${what}: ${texts.length} texts but ${versions.length} versions`);
  }
  texts.forEach((text, i) => {
    const { en, fr } = versions[i];
    for (const version of [en, fr]) {
      if (markupOf(version) !== markupOf(text)) {
        throw new Error(
          `seed translations of ${what}: the markup of "${version.slice(0, 60)}" differs from its original`,
        );
      }
    }
    const known = dictionary[text];
    if (known && (known.en !== en || known.fr !== fr)) {
      throw new Error(`seed translations of ${what}: two different versions of "${text.slice(0, 60)}"`);
    }
    dictionary[text] = { en, fr };
  });
}

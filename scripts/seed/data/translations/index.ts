/**
 * English and French versions of the demo content, keyed by the Indonesian text they translate (the exact
 * string a seed row holds, HTML included). The seed writes a `translation` row for every translatable field
 * whose Indonesian text is found here; tests/integration/seed-translations.test.ts checks nothing is missing.
 * Each part covers the data file of the same name.
 */
import cafes from "./cafes";
import destinations from "./destinations";
import events from "./events";
import faq from "./faq";
import holidays from "./holidays";
import hotels from "./hotels";
import payments from "./payments";
import reference from "./reference";
import site from "./site";
import type { SeedTranslations } from "./types";

export type { SeedTranslations } from "./types";

export const SEED_TRANSLATIONS: SeedTranslations = {
  ...reference,
  ...hotels,
  ...payments,
  ...destinations,
  ...events,
  ...faq,
  ...cafes,
  ...site,
  ...holidays,
};

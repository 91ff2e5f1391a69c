import type { SeedTranslations } from "./types";

/** English and French for the texts of ../site.ts. */
const translations: SeedTranslations = {};

export default translations;

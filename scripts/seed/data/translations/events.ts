import type { SeedTranslations } from "./types";

/** English and French for the texts of ../events.ts. */
const translations: SeedTranslations = {};

export default translations;

import type { SeedTranslations } from "./types";

/** English and French for the texts of ../reference.ts. */
const translations: SeedTranslations = {};

export default translations;

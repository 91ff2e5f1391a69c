import type { SeedTranslations } from "./types";

/** English and French for the texts of ../cafes.ts. */
const translations: SeedTranslations = {};

export default translations;

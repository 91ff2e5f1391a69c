import type { SeedTranslations } from "./types";

/** English and French for the texts of ../faq.ts. */
const translations: SeedTranslations = {};

export default translations;

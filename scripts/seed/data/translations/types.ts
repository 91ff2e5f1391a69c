/** Indonesian text → its English and French versions. */
export type SeedTranslations = Record<string, { en: string; fr: string }>;

export const SUPPORTED_LANGUAGES = ["id", "en", "fr"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "id";

/** Names shown in the language switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  id: "Bahasa Indonesia",
  en: "English",
  fr: "Français",
};

/** BCP 47 tags used for <html lang>, hreflang and Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  id: "id-ID",
  en: "en-GB",
  fr: "fr-FR",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The catalogue's three parts are three namespaces: "public" (every page a visitor may see), "staff" (the
 * back office), so the browser can download the second on staff pages only, and "mail" (the e-mails'
 * texts, which only the server reads). A key is looked up in "public", then in "staff", then in "mail", so
 * no call names its namespace.
 */
export const NAMESPACES = ["public", "staff", "mail"] as const;

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "public",
  fallbackNS: ["staff", "mail"],
  ns: [...NAMESPACES],
  interpolation: { escapeValue: false },
} as const;

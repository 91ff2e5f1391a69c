import en from "./locales/en";
import fr from "./locales/fr";
import id from "./locales/id";
import type { Language } from "./config";

/** All bundled messages, keyed by language then namespace (one namespace: "translation"). */
export const resources = {
  id: { translation: id },
  en: { translation: en },
  fr: { translation: fr },
} satisfies Record<Language, { translation: unknown }>;

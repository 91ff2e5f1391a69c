import { provideMessages } from "./catalogues";
import { SUPPORTED_LANGUAGES, type Language } from "./config";
import en from "./locales/en";
import fr from "./locales/fr";
import id from "./locales/id";

/**
 * All bundled messages, keyed by language then namespace (one namespace: "translation"). Server-side
 * only: browser code gets its page's language through `entry.client.tsx` and `messagesFor`.
 */
export const resources = {
  id: { translation: id },
  en: { translation: en },
  fr: { translation: fr },
} satisfies Record<Language, { translation: unknown }>;

for (const language of SUPPORTED_LANGUAGES) provideMessages(language, resources[language].translation);

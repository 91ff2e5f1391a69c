import { DEFAULT_LANGUAGE, type Language } from "./config";
import type { Messages } from "./locales/id";

/**
 * The message catalogues this JavaScript context has: on the server all three (registered by
 * `resources.ts`), in the browser only the page's language (registered by `entry.client.tsx` after it
 * downloaded it), so the browser bundle never carries the other languages.
 */
const catalogues: Partial<Record<Language, Messages>> = {};

export function provideMessages(language: Language, messages: Messages): void {
  catalogues[language] = messages;
}

/**
 * The catalogue of a language, for the few places (meta functions, e-mails) that need strings outside
 * React. In the browser a page only ever asks for its own language (switching reloads the document);
 * should another be asked for, the page's own catalogue answers, as i18next's fallback would.
 */
export function messagesFor(language: Language): Messages {
  const messages = catalogues[language] ?? catalogues[DEFAULT_LANGUAGE] ?? Object.values(catalogues)[0];
  if (!messages) throw new Error("No message catalogue has been loaded.");
  return messages;
}

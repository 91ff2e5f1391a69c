import i18next, { type TFunction } from "i18next";
import type { Language } from "./config";
import { serverFixedT } from "./translate.server";

/**
 * The translate function of one language, outside React: meta functions, e-mails, refusals, the chat
 * worker. Keys and values as in components (`t("chat.replyEmail.greeting", { name })`).
 *
 * On the server it reads the render instance of that language (translate.server.ts: answers remembered). In the browser
 * that module is empty — the Remix compiler replaces every `*.server` module of app/ with an empty one in
 * the client build, so no other language and no staff message reaches a visitor — and the global
 * instance `entry.client.tsx` initialised with the page's language answers; a page only ever asks for
 * its own language (switching reloads the document).
 */
export function fixedT(language: Language): TFunction {
  return serverFixedT ? serverFixedT(language) : i18next.getFixedT(language);
}

import { isLanguage, type Language } from "~/i18n/config";

/** The operator console's quick replies: keys of `chatConsole.cannedReplies` in each catalogue. */
export const QUICK_REPLIES = ["greeting", "moment", "booking", "bookingCode", "orderPage", "thanks"] as const;
export type QuickReply = (typeof QUICK_REPLIES)[number];

/** Every quick reply in every language (the console page's loader reads them from the three catalogues). */
export type QuickReplies = Record<Language, Record<QuickReply, string>>;

/** The language a reply to this guest is written in: theirs when known, else the operator's own. */
export function replyLanguage(guestLanguage: string | null, operatorLanguage: Language): Language {
  return isLanguage(guestLanguage) ? guestLanguage : operatorLanguage;
}

/** A booking code quoted anywhere in a text (any letter case), as the site writes it. */
const QUOTED_CODE = /\bAGW\d{6}-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}\b/gi;

/** The distinct booking codes in `texts`, in upper case, in the order they were first written. */
export function quotedBookingCodes(texts: readonly string[]): string[] {
  const codes = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(QUOTED_CODE)) codes.add(match[0].toUpperCase());
  return [...codes];
}

import type { Language } from "~/i18n/config";
import { getLanguage } from "~/i18n/i18n.server";
import en from "~/i18n/locales/en/security";
import fr from "~/i18n/locales/fr/security";
import id from "~/i18n/locales/id/security";

type SecurityKey = keyof (typeof id)["security"];
const MESSAGES: Record<Language, Record<SecurityKey, string>> = { id: id.security, en: en.security, fr: fr.security };

/**
 * The plain-text answer of the guards that run in the Worker before Remix (cross-site posts, unreadable
 * bodies, booking-code guessing): a short message in the visitor's language — detected the same way as
 * every page (?lng, the lng cookie, Accept-Language, Indonesian) — never cached, never sniffed.
 */
export async function refusalResponse(
  request: Request,
  status: number,
  message: SecurityKey,
  options: { values?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Promise<Response> {
  const language = await getLanguage(request);
  const text = MESSAGES[language][message].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    String(options.values?.[name] ?? whole),
  );
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Language": language,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...options.headers,
    },
  });
}

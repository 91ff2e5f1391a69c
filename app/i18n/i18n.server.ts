import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, i18nConfig, isLanguage, type Language } from "./config";
import { resources } from "./resources";
import { fixedT } from "./translate";

/** Remembers the visitor's chosen language for a year. Not a secret, so not signed. */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * Language detection: an explicit `?lng=` (the switcher and hreflang alternates) wins, then the
 * cookie the switcher set, then Accept-Language, then Indonesian. See docs/decisions/005-i18n.md.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: { ...i18nConfig, supportedLngs: [...SUPPORTED_LANGUAGES], resources },
});

/** Accept-Language headers already read, and the language each chose (bounded: emptied when full). */
const byAcceptLanguage = new Map<string, Language>();
const MAX_ACCEPT_LANGUAGES = 500;
/** Longer headers (a browser's are far shorter) are read each time, so the memory stays small whatever is sent. */
const MAX_REMEMBERED_HEADER = 200;

export async function getLanguage(request: Request): Promise<Language> {
  // Without `?lng=` and the cookie only the header decides: the same header always gives the same language,
  // and a request asks several times (page cache key, loaders, render), as does every visitor of a browser.
  const header = request.headers.get("Accept-Language") ?? "";
  const byHeaderOnly =
    header.length <= MAX_REMEMBERED_HEADER && !request.url.includes("lng=") && !(request.headers.get("Cookie") ?? "").includes("lng=");
  const known = byHeaderOnly ? byAcceptLanguage.get(header) : undefined;
  if (known) return known;
  const detected = await i18nServer.getLocale(request);
  const language = isLanguage(detected) ? detected : DEFAULT_LANGUAGE;
  if (byHeaderOnly) {
    if (byAcceptLanguage.size >= MAX_ACCEPT_LANGUAGES) byAcceptLanguage.clear();
    byAcceptLanguage.set(header, language);
  }
  return language;
}

/** A `?lng=` choice that should be remembered in the cookie, or null when nothing changes. */
export async function languageToRemember(request: Request): Promise<Language | null> {
  const param = new URL(request.url).searchParams.get("lng");
  if (!isLanguage(param)) return null;
  const current = await languageCookie.parse(request.headers.get("Cookie"));
  return current === param ? null : param;
}

/** The request's language and its translate function (`fixedT`). */
export async function getFixedT(request: Request) {
  const language = await getLanguage(request);
  return { t: fixedT(language), language };
}

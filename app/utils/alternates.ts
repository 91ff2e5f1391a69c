import { SUPPORTED_LANGUAGES, type Language } from "~/i18n/config";

/**
 * The URLs of one page in each language, shared by the pages' <head> (`seoMeta` in ./meta.ts) and sitemap.xml,
 * so search engines read the same set in both places (docs/decisions/026-content-translations.md).
 */

/** An absolute URL on the public site for a path ("/wisata/1") or an absolute URL given as is. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * The URL of a page in one language: the path with `?lng=xx` (the parameter the language switcher
 * uses). Each language version of a page has its own URL, which is what `hreflang` needs; `?lng=` wins
 * over the cookie and Accept-Language, so the URL shows that language to whoever opens it.
 */
export function languageUrl(siteUrl: string, path: string, language: Language): string {
  const url = absoluteUrl(siteUrl, path);
  return `${url}${url.includes("?") ? "&" : "?"}lng=${language}`;
}

export interface LanguageAlternate {
  /** A language code, or `x-default` for the URL without a language, which follows the visitor's. */
  hrefLang: Language | "x-default";
  href: string;
}

/**
 * Every language version of a page (`path` without the language parameter, with the query parameters
 * that select content): one URL per language, then x-default, the bare path, which answers in the
 * visitor's language (cookie, Accept-Language) and in Indonesian to a crawler that states none.
 */
export function languageAlternates(siteUrl: string, path: string): LanguageAlternate[] {
  return [
    ...SUPPORTED_LANGUAGES.map((language) => ({ hrefLang: language, href: languageUrl(siteUrl, path, language) })),
    { hrefLang: "x-default", href: absoluteUrl(siteUrl, path) },
  ];
}

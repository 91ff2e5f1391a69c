import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { LANGUAGE_TAGS, SUPPORTED_LANGUAGES, type Language } from "~/i18n/config";
import { translator, type MessageKey } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { imageUrl } from "./images";
import { absoluteUrl, languageAlternates, languageUrl } from "./alternates";
import { rootMetaFromMatches } from "./root-data";
import { truncate } from "./text";

type RootMatch = { id: string; data?: unknown };

/** The page language, for `meta` functions (the root data as `rootMetaFromMatches` reads it). */
export function languageFromMatches(matches: readonly RootMatch[]): Language {
  return rootMetaFromMatches(matches).language;
}

/** `meta` of a page search engines should leave out (the back office): its title, then the site's name. */
export function noindexMeta(title: MessageKey): MetaFunction {
  return ({ matches }) => {
    const t = translator(fixedT(languageFromMatches(matches)));
    return [{ title: `${t(title)} — ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
  };
}

/** Title and description tags for a page. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

export { absoluteUrl, languageUrl };

/** `id-ID` → `id_ID`, the form OpenGraph expects. */
const ogLocale = (language: Language) => LANGUAGE_TAGS[language].replace("-", "_");

const DESCRIPTION_LENGTH = 160;

export interface SeoOptions {
  title: string;
  description: string;
  /** Path of the page without the language parameter, including query parameters that select content. */
  path: string;
  /** R2 object key of the page's representative image. */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article" | "place" | "event";
}

/**
 * Everything a public page puts in <head> for search engines and link previews: title, description,
 * canonical URL (the page in its current language), `hreflang` alternates for every language plus
 * `x-default` (the bare path, which negotiates the language), OpenGraph and Twitter card tags.
 */
export function seoMeta(matches: readonly RootMatch[], options: SeoOptions): MetaDescriptor[] {
  const { language, siteUrl } = rootMetaFromMatches(matches);
  const siteName = fixedT(language)("meta.siteName");
  const title = options.title.includes(siteName) ? options.title : `${options.title} | ${siteName}`;
  const description = truncate(options.description.replace(/\s+/g, " ").trim(), DESCRIPTION_LENGTH);
  const canonical = languageUrl(siteUrl, options.path, language);

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languageAlternates(siteUrl, options.path).map(({ hrefLang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href,
    })),
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: options.title },
    { property: "og:description", content: description },
    { property: "og:type", content: options.type === "article" ? "article" : "website" },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale(language) },
    ...SUPPORTED_LANGUAGES.filter((lng) => lng !== language).map((lng) => ({
      property: "og:locale:alternate",
      content: ogLocale(lng),
    })),
    { name: "twitter:card", content: options.image ? "summary_large_image" : "summary" },
  ];
  if (options.image) {
    tags.push({ property: "og:image", content: absoluteUrl(siteUrl, imageUrl(options.image)) });
    tags.push({ property: "og:image:alt", content: options.imageAlt ?? options.title });
  }
  return tags;
}

/** Head tags of a "not found" page: a translated title, and not to be indexed. */
export function notFoundMeta(matches: readonly RootMatch[]): MetaDescriptor[] {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: `${t("errors.notFoundTitle")} | ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
}

/**
 * JSON-LD for a <script type="application/ld+json"> element: `<`, `>` and `&` are escaped so no value
 * from the database can close the script element, and the line separators JSON allows but JavaScript
 * did not are escaped too.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listPublicPaths } from "~/models/sitemap.server";
import { languageAlternates } from "~/utils/alternates";
import { PUBLIC_FILE_CACHE_CONTROL } from "~/utils/cache-control";

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * Every public page in every language, in Google's format for localized versions: one <url> per language
 * version, each listing every version (itself too, and x-default) as an `xhtml:link` alternate — the same set
 * the page puts in its <head> (`languageAlternates`). The bare x-default URL gets no <url> of its own: its
 * canonical URL is the version in the language it answered in, and a sitemap lists canonical URLs only.
 */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const versions = languageAlternates(siteUrl, path);
    const links = versions
      .map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
      .join("\n");
    const pages = versions.filter(({ hrefLang }) => hrefLang !== "x-default");
    return pages.map(({ href }) => `  <url>\n    <loc>${escapeXml(href)}</loc>\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export async function loader({ context }: LoaderFunctionArgs) {
  const paths = await listPublicPaths(context.db);
  return new Response(sitemapXml(context.env.PUBLIC_SITE_URL, paths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": PUBLIC_FILE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

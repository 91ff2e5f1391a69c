import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { SUPPORTED_LANGUAGES } from "~/i18n/config";
import { listPublicPaths } from "~/models/sitemap.server";
import { PUBLIC_FILE_CACHE_CONTROL } from "~/utils/cache-control";
import { absoluteUrl, languageUrl } from "~/utils/meta";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/**
 * Every public page in every language: one <url> per language version, each listing all versions as
 * `hreflang` alternates (and the bare path as x-default), the same set the pages put in their <head>.
 */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...SUPPORTED_LANGUAGES.map(
        (lng) => `    <xhtml:link rel="alternate" hreflang="${lng}" href="${escapeXml(languageUrl(siteUrl, path, lng))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(siteUrl, path))}"/>`,
    ].join("\n");
    return SUPPORTED_LANGUAGES.map(
      (lng) => `  <url>\n    <loc>${escapeXml(languageUrl(siteUrl, path, lng))}</loc>\n${alternates}\n  </url>`,
    );
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

import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * Public pages: browsers revalidate every time (max-age=0) while the edge cache (the Workers Cache API in
 * workers/app.ts, or any shared cache) keeps a copy for 5 minutes and may serve it for 10 more while it
 * refreshes. Edits show at once anyway: the content version is part of the edge cache key (ADR 008).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

/** Machine-read files that change rarely (sitemap.xml, robots.txt). */
export const PUBLIC_FILE_CACHE_CONTROL = "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400";

const PRIVATE = /\b(?:private|no-store)\b/i;

/**
 * The `headers` export of a public page. It opts the page in to shared caching unless something above or
 * below it already made the response private (a parent that read a session, a loader that set a cookie),
 * and never shares an error page.
 */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  const inherited = [parentHeaders.get("Cache-Control"), loaderHeaders.get("Cache-Control")].find(
    (value) => value && PRIVATE.test(value),
  );
  if (errorHeaders) headers.set("Cache-Control", "no-store");
  else if (inherited) headers.set("Cache-Control", inherited);
  else headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  return headers;
};

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_FILE_CACHE_CONTROL } from "~/utils/cache-control";
import { absoluteUrl } from "~/utils/meta";

/**
 * Paths crawlers should leave alone: bookings and per-visitor pages, accounts, the back-office, and the
 * search result URLs (an endless space of date and guest combinations; /hotel and /promo lead to them).
 */
export const DISALLOWED_PATHS = [
  "/cari_hotel/",
  "/room/",
  "/reservasi",
  "/kepuasan/",
  "/detailuser",
  "/login",
  "/register",
  "/activate",
  "/password",
  "/sessions",
  "/settings",
  "/reset/",
  "/admin",
  "/sistem",
  "/kamarhomestay",
  "/kota",
  "/pengguna",
  "/audits",
  "/docs",
  "/configuration",
  "/health",
  "/logs",
  "/metrics",
];

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.env.PUBLIC_SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_FILE_CACHE_CONTROL },
  });
}

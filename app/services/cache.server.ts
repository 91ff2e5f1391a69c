import type { HeadersFunction } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import { sessionCookieName } from "./session.server";

/**
 * Caching of the search pages (design §8). Availability changes with every booking, so a search page
 * may be reused by a shared cache for a few seconds only, and each query string is its own cache key.
 * Pages differ by language (cookie or Accept-Language), hence the Vary.
 */
export const SEARCH_CACHE = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";
export const NO_STORE = "no-store";
export const PRIVATE_NO_STORE = "private, no-store";

export const noStoreHeaders = { "Cache-Control": PRIVATE_NO_STORE } as const;

/** True when the request carries a session cookie: the page then shows who is signed in. */
function hasSessionCookie(request: Request, env: Pick<AppEnv, "isProduction">): boolean {
  const name = sessionCookieName(env);
  return (request.headers.get("Cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * Headers of a successful search or room page: shared for a few seconds, unless the visitor is
 * signed in (the header then names them), in which case only their browser may keep it.
 */
export function searchCacheHeaders(request: Request, env: Pick<AppEnv, "isProduction">): Record<string, string> {
  if (hasSessionCookie(request, env)) return { "Cache-Control": PRIVATE_NO_STORE };
  return { "Cache-Control": SEARCH_CACHE, Vary: "Accept-Language, Cookie" };
}

/**
 * The document headers of a route whose loader sets Cache-Control: the loader's choice wins, except
 * that a response setting a cookie (a toast read, a language remembered) is never shared.
 */
export const loaderCacheHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  const source = errorHeaders ?? loaderHeaders;
  const cacheControl = source.get("Cache-Control");
  const vary = source.get("Vary");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  if (vary) headers.set("Vary", vary);
  if (parentHeaders.has("Set-Cookie") || loaderHeaders.has("Set-Cookie")) headers.set("Cache-Control", PRIVATE_NO_STORE);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", NO_STORE);
  return headers;
};

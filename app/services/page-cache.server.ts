import { getLanguage } from "~/i18n/i18n.server";
import { cityScope, EVERY_CITY_SCOPE, hotelScope, type InventoryScope } from "~/models/inventory-version.server";
import { ALL_ESTATES_SEGMENT } from "~/utils/stay-limits";
import { nonceOf, withScriptHashes } from "./cached-page-csp.server";

/**
 * Edge cache for anonymous page views (docs/decisions/009-page-cache.md).
 *
 * Pages opt in with `Cache-Control: public, s-maxage=…` (their `headers` export). For a GET or HEAD without a
 * personal cookie, the Worker looks the page up in the Workers Cache API under a key made of the URL, the
 * language the page renders in and the content version; on a miss it renders the page and stores a copy when
 * the response is shareable. Responses say where they came from in `X-Cache`.
 */

/**
 * Cookies that make a response depend on the visitor: a signed-in session, or a flash toast waiting to be
 * shown. A request carrying any of them is rendered fresh and its response is never shared. Any new cookie
 * that changes what a page shows must be added here.
 */
export const PERSONAL_COOKIES: readonly string[] = ["session", "__Host-session", "toast"];

/** What a shared page varies on besides its URL (for caches downstream of ours). */
export const PAGE_VARY = "Accept-Language, Cookie";

const STORED_AT = "X-Page-Cache-Stored-At";
const ORIGINAL_CACHE_CONTROL = "X-Page-Cache-Control";
const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Query parameters that make a response the visitor's own: `?lng=` also remembers the language in a cookie,
 * which a copy served from the cache would not set.
 */
const PERSONAL_PARAMS = ["lng"];

/** Paths that are never pages: served by their own routes with their own caching. */
const NOT_PAGES = /^\/(?:images|build)\//;

export type CacheStatus = "HIT" | "STALE" | "MISS" | "BYPASS";

export function cookieNames(request: Request): string[] {
  const header = request.headers.get("Cookie");
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

/** True when the response to this request may depend on who is asking. */
export function isPersonalRequest(request: Request): boolean {
  if (request.headers.has("Authorization")) return true;
  const params = new URL(request.url).searchParams;
  if (PERSONAL_PARAMS.some((name) => params.has(name))) return true;
  return cookieNames(request).some((name) => PERSONAL_COOKIES.includes(name));
}

export interface CacheDirectives {
  public: boolean;
  private: boolean;
  noStore: boolean;
  sMaxAge: number | null;
  staleWhileRevalidate: number;
}

export function parseCacheControl(value: string | null): CacheDirectives {
  const directives: CacheDirectives = {
    public: false,
    private: false,
    noStore: false,
    sMaxAge: null,
    staleWhileRevalidate: 0,
  };
  for (const part of (value ?? "").split(",")) {
    const [rawName, rawValue] = part.split("=");
    const name = rawName.trim().toLowerCase();
    const seconds = rawValue !== undefined && /^\s*\d+\s*$/.test(rawValue) ? Number(rawValue) : null;
    if (name === "public") directives.public = true;
    else if (name === "private") directives.private = true;
    else if (name === "no-store") directives.noStore = true;
    else if (name === "s-maxage" && seconds !== null) directives.sMaxAge = seconds;
    else if (name === "stale-while-revalidate" && seconds !== null) directives.staleWhileRevalidate = seconds;
  }
  return directives;
}

/**
 * How long a response may be kept, or null when it must not be shared: only a 200 that says
 * `public` with an `s-maxage` and sets no cookie.
 */
export function storagePolicy(response: Response): { freshFor: number; staleFor: number } | null {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return null;
  if (response.headers.get("Vary")?.includes("*")) return null;
  const cc = parseCacheControl(response.headers.get("Cache-Control"));
  if (!cc.public || cc.private || cc.noStore || !cc.sMaxAge) return null;
  return { freshFor: cc.sMaxAge, staleFor: cc.staleWhileRevalidate };
}

/**
 * The cache key of a page: its URL with the query parameters sorted, plus the language the page will render
 * in (resolved exactly as the app resolves it: `?lng=`, the `lng` cookie, Accept-Language), the content
 * version and the build (a page names its script and style files, which change with every deploy). Only the
 * resolved language enters the key, so visitors whose headers resolve to the same language share one copy.
 */
export async function pageCacheKey(
  request: Request,
  contentVersion: string,
  buildVersion = "",
  inventoryVersion: string | null = null,
  url: URL = new URL(request.url),
): Promise<Request> {
  const language = await getLanguage(request);
  const params = url.search === "" ? [] : [...url.searchParams].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  params.push(["__lng", language], ["__v", contentVersion], ["__b", buildVersion]);
  if (inventoryVersion !== null) params.push(["__i", inventoryVersion]);
  return new Request(`${url.origin}${url.pathname}?${new URLSearchParams(params).toString()}`, { method: "GET" });
}

/** A path segment as the router sees it (percent-decoded), or null when it cannot be decoded. */
function segment(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function idOf(raw: string | undefined): number | null {
  const value = segment(raw);
  return value !== null && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/**
 * The inventory a page shows, for its cache key (ADR 021): a room page
 * (`/room/:kota/:tamu/:kamar/:cekin/:cekout/:idhotel/:durasi`) shows one hotel's free units, the search
 * results (`/cari_hotel/:kota/:tamu/:kamar/:cekin/:cekout/:durasi`) those of a city, or of every city for
 * `/cari_hotel/semua/…`. Every other page
 * shows no availability and returns null. Paths are matched as the router matches them (any case, an
 * optional trailing slash).
 */
export function inventoryScopeOf(pathname: string): InventoryScope | null {
  const parts = pathname.split("/").slice(1);
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
  const head = parts[0]?.toLowerCase();
  if (head === "room" && parts.length === 8) {
    const hotelId = idOf(parts[6]);
    return hotelId === null ? null : hotelScope(hotelId);
  }
  if (head === "cari_hotel" && parts.length === 7) {
    // Every estate's results move with every city's inventory.
    if (segment(parts[1])?.toLowerCase() === ALL_ESTATES_SEGMENT) return EVERY_CITY_SCOPE;
    const cityId = idOf(parts[1]);
    return cityId === null ? null : cityScope(cityId);
  }
  return null;
}

const MAX_MEMOISED_SCOPES = 2_000;
const inventoryMemo = new Map<string, { value: string; expires: number }>();

/**
 * A scope's inventory version, read from D1 at most once per `ttlMs` per isolate and scope (0 reads it per
 * request). The TTL bounds how long after a sale another isolate can still serve the copy that offers the
 * sold units; it is short (ADR 021) because availability, unlike content, changes with every booking.
 */
export async function memoisedInventoryVersion(scope: string, read: () => Promise<string>, ttlMs: number, now: number = Date.now()) {
  const memo = inventoryMemo.get(scope);
  if (memo && memo.expires > now) return memo.value;
  const value = await read();
  if (ttlMs > 0) {
    if (inventoryMemo.size >= MAX_MEMOISED_SCOPES) inventoryMemo.clear();
    inventoryMemo.set(scope, { value, expires: now + ttlMs });
  } else {
    inventoryMemo.delete(scope);
  }
  return value;
}

function withStatus(response: Response, status: CacheStatus, method: string, headers?: Headers): Response {
  const out = headers ?? new Headers(response.headers);
  out.set("X-Cache", status);
  return new Response(method === "HEAD" ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: out,
  });
}

/** A response to a personalised request: whatever the route said, no cache may keep it. */
function privateResponse(response: Response, status: CacheStatus, method: string): Response {
  const headers = new Headers(response.headers);
  if (parseCacheControl(headers.get("Cache-Control")).public) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return withStatus(response, status, method, headers);
}

async function store(cache: Cache, key: Request, response: Response, policy: { freshFor: number; staleFor: number }, now: number) {
  const headers = new Headers(response.headers);
  const body = new Uint8Array(await response.arrayBuffer());
  await withScriptHashes(headers, body);
  headers.set(ORIGINAL_CACHE_CONTROL, headers.get("Cache-Control") ?? "");
  // Kept for the fresh period plus the stale-while-revalidate window; the age decides which one applies.
  headers.set("Cache-Control", `public, max-age=${policy.freshFor + policy.staleFor}`);
  headers.set(STORED_AT, String(now));
  headers.delete("Vary");
  headers.delete("X-Cache");
  await cache.put(key, new Response(body, { status: 200, headers }));
}

/** The stored copy as this visitor's answer: its own headers, the stored body passed through (this runs on every hit). */
function fromCache(cached: Response, status: CacheStatus, ageSeconds: number, method: string): Response {
  const headers = new Headers(cached.headers);
  headers.set("Cache-Control", headers.get(ORIGINAL_CACHE_CONTROL) || "public");
  headers.delete(ORIGINAL_CACHE_CONTROL);
  headers.delete(STORED_AT);
  headers.set("Age", String(Math.max(0, Math.floor(ageSeconds))));
  headers.set("Vary", PAGE_VARY);
  headers.set("X-Cache", status);
  return new Response(method === "HEAD" ? null : cached.body, { status: cached.status, statusText: cached.statusText, headers });
}

export interface ServePageOptions {
  request: Request;
  ctx: ExecutionContext;
  /** Renders the request with the app (always called with a GET or the original method). */
  render: (request: Request) => Promise<Response>;
  /** The current content version (see memoisedContentVersion in app/models/content-version.server.ts). */
  contentVersion: () => Promise<string>;
  /** The app build (Remix's asset manifest version): pages from an older deploy name files that are gone. */
  buildVersion?: string;
  /**
   * The version of the inventory the page shows (see inventoryScopeOf), or null for a page that shows
   * none: room pages and search results are keyed on it, so a sale or a release is never served stale.
   */
  inventoryVersion?: (url: URL) => Promise<string | null>;
  /** Called when a page is served from the cache (the app's own per-view work, e.g. the visitor log). */
  onCacheHit?: (request: Request) => void;
  cache?: Cache;
  now?: () => number;
}

/** Serves a request through the page cache, or straight from the app when it cannot be shared. */
export async function servePage(options: ServePageOptions): Promise<Response> {
  const { request, ctx, render, now = Date.now } = options;
  const method = request.method;
  const url = new URL(request.url);
  if ((method !== "GET" && method !== "HEAD") || NOT_PAGES.test(url.pathname) || url.searchParams.has("_data")) {
    return render(request);
  }
  if (isPersonalRequest(request)) return privateResponse(await render(request), "BYPASS", method);

  let cache: Cache;
  let key: Request;
  try {
    // Workers' default cache (the DOM typings of CacheStorage do not know it).
    cache = options.cache ?? (caches as unknown as { default: Cache }).default;
    const [contentVersion, inventoryVersion] = await Promise.all([options.contentVersion(), options.inventoryVersion?.(url) ?? null]);
    key = await pageCacheKey(request, contentVersion, options.buildVersion, inventoryVersion, url);
    let cached = await cache.match(key);
    // A copy whose CSP still names the nonce it was rendered with (stored by older code) is never handed out.
    if (cached && nonceOf(cached.headers.get("Content-Security-Policy"))) {
      await cached.body?.cancel();
      cached = undefined;
    }
    if (cached) {
      const ageSeconds = (now() - Number(cached.headers.get(STORED_AT) ?? 0)) / 1000;
      const freshFor = parseCacheControl(cached.headers.get(ORIGINAL_CACHE_CONTROL)).sMaxAge ?? 0;
      const stale = ageSeconds > freshFor;
      if (stale) {
        // stale-while-revalidate: this visitor gets the stored copy, the next one a fresh render.
        const revalidate = new Request(request.url, { method: "GET", headers: request.headers });
        ctx.waitUntil(
          render(revalidate)
            .then((fresh) => {
              const policy = storagePolicy(fresh);
              return policy ? store(cache, key, fresh, policy, now()) : fresh.body?.cancel();
            })
            .catch((error: unknown) => console.error("page cache revalidation failed", error)),
        );
      }
      options.onCacheHit?.(request);
      return fromCache(cached, stale ? "STALE" : "HIT", ageSeconds, method);
    }
  } catch (error) {
    // The cache is an optimisation: when it fails, the page is still served.
    console.error("page cache lookup failed", error);
    return render(request);
  }

  // A HEAD miss renders the page as a GET so the copy stored is complete; the answer has no body.
  const response = await render(method === "HEAD" ? new Request(request.url, { method: "GET", headers: request.headers }) : request);
  const policy = storagePolicy(response);
  if (!policy) {
    // Shared caches must never keep a response that sets a cookie, whatever the route said.
    if (response.headers.has("Set-Cookie")) return privateResponse(response, "MISS", method);
    return withStatus(response, "MISS", method);
  }
  const headers = new Headers(response.headers);
  headers.set("Vary", PAGE_VARY);
  ctx.waitUntil(
    store(cache, key, response.clone(), policy, now()).catch((error: unknown) => console.error("page cache store failed", error)),
  );
  return withStatus(response, "MISS", method, headers);
}

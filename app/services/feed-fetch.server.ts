import { checkFeedUrl } from "~/utils/feed-url";
import type { IcalFeedError } from "~/utils/vocabulary";

/**
 * Reading an imported calendar (docs/decisions/028): a conditional GET of at most 10 s and 1 MiB,
 * redirects followed by hand (at most 3, each target checked by the feed guard), every failure a code of
 * ICAL_FEED_ERRORS with what the remote side said. Never throws. `fetch` is injectable: the tests serve a
 * fake OTA through it.
 */

export const FEED_MAX_BYTES = 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_REDIRECTS = 3;

export interface FetchFeedOptions {
  etag?: string | null;
  lastModified?: string | null;
  fetch?: typeof fetch;
  production: boolean;
  /** Only to make the time limit short in tests. */
  timeoutMs?: number;
}

export type FetchFeedResult =
  | { ok: true; notModified: true }
  | { ok: true; notModified: false; body: string; etag: string | null; lastModified: string | null }
  | { ok: false; error: IcalFeedError; detail: string | null };

const failure = (error: IcalFeedError, detail: string | null = null): FetchFeedResult => ({ ok: false, error, detail });

/** The body as text, or null when it passes `max` bytes (the rest is not read). */
async function readLimited(response: Response, max: number): Promise<string | null> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function isRedirect(status: number) {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/** Rejects when the signal aborts, so a body that trickles in cannot outlive the time limit. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

async function fetchWithin(url: URL, options: FetchFeedOptions, signal: AbortSignal): Promise<FetchFeedResult> {
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.5", "User-Agent": "Agrowisata-CalendarSync/1" };
  if (options.etag) headers["If-None-Match"] = options.etag;
  if (options.lastModified) headers["If-Modified-Since"] = options.lastModified;
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const response = await doFetch(current.toString(), { method: "GET", headers, redirect: "manual", signal });
    if (isRedirect(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      if (redirects >= FEED_MAX_REDIRECTS) return failure("too_many_redirects", current.toString().slice(0, 300));
      const location = response.headers.get("Location");
      if (!location) return failure("http_status", String(response.status));
      let next: string;
      try {
        next = new URL(location, current).toString();
      } catch {
        return failure("bad_url", location.slice(0, 300));
      }
      const checked = checkFeedUrl(next, { production: options.production });
      if (!checked.ok) return failure(checked.error, next.slice(0, 300));
      current = checked.url;
      continue;
    }
    if (response.status === 304) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: true, notModified: true };
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => undefined);
      return failure("http_status", String(response.status));
    }
    const declared = Number(response.headers.get("Content-Length") ?? "");
    if (Number.isFinite(declared) && declared > FEED_MAX_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      return failure("too_large", String(declared));
    }
    const aborted = untilAborted(signal);
    aborted.catch(() => undefined); // the race below may end first; the later rejection is nobody's concern
    const body = await Promise.race([readLimited(response, FEED_MAX_BYTES), aborted]);
    if (body === null) return failure("too_large", `> ${FEED_MAX_BYTES}`);
    return {
      ok: true,
      notModified: false,
      body,
      etag: response.headers.get("ETag"),
      lastModified: response.headers.get("Last-Modified"),
    };
  }
}

export async function fetchFeed(rawUrl: string, options: FetchFeedOptions): Promise<FetchFeedResult> {
  const checked = checkFeedUrl(rawUrl, { production: options.production });
  if (!checked.ok) return failure(checked.error);
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  try {
    return await fetchWithin(checked.url, options, signal);
  } catch (error) {
    if (signal.aborted) return failure("timeout", `${options.timeoutMs ?? FEED_TIMEOUT_MS} ms`);
    return failure("network", (error instanceof Error ? error.message : String(error)).slice(0, 300));
  }
}

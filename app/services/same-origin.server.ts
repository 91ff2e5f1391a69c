/**
 * Design §7: every non-GET request must come from our own pages. Browsers send `Origin` (and
 * `Sec-Fetch-Site`) with every form post; a cross-site one is refused with 403 before the app runs.
 * Requests with neither header (non-browser clients) pass: only a browser can be made to post with the
 * visitor's cookies.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const ownHosts = [new URL(request.url).host, request.headers.get("Host"), request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim()];
  return !ownHosts.includes(originHost);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The 403 for a cross-site state-changing request, or null when the request may proceed. */
export function rejectCrossSite(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method) || !isCrossSiteRequest(request)) return null;
  return new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

import { refusalResponse, type RefusalPage } from "./refusal.server";

/**
 * Cross-site request forgery protection for every state-changing request (docs/decisions/
 * 007-cross-site-requests.md). Runs in the Worker before Remix, so actions, resource routes and any
 * future POST endpoint are covered without each one remembering to check.
 *
 * - GET, HEAD and OPTIONS pass (they must not change data).
 * - A browser that sends Sec-Fetch-Site is trusted on it: only "same-origin" and "none" (typed URL,
 *   bookmark) pass; "same-site" and "cross-site" are refused.
 * - Without Sec-Fetch-Site, an Origin header must name the host the request was sent to; "null" and
 *   foreign origins are refused.
 * - Even with Sec-Fetch-Site, a present Origin must match that host: Remix's own action check would
 *   otherwise fail the request with a 500 where a clear 403 is right.
 * - With neither header (old browsers on same-origin forms, server-to-server calls such as payment
 *   notifications) the request passes: a browser making a cross-site request sends at least one.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host a same-origin browser request names, read the way Remix's own action check reads it. */
function requestHost(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("Host") || new URL(request.url).host;
}

export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== requestHost(request);
  } catch {
    return true;
  }
}

/**
 * WebSocket upgrades are GETs, so the check above lets them through; a socket that carries a cookie must
 * still come from one of our pages (cross-site WebSocket hijacking). Browsers always send Origin on a
 * WebSocket handshake: it must be present and name this host, and Sec-Fetch-Site, when sent, must agree.
 */
export function isSameOriginSocket(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin") return false;
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host === requestHost(request);
  } catch {
    return false;
  }
}

export function crossSiteResponse(request: Request, page: RefusalPage = {}): Promise<Response> {
  return refusalResponse(request, 403, "security.crossSite", page);
}

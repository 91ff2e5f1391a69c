import { createRequestHandler, logDevReady } from "@remix-run/cloudflare";
import * as build from "../build/index.js";
import { createLoadContext } from "../app/context.server";
import { createDb } from "../app/models/db.server";
import { parseEnv, type Bindings } from "../app/env.server";
import { currentContentVersion } from "../app/models/content-version.server";
import { isHomePath, logVisitAfterResponse } from "../app/models/visitor.server";
import { crossSiteResponse, isCrossSiteRequest } from "../app/services/cross-site.server";
import { formBodyProblem } from "../app/services/form-body.server";
import { refusalResponse, resourceRefusal, type RefusalPage } from "../app/services/refusal.server";
import { routeChat } from "./chat/routes";
import { runScheduled } from "./scheduled";
import { inventoryScopeOf, memoisedInventoryVersion, servePage } from "../app/services/page-cache.server";
import { getInventoryVersion } from "../app/models/inventory-version.server";
import { instrumentD1 } from "../app/services/d1-timing.server";
import { getLogger } from "../app/services/logger.server";
import { d1RoundTripCount, flushDue, flushMetrics, recordD1Query, recordRequest } from "../app/services/metrics.server";
import { connectTrackerSocket, reportPageView } from "../app/services/tracker.server";
import { TRACKER_SOCKET_PATH } from "../app/utils/tracker-protocol";

export { StaffTracker } from "./staff-tracker";

// The chat's Durable Object classes (wrangler.toml binds them; they must be exported by the main module).
export { ChatSession } from "./chat/session";
export { OperatorLobby } from "./chat/lobby";

const mode = build.mode === "production" ? "production" : "development";
if (mode === "development") logDevReady(build);

const handleRemixRequest = createRequestHandler(build, mode);

/** Refusals answered here are drawn as the general error page, with the stylesheets of the root route. */
const refusalPage: RefusalPage = {
  stylesheets: (build.routes.root?.module.links?.() ?? []).flatMap((link) =>
    "rel" in link && link.rel === "stylesheet" && typeof link.href === "string" ? [link.href] : [],
  ),
};

/** JSON and text answers of resource routes get the nosniff header HTML pages already carry. */
function withNosniff(response: Response): Response {
  if (response.headers.has("X-Content-Type-Options") || response.webSocket) return response;
  const copy = new Response(response.body, response);
  copy.headers.set("X-Content-Type-Options", "nosniff");
  return copy;
}

const app = {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    // Fingerprinted assets are served by the assets binding before the Worker runs; a miss here is a
    // stale or mistyped file name and must not fall through to the catch-all redirect of the app.
    if (url.pathname.startsWith("/build/")) return refusalResponse(request, 404, "errors.notFoundMessage", refusalPage);
    // The one cross-site check for every state-changing request: actions and resource routes alike.
    if (isCrossSiteRequest(request)) return crossSiteResponse(request, refusalPage);
    // Chat sockets (GET upgrades) do their own origin and cookie checks before reaching an object.
    const chat = await routeChat(request, env, ctx);
    if (chat) return chat;
    // The one body check: an action only ever sees a form it can read (never a 500 on a bad body).
    const bodyProblem = await formBodyProblem(request);
    if (bodyProblem) return refusalResponse(request, bodyProblem.status, `security.${bodyProblem.message}`, refusalPage);
    const appEnv = parseEnv(env);
    const db = createDb(appEnv.DB);
    // Anonymous page views go through the edge page cache (docs/decisions/009-page-cache.md).
    const response = await servePage({
      request,
      ctx,
      render: (req) => handleRemixRequest(req, createLoadContext(req, env, ctx)),
      contentVersion: () => currentContentVersion(db, appEnv.CONTENT_VERSION_TTL_MS),
      buildVersion: build.assets.version,
      // Room pages and search results are also keyed on the inventory they show (ADR 021).
      inventoryVersion: async (pageUrl) => {
        const scope = inventoryScopeOf(pageUrl.pathname);
        if (!scope) return null;
        return memoisedInventoryVersion(scope, () => getInventoryVersion(db, scope), appEnv.INVENTORY_VERSION_TTL_MS);
      },
      // The home page logs visitors (spec §2) also when it is served from the cache.
      onCacheHit: (req) => {
        if (isHomePath(new URL(req.url).pathname)) {
          logVisitAfterResponse(req, { db, ctx, cf: req.cf as IncomingRequestCfProperties | undefined });
        }
      },
    });
    // A refusal thrown by a resource route is answered like the Worker's own (no boundary renders it).
    return withNosniff(await resourceRefusal(request, response, refusalPage));
  },
  async scheduled(_controller, env, ctx) {
    await runScheduled(env, ctx);
  },
} satisfies ExportedHandler<Bindings>;

const D1_ROUND_TRIPS_PATH = "/_test/d1-round-trips";

/** The bindings with D1 timed for the metrics page; built once per isolate's env object. */
const timedBindings = new WeakMap<object, Bindings>();
function withTimedD1(env: Bindings): Bindings {
  let bindings = timedBindings.get(env);
  if (!bindings) {
    bindings = env.DB ? { ...env, DB: instrumentD1(env.DB, recordD1Query) } : env;
    timedBindings.set(env, bindings);
  }
  return bindings;
}

/**
 * The tracker socket (administrators only) is answered first. Every other request is measured into this isolate's metrics (flushed to D1 in batches), and an error nothing
 * else handled is logged through the app's logger (level set on /logs) and answered with a plain 500.
 */
export default {
  async fetch(request, env, ctx) {
    const started = Date.now();
    const bindings = withTimedD1(env);
    const db = createDb(bindings.DB);
    const { pathname } = new URL(request.url);
    let response: Response;
    try {
      if (pathname === TRACKER_SOCKET_PATH) return await connectTrackerSocket(request, createLoadContext(request, bindings, ctx));
      // Benchmark hook (only with the test hooks on, outside production; otherwise an unknown URL like any other):
      // this isolate's D1 round trips so far, read before and after a page by `npm run bench:ssr`. Answered here:
      // the counter lives in this module.
      if (pathname === D1_ROUND_TRIPS_PATH && parseEnv(env).e2eHooks) {
        return new Response(String(d1RoundTripCount()), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
      }
      // The metrics page shows this isolate's latest figures too, not only those of earlier batches.
      if (pathname === "/metrics" && request.method === "GET" && (request.headers.get("Cookie") ?? "").includes("session")) {
        await flushMetrics(db);
      }
      response = await app.fetch(request, bindings, ctx);
      // Signed-in users' page views feed the back-office tracker, after the response.
      if (bindings.STAFF_TRACKER) reportPageView(request, response, () => createLoadContext(request, bindings, ctx));
    } catch (error) {
      const logger = await getLogger(db, "worker.fetch");
      logger.error(`unhandled error on ${request.method} ${pathname}`, error);
      response = await refusalResponse(request, 500, "errors.serverErrorMessage", refusalPage).catch(
        () => new Response("Internal Server Error", { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } }),
      );
    }
    recordRequest({ pathname, status: response.status, ms: Date.now() - started, cache: response.headers.get("X-Cache") });
    if (flushDue()) {
      ctx.waitUntil(
        flushMetrics(db).catch(async (error: unknown) => (await getLogger(db, "metrics")).warn("metrics flush failed", error)),
      );
    }
    return response;
  },
  async scheduled(controller, env, ctx) {
    try {
      await app.scheduled(controller, env, ctx);
    } catch (error) {
      (await getLogger(createDb(env.DB), "worker.scheduled")).error("scheduled run failed", error);
      throw error;
    }
  },
} satisfies ExportedHandler<Bindings>;

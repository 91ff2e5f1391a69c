import { createRequestHandler, logDevReady } from "@remix-run/cloudflare";
import * as build from "../build/index.js";
import { createDb, createLoadContext } from "../app/context.server";
import { parseEnv, type Bindings } from "../app/env.server";
import { getContentVersion } from "../app/models/content-version.server";
import { isHomePath, logVisitAfterResponse } from "../app/models/visitor.server";
import { crossSiteResponse, isCrossSiteRequest } from "../app/services/cross-site.server";
import { runScheduled } from "./scheduled";
import { memoisedContentVersion, servePage } from "../app/services/page-cache.server";

const mode = build.mode === "production" ? "production" : "development";
if (mode === "development") logDevReady(build);

const handleRemixRequest = createRequestHandler(build, mode);

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    // Fingerprinted assets are served by the assets binding before the Worker runs; a miss here is a
    // stale or mistyped file name and must not fall through to the catch-all redirect of the app.
    if (url.pathname.startsWith("/build/")) {
      return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    // The one cross-site check for every state-changing request: actions and resource routes alike.
    if (isCrossSiteRequest(request)) return crossSiteResponse(request);
    const appEnv = parseEnv(env);
    const db = createDb(appEnv.DB);
    // Anonymous page views go through the edge page cache (docs/decisions/009-page-cache.md).
    return servePage({
      request,
      ctx,
      render: (req) => handleRemixRequest(req, createLoadContext(req, env, ctx)),
      contentVersion: () => memoisedContentVersion(() => getContentVersion(db), appEnv.CONTENT_VERSION_TTL_MS),
      buildVersion: build.assets.version,
      // The home page logs visitors (spec §2) also when it is served from the cache.
      onCacheHit: (req) => {
        if (isHomePath(new URL(req.url).pathname)) {
          logVisitAfterResponse(req, { db, ctx, cf: req.cf as IncomingRequestCfProperties | undefined });
        }
      },
    });
  },
  async scheduled(_controller, env, ctx) {
    await runScheduled(env, ctx);
  },
} satisfies ExportedHandler<Bindings>;

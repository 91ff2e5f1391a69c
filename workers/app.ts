import { createRequestHandler, logDevReady } from "@remix-run/cloudflare";
import * as build from "../build/index.js";
import { createLoadContext } from "../app/context.server";
import type { Bindings } from "../app/env.server";
import { crossSiteResponse, isCrossSiteRequest } from "../app/services/cross-site.server";

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
    return handleRemixRequest(request, createLoadContext(request, env, ctx));
  },
} satisfies ExportedHandler<Bindings>;

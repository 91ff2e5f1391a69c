import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import { getLogger } from "~/services/logger.server";
import { getAuthSession } from "~/services/session.server";
import { hasAnyAuthority } from "~/utils/authorities";
import type { TrackedView } from "~/utils/tracker-protocol";

/** The one tracker instance, or null when this installation binds none. */
function trackerStub(env: Pick<AppEnv, "STAFF_TRACKER">) {
  const namespace = env.STAFF_TRACKER;
  return namespace ? namespace.get(namespace.idFromName("staff")) : null;
}

/** The signed-in users' latest page views (server-rendered snapshot of /tracker); null when not configured. */
export async function trackerSnapshot(env: Pick<AppEnv, "STAFF_TRACKER">): Promise<TrackedView[] | null> {
  const stub = trackerStub(env);
  if (!stub) return null;
  const response = await stub.fetch("https://tracker/snapshot");
  return (await response.json()) as TrackedView[];
}

/** True for requests that show a page: documents and Remix's data requests of a navigation. */
function isPageView(request: Request, url: URL, response: Response): boolean {
  if (request.method !== "GET" || response.status !== 200) return false;
  if (/^\/(api|images|build|_sim|_test|_dev|tracker\/socket)(\/|$)/.test(url.pathname)) return false;
  if (url.searchParams.has("_data")) return true;
  return (response.headers.get("Content-Type") ?? "").includes("text/html");
}

/**
 * Tells the tracker that a signed-in user viewed a page. Runs after the response (ctx.waitUntil), only for
 * requests carrying a session cookie, and never fails the request it follows.
 */
export function reportPageView(request: Request, response: Response, contextOf: () => AppLoadContext): void {
  // Most requests are anonymous: the cookie is looked at before anything is built (this runs on every hit).
  if (!(request.headers.get("Cookie") ?? "").includes("session")) return;
  const url = new URL(request.url);
  if (!isPageView(request, url, response)) return;
  const context = contextOf();
  const stub = trackerStub(context.env);
  if (!stub) return;
  context.ctx.waitUntil(
    (async () => {
      const session = await getAuthSession(request, context);
      if (!session) return;
      const view: TrackedView = {
        login: session.user.login,
        page: url.pathname,
        ip: request.headers.get("CF-Connecting-IP"),
        at: Date.now(),
      };
      await stub.fetch("https://tracker/view", { method: "POST", body: JSON.stringify(view) });
    })().catch(async (error: unknown) => (await getLogger(context.db, "tracker")).warn("page view not reported", error)),
  );
}

function originHost(origin: string | null): string | null {
  if (!origin) return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * The tracker socket: only for an administrator's session, and only from a page of this site (the
 * Origin must be this host: a cross-site page cannot open it with the visitor's cookie).
 */
export async function connectTrackerSocket(request: Request, context: AppLoadContext): Promise<Response> {
  const stub = trackerStub(context.env);
  const url = new URL(request.url);
  const sameSite = originHost(request.headers.get("Origin")) === url.host;
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
  if (!sameSite) return new Response("Forbidden", { status: 403 });
  const session = await getAuthSession(request, context);
  if (!session || !hasAnyAuthority(session.user, ["ROLE_ADMIN"])) return new Response("Forbidden", { status: 403 });
  if (!stub) return new Response("Not found", { status: 404 });
  return stub.fetch("https://tracker/connect", { headers: { Upgrade: "websocket" } });
}

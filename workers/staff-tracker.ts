import { DurableObject } from "cloudflare:workers";
import { TRACKER_ACTIVE_MS, type TrackedView, type TrackerMessage } from "../app/utils/tracker-protocol";

/**
 * One instance ("staff") knows which signed-in users viewed which page last, and pushes every view to the
 * administrators watching /tracker over hibernating WebSockets. Views are kept in the object's storage
 * (so an evicted object still answers the snapshot) and forgotten after TRACKER_ACTIVE_MS.
 *
 * Internal routes (reached only through the Worker, which checks who may call them):
 * POST /view (a TrackedView), GET /snapshot, GET /ping, GET /connect (WebSocket upgrade).
 */
export class StaffTracker extends DurableObject {
  private async activeViews(now = Date.now()): Promise<TrackedView[]> {
    const stored = await this.ctx.storage.list<TrackedView>({ prefix: "view:" });
    const active: TrackedView[] = [];
    const stale: string[] = [];
    for (const [key, view] of stored) {
      if (now - view.at > TRACKER_ACTIVE_MS) stale.push(key);
      else active.push(view);
    }
    if (stale.length > 0) await this.ctx.storage.delete(stale);
    return active.sort((a, b) => b.at - a.at);
  }

  private broadcast(message: TrackerMessage) {
    const text = JSON.stringify(message);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
      } catch {
        // A socket closing right now: its close handler cleans up.
      }
    }
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/ping") return new Response("ok");
    if (url.pathname === "/snapshot") return Response.json(await this.activeViews());
    if (url.pathname === "/view" && request.method === "POST") {
      const view = (await request.json()) as TrackedView;
      if (typeof view?.login !== "string" || typeof view.page !== "string") return new Response("bad view", { status: 400 });
      const clean: TrackedView = {
        login: view.login.slice(0, 100),
        page: view.page.slice(0, 300),
        ip: typeof view.ip === "string" ? view.ip.slice(0, 64) : null,
        at: Number(view.at) || Date.now(),
      };
      await this.ctx.storage.put(`view:${clean.login}`, clean);
      this.broadcast({ type: "view", view: clean });
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/connect" && request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const pair = new WebSocketPair();
      const [client, server] = Object.values(pair);
      this.ctx.acceptWebSocket(server);
      server.send(JSON.stringify({ type: "snapshot", views: await this.activeViews() } satisfies TrackerMessage));
      return new Response(null, { status: 101, webSocket: client });
    }
    return new Response("not found", { status: 404 });
  }

  async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    // The page may ask for a fresh snapshot (after a reconnect); nothing else is accepted from it.
    if (message === "snapshot") socket.send(JSON.stringify({ type: "snapshot", views: await this.activeViews() } satisfies TrackerMessage));
  }

  async webSocketClose(socket: WebSocket, code: number) {
    try {
      socket.close(code === 1005 ? 1000 : code, "bye");
    } catch {
      // already closed
    }
  }
}

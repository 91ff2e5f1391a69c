import type { Language } from "../../app/i18n/config";
import { encodeFrame, type ChatErrorCode, type LobbyFrame, type ServerFrame } from "../../app/utils/chat-protocol";
import { chatErrorText } from "./env";

/** Socket plumbing both chat objects share (hibernation API: the attachment is what survives eviction). */

type AnyFrame = ServerFrame | LobbyFrame;

export function isUpgrade(request: Request): boolean {
  return request.headers.get("Upgrade")?.toLowerCase() === "websocket";
}

export function upgradeRequired(): Response {
  return new Response("Expected a WebSocket upgrade", { status: 426 });
}

/** What the socket carries across hibernation, or null for one the object never accepted. */
export function attachment<T>(ws: WebSocket): T | null {
  return ws.deserializeAttachment() as T | null;
}

/** Accepts a new hibernatable socket carrying `info`; the 101 response hands its other end to the client. */
export function acceptSocket(ctx: DurableObjectState, info: object, tags?: string[]): Response {
  const pair = new WebSocketPair();
  const [client, server] = Object.values(pair);
  ctx.acceptWebSocket(server, tags);
  server.serializeAttachment(info);
  return new Response(null, { status: 101, webSocket: client });
}

/** Answers a close frame; a socket already closed needs nothing. */
export function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closed.
  }
}

export function sendFrame(ws: WebSocket, frame: AnyFrame): void {
  try {
    ws.send(encodeFrame(frame));
  } catch {
    // The socket is closing; the client catches up from history when it reconnects.
  }
}

/** An `error` frame in the connection's language (with the client id of the message it refuses). */
export function sendError(ws: WebSocket, lang: Language, code: ChatErrorCode, clientId?: string): void {
  sendFrame(ws, { type: "error", code, message: chatErrorText(lang, code), ...(clientId ? { clientId } : {}) });
}

/** Sends one frame to each of `sockets` that `include` accepts. */
export function sendAll(
  sockets: WebSocket[],
  frame: AnyFrame,
  include: (socket: WebSocket) => boolean = () => true,
): void {
  const text = encodeFrame(frame);
  for (const socket of sockets) {
    if (!include(socket)) continue;
    try {
      socket.send(text);
    } catch {
      // See sendFrame().
    }
  }
}

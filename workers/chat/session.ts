import { DurableObject } from "cloudflare:workers";
import type { Language } from "../../app/i18n/config";
import {
  HEARTBEAT_REQUEST,
  HEARTBEAT_RESPONSE,
  HISTORY_LIMIT,
  parseClientFrame,
  type ChatErrorCode,
  type ChatRole,
  type ClientFrame,
  type GuestFacts,
  type OperatorPresence,
  type ServerFrame,
} from "../../app/utils/chat-protocol";
import { CHAT_HEADERS, languageOf, lobbyOf, parseId, type ChatEnv, type ChatSessionRpc } from "./env";
import { ChatMirror } from "./mirror";
import { RateLimiter } from "./rate-limiter";
import { SessionStore, toView } from "./session-store";
import {
  acceptSocket,
  attachment,
  closeQuietly,
  isUpgrade,
  sendAll,
  sendError,
  sendFrame,
  upgradeRequired,
} from "./sockets";

/** What each socket carries across hibernation. */
interface SocketInfo {
  role: ChatRole;
  userId: number;
  lang: Language;
}

/**
 * One conversation between a guest and the operators (design §6), named by the guest's user id. Both
 * sides' sockets use the hibernation API, so an idle conversation costs nothing. This class holds the
 * sockets and answers their frames; what must outlive the instance is in `store` (SessionStore: messages,
 * seq, read marks, the assigned operator, the send log), the D1 copy and e-mail in `mirrorTo` (ChatMirror),
 * the per-sender limit in `limiter`. Durable Object output gates hold every frame sent after a write
 * until the write is durable, so an `ack` never reaches a client before its message is stored.
 */
export class ChatSession extends DurableObject<ChatEnv> implements ChatSessionRpc {
  private readonly store: SessionStore;
  private readonly limiter: RateLimiter;
  private readonly mirrorTo: ChatMirror;

  constructor(ctx: DurableObjectState, env: ChatEnv) {
    super(ctx, env);
    this.store = new SessionStore(ctx.storage.sql);
    this.limiter = new RateLimiter(this.store);
    // The bindings are looked up on each call, so a test may swap `env` on a running instance.
    this.mirrorTo = new ChatMirror(ctx, this.store, () => this.env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(HEARTBEAT_REQUEST, HEARTBEAT_RESPONSE));
  }

  // -------------------------------------------------------------------------
  // Connecting (only the Worker calls this, after checking the cookie)
  // -------------------------------------------------------------------------

  async fetch(request: Request): Promise<Response> {
    if (!isUpgrade(request)) return upgradeRequired();
    const role = request.headers.get(CHAT_HEADERS.role);
    const userId = parseId(request.headers.get(CHAT_HEADERS.user));
    const guestId = parseId(request.headers.get(CHAT_HEADERS.guest));
    if ((role !== "guest" && role !== "operator") || !userId || !guestId) {
      return new Response("Bad chat connection", { status: 400 });
    }
    const known = this.store.get("guest_id");
    if (known !== null && known !== guestId) return new Response("Wrong conversation", { status: 403 });
    if (known === null) this.store.set("guest_id", guestId);
    const lang = languageOf(request.headers.get(CHAT_HEADERS.lang));
    const before = JSON.stringify(this.guestFacts());
    if (role === "guest") {
      const name = decodeURIComponent(request.headers.get(CHAT_HEADERS.name) ?? "").slice(0, 100);
      if (name) this.store.set("guest_name", name);
      // The language an e-mail continuing the conversation is written in, and the one operators reply in.
      this.store.set("guest_lang", lang);
      const country = request.headers.get(CHAT_HEADERS.country);
      if (country && /^[A-Z]{2}$/.test(country)) this.store.set("guest_country", country);
    }
    const info: SocketInfo = { role, userId, lang };
    const response = acceptSocket(this.ctx, info, [role]);
    const facts = this.guestFacts();
    if (JSON.stringify(facts) !== before) this.broadcast({ type: "guest", ...facts }, (peer) => peer.role === "operator");
    return response;
  }

  /** The guest's language and country as operators see them. */
  private guestFacts(): GuestFacts {
    return { language: this.store.get("guest_lang"), country: this.store.get("guest_country") };
  }

  // -------------------------------------------------------------------------
  // Frames
  // -------------------------------------------------------------------------

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const info = attachment<SocketInfo>(ws);
    if (!info) {
      ws.close(1011, "unknown socket");
      return;
    }
    try {
      const parsed = parseClientFrame(raw);
      if (!parsed.ok) {
        this.sendError(ws, info, parsed.code, parsed.clientId);
        return;
      }
      await this.handle(ws, info, parsed.frame);
    } catch (error) {
      // A frame that trips over something unexpected is answered; the object and the socket stay up.
      console.error("chat frame failed", error);
      this.sendError(ws, info, "serverError");
    }
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    closeQuietly(ws, code, reason);
    await this.guestMayHaveLeft(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    // The runtime closes the socket; its peers need not hear about it, the lobby may.
    await this.guestMayHaveLeft(ws);
  }

  /** True while the guest has an open socket on the conversation (other than `except`). */
  private guestConnected(except?: WebSocket): boolean {
    return this.ctx.getWebSockets("guest").some((socket) => socket !== except && socket.readyState === WebSocket.OPEN);
  }

  /** When the guest's last socket closes, the lobby stops counting the conversation against its operator's limit. */
  private async guestMayHaveLeft(closed: WebSocket): Promise<void> {
    const info = attachment<SocketInfo>(closed);
    const guestId = this.store.get("guest_id");
    if (info?.role !== "guest" || !guestId || this.guestConnected(closed)) return;
    try {
      await lobbyOf(this.env).guestLeft(guestId);
    } catch (error) {
      console.error("telling the lobby the guest left failed", error);
    }
  }

  private async handle(ws: WebSocket, info: SocketInfo, frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case "hello":
        if (info.role === "guest" && frame.page) this.setGuestPage(frame.page);
        return this.hello(ws, info, frame.lastSeq ?? 0);
      case "message":
        return this.message(ws, info, frame.clientId, frame.text);
      case "read":
        return this.read(info, frame.upTo);
      case "typing":
        this.broadcast(
          { type: "typing", by: info.role, active: frame.active ?? true },
          (peer) => peer.role !== info.role,
        );
        return;
    }
  }

  private async hello(ws: WebSocket, info: SocketInfo, lastSeq: number): Promise<void> {
    // A guest (re)connecting asks the lobby for an operator: the one it had if still online, else a new one.
    const busy = info.role === "guest" ? await this.requestOperator() : false;
    const presence = this.presence();
    sendFrame(ws, {
      type: "welcome",
      guestId: this.store.get("guest_id") ?? 0,
      you: info.role,
      history: this.store.history(lastSeq, HISTORY_LIMIT).map(toView),
      lastSeq: this.store.lastSeq(),
      read: this.store.readMarks(),
      presence,
      guestPage: this.store.get("guest_page"),
      guest: this.guestFacts(),
    });
    if (info.role === "guest" && !presence.online) this.sendError(ws, info, busy ? "operatorsBusy" : "operatorOffline");
  }

  /** Re-acknowledges a message this author already stored (a resend after a reconnect); false when it is new. */
  private ackStored(ws: WebSocket, info: SocketInfo, clientId: string): boolean {
    const stored = this.store.findByClientId(info.userId, clientId);
    if (stored) sendFrame(ws, { type: "ack", clientId, seq: stored.seq, at: stored.at });
    return stored !== null;
  }

  private async message(ws: WebSocket, info: SocketInfo, clientId: string, text: string): Promise<void> {
    if (this.ackStored(ws, info, clientId)) return;
    const now = Date.now();
    if (!this.limiter.allows(info.userId, now)) {
      this.sendError(ws, info, "rateLimited", clientId);
      return;
    }
    // The guest's message takes (or keeps) a place with an operator before it is addressed to one.
    if (info.role === "guest") {
      await this.reportActivity(true);
      // The same message may have been resent and stored while the lobby answered.
      if (this.ackStored(ws, info, clientId)) return;
    }
    const row = this.store.add({
      client_id: clientId,
      author_role: info.role,
      author_id: info.userId,
      recipient_id: info.role === "guest" ? this.store.get("operator_id") : this.store.get("guest_id"),
      text,
      at: now,
    });
    this.limiter.record(info.userId, now);
    // The retry is armed before the first attempt, so a mirror cut short by an eviction still happens.
    await this.mirrorTo.armRetry();

    sendFrame(ws, { type: "ack", clientId, seq: row.seq, at: row.at });
    this.broadcast({ type: "message", ...toView(row) }, (_peer, socket) => socket !== ws);
    this.ctx.waitUntil(this.mirrorTo.copy());
    if (info.role === "operator") this.ctx.waitUntil(this.reportActivity(false));
    if (info.role === "operator" && !this.guestConnected()) this.ctx.waitUntil(this.mirrorTo.emailGuest(row));
    if (info.role === "guest" && this.store.get("guest_wrote") === null) {
      this.store.set("guest_wrote", now);
      this.ctx.waitUntil(this.mirrorTo.markGuestActive());
    }
  }

  private async read(info: SocketInfo, upTo: number): Promise<void> {
    const key = info.role === "guest" ? "read_guest" : "read_operator";
    const mark = Math.min(upTo, this.store.lastSeq());
    const previous = this.store.get(key) ?? 0;
    if (mark <= previous) return;
    this.store.set(key, mark);
    this.broadcast({ type: "read", by: info.role, upTo: mark });
    this.ctx.waitUntil(this.mirrorTo.markRead(info.role, previous, mark));
  }

  /** Remembers the guest's page and tells operators already in the conversation when it changes. */
  private setGuestPage(page: string): void {
    if (this.store.get("guest_page") === page) return;
    this.store.set("guest_page", page);
    this.broadcast({ type: "guestPage", page }, (peer) => peer.role === "operator");
  }

  // -------------------------------------------------------------------------
  // Operator assignment (with the lobby)
  // -------------------------------------------------------------------------

  /** Asks the lobby for an operator; true when none was given because every online one is busy. */
  private async requestOperator(): Promise<boolean> {
    const guestId = this.store.get("guest_id");
    if (!guestId) return false;
    try {
      const { operatorId, busy } = await lobbyOf(this.env).assign(guestId, this.store.get("guest_name") ?? "");
      this.applyOperator(operatorId, false);
      return busy;
    } catch (error) {
      // Without an answer from the lobby the guest is told no operator is online; messages are still kept.
      console.error("operator assignment failed", error);
      this.applyOperator(null, false);
      return false;
    }
  }

  /**
   * Tells the lobby something was written: the guest's message takes a place with an operator (maybe
   * another one, or none when all are full), any message keeps the place. Failure is logged: the
   * message is stored either way.
   */
  private async reportActivity(fromGuest: boolean): Promise<void> {
    const guestId = this.store.get("guest_id");
    if (!guestId) return;
    try {
      const lobby = lobbyOf(this.env);
      const { operatorId, busy } = await lobby.activity(guestId, this.store.get("guest_name") ?? "", fromGuest);
      if (fromGuest) this.applyOperator(operatorId, true, busy);
    } catch (error) {
      console.error("telling the lobby about a message failed", error);
    }
  }

  /**
   * Called by the lobby when it (re)assigns this conversation: a new operator, or none — `busy` when
   * operators are online but all at their limit, so the guest is told to wait rather than that nobody is there.
   */
  async setOperator(operatorId: number | null, busy = false): Promise<void> {
    this.applyOperator(operatorId, true, busy);
  }

  private applyOperator(operatorId: number | null, announce: boolean, busy = false): void {
    const previous = this.store.get("operator_id");
    if (operatorId === null) this.store.clear("operator_id");
    else {
      this.store.set("operator_id", operatorId);
      // Guest messages written while nobody was assigned go to the operator who now has the conversation.
      if (this.store.addressWaiting(operatorId) > 0) {
        this.ctx.waitUntil(this.mirrorTo.armRetry().then(() => this.mirrorTo.copy()));
      }
    }
    if (!announce || previous === operatorId) return;
    const presence = this.presence();
    this.broadcast({ type: "presence", ...presence });
    if (!presence.online) {
      for (const ws of this.ctx.getWebSockets("guest")) {
        const info = attachment<SocketInfo>(ws);
        if (info) this.sendError(ws, info, busy ? "operatorsBusy" : "operatorOffline");
      }
    }
  }

  private presence(): OperatorPresence {
    const operatorId = this.store.get("operator_id");
    return { online: operatorId !== null, operatorId };
  }

  // -------------------------------------------------------------------------
  // Mirror to D1 (ChatMirror), reachable by RPC for tests and the alarm
  // -------------------------------------------------------------------------

  /** Copies every stored message not yet in D1 (and with a known recipient). True when nothing is left. */
  async mirror(): Promise<boolean> {
    return this.mirrorTo.copy();
  }

  async alarm(): Promise<void> {
    await this.mirrorTo.alarm();
  }

  /** Messages stored but not yet copied to D1 that could be (their recipient is known). */
  pendingMirrorCount(): number {
    return this.store.pendingMirrorCount();
  }

  // -------------------------------------------------------------------------
  // Sending
  // -------------------------------------------------------------------------

  private sendError(ws: WebSocket, info: SocketInfo, code: ChatErrorCode, clientId?: string): void {
    sendError(ws, info.lang, code, clientId);
  }

  private broadcast(frame: ServerFrame, include: (peer: SocketInfo, socket: WebSocket) => boolean = () => true): void {
    sendAll(this.ctx.getWebSockets(), frame, (socket) => {
      const peer = attachment<SocketInfo>(socket);
      return peer !== null && include(peer, socket);
    });
  }
}

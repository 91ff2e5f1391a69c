import { DurableObject } from "cloudflare:workers";
import { parseEnv } from "../../app/env.server";
import type { Language } from "../../app/i18n/config";
import { HEARTBEAT_REQUEST, HEARTBEAT_RESPONSE, parseClientFrame, type LobbyFrame } from "../../app/utils/chat-protocol";
import {
  CHAT_HEADERS,
  languageOf,
  parseId,
  pickRandom,
  sessionOf,
  type ChatEnv,
  type OperatorAssignment,
  type OperatorLobbyRpc,
} from "./env";
import { LobbyStore, toConversationView, type ConversationRow } from "./lobby-store";
import { acceptSocket, attachment, closeQuietly, isUpgrade, sendAll, sendError, sendFrame, upgradeRequired } from "./sockets";

interface OperatorSocket {
  userId: number;
  lang: Language;
}

/** A conversation older than this is not handed to an operator who comes online (its guest is long gone). */
export const WAITING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * The most open conversations one operator is given at a time. A conversation takes one of its
 * operator's places with the guest's first message (not when a socket opens) and holds it while the
 * guest has a socket on it and something was written within CHAT_SLOT_IDLE_MS; a guest who leaves or
 * goes quiet frees it. So sockets that never write, or guests who have gone, never keep an operator
 * full. With every online operator at the limit a new conversation waits, and the next free place goes
 * to the one that has waited longest.
 */
export const MAX_OPEN_CONVERSATIONS = 5;
/** How many conversations the lobby snapshot lists, newest first. */
const SNAPSHOT_LIMIT = 200;

/**
 * The one object every operator's back-office holds a socket to (design §6). An operator is online
 * while at least one of their sockets is open (a browser that vanishes is closed by the runtime; the
 * ping/pong auto-response keeps live ones open without waking the object). Each new conversation gets
 * a random online operator with room for it (MAX_OPEN_CONVERSATIONS); when that operator's last socket
 * closes, their conversations go to another such operator, or wait for one to come online or have room.
 * The conversations are kept by `store` (LobbyStore); this class holds the sockets and the rules.
 */
export class OperatorLobby extends DurableObject<ChatEnv> implements OperatorLobbyRpc {
  private readonly store: LobbyStore;
  /** Calls telling sessions about a new operator that have not finished (in memory: only while running). */
  private readonly notifying = new Set<Promise<void>>();
  /** How long after its last message a conversation keeps its operator's place (CHAT_SLOT_IDLE_MS). */
  private slotIdleMs: number;

  constructor(ctx: DurableObjectState, env: ChatEnv) {
    super(ctx, env);
    this.store = new LobbyStore(ctx.storage.sql);
    this.slotIdleMs = parseEnv(env).CHAT_SLOT_IDLE_MS;
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(HEARTBEAT_REQUEST, HEARTBEAT_RESPONSE));
  }

  async fetch(request: Request): Promise<Response> {
    if (!isUpgrade(request)) return upgradeRequired();
    const userId = parseId(request.headers.get(CHAT_HEADERS.user));
    if (!userId || request.headers.get(CHAT_HEADERS.role) !== "operator") {
      return new Response("Bad lobby connection", { status: 400 });
    }
    const wasOnline = this.onlineOperators().includes(userId);
    const info: OperatorSocket = { userId, lang: languageOf(request.headers.get(CHAT_HEADERS.lang)) };
    const response = acceptSocket(this.ctx, info);
    if (!wasOnline) {
      this.broadcast({ type: "operators", online: this.onlineOperators() });
      this.assignWaiting();
    }
    return response;
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const info = attachment<OperatorSocket>(ws);
    if (!info) return;
    const parsed = parseClientFrame(raw);
    if (!parsed.ok) return sendError(ws, info.lang, parsed.code);
    // Operators only ask for the snapshot here; they talk to guests through each ChatSession.
    if (parsed.frame.type !== "hello") return sendError(ws, info.lang, "notAllowed");
    sendFrame(ws, {
      type: "lobby",
      you: info.userId,
      online: this.onlineOperators(),
      conversations: this.store.newest(SNAPSHOT_LIMIT).map(toConversationView),
    });
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    closeQuietly(ws, code, reason);
    await this.operatorLeft(ws);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.operatorLeft(ws);
  }

  // -------------------------------------------------------------------------
  // RPC from ChatSession
  // -------------------------------------------------------------------------

  /**
   * The operator for a guest's conversation (the guest has just connected): the one it already has while
   * they are online and within their limit, else a random online operator with room, else null — the
   * conversation waits, and `busy` says whether that is because every online operator is full (rather
   * than nobody being online).
   */
  async assign(guestId: number, guestName: string): Promise<OperatorAssignment> {
    const online = this.onlineOperators();
    const row = this.store.conversation(guestId);
    const now = Date.now();
    if (row?.operator_id && online.includes(row.operator_id) && this.hasRoom(row.operator_id, guestId)) {
      this.store.guestBack(guestId, guestName, now);
      return { operatorId: row.operator_id, busy: false };
    }
    const operatorId = this.pickOperator(online, guestId);
    this.store.guestAssigned(guestId, guestName, operatorId, now);
    // Operators see every conversation, a waiting one (no operator) too.
    this.announce(guestId);
    return { operatorId, busy: operatorId === null && online.length > 0 };
  }

  /**
   * The guest's last socket on the conversation has closed: it no longer counts against its operator's
   * limit, so a waiting conversation may take its place.
   */
  async guestLeft(guestId: number): Promise<void> {
    const row = this.store.conversation(guestId);
    if (!row || !row.guest_present) return;
    this.store.guestGone(guestId);
    if (row.operator_id !== null) this.assignWaiting();
  }

  /**
   * Something was written in the conversation. The guest's message takes a place with its operator when
   * the conversation holds none (first message, or after going quiet): the operator it has if they
   * are online with room, else a random online one with room, else none — it waits (`busy` as in
   * assign). Any later message, the operator's too, keeps the place another CHAT_SLOT_IDLE_MS.
   */
  async activity(guestId: number, guestName: string, fromGuest: boolean): Promise<OperatorAssignment> {
    const now = Date.now();
    let row = this.store.conversation(guestId);
    if (!row) {
      if (!fromGuest) return { operatorId: null, busy: false };
      await this.assign(guestId, guestName);
      row = this.store.conversation(guestId) as ConversationRow;
    }
    const online = this.onlineOperators();
    if (this.holdsPlace(row, now) || !fromGuest) {
      if (this.holdsPlace(row, now)) this.store.touched(guestId, now);
      return { operatorId: row.operator_id, busy: false };
    }
    let operatorId = row.operator_id;
    if (operatorId === null || !online.includes(operatorId) || !this.hasRoom(operatorId, guestId)) {
      operatorId = this.pickOperator(online, guestId);
    }
    this.store.placed(guestId, operatorId, now);
    if (operatorId !== row.operator_id) this.announce(guestId);
    await this.armIdleAlarm();
    return { operatorId, busy: operatorId === null && online.length > 0 };
  }

  /** A place held by a quiet conversation is freed: waiting conversations may take it. */
  async alarm(): Promise<void> {
    this.assignWaiting();
    await this.armIdleAlarm();
  }

  /** The operators online now (distinct user ids), for tests and the health page. */
  async online(): Promise<number[]> {
    return this.onlineOperators();
  }

  /**
   * True when nothing is in motion: no conversation still held by an operator who is offline (a close
   * not yet handled) and no session still being told about its operator. Tests wait for it.
   */
  async settled(): Promise<boolean> {
    await Promise.allSettled([...this.notifying]);
    const online = this.onlineOperators();
    return this.notifying.size === 0 && this.store.holders().every((id) => online.includes(id));
  }

  // -------------------------------------------------------------------------
  // Presence
  // -------------------------------------------------------------------------

  private onlineOperators(except?: WebSocket): number[] {
    const ids = new Set<number>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === except || socket.readyState === WebSocket.CLOSED || socket.readyState === WebSocket.CLOSING)
        continue;
      const info = attachment<OperatorSocket>(socket);
      if (info) ids.add(info.userId);
    }
    return [...ids].sort((a, b) => a - b);
  }

  private async operatorLeft(ws: WebSocket): Promise<void> {
    const info = attachment<OperatorSocket>(ws);
    if (!info) return;
    const online = this.onlineOperators(ws);
    if (online.includes(info.userId)) return; // another tab of theirs is still open
    this.broadcast({ type: "operators", online }, ws);
    // Those with a guest present first, so they get the free places; the rest wait when none is left.
    for (const row of this.store.ofOperator(info.userId)) this.handTo(row, this.pickOperator(online), ws);
  }

  // -------------------------------------------------------------------------
  // Places (MAX_OPEN_CONVERSATIONS per operator)
  // -------------------------------------------------------------------------

  /**
   * Conversations waiting for an operator (recent ones; those with a guest present first, longest waiting
   * first) go to random online operators with room, until there is none.
   */
  private assignWaiting(): void {
    const online = this.onlineOperators();
    if (online.length === 0) return;
    for (const row of this.store.waiting(Date.now() - WAITING_MAX_AGE_MS)) {
      const operatorId = this.pickOperator(online);
      if (operatorId === null) return;
      this.handTo(row, operatorId);
    }
  }

  /** Open conversations per online operator (leaving out `exceptGuest`, the one being placed). */
  private openCounts(exceptGuest: number): Map<number, number> {
    return this.store.placesTaken(Date.now() - this.slotIdleMs, exceptGuest);
  }

  /** True while the conversation takes a place with its operator (see MAX_OPEN_CONVERSATIONS). */
  private holdsPlace(row: ConversationRow, now = Date.now()): boolean {
    return (
      row.operator_id !== null &&
      row.guest_present === 1 &&
      row.active_at !== null &&
      row.active_at > now - this.slotIdleMs
    );
  }

  /** Wakes the lobby when the first place held now would be freed by going quiet. */
  private async armIdleAlarm(): Promise<void> {
    const first = this.store.firstActive(Date.now() - this.slotIdleMs);
    if (first === null) return;
    const at = first + this.slotIdleMs + 1;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
  }

  private hasRoom(operatorId: number, exceptGuest = 0): boolean {
    return (this.openCounts(exceptGuest).get(operatorId) ?? 0) < MAX_OPEN_CONVERSATIONS;
  }

  /** A random one of `online` below the limit, or null when every one is full (or none is online). */
  private pickOperator(online: number[], exceptGuest = 0): number | null {
    const counts = this.openCounts(exceptGuest);
    return pickRandom(online.filter((id) => (counts.get(id) ?? 0) < MAX_OPEN_CONVERSATIONS));
  }

  /** Records the new operator at once; the conversation's session is told in the background. */
  private handTo(row: ConversationRow, operatorId: number | null, except?: WebSocket): void {
    const now = Date.now();
    this.store.handed(row.guest_id, operatorId, now);
    this.broadcast({ type: "conversation", ...toConversationView({ ...row, operator_id: operatorId, updated_at: now }) }, except);
    const busy = operatorId === null && this.onlineOperators(except).length > 0;
    const telling = sessionOf(this.env, row.guest_id)
      .setOperator(operatorId, busy)
      .catch((error: unknown) => {
        // The guest learns the new operator at their next (re)connect, which asks the lobby again.
        console.error("telling a conversation about its operator failed", error);
      });
    this.notifying.add(telling);
    void telling.finally(() => this.notifying.delete(telling));
    this.ctx.waitUntil(telling);
    // A conversation already written in now holds a place that going quiet must free.
    if (operatorId !== null && row.active_at !== null) this.ctx.waitUntil(this.armIdleAlarm());
  }

  /** Tells every operator how a conversation stands now. */
  private announce(guestId: number): void {
    this.broadcast({ type: "conversation", ...toConversationView(this.store.conversation(guestId) as ConversationRow) });
  }

  private broadcast(frame: LobbyFrame, except?: WebSocket): void {
    sendAll(this.ctx.getWebSockets(), frame, (socket) => socket !== except);
  }
}

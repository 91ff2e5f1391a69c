import { DurableObject } from "cloudflare:workers";
import { parseEnv } from "../app/env.server";
import type { Language } from "../app/i18n/config";
import {
  HEARTBEAT_REQUEST,
  HEARTBEAT_RESPONSE,
  encodeFrame,
  parseClientFrame,
  type ChatErrorCode,
  type ConversationView,
  type LobbyFrame,
} from "../app/utils/chat-protocol";
import { CHAT_HEADERS, chatErrorText, languageOf, parseId, pickRandom, type ChatEnv } from "./chat-env";

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

type ConversationRow = {
  guest_id: number;
  guest_name: string;
  operator_id: number | null;
  updated_at: number;
  /** 1 while the guest has a socket on the conversation. */
  guest_present: number;
  /** When something was last written in it since the guest first wrote (unix ms); null until then. */
  active_at: number | null;
};

/**
 * The one object every operator's back-office holds a socket to (design §6). An operator is online
 * while at least one of their sockets is open (a browser that vanishes is closed by the runtime; the
 * ping/pong auto-response keeps live ones open without waking the object). Each new conversation gets
 * a random online operator with room for it (MAX_OPEN_CONVERSATIONS); when that operator's last socket
 * closes, their conversations go to another such operator, or wait for one to come online or have room.
 */
export class OperatorLobby extends DurableObject<ChatEnv> {
  private readonly sql: SqlStorage;
  /** Calls telling sessions about a new operator that have not finished (in memory: only while running). */
  private readonly notifying = new Set<Promise<void>>();
  /** How long after its last message a conversation keeps its operator's place (CHAT_SLOT_IDLE_MS). */
  private slotIdleMs: number;

  constructor(ctx: DurableObjectState, env: ChatEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS conversation (
        guest_id INTEGER PRIMARY KEY,
        guest_name TEXT NOT NULL DEFAULT '',
        operator_id INTEGER,
        updated_at INTEGER NOT NULL,
        guest_present INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX IF NOT EXISTS conversation_operator ON conversation (operator_id);
      CREATE INDEX IF NOT EXISTS conversation_updated ON conversation (updated_at);
    `);
    // A lobby stored before the per-operator limit lacks the column; its conversations start as left.
    const columns = this.sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('conversation')").toArray();
    if (!columns.some((column) => column.name === "guest_present")) {
      this.sql.exec("ALTER TABLE conversation ADD COLUMN guest_present INTEGER NOT NULL DEFAULT 0");
    }
    // Likewise before places were taken by the first message: such conversations hold none until written in.
    if (!columns.some((column) => column.name === "active_at")) {
      this.sql.exec("ALTER TABLE conversation ADD COLUMN active_at INTEGER");
    }
    this.slotIdleMs = parseEnv(env).CHAT_SLOT_IDLE_MS;
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(HEARTBEAT_REQUEST, HEARTBEAT_RESPONSE));
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const userId = parseId(request.headers.get(CHAT_HEADERS.user));
    if (!userId || request.headers.get(CHAT_HEADERS.role) !== "operator") {
      return new Response("Bad lobby connection", { status: 400 });
    }
    const wasOnline = this.onlineOperators().includes(userId);
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair);
    this.ctx.acceptWebSocket(server);
    const info: OperatorSocket = { userId, lang: languageOf(request.headers.get(CHAT_HEADERS.lang)) };
    server.serializeAttachment(info);
    if (!wasOnline) {
      this.broadcast({ type: "operators", online: this.onlineOperators() });
      this.assignWaiting();
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const info = ws.deserializeAttachment() as OperatorSocket | null;
    if (!info) return;
    const parsed = parseClientFrame(raw);
    if (!parsed.ok) return this.sendError(ws, info, parsed.code);
    // Operators only ask for the snapshot here; they talk to guests through each ChatSession.
    if (parsed.frame.type !== "hello") return this.sendError(ws, info, "notAllowed");
    this.send(ws, {
      type: "lobby",
      you: info.userId,
      online: this.onlineOperators(),
      conversations: this.sql
        .exec<ConversationRow>("SELECT * FROM conversation ORDER BY updated_at DESC LIMIT ?", SNAPSHOT_LIMIT)
        .toArray()
        .map(toView),
    });
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code, reason);
    } catch {
      // Already closed.
    }
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
  async assign(guestId: number, guestName: string): Promise<{ operatorId: number | null; busy: boolean }> {
    const online = this.onlineOperators();
    const row = this.conversation(guestId);
    const now = Date.now();
    if (row?.operator_id && online.includes(row.operator_id) && this.hasRoom(row.operator_id, guestId)) {
      this.sql.exec(
        "UPDATE conversation SET guest_name = ?, updated_at = ?, guest_present = 1 WHERE guest_id = ?",
        guestName,
        now,
        guestId,
      );
      return { operatorId: row.operator_id, busy: false };
    }
    const operatorId = this.pickOperator(online, guestId);
    this.sql.exec(
      `INSERT INTO conversation (guest_id, guest_name, operator_id, updated_at, guest_present) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (guest_id) DO UPDATE SET guest_name = excluded.guest_name, operator_id = excluded.operator_id,
         updated_at = excluded.updated_at, guest_present = 1`,
      guestId,
      guestName,
      operatorId,
      now,
    );
    // Operators see every conversation, a waiting one (no operator) too.
    this.broadcast({ type: "conversation", ...toView(this.conversation(guestId) as ConversationRow) });
    return { operatorId, busy: operatorId === null && online.length > 0 };
  }

  /**
   * The guest's last socket on the conversation has closed: it no longer counts against its operator's
   * limit, so a waiting conversation may take its place.
   */
  async guestLeft(guestId: number): Promise<void> {
    const row = this.conversation(guestId);
    if (!row || !row.guest_present) return;
    this.sql.exec("UPDATE conversation SET guest_present = 0 WHERE guest_id = ?", guestId);
    if (row.operator_id !== null) this.assignWaiting();
  }

  /**
   * Something was written in the conversation. The guest's message takes a place with its operator when
   * the conversation holds none (first message, or after going quiet): the operator it has if they
   * are online with room, else a random online one with room, else none — it waits (`busy` as in
   * assign). Any later message, the operator's too, keeps the place another CHAT_SLOT_IDLE_MS.
   */
  async activity(
    guestId: number,
    guestName: string,
    fromGuest: boolean,
  ): Promise<{ operatorId: number | null; busy: boolean }> {
    const now = Date.now();
    let row = this.conversation(guestId);
    if (!row) {
      if (!fromGuest) return { operatorId: null, busy: false };
      await this.assign(guestId, guestName);
      row = this.conversation(guestId) as ConversationRow;
    }
    const online = this.onlineOperators();
    if (this.holdsPlace(row, now) || !fromGuest) {
      if (this.holdsPlace(row, now))
        this.sql.exec("UPDATE conversation SET active_at = ? WHERE guest_id = ?", now, guestId);
      return { operatorId: row.operator_id, busy: false };
    }
    let operatorId = row.operator_id;
    if (operatorId === null || !online.includes(operatorId) || !this.hasRoom(operatorId, guestId)) {
      operatorId = this.pickOperator(online, guestId);
    }
    this.sql.exec(
      "UPDATE conversation SET operator_id = ?, active_at = ?, updated_at = ?, guest_present = 1 WHERE guest_id = ?",
      operatorId,
      now,
      now,
      guestId,
    );
    if (operatorId !== row.operator_id) {
      this.broadcast({ type: "conversation", ...toView(this.conversation(guestId) as ConversationRow) });
    }
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
    const held = this.sql
      .exec<{ operator_id: number }>("SELECT DISTINCT operator_id FROM conversation WHERE operator_id IS NOT NULL")
      .toArray();
    return this.notifying.size === 0 && held.every((row) => online.includes(row.operator_id));
  }

  // -------------------------------------------------------------------------
  // Presence
  // -------------------------------------------------------------------------

  private onlineOperators(except?: WebSocket): number[] {
    const ids = new Set<number>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === except || socket.readyState === WebSocket.CLOSED || socket.readyState === WebSocket.CLOSING)
        continue;
      const info = socket.deserializeAttachment() as OperatorSocket | null;
      if (info) ids.add(info.userId);
    }
    return [...ids].sort((a, b) => a - b);
  }

  private async operatorLeft(ws: WebSocket): Promise<void> {
    const info = ws.deserializeAttachment() as OperatorSocket | null;
    if (!info) return;
    const online = this.onlineOperators(ws);
    if (online.includes(info.userId)) return; // another tab of theirs is still open
    this.broadcast({ type: "operators", online }, ws);
    // Those with a guest present first, so they get the free places; the rest wait when none is left.
    const theirs = this.sql
      .exec<ConversationRow>(
        "SELECT * FROM conversation WHERE operator_id = ? ORDER BY guest_present DESC, updated_at",
        info.userId,
      )
      .toArray();
    for (const row of theirs) this.handTo(row, this.pickOperator(online), ws);
  }

  /**
   * Conversations waiting for an operator (recent ones; those with a guest present first, longest waiting
   * first) go to random online operators with room, until there is none.
   */
  private assignWaiting(): void {
    const online = this.onlineOperators();
    if (online.length === 0) return;
    const waiting = this.sql
      .exec<ConversationRow>(
        `SELECT * FROM conversation WHERE operator_id IS NULL AND updated_at > ?
         ORDER BY guest_present DESC, active_at IS NULL, updated_at`,
        Date.now() - WAITING_MAX_AGE_MS,
      )
      .toArray();
    for (const row of waiting) {
      const operatorId = this.pickOperator(online);
      if (operatorId === null) return;
      this.handTo(row, operatorId);
    }
  }

  /** Open conversations per online operator (leaving out `exceptGuest`, the one being placed). */
  private openCounts(exceptGuest: number): Map<number, number> {
    const rows = this.sql
      .exec<{ operator_id: number; n: number }>(
        `SELECT operator_id, count(*) AS n FROM conversation
         WHERE operator_id IS NOT NULL AND guest_present = 1 AND active_at > ? AND guest_id != ? GROUP BY operator_id`,
        Date.now() - this.slotIdleMs,
        exceptGuest,
      )
      .toArray();
    return new Map(rows.map((row) => [row.operator_id, row.n]));
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
    const { first } = this.sql
      .exec<{ first: number | null }>(
        "SELECT min(active_at) AS first FROM conversation WHERE operator_id IS NOT NULL AND guest_present = 1 AND active_at > ?",
        Date.now() - this.slotIdleMs,
      )
      .one();
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
    this.sql.exec(
      "UPDATE conversation SET operator_id = ?, updated_at = ? WHERE guest_id = ?",
      operatorId,
      now,
      row.guest_id,
    );
    this.broadcast({ type: "conversation", ...toView({ ...row, operator_id: operatorId, updated_at: now }) }, except);
    const busy = operatorId === null && this.onlineOperators(except).length > 0;
    const session = this.env.CHAT_SESSION.get(this.env.CHAT_SESSION.idFromName(String(row.guest_id)));
    const telling = session.setOperator(operatorId, busy).catch((error: unknown) => {
      // The guest learns the new operator at their next (re)connect, which asks the lobby again.
      console.error("telling a conversation about its operator failed", error);
    });
    this.notifying.add(telling);
    void telling.finally(() => this.notifying.delete(telling));
    this.ctx.waitUntil(telling);
    // A conversation already written in now holds a place that going quiet must free.
    if (operatorId !== null && row.active_at !== null) this.ctx.waitUntil(this.armIdleAlarm());
  }

  private conversation(guestId: number): ConversationRow | null {
    return (
      this.sql.exec<ConversationRow>("SELECT * FROM conversation WHERE guest_id = ?", guestId).toArray()[0] ?? null
    );
  }

  private send(ws: WebSocket, frame: LobbyFrame): void {
    try {
      ws.send(encodeFrame(frame));
    } catch {
      // Closing socket.
    }
  }

  private sendError(ws: WebSocket, info: OperatorSocket, code: ChatErrorCode): void {
    this.send(ws, { type: "error", code, message: chatErrorText(info.lang, code) });
  }

  private broadcast(frame: LobbyFrame, except?: WebSocket): void {
    const text = encodeFrame(frame);
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === except) continue;
      try {
        socket.send(text);
      } catch {
        // Closing socket.
      }
    }
  }
}

function toView(row: ConversationRow): ConversationView {
  return { guestId: row.guest_id, guestName: row.guest_name, operatorId: row.operator_id, updatedAt: row.updated_at };
}

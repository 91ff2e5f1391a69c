import { DurableObject } from "cloudflare:workers";
import type { Language } from "../app/i18n/config";
import { createDb } from "../app/context.server";
import { parseEnv } from "../app/env.server";
import {
  chatGuestContact,
  markChatGuestActive,
  markChatMessagesRead,
  mirrorChatMessages,
  type ChatMirrorRow,
} from "../app/models/chat.server";
import { CHAT_REPLY_EMAIL_INTERVAL_MS, chatReplyEmail } from "../app/services/chat-emails.server";
import { createMailer } from "../app/services/mailer.server";
import {
  HEARTBEAT_REQUEST,
  HEARTBEAT_RESPONSE,
  HISTORY_LIMIT,
  RATE_LIMIT_MESSAGES,
  RATE_LIMIT_WINDOW_MS,
  encodeFrame,
  parseClientFrame,
  type ChatErrorCode,
  type ChatMessageView,
  type ChatRole,
  type ClientFrame,
  type OperatorPresence,
  type ReadMarks,
  type ServerFrame,
} from "../app/utils/chat-protocol";
import { CHAT_HEADERS, LOBBY_NAME, chatErrorText, languageOf, parseId, type ChatEnv } from "./chat-env";

/** What each socket carries across hibernation. */
interface SocketInfo {
  role: ChatRole;
  userId: number;
  lang: Language;
}

/** How long after a stored message the mirror to D1 is retried if it has not succeeded by then. */
export const MIRROR_RETRY_MS = 30_000;
const MIRROR_BATCH = 50;

type MessageRow = {
  seq: number;
  client_id: string;
  author_role: ChatRole;
  author_id: number;
  recipient_id: number | null;
  text: string;
  at: number;
};

/**
 * One conversation between a guest and the operators (design §6), named by the guest's user id. Both
 * sides' sockets use the hibernation API, so an idle conversation costs nothing; everything that must
 * outlive the instance (messages, seq, read marks, the assigned operator, the rate-limit log) is in
 * the object's SQLite storage. Durable Object output gates hold every frame sent after a write until
 * the write is durable, so an `ack` never reaches a client before its message is stored.
 */
export class ChatSession extends DurableObject<ChatEnv> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: ChatEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS message (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        client_id TEXT NOT NULL,
        author_role TEXT NOT NULL,
        author_id INTEGER NOT NULL,
        recipient_id INTEGER,
        text TEXT NOT NULL,
        at INTEGER NOT NULL,
        mirrored INTEGER NOT NULL DEFAULT 0,
        UNIQUE (author_id, client_id)
      );
      CREATE INDEX IF NOT EXISTS message_unmirrored ON message (seq) WHERE mirrored = 0;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value);
      CREATE TABLE IF NOT EXISTS sent (author_id INTEGER NOT NULL, at INTEGER NOT NULL);
    `);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(HEARTBEAT_REQUEST, HEARTBEAT_RESPONSE));
  }

  // -------------------------------------------------------------------------
  // Connecting (only the Worker calls this, after checking the cookie)
  // -------------------------------------------------------------------------

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const role = request.headers.get(CHAT_HEADERS.role);
    const userId = parseId(request.headers.get(CHAT_HEADERS.user));
    const guestId = parseId(request.headers.get(CHAT_HEADERS.guest));
    if ((role !== "guest" && role !== "operator") || !userId || !guestId) {
      return new Response("Bad chat connection", { status: 400 });
    }
    const known = this.meta<number>("guest_id");
    if (known !== null && known !== guestId) return new Response("Wrong conversation", { status: 403 });
    if (known === null) this.setMeta("guest_id", guestId);
    if (role === "guest") {
      const name = decodeURIComponent(request.headers.get(CHAT_HEADERS.name) ?? "").slice(0, 100);
      if (name) this.setMeta("guest_name", name);
      // The language an e-mail continuing the conversation is written in.
      this.setMeta("guest_lang", languageOf(request.headers.get(CHAT_HEADERS.lang)));
    }

    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair);
    this.ctx.acceptWebSocket(server, [role]);
    const info: SocketInfo = { role, userId, lang: languageOf(request.headers.get(CHAT_HEADERS.lang)) };
    server.serializeAttachment(info);
    return new Response(null, { status: 101, webSocket: client });
  }

  // -------------------------------------------------------------------------
  // Frames
  // -------------------------------------------------------------------------

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const info = ws.deserializeAttachment() as SocketInfo | null;
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
    try {
      ws.close(code, reason);
    } catch {
      // Already closed: nothing to answer.
    }
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
    const info = closed.deserializeAttachment() as SocketInfo | null;
    const guestId = this.meta<number>("guest_id");
    if (info?.role !== "guest" || !guestId || this.guestConnected(closed)) return;
    try {
      await this.env.OPERATOR_LOBBY.get(this.env.OPERATOR_LOBBY.idFromName(LOBBY_NAME)).guestLeft(guestId);
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
    const history = this.sql
      .exec<MessageRow>(
        `SELECT seq, client_id, author_role, author_id, recipient_id, text, at FROM message
         WHERE seq > ? ORDER BY seq DESC LIMIT ?`,
        lastSeq,
        HISTORY_LIMIT,
      )
      .toArray()
      .reverse()
      .map(toView);
    const presence = this.presence();
    this.send(ws, {
      type: "welcome",
      guestId: this.meta<number>("guest_id") ?? 0,
      you: info.role,
      history,
      lastSeq: this.lastSeq(),
      read: this.readMarks(),
      presence,
      guestPage: this.meta<string>("guest_page"),
    });
    if (info.role === "guest" && !presence.online) this.sendError(ws, info, busy ? "operatorsBusy" : "operatorOffline");
  }

  private async message(ws: WebSocket, info: SocketInfo, clientId: string, text: string): Promise<void> {
    // A resend (after a reconnect the client was not sure about) is acknowledged with the original seq.
    const existing = this.sql
      .exec<{ seq: number; at: number }>(
        "SELECT seq, at FROM message WHERE author_id = ? AND client_id = ?",
        info.userId,
        clientId,
      )
      .toArray()[0];
    if (existing) {
      this.send(ws, { type: "ack", clientId, seq: existing.seq, at: existing.at });
      return;
    }

    const now = Date.now();
    this.sql.exec("DELETE FROM sent WHERE at <= ?", now - RATE_LIMIT_WINDOW_MS);
    const recent = this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM sent WHERE author_id = ?", info.userId)
      .one().n;
    if (recent >= RATE_LIMIT_MESSAGES) {
      this.sendError(ws, info, "rateLimited", clientId);
      return;
    }

    const guestId = this.meta<number>("guest_id");
    // The guest's message takes (or keeps) a place with an operator before it is addressed to one.
    if (info.role === "guest") {
      await this.reportActivity(true);
      // The same message may have been resent and stored while the lobby answered.
      const stored = this.sql
        .exec<{ seq: number; at: number }>(
          "SELECT seq, at FROM message WHERE author_id = ? AND client_id = ?",
          info.userId,
          clientId,
        )
        .toArray()[0];
      if (stored) {
        this.send(ws, { type: "ack", clientId, seq: stored.seq, at: stored.at });
        return;
      }
    }
    const recipient = info.role === "guest" ? this.meta<number>("operator_id") : guestId;
    const row = this.sql
      .exec<MessageRow>(
        `INSERT INTO message (client_id, author_role, author_id, recipient_id, text, at) VALUES (?, ?, ?, ?, ?, ?)
         RETURNING seq, client_id, author_role, author_id, recipient_id, text, at`,
        clientId,
        info.role,
        info.userId,
        recipient,
        text,
        now,
      )
      .one();
    this.sql.exec("INSERT INTO sent (author_id, at) VALUES (?, ?)", info.userId, now);
    // The retry is armed before the first attempt, so a mirror cut short by an eviction still happens.
    await this.armMirrorRetry();

    this.send(ws, { type: "ack", clientId, seq: row.seq, at: row.at });
    this.broadcast({ type: "message", ...toView(row) }, (_peer, socket) => socket !== ws);
    this.ctx.waitUntil(this.mirror());
    if (info.role === "operator") this.ctx.waitUntil(this.reportActivity(false));
    if (info.role === "operator" && !this.guestConnected()) this.ctx.waitUntil(this.emailGuest(row));
    if (info.role === "guest" && this.meta<number>("guest_wrote") === null) {
      this.setMeta("guest_wrote", now);
      this.ctx.waitUntil(this.markGuestActive());
    }
  }

  /**
   * Tells the lobby something was written: the guest's message takes a place with an operator (maybe
   * another one, or none when all are full), any message keeps the place. Failure is logged: the
   * message is stored either way.
   */
  private async reportActivity(fromGuest: boolean): Promise<void> {
    const guestId = this.meta<number>("guest_id");
    if (!guestId) return;
    try {
      const lobby = this.env.OPERATOR_LOBBY.get(this.env.OPERATOR_LOBBY.idFromName(LOBBY_NAME));
      const { operatorId, busy } = await lobby.activity(guestId, this.meta<string>("guest_name") ?? "", fromGuest);
      if (fromGuest) this.applyOperator(operatorId, true, busy);
    } catch (error) {
      console.error("telling the lobby about a message failed", error);
    }
  }

  /** The guest wrote: their account is no longer an idle one for the cron purge. */
  private async markGuestActive(): Promise<void> {
    const guestId = this.meta<number>("guest_id");
    if (!guestId) return;
    try {
      await markChatGuestActive(createDb(this.env.DB), guestId);
    } catch (error) {
      // Let the guest's next message try again.
      this.sql.exec("DELETE FROM meta WHERE key = 'guest_wrote'");
      console.error("marking the chat guest active failed", error);
    }
  }

  /**
   * An operator answered while the guest has no socket open: the guest is told by e-mail, with a link
   * back to the chat, at most once per CHAT_REPLY_EMAIL_INTERVAL_MS (later answers are read in the chat).
   */
  private async emailGuest(row: MessageRow): Promise<void> {
    const guestId = this.meta<number>("guest_id");
    const last = this.meta<number>("reply_emailed_at");
    if (!guestId || (last !== null && row.at - last < CHAT_REPLY_EMAIL_INTERVAL_MS)) return;
    // Claimed before the first await, so two answers in quick succession queue one e-mail.
    this.setMeta("reply_emailed_at", row.at);
    try {
      const db = createDb(this.env.DB);
      const guest = await chatGuestContact(db, guestId);
      if (!guest) return;
      const env = parseEnv(this.env);
      const lang = this.meta<string>("guest_lang");
      const message = chatReplyEmail(env, { ...guest, langKey: lang ? languageOf(lang) : guest.langKey }, row.text);
      // Keyed by the answer, so a retried attempt never queues the same e-mail twice.
      await createMailer({ db, env, ctx: this.ctx }).send({
        ...message,
        dedupeKey: `chat-reply:${guestId}:${row.seq}`,
      });
    } catch (error) {
      // Not queued: the next answer may try again.
      console.error("chat reply e-mail failed", error);
      this.sql.exec("DELETE FROM meta WHERE key = 'reply_emailed_at' AND value = ?", row.at);
    }
  }

  private async read(info: SocketInfo, upTo: number): Promise<void> {
    const key = info.role === "guest" ? "read_guest" : "read_operator";
    const mark = Math.min(upTo, this.lastSeq());
    const previous = this.meta<number>(key) ?? 0;
    if (mark <= previous) return;
    this.setMeta(key, mark);
    this.broadcast({ type: "read", by: info.role, upTo: mark });
    this.ctx.waitUntil(this.mirrorRead(info.role, previous, mark));
  }

  /** Best effort: the back-office sees when messages were read; a message copied later carries it anyway. */
  private async mirrorRead(reader: ChatRole, after: number, upTo: number): Promise<void> {
    const guestId = this.meta<number>("guest_id");
    if (!guestId) return;
    const rows = this.sql
      .exec<MessageRow>(
        `SELECT seq, client_id, author_role, author_id, recipient_id, text, at FROM message
         WHERE seq > ? AND seq <= ? AND author_role != ? AND mirrored = 1`,
        after,
        upTo,
        reader,
      )
      .toArray();
    if (rows.length === 0) return;
    try {
      await markChatMessagesRead(
        createDb(this.env.DB),
        rows.map((row) => mirrorKey(guestId, row)),
        new Date(),
      );
    } catch (error) {
      console.error("chat read mark mirror failed", error);
    }
  }

  /** Remembers the guest's page and tells operators already in the conversation when it changes. */
  private setGuestPage(page: string): void {
    if (this.meta<string>("guest_page") === page) return;
    this.setMeta("guest_page", page);
    this.broadcast({ type: "guestPage", page }, (peer) => peer.role === "operator");
  }

  private readMarks(): ReadMarks {
    return { guest: this.meta<number>("read_guest") ?? 0, operator: this.meta<number>("read_operator") ?? 0 };
  }

  // -------------------------------------------------------------------------
  // Operator assignment (with the lobby)
  // -------------------------------------------------------------------------

  /** Asks the lobby for an operator; true when none was given because every online one is busy. */
  private async requestOperator(): Promise<boolean> {
    const guestId = this.meta<number>("guest_id");
    if (!guestId) return false;
    try {
      const lobby = this.env.OPERATOR_LOBBY.get(this.env.OPERATOR_LOBBY.idFromName(LOBBY_NAME));
      const { operatorId, busy } = await lobby.assign(guestId, this.meta<string>("guest_name") ?? "");
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
   * Called by the lobby when it (re)assigns this conversation: a new operator, or none — `busy` when
   * operators are online but all at their limit, so the guest is told to wait rather than that nobody is there.
   */
  async setOperator(operatorId: number | null, busy = false): Promise<void> {
    this.applyOperator(operatorId, true, busy);
  }

  private applyOperator(operatorId: number | null, announce: boolean, busy = false): void {
    const previous = this.meta<number>("operator_id");
    if (operatorId === null) this.sql.exec("DELETE FROM meta WHERE key = 'operator_id'");
    else this.setMeta("operator_id", operatorId);
    if (operatorId !== null) {
      // Guest messages written while nobody was assigned go to the operator who now has the conversation.
      const updated = this.sql.exec(
        "UPDATE message SET recipient_id = ? WHERE recipient_id IS NULL AND author_role = 'guest'",
        operatorId,
      ).rowsWritten;
      if (updated > 0) this.ctx.waitUntil(this.armMirrorRetry().then(() => this.mirror()));
    }
    if (!announce || previous === operatorId) return;
    const presence = this.presence();
    this.broadcast({ type: "presence", ...presence });
    if (!presence.online) {
      for (const ws of this.ctx.getWebSockets("guest")) {
        const info = ws.deserializeAttachment() as SocketInfo | null;
        if (info) this.sendError(ws, info, busy ? "operatorsBusy" : "operatorOffline");
      }
    }
  }

  private presence(): OperatorPresence {
    const operatorId = this.meta<number>("operator_id");
    return { online: operatorId !== null, operatorId };
  }

  // -------------------------------------------------------------------------
  // Mirror to D1 (for the back-office)
  // -------------------------------------------------------------------------

  private async armMirrorRetry(): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null) await this.ctx.storage.setAlarm(Date.now() + MIRROR_RETRY_MS);
  }

  /** Copies every stored message not yet in D1 (and with a known recipient). True when nothing is left. */
  async mirror(): Promise<boolean> {
    const guestId = this.meta<number>("guest_id");
    if (!guestId) return true;
    try {
      for (;;) {
        const rows = this.sql
          .exec<MessageRow>(
            `SELECT seq, client_id, author_role, author_id, recipient_id, text, at FROM message
             WHERE mirrored = 0 AND recipient_id IS NOT NULL ORDER BY seq LIMIT ?`,
            MIRROR_BATCH,
          )
          .toArray();
        if (rows.length === 0) break;
        const marks = this.readMarks();
        const now = new Date();
        const copies: ChatMirrorRow[] = rows.map((row) => ({
          authorUserId: row.author_id,
          recipientUserId: row.recipient_id as number,
          contents: row.text,
          mirrorKey: mirrorKey(guestId, row),
          createdAt: new Date(row.at),
          // Read by the other side before it was copied (a retried mirror): copied as read.
          readAt: row.seq <= (row.author_role === "guest" ? marks.operator : marks.guest) ? now : null,
        }));
        await mirrorChatMessages(createDb(this.env.DB), copies);
        const last = rows[rows.length - 1].seq;
        this.sql.exec(
          "UPDATE message SET mirrored = 1 WHERE mirrored = 0 AND recipient_id IS NOT NULL AND seq <= ?",
          last,
        );
      }
      if (this.pendingMirrorCount() === 0) await this.ctx.storage.deleteAlarm();
      return true;
    } catch (error) {
      // The messages are safe in this object's storage; the alarm tries again later.
      console.error("chat mirror to D1 failed", error);
      await this.armMirrorRetry();
      return false;
    }
  }

  async alarm(): Promise<void> {
    const done = await this.mirror();
    // Messages still waiting for an operator are mirrored when one is assigned; no need to poll for them.
    if (done) return;
    await this.ctx.storage.setAlarm(Date.now() + MIRROR_RETRY_MS);
  }

  /** Messages stored but not yet copied to D1 that could be (their recipient is known). */
  pendingMirrorCount(): number {
    return this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM message WHERE mirrored = 0 AND recipient_id IS NOT NULL")
      .one().n;
  }

  // -------------------------------------------------------------------------
  // Helpers
  // -------------------------------------------------------------------------

  private lastSeq(): number {
    return this.sql.exec<{ s: number | null }>("SELECT max(seq) AS s FROM message").one().s ?? 0;
  }

  private meta<T extends number | string>(key: string): T | null {
    const row = this.sql.exec<{ value: T }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row ? row.value : null;
  }

  private setMeta(key: string, value: number | string): void {
    this.sql.exec(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      key,
      value,
    );
  }

  private send(ws: WebSocket, frame: ServerFrame): void {
    try {
      ws.send(encodeFrame(frame));
    } catch {
      // The socket is closing; the client catches up from history when it reconnects.
    }
  }

  private sendError(ws: WebSocket, info: SocketInfo, code: ChatErrorCode, clientId?: string): void {
    this.send(ws, { type: "error", code, message: chatErrorText(info.lang, code), ...(clientId ? { clientId } : {}) });
  }

  private broadcast(frame: ServerFrame, include: (peer: SocketInfo, socket: WebSocket) => boolean = () => true): void {
    const text = encodeFrame(frame);
    for (const socket of this.ctx.getWebSockets()) {
      const peer = socket.deserializeAttachment() as SocketInfo | null;
      if (!peer || !include(peer, socket)) continue;
      try {
        socket.send(text);
      } catch {
        // See send().
      }
    }
  }
}

/** The message's key in the D1 mirror: unique across conversations, the same on every retry. */
function mirrorKey(guestId: number, row: Pick<MessageRow, "author_id" | "client_id">): string {
  return `chat:${guestId}:${row.author_id}:${row.client_id}`;
}

function toView(row: MessageRow): ChatMessageView {
  return {
    seq: row.seq,
    clientId: row.client_id,
    from: row.author_role,
    authorId: row.author_id,
    text: row.text,
    at: row.at,
  };
}

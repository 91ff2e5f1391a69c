import type { Language } from "../../app/i18n/config";
import type { ChatMessageView, ChatRole, ReadMarks } from "../../app/utils/chat-protocol";
import type { SendLog } from "./rate-limiter";

/**
 * Everything a ChatSession keeps in its SQLite storage, and the only code that reads or writes it: the
 * messages (seq, the per-author client id, whether D1 has a copy), the conversation's facts (`meta`) and
 * the send log the rate limiter counts. The tables are those the object has always had; the meta keys
 * are the closed set below, each with its type.
 */
export interface SessionMeta {
  /** The guest the conversation belongs to (set by the first connection, checked on every later one). */
  guest_id: number;
  guest_name: string;
  /** The language the guest last chatted in: e-mails continuing the conversation are written in it. */
  guest_lang: Language;
  /** The country the guest last connected from (ISO 3166-1 alpha-2), when Cloudflare knew it. */
  guest_country: string;
  /** The page of the site the guest last said they were on. */
  guest_page: string;
  /** When the guest first wrote (the D1 account was marked active then). */
  guest_wrote: number;
  /** When the last reply e-mail was queued (one per CHAT_REPLY_EMAIL_INTERVAL_MS). */
  reply_emailed_at: number;
  read_guest: number;
  read_operator: number;
  /** The operator the lobby gave the conversation; absent while it waits for one. */
  operator_id: number;
}
export type SessionMetaKey = keyof SessionMeta;

export type MessageRow = {
  seq: number;
  client_id: string;
  author_role: ChatRole;
  author_id: number;
  recipient_id: number | null;
  text: string;
  at: number;
};

export type NewMessage = Omit<MessageRow, "seq">;

const COLUMNS = "seq, client_id, author_role, author_id, recipient_id, text, at";

export class SessionStore implements SendLog {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
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
  }

  // ---------------------------------------------------------------------------
  // The conversation's facts
  // ---------------------------------------------------------------------------

  get<K extends SessionMetaKey>(key: K): SessionMeta[K] | null {
    const row = this.sql.exec<{ value: SessionMeta[K] }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row ? row.value : null;
  }

  set<K extends SessionMetaKey>(key: K, value: SessionMeta[K]): void {
    this.sql.exec(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      key,
      value,
    );
  }

  /** Forgets `key`; with `onlyIf`, only while it still holds that value (a claim given back). */
  clear<K extends SessionMetaKey>(key: K, onlyIf?: SessionMeta[K]): void {
    if (onlyIf === undefined) this.sql.exec("DELETE FROM meta WHERE key = ?", key);
    else this.sql.exec("DELETE FROM meta WHERE key = ? AND value = ?", key, onlyIf);
  }

  readMarks(): ReadMarks {
    return { guest: this.get("read_guest") ?? 0, operator: this.get("read_operator") ?? 0 };
  }

  // ---------------------------------------------------------------------------
  // Messages
  // ---------------------------------------------------------------------------

  /** The stored message with this author's client id (a resend), or null. */
  findByClientId(authorId: number, clientId: string): { seq: number; at: number } | null {
    return (
      this.sql
        .exec<{ seq: number; at: number }>(
          "SELECT seq, at FROM message WHERE author_id = ? AND client_id = ?",
          authorId,
          clientId,
        )
        .toArray()[0] ?? null
    );
  }

  add(message: NewMessage): MessageRow {
    return this.sql
      .exec<MessageRow>(
        `INSERT INTO message (client_id, author_role, author_id, recipient_id, text, at) VALUES (?, ?, ?, ?, ?, ?)
         RETURNING ${COLUMNS}`,
        message.client_id,
        message.author_role,
        message.author_id,
        message.recipient_id,
        message.text,
        message.at,
      )
      .one();
  }

  /** The newest `limit` messages after `afterSeq`, oldest first. */
  history(afterSeq: number, limit: number): MessageRow[] {
    return this.sql
      .exec<MessageRow>(`SELECT ${COLUMNS} FROM message WHERE seq > ? ORDER BY seq DESC LIMIT ?`, afterSeq, limit)
      .toArray()
      .reverse();
  }

  lastSeq(): number {
    return this.sql.exec<{ s: number | null }>("SELECT max(seq) AS s FROM message").one().s ?? 0;
  }

  /** Guest messages written while nobody was assigned go to `operatorId`; how many did. */
  addressWaiting(operatorId: number): number {
    return this.sql.exec(
      "UPDATE message SET recipient_id = ? WHERE recipient_id IS NULL AND author_role = 'guest'",
      operatorId,
    ).rowsWritten;
  }

  // ---------------------------------------------------------------------------
  // The D1 copy
  // ---------------------------------------------------------------------------

  /** The first `limit` messages not yet copied whose recipient is known, in seq order. */
  unmirrored(limit: number): MessageRow[] {
    return this.sql
      .exec<MessageRow>(
        `SELECT ${COLUMNS} FROM message WHERE mirrored = 0 AND recipient_id IS NOT NULL ORDER BY seq LIMIT ?`,
        limit,
      )
      .toArray();
  }

  markMirrored(upToSeq: number): void {
    this.sql.exec(
      "UPDATE message SET mirrored = 1 WHERE mirrored = 0 AND recipient_id IS NOT NULL AND seq <= ?",
      upToSeq,
    );
  }

  /** Messages stored but not yet copied to D1 that could be (their recipient is known). */
  pendingMirrorCount(): number {
    return this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM message WHERE mirrored = 0 AND recipient_id IS NOT NULL")
      .one().n;
  }

  /** Copied messages in (after, upTo] that `reader` did not write: those a new read mark covers. */
  mirroredReadBy(reader: ChatRole, after: number, upTo: number): MessageRow[] {
    return this.sql
      .exec<MessageRow>(
        `SELECT ${COLUMNS} FROM message WHERE seq > ? AND seq <= ? AND author_role != ? AND mirrored = 1`,
        after,
        upTo,
        reader,
      )
      .toArray();
  }

  // ---------------------------------------------------------------------------
  // Send log (RateLimiter)
  // ---------------------------------------------------------------------------

  forgetSentUpTo(at: number): void {
    this.sql.exec("DELETE FROM sent WHERE at <= ?", at);
  }

  sentCount(authorId: number): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM sent WHERE author_id = ?", authorId).one().n;
  }

  recordSent(authorId: number, at: number): void {
    this.sql.exec("INSERT INTO sent (author_id, at) VALUES (?, ?)", authorId, at);
  }
}

export function toView(row: MessageRow): ChatMessageView {
  return {
    seq: row.seq,
    clientId: row.client_id,
    from: row.author_role,
    authorId: row.author_id,
    text: row.text,
    at: row.at,
  };
}

import type { ConversationView } from "../../app/utils/chat-protocol";

export type ConversationRow = {
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
 * The OperatorLobby's SQLite storage, and the only code that reads or writes it: one row per
 * conversation (who has it, whether its guest is there, when it was last written in). Which operators
 * are online is not stored: it is the set of open lobby sockets.
 */
export class LobbyStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`
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
    const columns = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('conversation')").toArray();
    if (!columns.some((column) => column.name === "guest_present")) {
      sql.exec("ALTER TABLE conversation ADD COLUMN guest_present INTEGER NOT NULL DEFAULT 0");
    }
    // Likewise before places were taken by the first message: such conversations hold none until written in.
    if (!columns.some((column) => column.name === "active_at")) {
      sql.exec("ALTER TABLE conversation ADD COLUMN active_at INTEGER");
    }
  }

  conversation(guestId: number): ConversationRow | null {
    return this.sql.exec<ConversationRow>("SELECT * FROM conversation WHERE guest_id = ?", guestId).toArray()[0] ?? null;
  }

  /** The newest `limit` conversations, for an operator's snapshot. */
  newest(limit: number): ConversationRow[] {
    return this.sql
      .exec<ConversationRow>("SELECT * FROM conversation ORDER BY updated_at DESC LIMIT ?", limit)
      .toArray();
  }

  /** The guest connected again and keeps their operator. */
  guestBack(guestId: number, guestName: string, now: number): void {
    this.sql.exec(
      "UPDATE conversation SET guest_name = ?, updated_at = ?, guest_present = 1 WHERE guest_id = ?",
      guestName,
      now,
      guestId,
    );
  }

  /** The guest connected and the conversation (new or not) is given `operatorId` (null: it waits). */
  guestAssigned(guestId: number, guestName: string, operatorId: number | null, now: number): void {
    this.sql.exec(
      `INSERT INTO conversation (guest_id, guest_name, operator_id, updated_at, guest_present) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (guest_id) DO UPDATE SET guest_name = excluded.guest_name, operator_id = excluded.operator_id,
         updated_at = excluded.updated_at, guest_present = 1`,
      guestId,
      guestName,
      operatorId,
      now,
    );
  }

  guestGone(guestId: number): void {
    this.sql.exec("UPDATE conversation SET guest_present = 0 WHERE guest_id = ?", guestId);
  }

  /** Something was written in a conversation that holds its place: it keeps it longer. */
  touched(guestId: number, now: number): void {
    this.sql.exec("UPDATE conversation SET active_at = ? WHERE guest_id = ?", now, guestId);
  }

  /** The guest wrote and the conversation takes a place with `operatorId` (null: it waits). */
  placed(guestId: number, operatorId: number | null, now: number): void {
    this.sql.exec(
      "UPDATE conversation SET operator_id = ?, active_at = ?, updated_at = ?, guest_present = 1 WHERE guest_id = ?",
      operatorId,
      now,
      now,
      guestId,
    );
  }

  /** The conversation is handed to `operatorId` (null: back to waiting). */
  handed(guestId: number, operatorId: number | null, now: number): void {
    this.sql.exec("UPDATE conversation SET operator_id = ?, updated_at = ? WHERE guest_id = ?", operatorId, now, guestId);
  }

  /** An operator's conversations, those with a guest present first, oldest first. */
  ofOperator(operatorId: number): ConversationRow[] {
    return this.sql
      .exec<ConversationRow>(
        "SELECT * FROM conversation WHERE operator_id = ? ORDER BY guest_present DESC, updated_at",
        operatorId,
      )
      .toArray();
  }

  /** Conversations without an operator updated after `since`: guests present first, then written in, longest waiting first. */
  waiting(since: number): ConversationRow[] {
    return this.sql
      .exec<ConversationRow>(
        `SELECT * FROM conversation WHERE operator_id IS NULL AND updated_at > ?
         ORDER BY guest_present DESC, active_at IS NULL, updated_at`,
        since,
      )
      .toArray();
  }

  /** Places taken per operator: conversations with the guest present and written in after `activeSince`. */
  placesTaken(activeSince: number, exceptGuest: number): Map<number, number> {
    const rows = this.sql
      .exec<{ operator_id: number; n: number }>(
        `SELECT operator_id, count(*) AS n FROM conversation
         WHERE operator_id IS NOT NULL AND guest_present = 1 AND active_at > ? AND guest_id != ? GROUP BY operator_id`,
        activeSince,
        exceptGuest,
      )
      .toArray();
    return new Map(rows.map((row) => [row.operator_id, row.n]));
  }

  /** The oldest `active_at` among places taken after `activeSince`, or null when none is. */
  firstActive(activeSince: number): number | null {
    return this.sql
      .exec<{ first: number | null }>(
        "SELECT min(active_at) AS first FROM conversation WHERE operator_id IS NOT NULL AND guest_present = 1 AND active_at > ?",
        activeSince,
      )
      .one().first;
  }

  /** Every operator some conversation is with. */
  holders(): number[] {
    return this.sql
      .exec<{ operator_id: number }>("SELECT DISTINCT operator_id FROM conversation WHERE operator_id IS NOT NULL")
      .toArray()
      .map((row) => row.operator_id);
  }
}

export function toConversationView(row: ConversationRow): ConversationView {
  return { guestId: row.guest_id, guestName: row.guest_name, operatorId: row.operator_id, updatedAt: row.updated_at };
}

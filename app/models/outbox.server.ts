import { count, desc, eq } from "drizzle-orm";
import type { Db } from "~/context.server";
import { OUTBOX_STATUS, outbox, type OutboxStatus } from "~/db/schema";

export { OUTBOX_STATUS };

export interface OutboxEntry {
  id: number;
  toAddress: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
  createdAt: Date;
}

/** The newest outbox messages first, at most `limit`; with `to`, only those sent to that address. */
export function listOutbox(db: Db, options: { to: string | null; limit: number }): Promise<OutboxEntry[]> {
  return db
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.text,
      kind: outbox.kind,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(options.to ? eq(outbox.toAddress, options.to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit);
}

export interface OutboxListItem {
  id: number;
  toAddress: string;
  subject: string;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}

/** One page of the outbox (newest first), optionally one status only, with the total for the pager. */
export async function pageOutbox(
  db: Db,
  options: { status: OutboxStatus | null; offset: number; limit: number },
): Promise<{ total: number; rows: OutboxListItem[] }> {
  const where = options.status ? eq(outbox.status, options.status) : undefined;
  const [totals, rows] = await db.batch([
    db.select({ n: count() }).from(outbox).where(where),
    db
      .select({
        id: outbox.id,
        toAddress: outbox.toAddress,
        subject: outbox.subject,
        kind: outbox.kind,
        status: outbox.status,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(options.limit)
      .offset(options.offset),
  ]);
  return { total: totals[0]?.n ?? 0, rows };
}

/** One outbox message with its text, delivery attempts and last error; null when unknown. */
export async function getOutboxMessage(db: Db, id: number) {
  const [row] = await db
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.text,
      kind: outbox.kind,
      langKey: outbox.langKey,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.id, id))
    .limit(1);
  return row ?? null;
}

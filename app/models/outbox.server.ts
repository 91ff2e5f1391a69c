import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { OUTBOX_STATUS, outbox, type LangKey, type OutboxStatus } from "~/db/schema";
import { isMailableAddress } from "~/utils/guest-email";
import { inHotelScope, type HotelScope } from "./staff-scope.server";
import { ACCESS_LINK_MAIL_KINDS, redactAccessLinks } from "~/utils/mail-secrets";

export { OUTBOX_STATUS };

/** One e-mail as queued (app/services/mailer.server.ts sends it). */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the e-mail is about, e.g. "activation", "password-reset", "booking-created". */
  kind: string;
  lang: LangKey;
  /** Set for a message that must go out at most once: a second send with the same key does nothing. */
  dedupeKey?: string;
  /** The estate a booking's e-mail is about (staff of other estates do not see it); absent for account mail. */
  hotelId?: number | null;
}

/**
 * The new row's id, or null when a message with the same dedupe key was already queued, or when there is
 * no address to mail (a walk-in booked without e-mail: every e-mail of that booking stops here).
 */
export async function queueOutboxMessage(db: Db, message: MailMessage): Promise<number | null> {
  if (!isMailableAddress(message.to)) return null;
  const [row] = await db
    .insert(outbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      kind: message.kind,
      langKey: message.lang,
      dedupeKey: message.dedupeKey ?? null,
      hotelId: message.hotelId ?? null,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/** Records a delivery: SENT; `attempts` when the caller had not already counted this one. */
export async function markOutboxSent(db: Db, id: number, sentAt: Date, attempts?: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "SENT", ...(attempts === undefined ? {} : { attempts }), sentAt, lastError: null })
    .where(eq(outbox.id, id));
}

/** Records a refused delivery: FAILED with the error; `attempts` as for markOutboxSent. */
export async function markOutboxFailed(db: Db, id: number, error: unknown, attempts?: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "FAILED", ...(attempts === undefined ? {} : { attempts }), lastError: String(error).slice(0, 500) })
    .where(eq(outbox.id, id));
}

const RETRYABLE: OutboxStatus[] = ["PENDING", "FAILED"];

/** PENDING and FAILED rows queued before `before` with fewer than `maxAttempts` attempts, oldest first. */
export function listRetryableOutbox(db: Db, options: { before: Date; maxAttempts: number; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.status, RETRYABLE), lt(outbox.attempts, options.maxAttempts), lt(outbox.createdAt, options.before)))
    .orderBy(asc(outbox.createdAt))
    .limit(options.limit);
}

/**
 * Claims a row for one delivery attempt by a conditional UPDATE of its attempt count: false when an
 * overlapping run claimed it first (or it was delivered meanwhile).
 */
export async function claimOutboxRow(db: Db, row: { id: number; attempts: number }): Promise<boolean> {
  const claimed = await db
    .update(outbox)
    .set({ attempts: row.attempts + 1 })
    .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), inArray(outbox.status, RETRYABLE)))
    .returning({ id: outbox.id });
  return claimed.length > 0;
}

export interface OutboxEntry {
  id: number;
  toAddress: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
  createdAt: Date;
}

/**
 * The newest outbox messages first, at most `limit`; with `to`, only those sent to that address. Whole
 * texts, links and keys included: for the development viewer (/_dev/outbox) only, never a staff page —
 * those read pageOutbox and getOutboxMessage (docs/decisions/032).
 */
export function listOutboxForDevelopment(db: Db, options: { to: string | null; limit: number }): Promise<OutboxEntry[]> {
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

/**
 * One page of the outbox (newest first), optionally one status only, with the total for the pager. With a
 * scope of some estates, only their bookings' e-mails (account mail belongs to no estate).
 */
export async function pageOutbox(
  db: Db,
  options: { status: OutboxStatus | null; scope: HotelScope; offset: number; limit: number },
): Promise<{ total: number; rows: OutboxListItem[] }> {
  const where = and(options.status ? eq(outbox.status, options.status) : undefined, inHotelScope(outbox.hotelId, options.scope));
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
  return { total: totals[0]?.n ?? 0, rows: rows.map((row) => ({ ...row, subject: redactAccessLinks(row.subject) })) };
}

/**
 * The text of a message as staff may read it: null (withheld, not even read from D1) for the kinds that
 * carry an account's or a conversation's access link, and every other text with its links' keys,
 * tokens and signatures redacted (docs/decisions/032).
 */
const staffText = sql<string | null>`case when ${inArray(outbox.kind, [...ACCESS_LINK_MAIL_KINDS])} then null else ${outbox.text} end`;

/**
 * One outbox message as staff see it, with delivery attempts and last error; null when unknown. `text`
 * is null when it is withheld; links in the text, subject and error are redacted.
 */
export async function getOutboxMessage(db: Db, id: number) {
  const [row] = await db
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      text: staffText,
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
  if (!row) return null;
  return {
    ...row,
    subject: redactAccessLinks(row.subject),
    text: row.text === null ? null : redactAccessLinks(row.text),
    lastError: row.lastError === null ? null : redactAccessLinks(row.lastError),
  };
}

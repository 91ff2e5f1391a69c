import { and, asc, count, desc, gte, lt } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { audit } from "~/db/schema";
import type { ListSort } from "~/utils/list-sort";
import type { AuditSortField } from "~/utils/audit-range";

/** Audit event types (shown by the back-office audits page): the one list, whoever writes the row. */
export const AUDIT = {
  loginSuccess: "AUTHENTICATION_SUCCESS",
  loginFailure: "AUTHENTICATION_FAILURE",
  logout: "LOGOUT",
  registered: "ACCOUNT_REGISTERED",
  activated: "ACCOUNT_ACTIVATED",
  passwordChanged: "PASSWORD_CHANGED",
  passwordResetRequested: "PASSWORD_RESET_REQUESTED",
  passwordReset: "PASSWORD_RESET",
  sessionRevoked: "SESSION_REVOKED",
  authoritiesChanged: "AUTHORITIES_CHANGED",
  settingsChanged: "SETTINGS_CHANGED",
  emailChangeRequested: "EMAIL_CHANGE_REQUESTED",
  emailChangeCancelled: "EMAIL_CHANGE_CANCELLED",
  emailChanged: "EMAIL_CHANGED",
  // Back-office changes (one type per kind of change; the data names the record).
  recordCreated: "RECORD_CREATED",
  recordUpdated: "RECORD_UPDATED",
  recordDeleted: "RECORD_DELETED",
  userCreated: "USER_CREATED",
  userUpdated: "USER_UPDATED",
  userDeleted: "USER_DELETED",
  reservationChanged: "RESERVATION_CHANGED",
  ratesChanged: "RATES_CHANGED",
  // A rate-grid change undone: the nights it wrote are back as they were (docs/decisions/038).
  ratesUndone: "RATES_UNDONE",
  deskBooking: "DESK_BOOKING",
  // The desk closed a unit for some nights, or opened it again (docs/decisions/028).
  unitBlocked: "UNIT_BLOCKED",
  unitUnblocked: "UNIT_UNBLOCKED",
  reviewModerated: "REVIEW_MODERATED",
  themeChanged: "THEME_CHANGED",
  loggerChanged: "LOGGER_CHANGED",
  // Payment state changes written by the payment model (principal "system" or "payment-gateway").
  paymentRefundRequired: "PAYMENT_REFUND_REQUIRED",
  // Refunds closed (by the gateway's notification or finance), tried again, or a refund notification
  // that names no refund of ours.
  refundPaid: "REFUND_PAID",
  refundRetried: "REFUND_RETRIED",
  refundUnmatched: "REFUND_UNMATCHED",
  paymentAmountMismatch: "PAYMENT_AMOUNT_MISMATCH",
  reservationExpired: "RESERVATION_EXPIRED",
  reservationPaid: "RESERVATION_PAID",
} as const;
export type AuditType = (typeof AUDIT)[keyof typeof AUDIT];

/** Who is making a change, as the audit row records it. */
export interface Actor {
  login: string;
  remoteAddress: string | null;
}

export interface AuditEntry {
  principal: string;
  type: AuditType;
  message?: string;
  remoteAddress?: string | null;
  data?: Record<string, unknown>;
}

function auditRow(entry: AuditEntry) {
  return {
    principal: entry.principal.slice(0, 100),
    type: entry.type,
    remoteAddress: entry.remoteAddress ?? null,
    data: {
      ...entry.data,
      ...(entry.message ? { message: entry.message } : {}),
      ...(entry.remoteAddress ? { remoteAddress: entry.remoteAddress } : {}),
    },
  };
}

/** Writes one audit row (spec §3 Audit: principal, type, data.message, data.remoteAddress). */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(audit).values(auditRow(entry));
}

/** The insert of one audit row, to run in the same batch as the change it records. */
export function auditInsert(db: Db, entry: AuditEntry) {
  return db.insert(audit).values(auditRow(entry));
}

/** Writes several audit rows in one statement (nothing when the list is empty). */
export async function writeAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(audit).values(entries.map(auditRow));
}

/** The back-office audits page (spec §2): audit rows in a time range, paged. */

const SORT_COLUMNS = { timestamp: audit.createdAt, principal: audit.principal, type: audit.type } as const;

export interface AuditRange {
  /** Inclusive start, unix ms. */
  start: number;
  /** Exclusive end, unix ms. */
  end: number;
}

function inRange(range: AuditRange) {
  return and(gte(audit.createdAt, new Date(range.start)), lt(audit.createdAt, new Date(range.end)));
}

export async function countAudits(db: Db, range: AuditRange): Promise<number> {
  const [row] = await db.select({ n: count() }).from(audit).where(inRange(range));
  return row.n;
}

export async function listAudits(
  db: Db,
  options: { range: AuditRange; offset: number; limit: number; sort: ListSort<AuditSortField> },
) {
  const column = SORT_COLUMNS[options.sort.field];
  const rows = await db
    .select({
      id: audit.id,
      timestamp: audit.createdAt,
      principal: audit.principal,
      type: audit.type,
      data: audit.data,
      remoteAddress: audit.remoteAddress,
    })
    .from(audit)
    .where(inRange(options.range))
    .orderBy(options.sort.direction === "asc" ? asc(column) : desc(column), desc(audit.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => ({ ...row, timestamp: row.timestamp.getTime(), data: row.data ?? {} }));
}

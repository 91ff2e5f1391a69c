import { addDays, addMonths, isIsoDate, jakartaInstant, todayInJakarta } from "~/utils/dates";
import { parseSort, type ListSort } from "~/utils/list-sort";

/** Audits list (spec §2, §7, §9): 20 a page, a date range from one month ago to tomorrow by default. */
export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_SORT_FIELDS = ["timestamp", "principal", "type"] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];
export const DEFAULT_AUDIT_SORT: ListSort<AuditSortField> = { field: "timestamp", direction: "desc" };


export type AuditQuery =
  | { ok: true; from: string; to: string; start: number; end: number }
  | { ok: false; from: string; to: string };

/**
 * The range of `?from=&to=` (YYYY-MM-DD, days in Asia/Jakarta, both inclusive). Missing values take the
 * defaults; a value that is not a date, or a start after the end, is reported rather than guessed.
 */
export function parseAuditRange(from: string | null, to: string | null, now = new Date()): AuditQuery {
  const today = todayInJakarta(now);
  const fromValue = from?.trim() || addMonths(today, -1);
  const toValue = to?.trim() || addDays(today, 1);
  if (!isIsoDate(fromValue) || !isIsoDate(toValue) || fromValue > toValue) {
    return { ok: false, from: fromValue.slice(0, 10), to: toValue.slice(0, 10) };
  }
  const start = jakartaInstant(fromValue).getTime();
  const end = jakartaInstant(addDays(toValue, 1)).getTime();
  return { ok: true, from: fromValue, to: toValue, start, end };
}

export function parseAuditSort(value: string | null | undefined): ListSort<AuditSortField> {
  return parseSort(value, AUDIT_SORT_FIELDS, DEFAULT_AUDIT_SORT);
}

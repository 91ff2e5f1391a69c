import { and, asc, count, desc, gte, lt } from "drizzle-orm";
import type { Db } from "~/context.server";
import { audit } from "~/db/schema";
import type { ListSort } from "~/utils/list-sort";
import type { AuditSortField } from "~/utils/audit-range";

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

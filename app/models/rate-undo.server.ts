import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { audit, hotel, roomType } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { auditInsert, AUDIT, type Actor } from "~/models/audit-log.server";
import type { Db } from "~/models/db.server";
import { group } from "~/models/localize-group.server";
import { localize } from "~/models/translation.server";
import type { MaybeUntranslated } from "~/utils/content-lang";
import type { UndoableChange } from "~/utils/rate-preview";
import { fail, ok, type Result } from "~/utils/result";
import type { NightRate } from "~/utils/nightly-rate";
import { stateOf } from "~/utils/rate-plan";
import type { RateChangeKind } from "~/utils/rate-change";

export type { UndoableChange };
import { auditedRows, writeNights } from "./rate-change.server";
import { ratesQuery } from "./rates.server";

/**
 * Undo of the rate grid (docs/decisions/038). A change is undone as a whole — every room type it wrote — and
 * only while it is the last change not undone of each of them, so an undo never throws away a later change
 * made on top of it. Its audit rows (RATES_CHANGED) hold the nights it wrote and their rows before; the undo
 * writes those rows back and records RATES_UNDONE rows naming it, with the rows it replaced.
 */

interface ChangeData {
  changeId?: string;
  roomTypeId?: number;
  from?: string;
  to?: string;
  kind?: RateChangeKind;
  nilai?: number | null;
  written?: string[];
  before?: NightRate[];
  undoes?: string;
}

/** The rate-grid audit rows of a room type, newest first. */
function rateRowsOf(db: Db, roomTypeId: number) {
  return db
    .select({ id: audit.id, type: audit.type, principal: audit.principal, createdAt: audit.createdAt, data: audit.data })
    .from(audit)
    .where(and(inArray(audit.type, [AUDIT.ratesChanged, AUDIT.ratesUndone]), sql`json_extract(${audit.data}, '$.roomTypeId') = ${roomTypeId}`))
    .orderBy(desc(audit.id));
}

/** The last change of a room type not undone yet; null when there is none, or it predates undo (no old rows kept). */
async function lastChangeRow(db: Db, roomTypeId: number) {
  const undone = new Set<string>();
  for (const row of await rateRowsOf(db, roomTypeId)) {
    const data = (row.data ?? {}) as ChangeData;
    if (row.type === AUDIT.ratesUndone) {
      if (data.undoes) undone.add(data.undoes);
      continue;
    }
    if (data.changeId && undone.has(data.changeId)) continue;
    return data.changeId && data.written && data.before ? { ...row, data } : null;
  }
  return null;
}

/** A change's audit rows, one per room type it wrote. */
function changeRows(db: Db, changeId: string) {
  return db
    .select({ data: audit.data, principal: audit.principal, createdAt: audit.createdAt })
    .from(audit)
    .where(and(eq(audit.type, AUDIT.ratesChanged), sql`json_extract(${audit.data}, '$.changeId') = ${changeId}`))
    .orderBy(audit.id);
}

/** The change `changeId`, and whether it can be undone now; null when there is no such change. */
export async function undoableChange(db: Db, changeId: string, language: Language): Promise<UndoableChange | null> {
  const rows = await changeRows(db, changeId);
  if (rows.length === 0) return null;
  const parts = rows.map((r) => (r.data ?? {}) as ChangeData);
  const ids = parts.map((p) => p.roomTypeId ?? -1);
  const latest = await Promise.all(ids.map((id) => lastChangeRow(db, id)));
  const names = await db
    .select({ id: roomType.id, nama: roomType.nama, hotelId: hotel.id, hotelNama: hotel.nama })
    .from(roomType)
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(inArray(roomType.id, ids));
  await localize(db, language, [
    group({ entity: "room_type", rows: names, fields: ["nama"] }),
    group({ entity: "hotel", rows: names, idKey: "hotelId", fields: { hotelNama: "nama" } }),
  ]);
  const [first] = parts;
  return {
    changeId,
    principal: rows[0].principal,
    at: new Date(rows[0].createdAt).toISOString(),
    kind: first.kind ?? "reset",
    from: first.from ?? "",
    to: first.to ?? "",
    nilai: first.nilai ?? null,
    roomTypes: parts.flatMap((p) => {
      const name = names.find((n) => n.id === p.roomTypeId);
      if (!name) return [];
      const { untranslated } = name as MaybeUntranslated;
      return [{ id: name.id, nama: name.nama, hotelNama: name.hotelNama, nights: p.written?.length ?? 0, ...(untranslated ? { untranslated } : {}) }];
    }),
    blocked: latest.some((l) => l?.data.changeId !== changeId),
  };
}

/** The change the grid of a room type offers to undo: its last one not undone (see `undoableChange`). */
export async function lastRateChange(db: Db, roomTypeId: number, language: Language): Promise<UndoableChange | null> {
  const last = await lastChangeRow(db, roomTypeId);
  return last?.data.changeId ? undoableChange(db, last.data.changeId, language) : null;
}

/**
 * Puts back the nights a change wrote, for every room type it wrote, in one batch with one RATES_UNDONE audit
 * row each. Refused with 409 `rateGrid.undo.stale` when it is no longer the last change of one of them (or was
 * undone already), 404 when there is no such change.
 */
export async function undoRateChange(db: Db, actor: Actor, changeId: string, language: Language): Promise<Result<{ nights: number; roomTypeIds: number[] }>> {
  const change = await undoableChange(db, changeId, language);
  if (!change) return fail("rateGrid.undo.unknown", { status: 404 });
  if (change.blocked) return fail("rateGrid.undo.stale", { status: 409 });
  const statements = [];
  let nights = 0;
  for (const { data } of await changeRows(db, changeId)) {
    const { roomTypeId, written = [], before = [] } = (data ?? {}) as ChangeData;
    if (roomTypeId === undefined || written.length === 0) continue;
    const sorted = [...written].sort();
    const now = await ratesQuery(db, [roomTypeId], sorted[0], sorted[sorted.length - 1]);
    const wanted = new Set(written);
    const current = now.filter((r) => wanted.has(r.night)).map((r) => ({ night: r.night, state: stateOf(r) }));
    const old = new Map(before.map((r) => [r.night, stateOf(r)]));
    statements.push(...writeNights(db, roomTypeId, written.map((night) => ({ night, state: old.get(night) ?? stateOf(null) }))));
    statements.push(
      auditInsert(db, {
        principal: actor.login,
        type: AUDIT.ratesUndone,
        remoteAddress: actor.remoteAddress,
        message: `room_type #${roomTypeId}: undo ${changeId}`,
        data: { undoes: changeId, roomTypeId, nights: written.length, written, before: auditedRows(current) },
      }),
    );
    nights += written.length;
  }
  const [first, ...rest] = statements;
  if (statements.length > 0) await db.batch([first, ...rest]);
  return ok({ nights, roomTypeIds: change.roomTypes.map((t) => t.id) });
}

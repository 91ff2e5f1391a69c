import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { hotel, roomRate, roomType } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { splitMessage, type MessageKey } from "~/i18n/message-key";
import { auditInsert, AUDIT, type Actor } from "~/models/audit-log.server";
import type { Db } from "~/models/db.server";
import { group } from "~/models/localize-group.server";
import { localize } from "~/models/translation.server";
import type { MaybeUntranslated } from "~/utils/content-lang";
import type { NightRate } from "~/utils/nightly-rate";
import { promoOf, type PromoInput } from "~/orders/rules/pricing";
import { applyChange, differentNights, isBase, priceOfNight, sameState, stateOf, touchedKey, type NightPrices, type NightState } from "~/utils/rate-plan";
import { rateChangeSchema, type RateChange, type RateChangeInput } from "~/utils/rate-change";
import { fail, ok, type Result } from "~/utils/result";
import { safeParseForm } from "~/utils/zod-messages";
import { chosenDays } from "./rate-calendar.server";
import { promoValidityColumns } from "./pricing.server";
import { holidaysBetween, ratesQuery, type HolidayDay } from "./rates.server";

/**
 * A change of the rate grid for one or several room types, planned before it is written (docs/decisions/038):
 * each chosen night's state now and after, priced by the one pricing module, and the nights that are
 * "different now" — which staff keep (the default) or overwrite. The write replaces exactly the nights
 * planned and keeps, in one audit row per room type, what they were, so the change can be undone.
 */

export interface NightPlan {
  date: string;
  holiday: Pick<HolidayDay, "nama" | "untranslated"> | null;
  before: NightState;
  after: NightState;
  beforePrice: NightPrices;
  afterPrice: NightPrices;
  /** The change leaves the night as it is. */
  unchanged: boolean;
  /** The night has now something else than most of the chosen nights: kept unless staff overwrite it. */
  different: boolean;
}

export interface RoomTypePlan extends MaybeUntranslated {
  id: number;
  nama: string;
  hotelNama: string;
  nights: NightPlan[];
}

export interface RatePlan {
  change: RateChange;
  roomTypes: RoomTypePlan[];
}

/** Every room type of a property (the form's "every room type of …"), by id. */
export async function roomTypeIdsOfHotel(db: Db, hotelId: number): Promise<number[]> {
  return (await db.select({ id: roomType.id }).from(roomType).where(eq(roomType.hotelId, hotelId)).orderBy(roomType.id)).map((r) => r.id);
}

/** The key a night of a room type goes by in the confirm form (`keep` / `overwrite`) and the stale check. */
export const nightKey = (roomTypeId: number, date: string) => `${roomTypeId}:${date}`;

/** A change as the form sent it, checked by the page's schema: 400 with the first problem's message. */
export function parseRateChange(input: RateChangeInput): Result<RateChange> {
  const parsed = safeParseForm(rateChangeSchema, input);
  if (parsed.success) return ok(parsed.data);
  const { key, values } = splitMessage(parsed.error.issues[0].message);
  return fail(key as MessageKey, Object.keys(values).length > 0 ? { values } : {});
}

/**
 * What the change would do to each chosen night of each room type; nothing is written. An unknown room type
 * is 404 `rateGrid.errors.roomType` (callers check the estate scope first); no chosen day is 400.
 */
export async function planRateChange(db: Db, change: RateChange, language: Language): Promise<Result<RatePlan>> {
  const ids = [...new Set(change.roomTypeId)];
  const types = await db
    .select({
      id: roomType.id,
      nama: roomType.nama,
      hotelId: hotel.id,
      hotelNama: hotel.nama,
      hargaOnline: roomType.hargaOnline,
      hargaOffline: roomType.hargaOffline,
      discPersenPromo: roomType.discPersenPromo,
      validity: promoValidityColumns,
    })
    .from(roomType)
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(inArray(roomType.id, ids))
    .orderBy(roomType.id);
  if (types.length !== ids.length) return fail("rateGrid.errors.roomType", { status: 404 });
  const dates = await chosenDays(db, change);
  if (dates.length === 0) return fail("rateGrid.errors.noDays", { status: 400 });
  const rows = await ratesQuery(db, ids, change.from, change.to);
  const holidays = new Map((await holidaysBetween(db, change.from, change.to, language)).map((h) => [h.tanggal, h]));
  await localize(db, language, [
    group({ entity: "room_type", rows: types, fields: ["nama"] }),
    group({ entity: "hotel", rows: types, idKey: "hotelId", fields: { hotelNama: "nama" } }),
  ]);
  const byNight = new Map(rows.map((r) => [nightKey(r.roomTypeId, r.night), r]));
  const roomTypes = types.map((type): RoomTypePlan => {
    const promo: PromoInput = promoOf({ ...type, ...type.validity, ketPromo: null });
    const nights = dates.map((date) => {
      const row = byNight.get(nightKey(type.id, date));
      const before = stateOf(row);
      const after = applyChange(before, change);
      const holiday = holidays.get(date);
      const beforePrice = priceOfNight(type, promo, before, date, holiday !== undefined);
      return {
        date,
        holiday: holiday ? { nama: holiday.nama, untranslated: holiday.untranslated } : null,
        before,
        after,
        beforePrice,
        afterPrice: priceOfNight(type, promo, after, date, holiday !== undefined),
        unchanged: sameState(before, after),
        different: false,
        key: touchedKey(change.kind, before, beforePrice),
        base: row === undefined,
      };
    });
    const different = differentNights(nights.map((n) => ({ key: n.key, base: n.base, changes: !n.unchanged })));
    const { id, nama, hotelNama } = type;
    const { untranslated } = type as MaybeUntranslated;
    return {
      id,
      nama,
      hotelNama,
      ...(untranslated ? { untranslated } : {}),
      nights: nights.map(({ key: _key, base: _base, ...n }, i) => ({ ...n, different: different.has(i) })),
    };
  });
  return ok({ change, roomTypes });
}

/** The statements that make these nights of a room type exactly these states (a base state = no row). */
export function writeNights(db: Db, roomTypeId: number, nights: readonly { night: string; state: NightState }[]) {
  const dates = JSON.stringify(nights.map((n) => n.night));
  const remove = db.delete(roomRate).where(and(eq(roomRate.roomTypeId, roomTypeId), sql`${roomRate.night} in (select value from json_each(${dates}))`));
  const kept = nights.filter((n) => !isBase(n.state)).map((n) => ({ night: n.night, ...n.state }));
  if (kept.length === 0) return [remove] as const;
  // Every column in the table's order (drizzle's insert … select names them all), read from one JSON parameter:
  // D1 binds at most 100 values per statement.
  const selected = Object.entries(getTableColumns(roomRate)).map(([name, column]) => {
    if (column === roomRate.roomTypeId) return sql`${roomTypeId}`;
    if (column === roomRate.updatedAt) return sql`cast(round((julianday('now') - 2440587.5) * 86400000) as integer)`;
    return sql`json_extract(value, ${`$.${name}`})`;
  });
  const insert = db.insert(roomRate).select(sql`select ${sql.join(selected, sql`, `)} from json_each(${JSON.stringify(kept)}) where true`);
  return [remove, insert] as const;
}

/** Rows as the audit keeps them: only nights that had a row (absent = the base). */
export function auditedRows(nights: readonly { night: string; state: NightState }[]): NightRate[] {
  return nights.filter((n) => !isBase(n.state)).map((n) => ({ night: n.night, ...n.state }));
}

/** What was written, or — `stale` — the new plan to show again: a night became "different" after the preview. */
export type ApplyResult = { stale: false; nights: number; kept: number; changeId: string | null } | { stale: true; plan: RatePlan };

/**
 * Writes a planned change: every night it changes, except the "different now" nights staff did not choose to
 * overwrite (`overwrite`: their `nightKey`s, or "all"). `listed`: the nights the confirmation showed; when a
 * night is different now that was not listed, nothing is written and the new plan is returned. One audit row
 * per room type written (its nights, those kept, and their rows before), all in one batch.
 */
export async function applyRateChange(
  db: Db,
  actor: Actor,
  change: RateChange,
  language: Language,
  decisions: { overwrite: ReadonlySet<string> | "all"; listed?: ReadonlySet<string> },
): Promise<Result<ApplyResult>> {
  const planned = await planRateChange(db, change, language);
  if (!planned.ok) return planned;
  const plan = planned.value;
  const { overwrite, listed } = decisions;
  if (listed && plan.roomTypes.some((t) => t.nights.some((n) => n.different && !listed.has(nightKey(t.id, n.date))))) return ok({ stale: true, plan });
  const changeId = crypto.randomUUID();
  const statements = [];
  let written = 0;
  let kept = 0;
  for (const type of plan.roomTypes) {
    const keep = (n: NightPlan) => n.different && overwrite !== "all" && !overwrite.has(nightKey(type.id, n.date));
    const nights = type.nights.filter((n) => !n.unchanged && !keep(n));
    const keptNights = type.nights.filter((n) => !n.unchanged && keep(n)).map((n) => n.date);
    kept += keptNights.length;
    if (nights.length === 0) continue;
    written += nights.length;
    statements.push(...writeNights(db, type.id, nights.map((n) => ({ night: n.date, state: n.after }))));
    const { from, to, weekdays, holidaysOnly, kind, nilai, minMalam, maxMalam, aktif } = change;
    statements.push(
      auditInsert(db, {
        principal: actor.login,
        type: AUDIT.ratesChanged,
        remoteAddress: actor.remoteAddress,
        message: `room_type #${type.id} ${from}…${to}: ${kind}`,
        data: {
          changeId,
          roomTypeId: type.id,
          roomTypes: plan.roomTypes.map((t) => t.id),
          from,
          to,
          weekdays,
          holidaysOnly,
          kind,
          nilai: nilai ?? null,
          minMalam: minMalam ?? null,
          maxMalam: maxMalam ?? null,
          aktif,
          nights: nights.length,
          written: nights.map((n) => n.date),
          kept: keptNights,
          before: auditedRows(nights.map((n) => ({ night: n.date, state: n.before }))),
        },
      }),
    );
  }
  const [first, ...rest] = statements;
  if (statements.length > 0) await db.batch([first, ...rest]);
  return ok({ stale: false, nights: written, kept, changeId: statements.length > 0 ? changeId : null });
}

/** The one write of the grid without a confirmation (scripts and tests): every night overwritten. */
export async function setRates(db: Db, actor: Actor, input: RateChangeInput, language: Language = "id"): Promise<Result<{ nights: number }>> {
  const change = parseRateChange(input);
  if (!change.ok) return change;
  const result = await applyRateChange(db, actor, change.value, language, { overwrite: "all" });
  if (!result.ok) return result;
  return ok({ nights: result.value.stale ? 0 : result.value.nights });
}

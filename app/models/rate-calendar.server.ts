import { and, asc, eq, getTableColumns, gte, lte, sql, type SQL } from "drizzle-orm";
import { holiday, hotel, roomRate, roomType } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { splitMessage, type MessageKey } from "~/i18n/message-key";
import { auditInsert, AUDIT } from "~/models/audit-log.server";
import type { Db } from "~/models/db.server";
import { holidaysBetween, ratesQuery, type HolidayDay } from "./rates.server";
import { group } from "~/models/localize-group.server";
import { localize } from "~/models/translation.server";
import { inHotelScope, type HotelScope } from "~/models/staff-scope.server";
import type { Actor } from "~/services/intent.server";
import type { MaybeUntranslated } from "~/utils/content-lang";
import { addDays, daysBetween } from "~/utils/dates";
import { errorResponse } from "~/utils/invariant";
import { pricesOfNight, type NightRate } from "~/utils/nightly-rate";
import { nightlyOnlinePrice, promoOf } from "~/utils/pricing";
import { promoAppliesOn } from "~/utils/promo-validity";
import { promoValidityColumns } from "./pricing.server";
import { safeParseForm } from "~/utils/zod-messages";
import { isoWeekday, rateChangeSchema, RATE_RANGE_MAX_DAYS, type RateChange, type RateChangeInput } from "~/utils/rate-change";

/**
 * The back-office rate calendar of a room type (docs/decisions/027): what each day costs and which stay
 * rules hold, and the one write that changes a range of days.
 */

export interface RateGridRoomType extends MaybeUntranslated {
  id: number;
  nama: string;
  hotelId: number;
  hotelNama: string;
}

/** Every room type of the scope's estates, by property then name, for the grid's picker. */
export async function rateGridRoomTypes(db: Db, language: Language, scope: HotelScope): Promise<RateGridRoomType[]> {
  const rows = await db
    .select({ id: roomType.id, nama: roomType.nama, hotelId: hotel.id, hotelNama: hotel.nama })
    .from(roomType)
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(inHotelScope(roomType.hotelId, scope))
    .orderBy(sql`${hotel.nama} collate nocase`, sql`${roomType.nama} collate nocase`, asc(roomType.id));
  await localize(db, language, [group({ entity: "room_type", rows, fields: ["nama"] })]);
  return rows;
}

export interface CalendarDay {
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  holiday: HolidayDay | null;
  /** Prices of the night before and after the room type's promo. */
  online: number;
  offline: number;
  onlineAfterPromo: number;
  /** The night's own row, null when it is the base. */
  rate: NightRate | null;
}

export interface RateCalendar {
  roomType: { id: number; nama: string; hotelNama: string; hargaOnline: number; hargaOffline: number; discPersenPromo: number } & MaybeUntranslated;
  days: CalendarDay[];
}

/**
 * A room type's calendar from `from` to `to` (inclusive): for each day its holiday, its prices (the
 * night's row over the base, `pricesOfNight`, then the promo) and its rules. Null when there is no such
 * room type.
 */
export async function readRateCalendar(db: Db, roomTypeId: number, from: string, to: string, language: Language): Promise<RateCalendar | null> {
  const [type] = await db
    .select({
      id: roomType.id,
      nama: roomType.nama,
      hotelNama: hotel.nama,
      hotelId: hotel.id,
      hargaOnline: roomType.hargaOnline,
      hargaOffline: roomType.hargaOffline,
      discPersenPromo: roomType.discPersenPromo,
      validity: promoValidityColumns,
    })
    .from(roomType)
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(eq(roomType.id, roomTypeId))
    .limit(1);
  if (!type) return null;
  // The same range read as the guest pages (rates.server.ts), so the grid shows what guests are charged.
  const rates = await ratesQuery(db, [roomTypeId], from, to);
  const holidays = await holidaysBetween(db, from, to, language);
  const hotelRow = { id: type.hotelId, nama: type.hotelNama };
  await localize(db, language, [group({ entity: "room_type", rows: [type], fields: ["nama"] }), group({ entity: "hotel", rows: [hotelRow], fields: ["nama"] })]);
  const byNight = new Map(rates.map((r) => [r.night, r]));
  const byDate = new Map(holidays.map((h) => [h.tanggal, h]));
  const promo = promoOf({ ...type, ...type.validity, ketPromo: null });
  // A night's price after promo as a stay long enough for the promo's minimum pays it.
  const promoStay = { nights: promo.validity.minMalam ?? 1 };
  const days: CalendarDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const rate = byNight.get(date) ?? null;
    const prices = pricesOfNight(type, rate ?? undefined);
    days.push({
      date,
      weekday: isoWeekday(date),
      holiday: byDate.get(date) ?? null,
      online: prices.hargaOnline,
      offline: prices.hargaOffline,
      onlineAfterPromo: promoAppliesOn(promo.validity, date, { ...promoStay, holiday: byDate.has(date) })
        ? nightlyOnlinePrice(prices.hargaOnline, type.discPersenPromo)
        : prices.hargaOnline,
      rate,
    });
  }
  const { hotelId: _hotel, validity: _validity, ...shown } = type;
  return { roomType: { ...shown, hotelNama: hotelRow.nama }, days };
}

/** The days of a change: the range, kept to the chosen weekdays (none chosen = all) and, if asked, to the holidays. */
export async function chosenDays(db: Db, change: Pick<RateChange, "from" | "to" | "weekdays" | "holidaysOnly">): Promise<string[]> {
  const holidays = change.holidaysOnly
    ? new Set(
        (await db.select({ tanggal: holiday.tanggal }).from(holiday).where(and(gte(holiday.tanggal, change.from), lte(holiday.tanggal, change.to)))).map(
          (h) => h.tanggal,
        ),
      )
    : null;
  const days: string[] = [];
  const count = daysBetween(change.from, change.to) + 1;
  for (let i = 0; i < count && i < RATE_RANGE_MAX_DAYS; i++) {
    const date = addDays(change.from, i);
    if (change.weekdays.length > 0 && !change.weekdays.includes(isoWeekday(date))) continue;
    if (holidays && !holidays.has(date)) continue;
    days.push(date);
  }
  return days;
}

/** The columns a change writes, as SQL values (null clears). */
function columnsOf(change: RateChange): Partial<Record<RateColumn, SQL>> {
  const value = (v: number | undefined | null) => (v === undefined || v === null ? sql`null` : sql`${v}`);
  const flag = sql`${change.aktif ? 1 : 0}`;
  switch (change.kind) {
    case "priceOnline":
      return { hargaOnline: value(change.nilai) };
    case "priceOffline":
      return { hargaOffline: value(change.nilai) };
    case "percent":
      return { persen: value(change.nilai), hargaOnline: sql`null`, hargaOffline: sql`null` };
    case "clearPrice":
      return { persen: sql`null`, hargaOnline: sql`null`, hargaOffline: sql`null` };
    case "stayLength":
      return { minMalam: value(change.minMalam), maxMalam: value(change.maxMalam) };
    case "closedArrival":
      return { tutupKedatangan: flag };
    case "closedDeparture":
      return { tutupKeberangkatan: flag };
    case "stopSell":
      return { stopSell: flag };
    case "reset":
      return {};
  }
}

type RateColumn = "hargaOnline" | "hargaOffline" | "persen" | "minMalam" | "maxMalam" | "tutupKedatangan" | "tutupKeberangkatan" | "stopSell";

/** The nights of the change as one JSON parameter: D1 binds at most 100 values per statement. */
function nightsIn(nights: string[]): SQL {
  return sql`${roomRate.night} in (select value from json_each(${JSON.stringify(nights)}))`;
}

export type SetRatesResult = { nights: number };

/**
 * Changes a range of days of a room type: each chosen day gets its row (inserted, or the changed columns
 * replaced), "reset" deletes the rows, and rows left equal to the base are removed — with one audit row
 * naming the range and the change, all in one batch. A bad change is refused (400, the first problem's
 * message); an unknown room type is 404; a range with no chosen day is 400 `rateGrid.errors.noDays`.
 */
export async function setRates(db: Db, actor: Actor, input: RateChangeInput): Promise<SetRatesResult> {
  const parsed = safeParseForm(rateChangeSchema, input);
  if (!parsed.success) {
    const { key, values } = splitMessage(parsed.error.issues[0].message);
    throw errorResponse(key as MessageKey, { status: 400, ...(Object.keys(values).length > 0 ? { values } : {}) });
  }
  const change = parsed.data;
  const [type] = await db.select({ id: roomType.id }).from(roomType).where(eq(roomType.id, change.roomTypeId)).limit(1);
  if (!type) throw errorResponse("rateGrid.errors.roomType", { status: 404 });
  const nights = await chosenDays(db, change);
  if (nights.length === 0) throw errorResponse("rateGrid.errors.noDays", { status: 400 });

  const ofType = and(eq(roomRate.roomTypeId, change.roomTypeId), nightsIn(nights));
  const changed = columnsOf(change);
  // Every column in the table's order (drizzle's insert … select names them all): the changed ones get
  // the new value, the others their default, which an existing row keeps (only changed columns are updated).
  const selected = Object.entries(getTableColumns(roomRate)).map(([name, column]) => {
    if (column === roomRate.roomTypeId) return sql`${change.roomTypeId}`;
    if (column === roomRate.night) return sql`value`;
    if (column === roomRate.updatedAt) return sql`cast(round((julianday('now') - 2440587.5) * 86400000) as integer)`;
    return changed[name as keyof typeof changed] ?? (column.notNull ? sql`0` : sql`null`);
  });
  const set = Object.fromEntries(
    [...(Object.keys(changed) as RateColumn[]), "updatedAt" as const].map((name) => [name, sql.raw(`excluded.${roomRate[name].name}`)]),
  );
  const write =
    change.kind === "reset"
      ? db.delete(roomRate).where(ofType)
      : db
          .insert(roomRate)
          .select(sql`select ${sql.join(selected, sql`, `)} from json_each(${JSON.stringify(nights)}) where true`)
          .onConflictDoUpdate({ target: [roomRate.roomTypeId, roomRate.night], set });
  // A row equal to the base (no price, no rule) is no row (ADR 027).
  const tidy = db
    .delete(roomRate)
    .where(
      and(
        ofType,
        sql`${roomRate.hargaOnline} is null and ${roomRate.hargaOffline} is null and ${roomRate.persen} is null and ${roomRate.minMalam} is null and ${roomRate.maxMalam} is null and not ${roomRate.tutupKedatangan} and not ${roomRate.tutupKeberangkatan} and not ${roomRate.stopSell}`,
      ),
    );
  const { roomTypeId, from, to, weekdays, holidaysOnly, kind, nilai, minMalam, maxMalam, aktif } = change;
  const audit = auditInsert(db, {
    principal: actor.login,
    type: AUDIT.ratesChanged,
    remoteAddress: actor.remoteAddress,
    message: `room_type #${roomTypeId} ${from}…${to}: ${kind}`,
    data: { roomTypeId, from, to, weekdays, holidaysOnly, kind, nilai: nilai ?? null, minMalam: minMalam ?? null, maxMalam: maxMalam ?? null, aktif, nights: nights.length },
  });
  await db.batch([write, tidy, audit]);
  return { nights: nights.length };
}

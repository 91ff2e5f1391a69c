import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { holiday, hotel, roomType } from "~/db/schema";
import type { Language } from "~/i18n/config";
import type { Db } from "~/models/db.server";
import { holidaysBetween, ratesQuery, type HolidayDay } from "./rates.server";
import { group } from "~/models/localize-group.server";
import { localize } from "~/models/translation.server";
import { inHotelScope, type HotelScope } from "~/models/staff-scope.server";
import type { MaybeUntranslated } from "~/utils/content-lang";
import { addDays, daysBetween, isoWeekdayOf } from "~/utils/dates";
import type { NightRate } from "~/utils/nightly-rate";
import { promoOf } from "~/orders/rules/pricing";
import { priceOfNight, stateOf } from "~/utils/rate-plan";
import { promoValidityColumns } from "./pricing.server";
import { RATE_RANGE_MAX_DAYS, type RateChange } from "~/utils/rate-change";
import { isWeekendNight } from "~/utils/dates";

/**
 * The back-office rate calendar of a room type (docs/decisions/027): what each day costs and which stay
 * rules hold, and which days a change chooses (the write: rate-change.server.ts, docs/decisions/038).
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
  /** A weekend night (`isWeekendNight`, the one definition pricing and the public site use). */
  weekend: boolean;
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
  const days: CalendarDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const rate = byNight.get(date) ?? null;
    days.push({
      date,
      weekday: isoWeekdayOf(date),
      weekend: isWeekendNight(date),
      holiday: byDate.get(date) ?? null,
      ...priceOfNight(type, promo, stateOf(rate), date, byDate.has(date)),
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
    if (change.weekdays.length > 0 && !change.weekdays.includes(isoWeekdayOf(date))) continue;
    if (holidays && !holidays.has(date)) continue;
    days.push(date);
  }
  return days;
}

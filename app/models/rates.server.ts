import { and, asc, between, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Language } from "~/i18n/config";
import type { Db } from "~/models/db.server";
import { integerList } from "./sql.server";
import { group } from "~/models/localize-group.server";
import { localize } from "~/models/translation.server";
import type { MaybeUntranslated } from "~/utils/content-lang";
import { holiday, roomRate, roomType } from "~/db/schema";
import { addDays } from "~/utils/dates";
import type { NightRate } from "~/utils/nightly-rate";
import type { Stay } from "~/utils/stay";
import { dateKey } from "~/utils/translatable";
import type { HolidayKind } from "~/utils/vocabulary";
import { nightlyOnlinePriceSql } from "./pricing.server";

/**
 * The rate calendar as the guest pages read it (docs/decisions/027): a room type's `room_rate` rows for
 * a stay — its nights and its departure day, whose `tutup_keberangkatan` counts — in one indexed range
 * read, for one room type or many at once. Prices and stay rules are decided by the pure helpers in
 * `utils/stay-rules.ts` and `utils/pricing.ts`.
 */

const rateColumns = {
  roomTypeId: roomRate.roomTypeId,
  night: roomRate.night,
  hargaOnline: roomRate.hargaOnline,
  hargaOffline: roomRate.hargaOffline,
  persen: roomRate.persen,
  minMalam: roomRate.minMalam,
  maxMalam: roomRate.maxMalam,
  tutupKedatangan: roomRate.tutupKedatangan,
  tutupKeberangkatan: roomRate.tutupKeberangkatan,
  stopSell: roomRate.stopSell,
};

/** The rows of the given room types from `from` to `to`, both included, in night order. */
export function ratesQuery(db: Db, roomTypeIds: readonly number[], from: string, to: string) {
  return db
    .select(rateColumns)
    .from(roomRate)
    .where(
      and(
        inArray(roomRate.roomTypeId, roomTypeIds.length > 0 ? [...roomTypeIds] : [-1]),
        between(roomRate.night, from, to),
      ),
    )
    .orderBy(asc(roomRate.roomTypeId), asc(roomRate.night));
}

export type RateRow = Awaited<ReturnType<typeof ratesQuery>>[number];

/** `ratesQuery` for every room type of some hotels (the all-estates search), ids written into the SQL. */
export function hotelsRatesQuery(db: Db, hotelIds: readonly number[], from: string, to: string) {
  return db
    .select(rateColumns)
    .from(roomRate)
    .where(
      and(
        sql`${roomRate.roomTypeId} in (select rt.id from room_type rt where rt.hotel_id in (${integerList(hotelIds.length > 0 ? hotelIds : [-1])}))`,
        between(roomRate.night, from, to),
      ),
    )
    .orderBy(asc(roomRate.roomTypeId), asc(roomRate.night));
}

/** Rows grouped per room type (a room type without rows gets an empty list). */
export function ratesByRoomType(rows: readonly RateRow[], roomTypeIds: readonly number[]): Map<number, NightRate[]> {
  const map = new Map<number, NightRate[]>(roomTypeIds.map((id) => [id, []]));
  for (const { roomTypeId, ...rate } of rows) {
    const list = map.get(roomTypeId);
    if (list) list.push(rate);
    else map.set(roomTypeId, [rate]);
  }
  return map;
}

/**
 * The rows of every room type of a hotel from `from` to `to`, both included (the room page), as `ratesQuery`
 * would give them for those room types, carried as one JSON text of arrays (read with `rateRowsOfJson`): a room
 * page reads ~100 nights, and D1 hands every value of a result through its own layers (in the local runtime
 * ~1 µs a value, more than SQLite's work), so one text instead of ten columns a night.
 */
export function hotelRatesJsonQuery(db: Db, hotelId: number, from: string, to: string) {
  const r = roomRate;
  return db
    .select({
      rows: sql<string>`json_group_array(json_array(${r.roomTypeId}, ${r.night}, ${r.hargaOnline}, ${r.hargaOffline}, ${r.persen}, ${r.minMalam}, ${r.maxMalam}, ${r.tutupKedatangan}, ${r.tutupKeberangkatan}, ${r.stopSell}))`.as("rate_rows"),
    })
    .from(roomRate)
    .where(
      and(
        inArray(roomRate.roomTypeId, db.select({ id: roomType.id }).from(roomType).where(eq(roomType.hotelId, hotelId))),
        between(roomRate.night, from, to),
      ),
    );
}

type RateArray = [number, string, number | null, number | null, number | null, number | null, number | null, number, number, number];

/** `hotelRatesJsonQuery`'s text as `ratesQuery`'s rows: same fields, flags as booleans, in room type and night order. */
export function rateRowsOfJson(text: string | null | undefined): RateRow[] {
  const rows = (JSON.parse(text || "[]") as RateArray[]).map(
    ([roomTypeId, night, hargaOnline, hargaOffline, persen, minMalam, maxMalam, arrival, departure, stop]) => ({
      roomTypeId,
      night,
      hargaOnline,
      hargaOffline,
      persen,
      minMalam,
      maxMalam,
      tutupKedatangan: arrival === 1,
      tutupKeberangkatan: departure === 1,
      stopSell: stop === 1,
    }),
  );
  return rows.sort((a, b) => a.roomTypeId - b.roomTypeId || (a.night < b.night ? -1 : a.night > b.night ? 1 : 0));
}

/** One room type's calendar for a stay: its nights and the departure day. */
export async function loadStayRates(db: Db, roomTypeId: number, cekin: string, cekout: string): Promise<NightRate[]> {
  const rows = await ratesQuery(db, [roomTypeId], cekin, cekout);
  return ratesByRoomType(rows, [roomTypeId]).get(roomTypeId) ?? [];
}

/** Days of the price strip: `days` nights from `from`. */
export function stripRange(from: string, days: number): { from: string; to: string } {
  return { from, to: addDays(from, days - 1) };
}

/** A holiday of the calendar (table `holiday`), its name in the page's language where it has one. */
export interface HolidayDay extends MaybeUntranslated {
  /** The row's number in translations (the date as 20260817). */
  key: number;
  tanggal: string;
  nama: string;
  jenis: HolidayKind;
}

/** The holidays between two days, both included, in date order (to run in a page's batch). */
export function holidaysQuery(db: Db, from: string, to: string) {
  return db
    .select({ tanggal: holiday.tanggal, nama: holiday.nama, jenis: holiday.jenis })
    .from(holiday)
    .where(and(gte(holiday.tanggal, from), lte(holiday.tanggal, to)))
    .orderBy(asc(holiday.tanggal));
}

/** Rows of `holidaysQuery` with the number their translations are filed under. */
export function holidayDays(rows: Awaited<ReturnType<typeof holidaysQuery>>): HolidayDay[] {
  return rows.map((row) => ({ ...row, key: dateKey(row.tanggal) }));
}

/** The group that puts holiday names into a page's language, for that page's one `localize` call. */
export function holidayNames(days: HolidayDay[]) {
  return group({ entity: "holiday", rows: days, idKey: "key", fields: ["nama"] });
}

/**
 * The holidays from `from` to `to` in the page's language. The room page's strip and the back-office
 * rate grid both read them through `holidaysQuery` + `holidayNames`, so both name a day alike.
 */
export async function holidaysBetween(db: Db, from: string, to: string, language: Language): Promise<HolidayDay[]> {
  const days = holidayDays(await holidaysQuery(db, from, to));
  await localize(db, language, [holidayNames(days)]);
  return days;
}

/** A night's price before promo in SQL, as `pricesOfNight` computes it (own price, else base ± percent, else base). */
function nightPriceSql(own: SQL, base: SQL): SQL {
  return sql`coalesce(${own}, max(0, (${base} * (100 + coalesce(rr.persen, 0)) + 50) / 100))`;
}

/** A room type's promo as SQL (its `room_type` columns), for search to price a stay as `priceStay` does. */
export interface PromoSql {
  percent: SQL;
  hari: SQL;
  periode: SQL;
  minMalam: SQL;
  kecualiLibur: SQL;
}

/**
 * SQL true when the promo applies to `night` (a YYYY-MM-DD) of a stay of `durasi` nights, as `promoAppliesOn`
 * (utils/promo-validity.ts) decides: its minimum stay, the night's weekday in its mask (none = every night),
 * not a holiday when it excludes them, within one of its date ranges (none, or unreadable ones = any date).
 */
function promoAppliesSql(promo: PromoSql, night: SQL, durasi: SQL): SQL {
  const mask = sql`(case when (${promo.hari} & 127) = 0 then 127 else ${promo.hari} end)`;
  return sql`(${promo.percent} > 0
    and ${durasi} >= coalesce(${promo.minMalam}, 1)
    and ((${mask} >> cast(strftime('%w', ${night}) as integer)) & 1) = 1
    and not (${promo.kecualiLibur} = 1 and exists (select 1 from holiday h where h.tanggal = ${night}))
    and (${promo.periode} is null or not json_valid(${promo.periode}) or not exists (select 1 from json_each(${promo.periode}))
      or exists (select 1 from json_each(${promo.periode}) p
        where ${night} >= coalesce(json_extract(p.value, '$[0]'), '') and ${night} <= coalesce(json_extract(p.value, '$[1]'), '9999-12-31'))))`;
}

/**
 * The stay's average nightly price (rounded down, as `priceStay` gives `hargaMalam`) as SQL, so search
 * filters and sorts on it. `promo` null: the offline price, no promo — the base × nights plus, for each rate
 * calendar row of the stay's nights, what that night costs more (or less). With a promo, every night of the
 * stay (`stay.nights`: their dates as one JSON array) is priced on its own, the promo applied only to the nights
 * it is valid for.
 */
export function stayAveragePriceSql(
  roomTypeId: SQL,
  base: { online: SQL; offline: SQL },
  promo: PromoSql | null,
  stay: Pick<Stay, "cekin" | "cekout" | "durasi"> & { nights: string },
): SQL {
  if (!promo) {
    const night = nightPriceSql(sql`rr.harga_offline`, base.offline);
    const delta = sql`(select coalesce(sum(${night} - ${base.offline}), 0) from room_rate rr where rr.room_type_id = ${roomTypeId} and rr.night >= ${stay.cekin} and rr.night < ${stay.cekout})`;
    return sql`((${base.offline} * ${stay.durasi} + ${delta}) / ${stay.durasi})`;
  }
  const price = nightPriceSql(sql`rr.harga_online`, base.online);
  const night = sql`case when ${promoAppliesSql(promo, sql`n.value`, sql`${stay.durasi}`)} then ${nightlyOnlinePriceSql(price, promo.percent)} else ${price} end`;
  const sum = sql`(select sum(${night}) from json_each(${stay.nights}) n left join room_rate rr on rr.room_type_id = ${roomTypeId} and rr.night = n.value)`;
  return sql`(${sum} / ${stay.durasi})`;
}

/** SQL true when the stay breaks none of the room type's stay rules (`stayRuleBreach` returns null). */
export function stayRulesKeptSql(roomTypeId: SQL, stay: Pick<Stay, "cekin" | "cekout" | "durasi">): SQL {
  return sql`not exists (select 1 from room_rate rr where rr.room_type_id = ${roomTypeId} and rr.night between ${stay.cekin} and ${stay.cekout} and (
    (rr.night = ${stay.cekin} and (rr.tutup_kedatangan = 1 or coalesce(rr.min_malam, 1) > ${stay.durasi} or coalesce(rr.max_malam, 365) < ${stay.durasi}))
    or (rr.night = ${stay.cekout} and rr.tutup_keberangkatan = 1)
    or (rr.night < ${stay.cekout} and rr.stop_sell = 1)))`;
}

import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/context.server";
import { fee, type FeeKind } from "~/db/schema";

/**
 * The one place where prices are computed: nightly price, promo, tax and fees, totals for a stay
 * and a number of rooms, and the breakdown shown to the guest. Everything is whole Rupiah.
 *
 * Rounding (all amounts are non-negative integers, so integer arithmetic is exact):
 * - promo discount per night = round half up (online price × promo % / 100);
 *   nightly price after promo = online price − that discount;
 * - room price for the stay (`total_harga_only`, one room) = nightly price after promo × nights;
 * - a PERCENT fee = round half up (room price for the stay × fee % / 100), computed on the stay,
 *   not per night, so a stay never pays more than one rounding per fee;
 *   a FIXED fee = its Rupiah amount × nights (it is "per room-night");
 * - `total_tax_only` (one room) = sum of the fees; total per room = room price + fees;
 * - `total_payment` = total per room × rooms (spec: "per-room total times room count").
 * The offline (walk-in) price is what front-desk bookings pay (`offlineRoomPrice`); promos apply to the
 * online price only.
 */

export interface FeeRule {
  nama: string;
  jenis: FeeKind;
  /** PERCENT: whole percent of the room price; FIXED: Rupiah per room-night. */
  nilai: number;
}

export interface RoomPriceInput {
  hargaOnline: number;
  hargaOffline: number;
  discPersenPromo: number;
  ketPromo: string | null;
}

export type PriceLine =
  | { kind: "room"; nights: number; nightly: number; amount: number }
  | { kind: "promo"; percent: number; nights: number; perNight: number; amount: number }
  | { kind: "fee"; nama: string; jenis: FeeKind; nilai: number; nights: number; amount: number }
  | { kind: "rooms"; rooms: number; perRoom: number; amount: number };

export interface StayPrice {
  /** Online price per night before promo (the crossed-out price when a promo exists). */
  hargaOnline: number;
  hargaOffline: number;
  discPersenPromo: number;
  ketPromo: string | null;
  /** Online price per night after promo. */
  hargaMalam: number;
  nights: number;
  rooms: number;
  /** One room, whole stay, before tax and fees. */
  totalHargaOnly: number;
  /** One room, whole stay, tax and fees. */
  totalTaxOnly: number;
  /** One room, whole stay, everything included. */
  totalPerKamar: number;
  /** The whole booking: total per room × rooms. */
  totalPayment: number;
  /** Breakdown for the guest (the spec's detail_harga), in display order. */
  detailHarga: PriceLine[];
}

/** round(amount × percent / 100), half up, for non-negative integers. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/** Online price per night after the promo percent. */
export function nightlyOnlinePrice(hargaOnline: number, discPersenPromo: number): number {
  const percent = Math.min(Math.max(discPersenPromo, 0), 100);
  return hargaOnline - percentOf(hargaOnline, percent);
}

/**
 * The same nightly price as an SQL expression, so search can filter and sort on it in the database.
 * SQLite's integer division truncates, which equals floor for these non-negative values; a test
 * checks that both agree.
 */
export function nightlyOnlinePriceSql(hargaOnline: SQL, discPersenPromo: SQL): SQL {
  return sql`(${hargaOnline} - ((${hargaOnline} * min(max(${discPersenPromo}, 0), 100) + 50) / 100))`;
}

export function priceStay(room: RoomPriceInput, nights: number, rooms: number, fees: readonly FeeRule[]): StayPrice {
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError(`nights must be a positive integer, got ${nights}`);
  if (!Number.isInteger(rooms) || rooms < 1) throw new RangeError(`rooms must be a positive integer, got ${rooms}`);
  const discount = Math.min(Math.max(room.discPersenPromo, 0), 100);
  const hargaMalam = nightlyOnlinePrice(room.hargaOnline, discount);
  const totalHargaOnly = hargaMalam * nights;

  const detailHarga: PriceLine[] = [{ kind: "room", nights, nightly: room.hargaOnline, amount: room.hargaOnline * nights }];
  if (discount > 0) {
    const perNight = room.hargaOnline - hargaMalam;
    detailHarga.push({ kind: "promo", percent: discount, nights, perNight, amount: perNight * nights });
  }

  let totalTaxOnly = 0;
  for (const rule of fees) {
    const amount = rule.jenis === "PERCENT" ? percentOf(totalHargaOnly, rule.nilai) : rule.nilai * nights;
    totalTaxOnly += amount;
    detailHarga.push({ kind: "fee", nama: rule.nama, jenis: rule.jenis, nilai: rule.nilai, nights, amount });
  }

  const totalPerKamar = totalHargaOnly + totalTaxOnly;
  const totalPayment = totalPerKamar * rooms;
  detailHarga.push({ kind: "rooms", rooms, perRoom: totalPerKamar, amount: totalPayment });

  return {
    hargaOnline: room.hargaOnline,
    hargaOffline: room.hargaOffline,
    discPersenPromo: discount,
    ketPromo: discount > 0 ? room.ketPromo : null,
    hargaMalam,
    nights,
    rooms,
    totalHargaOnly,
    totalTaxOnly,
    totalPerKamar,
    totalPayment,
    detailHarga,
  };
}

/**
 * The price inputs of a booking taken at the front desk: the offline (walk-in) nightly price, without
 * the online promo. Tax and fees apply as they do online.
 */
export function offlineRoomPrice(room: RoomPriceInput): RoomPriceInput {
  return { hargaOnline: room.hargaOffline, hargaOffline: room.hargaOffline, discPersenPromo: 0, ketPromo: null };
}

/** The active tax and fee rules, in their configured order. */
export async function loadFees(db: Db): Promise<FeeRule[]> {
  return feesQuery(db);
}

/** The fee query on its own, for pages that read it in a batch with their other queries. */
export function feesQuery(db: Db) {
  return db
    .select({ nama: fee.nama, jenis: fee.jenis, nilai: fee.nilai })
    .from(fee)
    .where(eq(fee.aktif, true))
    .orderBy(asc(fee.urutan), asc(fee.id));
}

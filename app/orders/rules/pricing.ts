import type { ExtraBasis, FeeKind } from "~/db/schema";
import { langOf, type MaybeUntranslated } from "~/utils/content-lang";
import { NO_PROMO, promoAppliesOn, type PromoInput } from "~/utils/promo-validity";

export { NO_PROMO, promoOf, type PromoInput } from "~/utils/promo-validity";

/**
 * The one place where prices are computed: nightly price, promo, tax and fees, extras, and the totals
 * of a stay for a number of rooms and guests. Everything is whole Rupiah. It is pure, so the booking
 * page's summary (in the browser, as the guest ticks extras) and the server (the booking, the payment,
 * the e-mails) compute the same numbers with the same code; `models/pricing.server.ts` adds what needs
 * the database.
 *
 * A stay is priced from its nights (docs/decisions/027): each night brings its own online and offline
 * price before promo (`pricesOfNight` in `nightly-rate.ts`, from the rate calendar).
 *
 * A promo applies to the nights its validity allows (`promoAppliesOn` in `promo-validity.ts`: nights of
 * the week, date ranges, a minimum stay, not on holidays), each night on its own.
 *
 * Rounding (all amounts are non-negative integers, so integer arithmetic is exact):
 * - promo discount per night = round half up (that night's online price × promo % / 100) on a night the
 *   promo applies to, else nothing;
 *   a night's price after promo = its online price − that discount;
 * - room price for the stay (`total_harga_only`, one room) = sum of the nights after promo;
 * - the "price per night" shown and stored (`harga`) is the average after promo, rounded down;
 * - a PERCENT fee = round half up (room price for the stay × fee % / 100), computed on the stay,
 *   not per night, so a stay never pays more than one rounding per fee;
 *   a FIXED fee = its Rupiah amount × nights (it is "per room-night");
 * - `total_tax_only` (one room) = sum of the fees; total per room = room price + fees;
 * - rooms total = total per room × rooms (spec: "per-room total times room count");
 * - each extra = its unit price × its quantity, the quantity following its basis (`extraQuantity`);
 * - `total_payment` = rooms total + the extras.
 * The offline (walk-in) price is what front-desk bookings pay (`offlineRoomPrice`); promos apply to the
 * online price only.
 */

export interface FeeRule extends MaybeUntranslated {
  nama: string;
  jenis: FeeKind;
  /** PERCENT: whole percent of the room price; FIXED: Rupiah per room-night. */
  nilai: number;
}

/** A room type's base prices and promo (the promo applies to every night of a stay). */
export interface RoomPriceInput extends PromoInput {
  hargaOnline: number;
  hargaOffline: number;
}

/** One night of a stay as the rate calendar prices it, before promo. */
export interface NightPrice {
  night: string;
  hargaOnline: number;
  hargaOffline: number;
  /** The day is a public holiday or cuti bersama (table `holiday`), for a promo not valid on holidays. */
  libur?: boolean;
}

/** One night of a priced stay, one room: its online price before promo and its price after promo. */
export interface NightLine {
  night: string;
  hargaOnline: number;
  harga: number;
}

/** An extra as priced: its unit price and how many units a stay takes (its basis). */
export interface ExtraRule extends MaybeUntranslated {
  id: number;
  nama: string;
  harga: number;
  basis: ExtraBasis;
}

/** One extra of a priced stay: unit price × quantity = amount. */
export interface ExtraLine extends ExtraRule {
  qty: number;
  amount: number;
}

export type PriceLine =
  | { kind: "room"; nights: number; nightly: number; amount: number; from: string }
  /** `nights`: those the promo applies to; `perNight` is null when the discount differs between them. */
  | { kind: "promo"; percent: number; nights: number; perNight: number | null; amount: number }
  | { kind: "fee"; nama: string; jenis: FeeKind; nilai: number; nights: number; amount: number; lang?: "id" }
  | { kind: "rooms"; rooms: number; perRoom: number; amount: number };

export interface StayPrice {
  /** Online price per night before promo, the nights' average rounded down (crossed out under a promo). */
  hargaOnline: number;
  /** Offline price per night, the nights' average rounded down. */
  hargaOffline: number;
  /** The promo percent, 0 when the promo applies to none of the stay's nights. */
  discPersenPromo: number;
  ketPromo: string | null;
  /** Nights of the stay the promo applies to. */
  promoNights: number;
  /** Online price per night after promo: the nights' average, rounded down (the booking's `harga`). */
  hargaMalam: number;
  nights: number;
  /** Each night of the stay, one room (the booking's `rincian_malam`). */
  malam: NightLine[];
  /** True when the nights are not all priced the same. */
  variesByNight: boolean;
  rooms: number;
  /** One room, whole stay, before tax and fees. */
  totalHargaOnly: number;
  /** One room, whole stay, tax and fees. */
  totalTaxOnly: number;
  /** One room, whole stay, everything included. */
  totalPerKamar: number;
  /** All rooms: total per room × rooms. */
  totalKamar: number;
  /** The chosen extras, each with its quantity and amount. */
  tambahan: ExtraLine[];
  /** Sum of the extras. */
  totalTambahan: number;
  /** The whole booking: rooms total + extras. */
  totalPayment: number;
  /** Breakdown of the rooms for the guest (the spec's detail_harga), in display order. */
  detailHarga: PriceLine[];
}

/** Who and how long, for the extras charged per guest or per night. */
export interface ExtrasInput {
  guests: number;
  extras: readonly ExtraRule[];
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
 * How many units of an extra a stay takes: one per booking (a stay, or one trip such as a station
 * transfer), one per night, one per guest, or one per guest and night. An extra is for the booking,
 * not for each room: an extra bed is one bed each night.
 */
export function extraQuantity(basis: ExtraBasis, stay: { nights: number; guests: number }): number {
  switch (basis) {
    case "PER_STAY":
    case "PER_TRIP":
      return 1;
    case "PER_NIGHT":
      return stay.nights;
    case "PER_PERSON":
      return stay.guests;
    case "PER_PERSON_NIGHT":
      return stay.guests * stay.nights;
  }
}

/** A stay whose every night has the base prices (a room type without rate calendar rows, no holidays). */
export function flatNights(
  base: { hargaOnline: number; hargaOffline: number },
  nights: readonly string[],
): NightPrice[] {
  return nights.map((night) => ({ night, hargaOnline: base.hargaOnline, hargaOffline: base.hargaOffline }));
}

/** Consecutive runs of equal values: [500, 500, 625] → [{ value: 500, count: 2, start: 0 }, …]. */
function runsOf<T>(values: readonly T[]): { value: T; count: number; start: number }[] {
  const runs: { value: T; count: number; start: number }[] = [];
  values.forEach((value, index) => {
    const last = runs.at(-1);
    if (last && last.value === value) last.count++;
    else runs.push({ value, count: 1, start: index });
  });
  return runs;
}

export function priceStay(
  room: PromoInput,
  stayNights: readonly NightPrice[],
  rooms: number,
  fees: readonly FeeRule[],
  extras: ExtrasInput = { guests: rooms, extras: [] },
): StayPrice {
  const nights = stayNights.length;
  if (nights < 1) throw new RangeError("a stay has at least one night");
  if (!Number.isInteger(rooms) || rooms < 1) throw new RangeError(`rooms must be a positive integer, got ${rooms}`);
  if (!Number.isInteger(extras.guests) || extras.guests < 1) {
    throw new RangeError(`guests must be a positive integer, got ${extras.guests}`);
  }
  const percent = Math.min(Math.max(room.discPersenPromo, 0), 100);
  const promoted = stayNights.map((n) => percent > 0 && promoAppliesOn(room.validity, n.night, { nights, holiday: n.libur === true }));
  const malam: NightLine[] = stayNights.map((n, i) => ({
    night: n.night,
    hargaOnline: n.hargaOnline,
    harga: promoted[i] ? nightlyOnlinePrice(n.hargaOnline, percent) : n.hargaOnline,
  }));
  const promoNights = promoted.filter(Boolean).length;
  const discount = promoNights > 0 ? percent : 0;
  const sumOnline = malam.reduce((sum, n) => sum + n.hargaOnline, 0);
  const sumOffline = stayNights.reduce((sum, n) => sum + n.hargaOffline, 0);
  const totalHargaOnly = malam.reduce((sum, n) => sum + n.harga, 0);

  const detailHarga: PriceLine[] = runsOf(malam.map((n) => n.hargaOnline)).map((run) => ({
    kind: "room",
    nights: run.count,
    nightly: run.value,
    amount: run.value * run.count,
    from: malam[run.start].night,
  }));
  if (discount > 0) {
    const discounts = new Set(malam.filter((_, i) => promoted[i]).map((n) => n.hargaOnline - n.harga));
    const amount = sumOnline - totalHargaOnly;
    const perNight = discounts.size === 1 ? amount / promoNights : null;
    detailHarga.push({ kind: "promo", percent: discount, nights: promoNights, perNight, amount });
  }

  let totalTaxOnly = 0;
  for (const rule of fees) {
    const amount = rule.jenis === "PERCENT" ? percentOf(totalHargaOnly, rule.nilai) : rule.nilai * nights;
    totalTaxOnly += amount;
    const lang = langOf(rule, "nama");
    detailHarga.push({
      kind: "fee",
      nama: rule.nama,
      jenis: rule.jenis,
      nilai: rule.nilai,
      nights,
      amount,
      ...(lang ? { lang } : {}),
    });
  }

  const totalPerKamar = totalHargaOnly + totalTaxOnly;
  const totalKamar = totalPerKamar * rooms;
  detailHarga.push({ kind: "rooms", rooms, perRoom: totalPerKamar, amount: totalKamar });

  const tambahan = extras.extras.map((e) => {
    const qty = extraQuantity(e.basis, { nights, guests: extras.guests });
    const line: ExtraLine = { id: e.id, nama: e.nama, harga: e.harga, basis: e.basis, qty, amount: e.harga * qty };
    // A name shown in Indonesian on an English or French page stays marked so.
    if (e.untranslated) line.untranslated = e.untranslated;
    return line;
  });
  const totalTambahan = tambahan.reduce((sum, line) => sum + line.amount, 0);

  return {
    hargaOnline: Math.floor(sumOnline / nights),
    hargaOffline: Math.floor(sumOffline / nights),
    discPersenPromo: discount,
    ketPromo: discount > 0 ? room.ketPromo : null,
    promoNights,
    hargaMalam: Math.floor(totalHargaOnly / nights),
    nights,
    malam,
    variesByNight: new Set(malam.map((n) => n.harga)).size > 1,
    rooms,
    totalHargaOnly,
    totalTaxOnly,
    totalPerKamar,
    totalKamar,
    tambahan,
    totalTambahan,
    totalPayment: totalKamar + totalTambahan,
    detailHarga,
  };
}

/**
 * The price inputs of a booking taken at the front desk: each night's offline (walk-in) price, without
 * the online promo. Tax and fees apply as they do online.
 */
export function offlineStay(nights: readonly NightPrice[]): { room: PromoInput; nights: NightPrice[] } {
  return {
    room: NO_PROMO,
    nights: nights.map((n) => ({ night: n.night, hargaOnline: n.hargaOffline, hargaOffline: n.hargaOffline })),
  };
}

/** The nights of a stay as a booking stores them (`rincian_malam`): one room, after promo. */
export function rincianMalamOf(price: StayPrice): { night: string; harga: number }[] {
  return price.malam.map((n) => ({ night: n.night, harga: n.harga }));
}

/**
 * A booking's amounts as stored (or as priced, before it is stored): the rooms, their tax and fees, each
 * extra, and the total. A booking stores exactly these amounts, so its lines add up to its total.
 */
export interface ChargeSheet {
  jumlahKamar: number;
  /** One room, whole stay. */
  totalHargaOnly: number;
  /** One room, whole stay. */
  totalTaxOnly: number;
  tambahan: readonly ({
    nama: string;
    basis: ExtraBasis;
    harga: number;
    qty: number;
    amount: number;
  } & MaybeUntranslated)[];
  total: number;
  /** The nights as sold, one room after promo (`rincian_malam`); absent for bookings from before nightly rates. */
  malam?: readonly { night: string; harga: number }[];
}

export type ChargeLine =
  | { kind: "rooms"; rooms: number; perRoom: number; amount: number }
  | { kind: "fees"; rooms: number; perRoom: number; amount: number }
  | { kind: "extra"; nama: string; basis: ExtraBasis; harga: number; qty: number; amount: number; lang?: "id" };

/** The charge sheet of a priced stay. */
export function chargeSheetOf(price: StayPrice): ChargeSheet {
  return {
    jumlahKamar: price.rooms,
    totalHargaOnly: price.totalHargaOnly,
    totalTaxOnly: price.totalTaxOnly,
    tambahan: price.tambahan,
    total: price.totalPayment,
    malam: rincianMalamOf(price),
  };
}

/** The lines of a charge sheet (rooms, tax and fees, each extra), whose amounts sum to `sheet.total`. */
export function chargeLines(sheet: ChargeSheet): ChargeLine[] {
  return [
    {
      kind: "rooms",
      rooms: sheet.jumlahKamar,
      perRoom: sheet.totalHargaOnly,
      amount: sheet.totalHargaOnly * sheet.jumlahKamar,
    },
    {
      kind: "fees",
      rooms: sheet.jumlahKamar,
      perRoom: sheet.totalTaxOnly,
      amount: sheet.totalTaxOnly * sheet.jumlahKamar,
    },
    ...sheet.tambahan.map((e) => ({
      kind: "extra" as const,
      nama: e.nama,
      basis: e.basis,
      harga: e.harga,
      qty: e.qty,
      amount: e.amount,
      lang: langOf(e, "nama"),
    })),
  ];
}

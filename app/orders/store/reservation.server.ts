import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import {
  country,
  extra,
  guest,
  hotel,
  identityType,
  paymentGroup,
  paymentMethod,
  province,
  regency,
  reservation,
  roomNight,
  roomType,
  type LangKey,
  type PaymentCategory,
} from "~/db/schema";
import { newBookingCode } from "~/orders/rules/booking-code";
import { noEmailGuestKey } from "~/utils/guest-email";
import { acceptsAmount } from "~/orders/rules/payment-channels";
import { paymentDeadline } from "~/orders/rules/payment-deadline";
import { shuffled } from "~/utils/shuffle";
import { findFreeUnits } from "~/models/availability.server";
import { insertOrderLines, insertSoldExtras } from "./order-lines.server";
import { orderLinesOf } from "~/orders/rules/order-lines";
import { guestStatement, type BookingAccount, type GuestInput } from "~/models/guest.server";
import type { WrittenReservation } from "./written-reservation.server";
import { feesQuery, offlineStay, priceStay, promoOf, promoValidityColumns, rincianMalamOf } from "~/models/pricing.server";
import { holidaysQuery, ratesQuery } from "~/models/rates.server";
import { nightPricesOfStay, stayRuleBreach } from "~/orders/rules/stay-rules";

/**
 * Creating a booking (design §4, docs/decisions/002-inventory-model.md and 010-booking-and-payment.md).
 *
 * Everything a booking writes — the guest row (see `guestStatement`), the reservation with its snapshot
 * of the guest's details, its extras and one `room_night` row per unit and night — goes into ONE `db.batch`, which D1 runs as one
 * transaction. Every statement in it is an INSERT, so none can silently do nothing: either all rows are
 * written or the batch fails and nothing is. A unit taken by a concurrent booking makes the batch fail
 * on the `room_night` primary key; we then retry with fresh candidates, a bounded number of times.
 */

export { PAYMENT_DEADLINE_MS, paymentDeadline } from "~/orders/rules/payment-deadline";
export const MAX_BOOKING_ATTEMPTS = 12;
// D1 binds at most 100 values per statement; each room_night row binds 3.
const NIGHTS_PER_STATEMENT = 30;

export interface CreateReservationInput {
  kota: number;
  cekin: string;
  cekout: string;
  durasi: number;
  tamu: number;
  kamar: number;
  hotelId: number;
  roomTypeId: number;
  paymentMethodId: number;
  extraIds: readonly number[];
  guest: GuestInput;
  /** Who is signed in, or null: the booking is theirs, but a guest row is theirs only if the e-mail is. */
  account: BookingAccount | null;
  /** The booking form's one-time token: the same form submitted twice books once. */
  formToken: string | null;
  langKey: LangKey;
  now?: Date;
  /**
   * A booking taken by staff at the front desk (a walk-in or a phone call) instead of the guest's web
   * form: mode OFFLINE, priced with the offline price, marked paid at once when the guest paid at the
   * desk, and taking the unit staff picked in the calendar when it is still free. Everything else —
   * the one batch, the night rows, the retries — is the web booking's, so the two can never sell the
   * same night twice.
   */
  desk?: DeskBookingOptions | null;
  quotedTotal?: number; // the wizard's signed quote: a stay priced otherwise now is refused, not booked
}

export interface DeskBookingOptions {
  paidNow: boolean;
  preferredUnitId: number | null;
}

export interface CreatedReservation {
  id: number;
  kodeBooking: string;
  total: number;
  batasBayar: Date;
  kategori: PaymentCategory;
  bank: string | null;
  paymentMethodKode: string;
}

export type CreateReservationFailure =
  "notAvailable" | "notFound" | "guestData" | "paymentMethod" | "paymentCap" | "capacity" | "busy" | "stayRule" | "noPrice" | "priceChanged";

export type CreateReservationResult =
  | { ok: true; duplicate: true; reservation: CreatedReservation }
  | { ok: true; duplicate: false; reservation: WrittenReservation }
  | { ok: false; reason: CreateReservationFailure };

function constraintOf(error: unknown): "night" | "code" | "formToken" | null {
  const text = String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error);
  if (!/UNIQUE|PRIMARY KEY|constraint/i.test(text)) return null;
  if (text.includes("room_night")) return "night";
  if (text.includes("reservation.form_token")) return "formToken";
  if (text.includes("reservation.kode_booking")) return "code";
  return null;
}

export async function findByFormToken(db: Db, formToken: string): Promise<CreatedReservation | null> {
  const rows = await db
    .select({
      id: reservation.id,
      kodeBooking: reservation.kodeBooking,
      total: reservation.total,
      batasBayar: reservation.batasBayar,
      kategori: paymentMethod.kategori,
      bank: paymentMethod.bank,
      paymentMethodKode: paymentMethod.kode,
    })
    .from(reservation)
    .innerJoin(paymentMethod, eq(paymentMethod.id, reservation.paymentMethodId))
    .where(eq(reservation.formToken, formToken))
    .limit(1);
  return rows[0] ?? null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createReservation(db: Db, input: CreateReservationInput): Promise<CreateReservationResult> {
  const now = input.now ?? new Date();
  if (input.formToken) {
    const existing = await findByFormToken(db, input.formToken);
    if (existing) return { ok: true, duplicate: true, reservation: existing };
  }
  const extraIds = [...new Set(input.extraIds)];
  const g = input.guest;

  // Everything the booking depends on, read in one round trip; the server computes the price.
  const [types, fees, methods, extras, identities, countries, provinces, regencies, rates, holidays] = await db.batch([
    db
      .select({
        id: roomType.id,
        nama: roomType.nama,
        kapasitas: roomType.kapasitas,
        hargaOnline: roomType.hargaOnline,
        hargaOffline: roomType.hargaOffline,
        discPersenPromo: roomType.discPersenPromo,
        ketPromo: roomType.ketPromo,
        ...promoValidityColumns,
        policy: {
          kebijakanBatal: roomType.kebijakanBatal,
          batalGratisHari: roomType.batalGratisHari,
          dendaBatalPersen: roomType.dendaBatalPersen,
        },
      })
      .from(roomType)
      .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
      .where(
        and(
          eq(roomType.id, input.roomTypeId),
          eq(roomType.hotelId, input.hotelId),
          eq(roomType.aktif, true),
          eq(hotel.aktif, true),
          eq(hotel.cityId, input.kota),
        ),
      )
      .limit(1),
    feesQuery(db),
    db
      .select({
        id: paymentMethod.id,
        kode: paymentMethod.kode,
        kategori: paymentMethod.kategori,
        bank: paymentMethod.bank,
        batasNominal: paymentMethod.batasNominal,
      })
      .from(paymentMethod)
      .innerJoin(paymentGroup, eq(paymentGroup.id, paymentMethod.groupId))
      .where(
        and(eq(paymentMethod.id, input.paymentMethodId), eq(paymentMethod.aktif, true), eq(paymentGroup.aktif, true)),
      )
      .limit(1),
    db
      .select({ id: extra.id, nama: extra.nama, harga: extra.harga, basis: extra.basis })
      .from(extra)
      .where(and(inArray(extra.id, extraIds.length > 0 ? extraIds : [-1]), eq(extra.aktif, true))),
    db.select({ id: identityType.id }).from(identityType).where(eq(identityType.id, g.identityTypeId)).limit(1),
    db.select({ id: country.id }).from(country).where(eq(country.id, g.countryId)).limit(1),
    db
      .select({ id: province.id })
      .from(province)
      .where(and(eq(province.id, g.provinceId ?? -1), eq(province.countryId, g.countryId)))
      .limit(1),
    db
      .select({ id: regency.id })
      .from(regency)
      .where(and(eq(regency.id, g.regencyId ?? -1), eq(regency.provinceId, g.provinceId ?? -1)))
      .limit(1),
    ratesQuery(db, [input.roomTypeId], input.cekin, input.cekout),
    holidaysQuery(db, input.cekin, input.cekout),
  ]);
  const type = types[0];
  if (!type) return { ok: false, reason: "notFound" };
  const method = methods[0];
  if (!method) return { ok: false, reason: "paymentMethod" };
  if (extras.length !== extraIds.length) return { ok: false, reason: "notFound" };
  if (
    identities.length === 0 ||
    countries.length === 0 ||
    (g.provinceId !== null && provinces.length === 0) ||
    (g.regencyId !== null && (g.provinceId === null || regencies.length === 0))
  ) {
    return { ok: false, reason: "guestData" };
  }
  if (input.tamu > type.kapasitas * input.kamar) return { ok: false, reason: "capacity" };
  // Only the front desk may book without an e-mail address (a walk-in with a phone number).
  if (g.email.trim() === "" && !input.desk) return { ok: false, reason: "guestData" };

  const desk = input.desk ?? null;
  // The stay rules of the rate calendar bind the guest's own booking; staff at the desk may override them.
  if (!desk && stayRuleBreach(rates, input.cekin, input.cekout)) return { ok: false, reason: "stayRule" };
  // Everything charged comes from the pricing module: each night, fees and each extra on its basis.
  const online = { room: promoOf(type), nights: nightPricesOfStay(type, rates, input.cekin, input.cekout, new Set(holidays.map((h) => h.tanggal))) };
  const priced = desk ? offlineStay(online.nights) : online;
  const price = priceStay(priced.room, priced.nights, input.kamar, fees, { guests: input.tamu, extras });
  const total = price.totalPayment;
  if (input.quotedTotal !== undefined && total !== input.quotedTotal) return { ok: false, reason: "priceChanged" };
  // The gateway refuses a gross amount below Rp 1: a web booking of 0 is refused here (the desk may give a stay away).
  if (!desk && !(total >= 1)) return { ok: false, reason: "noPrice" };
  if (!acceptsAmount(method, total)) return { ok: false, reason: "paymentCap" };
  const batasBayar = paymentDeadline(method.kategori, input.cekin, now);
  const nights = priced.nights.map((n) => n.night);
  const email = g.email.trim().toLowerCase();
  const range = { cekin: input.cekin, cekout: input.cekout };

  for (let attempt = 0; attempt < MAX_BOOKING_ATTEMPTS; attempt++) {
    const free = await findFreeUnits(db, type.id, range, 200);
    if (free.length < input.kamar) return { ok: false, reason: "notAvailable" };
    // Random candidates: concurrent bookings rarely pick the same unit, so most succeed first time.
    const preferred = desk?.preferredUnitId ?? null;
    const units = (
      preferred !== null && free.includes(preferred)
        ? [preferred, ...shuffled(free.filter((u) => u !== preferred))]
        : shuffled(free)
    ).slice(0, input.kamar);
    const kodeBooking = newBookingCode(now);
    const reservationIdSql = sql`(select ${reservation.id} from ${reservation} where ${reservation.kodeBooking} = ${kodeBooking})`;

    // A desk guest without e-mail gets a row of their own under a never-mailed placeholder (ADR 030).
    const guestKey = email === "" && desk ? noEmailGuestKey(kodeBooking) : email;
    const guestWrite = guestStatement(db, g, guestKey, input.account, input.langKey, now);
    const reservationInsert = db.insert(reservation).values({
      kodeBooking,
      guestId: sql`(select ${guest.id} from ${guest} where ${guest.email} = ${guestKey})`,
      userId: input.account?.id ?? null,
      guestNama: g.nama,
      guestIdentityTypeId: g.identityTypeId,
      guestNoIdentitas: g.noIdentitas,
      guestCountryId: g.countryId,
      guestProvinceId: g.provinceId,
      guestRegencyId: g.regencyId,
      guestEmail: email,
      guestTelepon: g.telepon,
      hotelId: input.hotelId,
      roomTypeId: type.id,
      cekin: input.cekin,
      cekout: input.cekout,
      durasi: input.durasi,
      jumlahKamar: input.kamar,
      jumlahTamu: input.tamu,
      harga: price.hargaMalam, // the nights' average after promo, rounded down; the nights are in rincianMalam
      rincianMalam: JSON.stringify(rincianMalamOf(price)),
      ...type.policy, // the cancellation policy as sold
      disc: price.discPersenPromo,
      totalHargaOnly: price.totalHargaOnly,
      totalTaxOnly: price.totalTaxOnly,
      totalTambahan: price.totalTambahan,
      total,
      mode: desk ? "OFFLINE" : "WEB",
      status: "BOOKED",
      statusBayar: desk?.paidNow ? "PAID" : "WAITING",
      paidAt: desk?.paidNow ? now : null,
      batasBayar,
      paymentMethodId: method.id,
      keteranganPromo: price.ketPromo,
      tambahpesanan: price.tambahan.length > 0 ? price.tambahan.map((e) => e.nama).join(", ") : null,
      formToken: input.formToken,
      langKey: input.langKey,
      createdAt: now,
    }).returning({ id: reservation.id, guestId: reservation.guestId });
    // Each extra as sold, then the order's lines (ADR 042): the stay, then each extra, adding up to the total.
    const extraInserts = insertSoldExtras(db, reservationIdSql, price.tambahan);
    const lineInserts = insertOrderLines(db, reservationIdSql, orderLinesOf({ ...range, roomTypeId: type.id, policy: type.policy }, price));
    const rows = units.flatMap((unitId) => nights.map((night) => ({ unitId, night, reservationId: reservationIdSql })));
    const nightInserts = [];
    for (let i = 0; i < rows.length; i += NIGHTS_PER_STATEMENT) {
      nightInserts.push(db.insert(roomNight).values(rows.slice(i, i + NIGHTS_PER_STATEMENT)));
    }

    let inserted: { id: number; guestId: number }[];
    try {
      [, inserted] = await db.batch([
        guestWrite,
        reservationInsert,
        ...extraInserts,
        ...lineInserts,
        ...(nightInserts as [(typeof nightInserts)[number]]),
      ]);
    } catch (error) {
      const which = constraintOf(error);
      if (which === "formToken" && input.formToken) {
        const existing = await findByFormToken(db, input.formToken);
        if (existing) return { ok: true, duplicate: true, reservation: existing };
      }
      if (which === "night" || which === "code") {
        // Lost a race for a unit: back off a little (jittered) and try fresh candidates.
        await sleep(Math.floor(Math.random() * 5 * (attempt + 1)));
        continue;
      }
      throw error;
    }
    const [created] = inserted;
    return {
      ok: true,
      duplicate: false,
      reservation: {
        id: created.id,
        guestId: created.guestId,
        kodeBooking,
        total,
        batasBayar,
        kategori: method.kategori,
        bank: method.bank,
        paymentMethodKode: method.kode,
        paymentMethodId: method.id,
        price,
        cancelTerms: { policy: type.policy.kebijakanBatal, freeDays: type.policy.batalGratisHari, penaltyPercent: type.policy.dendaBatalPersen },
      },
    };
  }
  return { ok: false, reason: "busy" };
}

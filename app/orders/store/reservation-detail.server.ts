import { eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import {
  hotel,
  paymentMethod,
  reservation,
  reservationExtra,
  roomType,
  type LangKey,
  type PaymentCategory,
  type PaymentChannel,
} from "~/db/schema";
import type { Language } from "~/i18n/config";
import type { CancelTerms } from "~/orders/rules/cancellation";
import type { MaybeUntranslated } from "~/utils/content-lang";
import type { StatusBayar } from "~/utils/vocabulary";
import { group } from "~/models/localize-group.server";
import type { ChargeSheet } from "~/models/pricing.server";
import { parseRincianMalam } from "~/orders/rules/rincian-malam";
import { selectReservations } from "./reservation-query.server";
import { localize } from "~/models/translation.server";

/** Reading one booking back: what its pages, e-mails and the payment-status poll show. */

export interface ReservationDetail {
  id: number;
  kodeBooking: string;
  cekin: string;
  cekout: string;
  durasi: number;
  jumlahKamar: number;
  jumlahTamu: number;
  total: number;
  status: string;
  statusBayar: StatusBayar;
  batasBayar: Date;
  /** WEB, or OFFLINE: taken at the front desk (paid at the property, no deadline — ADR 030). */
  mode: "WEB" | "OFFLINE";
  paymentCode: string | null;
  redirectUrl: string | null;
  /** A QRIS or e-wallet payment: the QR payload (or the gateway's QR image link) and the app's deeplink. */
  paymentQr: string | null;
  paymentDeeplink: string | null;
  /** The gateway order paid through now (1: the booking code itself; docs/decisions/037). */
  paymentAttempt: number;
  tambahpesanan: string | null;
  langKey: LangKey;
  satisfactionSentAt: Date | null;
  /** Names in the language asked for (`untranslated` lists the ones left in Indonesian). */
  hotel: MaybeUntranslated & {
    id: number;
    nama: string;
    alamat: string;
    latitude: number | null;
    longitude: number | null;
    telepon: string | null;
    /** Check-in from and check-out by, HH:MM (Asia/Jakarta). */
    jamCekin: string;
    jamCekout: string;
  };
  roomType: MaybeUntranslated & { id: number; nama: string; ket: "HOTEL" | "COTTAGE" };
  method: MaybeUntranslated & {
    id: number;
    kode: string;
    nama: string;
    kategori: PaymentCategory;
    bank: string | null;
    channel: PaymentChannel;
  };
  /** The guest as typed on this booking (the reservation's snapshot). */
  guest: { id: number; nama: string; email: string; telepon: string };
  /** The signed-in account that made the booking, if any. */
  userId: number | null;
  /** The amounts it was sold at, line by line (they add up to `total`). */
  charges: ChargeSheet;
  /** The cancellation policy as sold (docs/decisions/027). */
  cancelTerms: CancelTerms;
}

/** The property, room type and payment method as a booking's pages and e-mails show them (also `bookedDetail`). */
export const DETAIL_HOTEL = {
  id: hotel.id,
  nama: hotel.nama,
  alamat: hotel.alamat,
  latitude: hotel.latitude,
  longitude: hotel.longitude,
  telepon: hotel.telepon,
  jamCekin: hotel.jamCekin,
  jamCekout: hotel.jamCekout,
};
export const DETAIL_ROOM_TYPE = { id: roomType.id, nama: roomType.nama, ket: roomType.ket };
export const DETAIL_METHOD = {
  id: paymentMethod.id,
  kode: paymentMethod.kode,
  nama: paymentMethod.nama,
  kategori: paymentMethod.kategori,
  bank: paymentMethod.bank,
  channel: paymentMethod.channel,
};

/**
 * One reservation with what its pages and e-mails show, by id or booking code, its names (property,
 * room type, payment method, extras) in `language`, or in the booking's own language with "booking".
 */
export async function getReservationDetail(
  db: Db,
  key: { id: number } | { kodeBooking: string },
  language: Language | "booking",
): Promise<ReservationDetail | null> {
  const rows = await selectReservations(db, {
    id: reservation.id,
    kodeBooking: reservation.kodeBooking,
    cekin: reservation.cekin,
    cekout: reservation.cekout,
    durasi: reservation.durasi,
    jumlahKamar: reservation.jumlahKamar,
    jumlahTamu: reservation.jumlahTamu,
    total: reservation.total,
    status: reservation.status,
    statusBayar: reservation.statusBayar,
    batasBayar: reservation.batasBayar,
    mode: reservation.mode,
    paymentCode: reservation.paymentCode,
    redirectUrl: reservation.redirectUrl,
    paymentQr: reservation.paymentQr,
    paymentDeeplink: reservation.paymentDeeplink,
    paymentAttempt: reservation.paymentAttempt,
    tambahpesanan: reservation.tambahpesanan,
    langKey: reservation.langKey,
    satisfactionSentAt: reservation.satisfactionSentAt,
    hotel: DETAIL_HOTEL,
    roomType: DETAIL_ROOM_TYPE,
    method: DETAIL_METHOD,
    guest: {
      id: reservation.guestId,
      nama: reservation.guestNama,
      email: reservation.guestEmail,
      telepon: reservation.guestTelepon,
    },
    userId: reservation.userId,
    totalHargaOnly: reservation.totalHargaOnly,
    totalTaxOnly: reservation.totalTaxOnly,
    rincianMalam: reservation.rincianMalam,
    policy: reservation.kebijakanBatal,
    freeDays: reservation.batalGratisHari,
    penaltyPercent: reservation.dendaBatalPersen,
  })
    .where("id" in key ? eq(reservation.id, key.id) : eq(reservation.kodeBooking, key.kodeBooking))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { totalHargaOnly, totalTaxOnly, rincianMalam, policy, freeDays, penaltyPercent, ...detail } = row;
  const sold = await soldExtraRows(db, row.id);
  // Names as sold are kept in Indonesian; a page or e-mail in another language shows the extra's version.
  await localize(db, language === "booking" ? row.langKey : language, [
    group({ entity: "hotel", rows: [detail.hotel], fields: ["nama"] }),
    group({ entity: "room_type", rows: [detail.roomType], fields: ["nama"] }),
    group({ entity: "payment_method", rows: [detail.method], fields: ["nama"] }),
    group({ entity: "extra", rows: sold, idKey: "extraId", fields: ["nama"] }),
  ]);
  const tambahan = sold.map(({ extraId: _extraId, ...line }) => line);
  return {
    ...detail,
    charges: {
      jumlahKamar: row.jumlahKamar,
      totalHargaOnly,
      totalTaxOnly,
      tambahan,
      total: row.total,
      malam: parseRincianMalam(rincianMalam),
    },
    cancelTerms: { policy, freeDays, penaltyPercent },
  };
}

/** The extras of a booking as they were sold, in the order they were offered. */
export async function soldExtras(db: Db, reservationId: number): Promise<ChargeSheet["tambahan"]> {
  return (await soldExtraRows(db, reservationId)).map(({ extraId: _extraId, ...line }) => line);
}

/** The same, with the extra each line sold (to read its translations by). */
async function soldExtraRows(db: Db, reservationId: number) {
  const rows = await db
    .select({
      extraId: reservationExtra.extraId,
      nama: reservationExtra.nama,
      basis: reservationExtra.basis,
      harga: reservationExtra.harga,
      qty: reservationExtra.qty,
      amount: reservationExtra.jumlah,
    })
    .from(reservationExtra)
    .where(eq(reservationExtra.reservationId, reservationId))
    .orderBy(reservationExtra.extraId);
  return rows;
}

export interface PaymentStatus {
  kodeBooking: string;
  statusBayar: ReservationDetail["statusBayar"];
  batasBayar: Date;
}

/** A booking's payment status and deadline by its code: what the status poll and the outcome page read. */
export async function findPaymentStatus(db: Db, kodeBooking: string): Promise<PaymentStatus | null> {
  const [row] = await db
    .select({
      kodeBooking: reservation.kodeBooking,
      statusBayar: reservation.statusBayar,
      batasBayar: reservation.batasBayar,
    })
    .from(reservation)
    .where(eq(reservation.kodeBooking, kodeBooking))
    .limit(1);
  return row ?? null;
}

import { eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { hotel, paymentMethod, roomType } from "~/db/schema";
import { group } from "~/models/localize-group.server";
import { DETAIL_HOTEL, DETAIL_METHOD, DETAIL_ROOM_TYPE, type ReservationDetail } from "./reservation-detail.server";
import type { CreateReservationInput } from "./reservation.server";
import { localize } from "~/models/translation.server";
import type { WrittenReservation } from "./written-reservation.server";

/**
 * A booking just written, as its pages and e-mails show it (the shape `getReservationDetail` reads), built from
 * what `createReservation` wrote and the form it wrote it from: only the property, room type and payment method
 * are read (their names in the booking's language), never the reservation itself. The payment start and the
 * booking e-mail of a new booking use this (issue 37: the booking returns what it wrote).
 */
export async function bookedDetail(
  db: Db,
  input: CreateReservationInput,
  written: WrittenReservation,
): Promise<ReservationDetail | null> {
  const [hotels, types, methods] = await db.batch([
    db.select(DETAIL_HOTEL).from(hotel).where(eq(hotel.id, input.hotelId)).limit(1),
    db.select(DETAIL_ROOM_TYPE).from(roomType).where(eq(roomType.id, input.roomTypeId)).limit(1),
    db.select(DETAIL_METHOD).from(paymentMethod).where(eq(paymentMethod.id, written.paymentMethodId)).limit(1),
  ]);
  const [h, t, m] = [hotels[0], types[0], methods[0]];
  if (!h || !t || !m) return null;
  const { price } = written;
  // The extras as sold, in the order a stored booking lists them (by extra); names in the booking's language.
  const sold = [...price.tambahan]
    .sort((a, b) => a.id - b.id)
    .map((e) => ({ extraId: e.id, nama: e.nama, basis: e.basis, harga: e.harga, qty: e.qty, amount: e.amount }));
  await localize(db, input.langKey, [
    group({ entity: "hotel", rows: [h], fields: ["nama"] }),
    group({ entity: "room_type", rows: [t], fields: ["nama"] }),
    group({ entity: "payment_method", rows: [m], fields: ["nama"] }),
    group({ entity: "extra", rows: sold, idKey: "extraId", fields: ["nama"] }),
  ]);
  const g = input.guest;
  return {
    id: written.id,
    kodeBooking: written.kodeBooking,
    cekin: input.cekin,
    cekout: input.cekout,
    durasi: input.durasi,
    jumlahKamar: input.kamar,
    jumlahTamu: input.tamu,
    total: written.total,
    status: "BOOKED",
    statusBayar: input.desk?.paidNow ? "PAID" : "WAITING",
    batasBayar: written.batasBayar,
    mode: input.desk ? "OFFLINE" : "WEB",
    paymentCode: null,
    redirectUrl: null,
    paymentQr: null,
    paymentDeeplink: null,
    paymentAttempt: 1,
    tambahpesanan: price.tambahan.length > 0 ? price.tambahan.map((e) => e.nama).join(", ") : null,
    langKey: input.langKey,
    satisfactionSentAt: null,
    hotel: h,
    roomType: t,
    method: m,
    guest: { id: written.guestId, nama: g.nama, email: g.email.trim().toLowerCase(), telepon: g.telepon },
    userId: input.account?.id ?? null,
    charges: {
      jumlahKamar: input.kamar,
      totalHargaOnly: price.totalHargaOnly,
      totalTaxOnly: price.totalTaxOnly,
      tambahan: sold.map(({ extraId: _extraId, ...line }) => line),
      total: written.total,
      malam: price.malam.map((n) => ({ night: n.night, harga: n.harga })),
    },
    cancelTerms: written.cancelTerms,
  };
}

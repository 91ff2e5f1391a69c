import { eq } from "drizzle-orm";
import { hotel, reservation, roomType } from "~/db/schema";
import type { Db } from "~/models/db.server";
import type { ChatBookingView } from "~/utils/chat-booking";
import { selectReservations } from "./reservation-query.server";

export async function chatBookingByCode(db: Db, kodeBooking: string): Promise<ChatBookingView | null> {
  const row = await selectReservations(db, {
    kodeBooking: reservation.kodeBooking,
    status: reservation.status,
    statusBayar: reservation.statusBayar,
    mode: reservation.mode,
    cekin: reservation.cekin,
    cekout: reservation.cekout,
    durasi: reservation.durasi,
    jumlahKamar: reservation.jumlahKamar,
    jumlahTamu: reservation.jumlahTamu,
    total: reservation.total,
    batasBayar: reservation.batasBayar,
    hotelNama: hotel.nama,
    roomTypeNama: roomType.nama,
  })
    .where(eq(reservation.kodeBooking, kodeBooking))
    .get();
  return row ? { ...row, batasBayar: row.batasBayar.getTime() } : null;
}

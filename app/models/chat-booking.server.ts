import { eq } from "drizzle-orm";
import { hotel, reservation, roomType } from "~/db/schema";
import type { Db } from "~/models/db.server";
import type { StatusBayar } from "~/utils/vocabulary";
import { selectReservations } from "./reservation-query.server";

/**
 * What customer service sees of a booking a guest quotes in the chat: enough to answer "where is my
 * booking?" — status, stay, property, room type, amount and payment state — and nothing of the guest's
 * contact details, payment codes or links (the console only reads; changes stay with the front desk).
 */
export interface ChatBookingView {
  kodeBooking: string;
  status: string;
  statusBayar: StatusBayar;
  mode: "WEB" | "OFFLINE";
  cekin: string;
  cekout: string;
  durasi: number;
  jumlahKamar: number;
  jumlahTamu: number;
  total: number;
  /** Epoch milliseconds: when an unpaid web booking lapses. */
  batasBayar: number;
  hotelNama: string;
  roomTypeNama: string;
}

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

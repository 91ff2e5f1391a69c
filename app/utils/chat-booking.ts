import type { StatusBayar } from "./vocabulary";

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

export type EventStatus = "upcoming" | "ongoing" | "past";

/** Where an event stands on a given day (dates YYYY-MM-DD; a one-day event has no end date). */
export function eventStatus(tanggal: string, tanggalSelesai: string | null, today: string): EventStatus {
  if (tanggal > today) return "upcoming";
  if ((tanggalSelesai ?? tanggal) >= today) return "ongoing";
  return "past";
}

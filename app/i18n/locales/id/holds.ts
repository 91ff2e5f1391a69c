import type { Widen } from "../widen";

/** The desk's blocks, nights held for other channels (OTA calendars) and double sales, on the front-desk calendar. */
const holds = {
  holds: {
    calendar: {
      blocked: "Diblokir",
      blockedMeaning: "Diblokir front desk (alasan di keterangan sel)",
      cellBlocked: "Kamar {{unit}} diblokir: {{reason}}",
      external: "Terjual di kanal lain",
      externalMeaning: "Terjual di kanal lain (nama kanal tertulis di sel)",
      cellExternal: "Kamar {{unit}} terjual di {{source}}",
      unknownSource: "kanal lain",
      conflict: "Bentrok",
      conflictMeaning: "Bentrok: terjual di sini dan di kanal lain",
      cellConflict: "Bentrok: {{kode}}, {{guest}}; juga terjual di {{source}}",
      conflictsLink: "Daftar bentrok dengan kanal lain",
    },
    list: {
      title: "Blokir dan kanal lain di rentang ini",
      empty: "Tidak ada kamar yang diblokir atau terjual di kanal lain pada rentang ini.",
      unit: "Kamar",
      source: "Sumber",
      dates: "Tanggal",
      reason: "Alasan",
      range: "{{from}} – {{to}} (check-out)",
      block: "Blokir front desk",
      unblock: "Buka blokir",
      unblockConfirm: "Buka blokir kamar {{unit}}, {{from}} – {{to}}? Malam-malamnya dapat dipesan lagi.",
      unblockYes: "Ya, buka blokir",
    },
    form: {
      title: "Blokir kamar",
      lead: "Tutup satu kamar untuk beberapa malam (perbaikan, dipakai pemilik). Malam yang sudah terisi tidak bisa diblokir.",
      unit: "Kamar",
      choose: "— pilih kamar —",
      from: "Dari malam",
      to: "Sampai (tanggal check-out)",
      reason: "Alasan",
      reasonHint: "Paling banyak {{max}} karakter.",
      submit: "Blokir",
    },
    errors: {
      required: "Harus diisi.",
      unit: "Pilih kamar properti ini.",
      date: "Tanggal tidak valid.",
      past: "Tanggal mulai sudah lewat.",
      order: "Tanggal selesai harus setelah tanggal mulai.",
      tooMany: "Paling lama {{max}} malam.",
      tooLong: "Paling banyak {{max}} karakter.",
      taken_one: "Tidak dapat memblokir: {{count}} malam sudah terisi ({{nights}}).",
      taken_other: "Tidak dapat memblokir: {{count}} malam sudah terisi ({{nights}}).",
      badRequest: "Permintaan tidak valid.",
      blockGone: "Blokir ini sudah tidak ada.",
    },
    toast: {
      blocked: "Kamar {{unit}} diblokir.",
      unblocked: "Blokir kamar {{unit}} dibuka.",
    },
    conflicts: {
      title: "Bentrok dengan Kanal Lain",
      lead: "Malam yang dipesan di kanal lain padahal sudah terjual di sini. Kamar ini terjual dua kali: batalkan salah satu pesanan.",
      backToCalendar: "‹ Kembali ke kalender",
      caption: "Bentrok {{hotel}} mulai hari ini",
      unit: "Kamar",
      source: "Kanal",
      nights: "Malam bentrok",
      bookings: "Reservasi di sini",
      todo: "Yang harus dilakukan",
      todoText: "Batalkan pesanan di {{source}} (di ekstranet kanal itu) atau batalkan reservasi di sini, lalu hubungi tamunya.",
      noBooking: "Tidak ada lagi reservasi di malam ini.",
      empty: "Tidak ada bentrok. Semua malam dari kanal lain tercatat tanpa tumpang tindih.",
    },
  },
};

export default holds;
export type HoldsMessages = Widen<typeof holds>;

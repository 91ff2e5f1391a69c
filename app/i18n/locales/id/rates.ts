import type { Widen } from "../widen";

/** Nightly prices, stay rules and the 30-day price strip (guest pages). */
const rates = {
  rates: {
    rule: {
      minMalam_one: "Minimum {{count}} malam untuk kedatangan hari {{weekday}}",
      minMalam_other: "Minimum {{count}} malam untuk kedatangan hari {{weekday}}",
      maxMalam_one: "Maksimum {{count}} malam untuk kedatangan hari {{weekday}}",
      maxMalam_other: "Maksimum {{count}} malam untuk kedatangan hari {{weekday}}",
      closedToArrival: "Tidak menerima kedatangan pada {{date}}",
      closedToDeparture: "Tidak menerima keberangkatan (check-out) pada {{date}}",
      stopSell: "Tidak dijual untuk malam {{date}}",
    },
    notBookable: "Tidak dapat dipesan untuk tanggal ini",
    perNightAverage: "/malam (rata-rata)",
    averageNightly: "rata-rata per malam",
    promoVaries: "Diskon {{percent}}%",
    nightsAt: "{{nights}} × {{price}}",
    promo: {
      validFor: "Berlaku: {{conditions}}",
      nightsRange: "menginap hari {{from}}–{{to}}",
      nightsList: "menginap hari {{days}}",
      period: "{{from}} – {{to}}",
      periodFrom: "mulai {{date}}",
      periodUntil: "sampai {{date}}",
      minStay_one: "minimal {{count}} malam",
      minStay_other: "minimal {{count}} malam",
      notHolidays: "kecuali hari libur nasional dan cuti bersama",
      notThisStay: "Tidak berlaku untuk tanggal menginap ini.",
      someNights_one: "Berlaku untuk {{count}} dari {{total}} malam menginap Anda.",
      someNights_other: "Berlaku untuk {{count}} dari {{total}} malam menginap Anda.",
    },
    strip: {
      title: "Harga per malam, 30 hari",
      caption: "Harga per malam {{nama}} mulai {{date}} (sebelum pajak). Geser untuk melihat hari lainnya.",
      weekend: "Akhir pekan",
      holiday: "Hari libur",
      closed: "Tutup",
      legend: "Akhir pekan dan hari libur ditandai.",
    },
  },
};

export default rates;
export type RatesMessages = Widen<typeof rates>;

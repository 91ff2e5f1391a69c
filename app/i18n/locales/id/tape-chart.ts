import type { Widen } from "../widen";

/** The tape chart of every estate and the reservation search of the front desk. */
const tapeChart = {
  tapeChart: {
    lead: "Semua estate dalam satu layar, satu baris per kamar. Klik pemesanan untuk membukanya, klik sel kosong untuk walk-in.",
    hotel: "Estate",
    allHotels: "Semua estate",
    roomType: "Tipe kamar",
    allRoomTypes: "Semua tipe kamar",
    roomTypeOption: "{{hotel}} — {{type}}",
    days: "Rentang",
    daysOption_one: "{{count}} hari",
    daysOption_other: "{{count}} hari",
    caption: "Hunian {{from}} sampai {{to}}",
    today: "Hari ini",
    weekend: "Akhir pekan",
    units_one: "{{count}} kamar",
    units_other: "{{count}} kamar",
    freeCell: "Kamar {{unit}}, {{date}}: kosong — buat walk-in",
    bar: "{{guest}} ({{kode}}): {{status}}, {{channel}}, kamar {{unit}}, {{from}} – {{to}}",
    continuesBefore: "berlanjut dari sebelumnya",
    continuesAfter: "berlanjut sesudahnya",
    tone: {
      waiting: "Tahan",
      booked: "Dipesan",
      in: "Menginap",
      out: "Check-out",
      noshow: "Tidak datang",
    },
    toneMeaning: {
      waiting: "Menunggu pembayaran (bergaris)",
      booked: "Terisi: dipesan, lunas atau bayar di properti",
      in: "Tamu sudah check-in (garis tebal di kiri)",
      out: "Sudah check-out (pudar)",
      noshow: "Tamu tidak datang (bertitik)",
    },
    channel: {
      WEB: "Web",
      OFFLINE: "Desk",
    },
    channelLegend: "Kanal: Web = situs, Desk = front desk, nama OTA = terjual di kanal lain",
    conflictsLink: "Bentrok {{hotel}}",
    noUnits: "Belum ada kamar untuk pilihan ini.",
    errors: {
      badQuery:
        "Parameter kalender tidak valid. Estate dan tipe kamar harus dipilih dari daftar, tanggal berformat YYYY-MM-DD dan rentang 7 sampai 31 hari.",
    },
    search: {
      label: "Cari tamu atau kode",
      hint: "Nama tamu, nomor telepon, e-mail atau kode booking",
      tooLong: "Kata pencarian terlalu panjang: paling banyak {{max}} karakter.",
      contact: "Kontak",
    },
  },
};

export default tapeChart;
export type TapeChartMessages = Widen<typeof tapeChart>;

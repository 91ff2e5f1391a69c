import type { Widen } from "../widen";

/** The manager's dashboard (/admin): today's guests, occupancy, ADR, RevPAR, channels, countries, satisfaction. */
const dashboard = {
  dashboard: {
    title: "Dasbor",
    lead: "Angka usaha properti yang boleh Anda lihat. Semua tanggal menurut waktu Jakarta (WIB).",
    none: "–",
    numbers: "Lihat angkanya",
    csv: "Unduh CSV",
    csvOf: "Unduh CSV: {{what}}",
    filter: {
      label: "Properti",
      all: "Semua properti",
      submit: "Tampilkan",
      scope_one: "Akun Anda bekerja untuk {{count}} properti.",
      scope_other: "Akun Anda bekerja untuk {{count}} properti.",
      scopeAll: "Akun Anda melihat semua properti.",
    },
    errors: {
      badSection: "Bagian dasbor ini tidak dikenal.",
    },
    estates: {
      title: "Properti yang ditangani",
      hint: "Angka dasbor akun ini hanya untuk properti yang dicentang. Tidak ada yang dicentang = semua properti.",
      submit: "Simpan properti",
      saved: "Properti akun {{login}} disimpan.",
      invalid: "Pilihan properti tidak valid.",
    },
    today: {
      title: "Hari ini, {{date}}",
      arrivals: "Kedatangan",
      departures: "Keberangkatan",
      inHouse: "Tamu menginap",
      count_one: "{{count}} pemesanan",
      count_other: "{{count}} pemesanan",
      empty: "Tidak ada.",
      more_one: "…dan {{count}} lainnya.",
      more_other: "…dan {{count}} lainnya.",
      printable: "Daftar cetak",
      columns: { kode: "Kode", guest: "Tamu", property: "Properti", units: "Kamar" },
    },
    pending: {
      title: "Menunggu pembayaran",
      lead: "Pemesanan web yang belum dibayar, batas bayar terdekat lebih dulu.",
      empty: "Tidak ada pemesanan yang menunggu pembayaran.",
      columns: { kode: "Kode", guest: "Tamu", property: "Properti", total: "Total", deadline: "Batas bayar" },
    },
    occupancy: {
      title: "Tingkat hunian",
      last30: "30 malam terakhir",
      next30: "30 malam ke depan",
      chartLast: "Hunian per malam, 30 malam terakhir",
      chartNext: "Hunian per malam, 30 malam ke depan",
      summary: "{{percent}} ({{sold}} dari {{available}} kamar-malam)",
      columns: { night: "Malam", sold: "Kamar-malam terjual", available: "Kamar-malam tersedia", occupancy: "Hunian" },
    },
    performance: {
      title: "Pendapatan, ADR dan RevPAR",
      periodsNote:
        "Bulan ini dihitung sampai hari ini ({{from}} – {{to}}); bulan lalu ({{lastMonth}}) dan bulan yang sama tahun lalu ({{lastYear}}) dihitung satu bulan penuh.",
      thisMonth: "Bulan ini (s.d. hari ini)",
      lastMonth: "Bulan lalu",
      lastYear: "Tahun lalu, bulan yang sama",
      total: "Semua properti",
      chart: "Pendapatan kamar per properti",
      empty: "Belum ada properti.",
      columns: {
        estate: "Properti",
        period: "Periode",
        revenue: "Pendapatan kamar",
        occupancy: "Hunian",
        adr: "ADR",
        revpar: "RevPAR",
        sold: "Kamar-malam terjual",
        ota: "Dari OTA",
        available: "Kamar-malam tersedia",
      },
    },
    channels: {
      title: "Pemesanan per kanal",
      lead: "Malam bulan ini (s.d. hari ini). Impor OTA tidak membawa harga, jadi tidak masuk pendapatan.",
      chart: "Kamar-malam per kanal",
      names: { web: "Web", desk: "Meja depan", ota: "Impor OTA" },
      columns: { channel: "Kanal", bookings: "Pemesanan / acara", roomNights: "Kamar-malam" },
    },
    countries: {
      title: "Pemesanan per negara tamu",
      chart: "Kamar-malam per negara tamu",
      unknown: "Tidak diketahui",
      empty: "Belum ada pemesanan bulan ini.",
      columns: { country: "Negara", bookings: "Pemesanan", roomNights: "Kamar-malam" },
    },
    satisfaction: {
      title: "Kepuasan tamu per bulan",
      chart: "Persentase jawaban puas per bulan",
      empty: "Belum ada jawaban kepuasan dalam 12 bulan terakhir.",
      columns: { month: "Bulan", answers: "Jawaban", puas: "Puas", ratingAvg: "Rata-rata nilai (1–5)" },
    },
    definitions: {
      title: "Cara angka dihitung",
      occupancy: "Hunian",
      occupancyText: "kamar-malam terjual ÷ kamar-malam tersedia.",
      adr: "ADR (tarif rata-rata harian)",
      adrText:
        "pendapatan kamar ÷ kamar-malam terjual di sini (malam impor OTA tidak dihitung karena harganya tidak diketahui).",
      revpar: "RevPAR (pendapatan per kamar tersedia)",
      revparText: "pendapatan kamar ÷ kamar-malam tersedia.",
      available: "Kamar-malam tersedia",
      availableText:
        "unit aktif dari tipe kamar aktif × jumlah malam, dikurangi malam yang diblokir meja depan (tidak dapat dijual).",
      sold: "Kamar-malam terjual",
      soldText:
        "malam pemesanan yang tidak dibatalkan, kedaluwarsa atau no-show (tamu no-show tidak memakai kamar), ditambah malam dari kalender OTA. Pemesanan web dihitung setelah dibayar; pemesanan meja depan dan bayar di tempat dihitung sejak dibuat.",
      revenue: "Pendapatan kamar",
      revenueText:
        "harga kamar per malam saat dijual × jumlah kamar, dicatat pada malam menginap (bukan tanggal pemesanan), tanpa pajak, biaya dan tambahan.",
    },
  },
};

export default dashboard;
export type DashboardMessages = Widen<typeof dashboard>;

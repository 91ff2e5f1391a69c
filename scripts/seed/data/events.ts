import type { SeedMotif, SeedScene } from "../images";
import { p, ul } from "./html";

/**
 * When an event happens, relative to the day the database is seeded:
 * - `offsetDays`: that many days from today (negative = past);
 * - `monthDay` + `occurrence`: a calendar date such as 17 August, on its previous or next occurrence
 *   (today counts as "next"), for events whose name ties them to a date.
 */
export type EventWhen = { offsetDays: number } | { monthDay: string /* MM-DD */; occurrence: "previous" | "next" };

export interface EventSeed {
  slug: string;
  nama: string;
  when: EventWhen;
  /** Number of days; > 1 sets tanggal_selesai. */
  days: number;
  lokasi: string;
  jenisEvent: string;
  deskripsi: string;
  inMenu: boolean;
  scene: SeedScene;
  motif: SeedMotif;
}

export const EVENTS: readonly EventSeed[] = [
  {
    slug: "festival-petik-teh-wonosari",
    nama: "Festival Petik Teh Wonosari",
    when: { offsetDays: 21 },
    days: 2,
    lokasi: "Agrowisata Kebun Teh Wonosari, Lawang",
    jenisEvent: "Festival",
    deskripsi:
      p(
        "Dua hari merayakan pucuk teh terbaik musim ini: lomba petik teh antarpengunjung, tur pabrik malam, pasar produk desa dan pertunjukan bantengan dari Singosari.",
      ) +
      ul(
        "Lomba petik teh (kategori keluarga dan umum)",
        "Kelas menyeduh teh bersama tester pabrik",
        "Pasar tani: stroberi, sayur organik, madu kelengkeng",
        "Panggung seni tradisi setiap malam",
      ),
    inMenu: true,
    scene: "tea",
    motif: "tea",
  },
  {
    slug: "pekan-foto-matahari-terbit",
    nama: "Pekan Foto Matahari Terbit di Kebun",
    when: { offsetDays: 9 },
    days: 7,
    lokasi: "Kebun Teh Kertowono, Lumajang",
    jenisEvent: "Fotografi",
    deskripsi:
      p(
        "Seminggu berburu foto fajar dengan latar Semeru bersama fotografer lanskap. Setiap pagi rombongan berangkat pukul 04.00 ke gardu pandang blok atas, dilanjutkan ulasan foto dan sarapan di wisma.",
      ) + p("Peserta dengan tiga foto terbaik mendapat voucher menginap dua malam di wisma grup."),
    inMenu: true,
    scene: "tea",
    motif: "camera",
  },
  {
    slug: "festival-panen-kopi-ijen",
    nama: "Festival Panen Kopi Ijen",
    when: { monthDay: "07-18", occurrence: "next" },
    days: 3,
    lokasi: "Kebun Kopi Blawan, Bondowoso",
    jenisEvent: "Festival",
    deskripsi:
      p(
        "Puncak musim panen arabika di dataran tinggi Ijen. Ikut memetik ceri merah bersama pemetik kebun, menyaksikan proses basah di kanal-kanal pabrik, dan mencicipi kopi dari berbagai blok kebun dalam sesi cupping terbuka.",
      ) +
      ul(
        "Petik ceri kopi setiap pagi",
        "Cupping bersama Q-grader",
        "Lomba seduh manual tingkat Jawa Timur",
        "Pasar kopi dan kuliner Bondowoso",
      ),
    inMenu: true,
    scene: "coffee",
    motif: "coffee",
  },
  {
    slug: "malam-api-unggun-tahun-baru",
    nama: "Malam Api Unggun Pergantian Tahun",
    when: { monthDay: "12-31", occurrence: "next" },
    days: 1,
    lokasi: "Cottage Kebun Teh Wonosari",
    jenisEvent: "Perayaan",
    deskripsi: p(
      "Sambut tahun baru di tengah kebun teh: api unggun besar, jagung dan ubi bakar, musik akustik dan hitung mundur di bawah langit Arjuno. Terbuka untuk tamu wisma dan cottage serta pengunjung umum dengan tiket terbatas.",
    ),
    inMenu: true,
    scene: "tea",
    motif: "fire",
  },
  {
    slug: "pasar-kuliner-gumitir",
    nama: "Pasar Kuliner Kebun Gumitir",
    when: { offsetDays: 3 },
    days: 2,
    lokasi: "Kafe Puncak Gumitir, Jember",
    jenisEvent: "Kuliner",
    deskripsi: p(
      "Akhir pekan kuliner di puncak Gumitir: rawon, nasi tempong, tape goreng Bondowoso, suwar-suwir Jember dan kopi robusta kebun. Anak-anak bisa ikut tur sadap karet pagi hari.",
    ),
    inMenu: false,
    scene: "pass",
    motif: "coffee",
  },
  {
    slug: "lomba-tujuh-belasan",
    nama: "Lomba Tujuh Belasan di Kebun",
    when: { monthDay: "08-17", occurrence: "previous" },
    days: 1,
    lokasi: "Lapangan Kantor Kebun Blawan, Bondowoso",
    jenisEvent: "Perayaan",
    deskripsi:
      p(
        "Peringatan Hari Kemerdekaan bersama keluarga karyawan kebun dan tamu wisma: upacara bendera di lapangan kebun, lalu lomba-lomba rakyat sampai sore.",
      ) +
      ul(
        "Balap karung dan makan kerupuk",
        "Tarik tambang antarafdeling",
        "Panjat pinang",
        "Lomba memetik ceri kopi tercepat",
      ),
    inMenu: false,
    scene: "pass",
    motif: "flag",
  },
  {
    slug: "kelas-seduh-manual",
    nama: "Kelas Seduh Kopi Manual",
    when: { offsetDays: -12 },
    days: 1,
    lokasi: "Kedai Kopi Blawan, Bondowoso",
    jenisEvent: "Kelas",
    deskripsi: p(
      "Kelas tiga jam bersama barista kedai: mengenal profil sangrai arabika Blawan, menggiling, dan menyeduh dengan V60, tubruk dan French press. Peserta membawa pulang 250 g biji kopi.",
    ),
    inMenu: false,
    scene: "coffee",
    motif: "coffee",
  },
  {
    slug: "jelajah-sepeda-kalibaru",
    nama: "Jelajah Sepeda Kebun Kakao Kalibaru",
    when: { offsetDays: -40 },
    days: 1,
    lokasi: "Wisma Kebun Kalibaru, Banyuwangi",
    jenisEvent: "Olahraga",
    deskripsi: p(
      "Bersepeda santai 25 km menyusuri jalan kebun kakao, kopi dan cengkeh, menyeberangi sungai dan berakhir dengan makan siang di wisma. Rute cocok untuk pemula; sepeda dapat disewa di lokasi.",
    ),
    inMenu: false,
    scene: "cacao",
    motif: "tea",
  },
  {
    slug: "syukuran-panen-kopi-blawan",
    nama: "Syukuran Panen Kopi Blawan",
    when: { monthDay: "07-25", occurrence: "previous" },
    days: 1,
    lokasi: "Pabrik Kopi Blawan, Bondowoso",
    jenisEvent: "Budaya",
    deskripsi: p(
      "Tradisi syukuran akhir panen kopi: kirab hasil bumi, doa bersama dan kenduri tumpeng di halaman pabrik, dilanjutkan tari tradisional Bondowoso dan pertunjukan musik patrol.",
    ),
    inMenu: false,
    scene: "coffee",
    motif: "coffee",
  },
  {
    slug: "trail-run-arjuno",
    nama: "Trail Run Lereng Arjuno",
    when: { offsetDays: -75 },
    days: 1,
    lokasi: "Agrowisata Kebun Teh Wonosari, Lawang",
    jenisEvent: "Olahraga",
    deskripsi: p(
      "Lari lintas alam 10 km dan 21 km melewati kebun teh, hutan pinus dan desa di lereng Arjuno. Diikuti lebih dari 600 pelari dari berbagai kota di Jawa Timur.",
    ),
    inMenu: false,
    scene: "tea",
    motif: "tea",
  },
];

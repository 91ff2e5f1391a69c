import type { RoomKind } from "../../../app/db/schema";
import type { SeedScene } from "../images";
import { companyEmail } from "./company";
import type { CityName } from "./geo";
import { numbered, ol, p, ul } from "./html";
import type { AccommodationTypeName, FacilityName } from "./reference";

/**
 * A room type's promo and when it applies (docs/decisions/027): the nights of the week it is for (0 = Sunday
 * night … 6 = Saturday night; absent = every night), its seasons as MM-DD ranges repeated every year of the
 * seed (a range may run over New Year; absent = all year), a minimum stay, and whether holidays are excluded.
 */
export interface PromoSeed {
  persen: number;
  ket: string;
  malam?: number[];
  musim?: [string, string][];
  minMalam?: number;
  kecualiLibur?: boolean;
}

/**
 * "Promo Hari Kerja": Sunday to Thursday nights, never on a holiday nor over the year-end season (24 December
 * to 3 January), when weekday prices are not what the cottages sell at.
 */
const hariKerja = (persen: number): PromoSeed => ({
  persen,
  ket: "Promo Hari Kerja",
  malam: [0, 1, 2, 3, 4],
  musim: [["01-04", "12-23"]],
  kecualiLibur: true,
});

/** "Promo Akhir Pekan": Friday and Saturday nights. */
const akhirPekan = (persen: number): PromoSeed => ({ persen, ket: "Promo Akhir Pekan", malam: [5, 6] });

/** "Diskon Musim Panen Kopi": the coffee harvest, May to August, for stays of two nights or more. */
const panenKopi = (persen: number): PromoSeed => ({ persen, ket: "Diskon Musim Panen Kopi", musim: [["05-01", "08-31"]], minMalam: 2 });

/** "Promo Liburan Sekolah": the school holidays of midyear and year-end. */
const liburanSekolah = (persen: number): PromoSeed => ({
  persen,
  ket: "Promo Liburan Sekolah",
  musim: [
    ["06-20", "07-12"],
    ["12-19", "01-03"],
  ],
});

export interface RoomTypeSeed {
  nama: string;
  ket: RoomKind;
  kapasitas: number;
  luas: number;
  tipeBed: string;
  keterangan: string;
  /** Bullet points of the room's facilities as shown on the room list (fas_web). */
  fasWeb: string;
  fasilitas: FacilityName[];
  hargaOnline: number;
  /** Walk-in (offline) price premium over the online price, in percent. */
  markupOffline: number;
  promo?: PromoSeed;
  /** Cancellation policy (docs/decisions/027); absent = free until 3 days before arrival, then 50 %. */
  batal?: { kebijakan: "FLEXIBLE" | "NON_REFUNDABLE"; hari: number; persen: number };
  units: string[];
  /** Number of photos (2–5). */
  photos: number;
  /** Bed layout drawn in the room illustration. */
  bed: "double" | "twin" | "family";
}

export interface HotelSeed {
  slug: string;
  nama: string;
  jenis: AccommodationTypeName;
  kota: CityName;
  alamat: string;
  email: string;
  telepon: string;
  latitude: number;
  longitude: number;
  deskripsi: string;
  direction: string;
  fasilitas: FacilityName[];
  /** Facade illustration of the first photo. */
  building: "colonial" | "city" | "villa" | "cottage";
  /** Scenery of the other photos. */
  scene: SeedScene;
  /** Check-in from and check-out until, "HH:MM" WIB. */
  jamCekin: string;
  jamCekout: string;
  /** House rules, one a line on the room page (3–6; their English and French are in translations/hotels.ts). */
  aturan: string[];
  /** Captions of the three property photos (facade, surroundings, detail). */
  photoCaptions: [string, string, string];
  roomTypes: RoomTypeSeed[];
}

/** House rules of the estates' properties, shared where the estates share them. */
export const RULES = {
  noSmoking: "Dilarang merokok di dalam kamar; silakan merokok di beranda atau taman.",
  quiet: "Jam tenang pukul 22.00–06.00; mohon tidak menyalakan musik keras.",
  noPets: "Hewan peliharaan tidak diizinkan.",
  identity: "Setiap tamu dewasa menunjukkan KTP atau paspor saat check-in.",
  visitors: "Tamu yang berkunjung dipersilakan hingga pukul 21.00 dan tidak menginap.",
  lateArrival: "Kedatangan setelah pukul 21.00 mohon dikabarkan lebih dulu kepada petugas.",
  campfire: "Api unggun hanya di area api unggun dan didampingi petugas.",
  estateWalks: "Masuk kebun dan pabrik hanya bersama pemandu; jangan memetik pucuk teh atau buah kopi sendiri.",
  noAlcohol: "Minuman beralkohol tidak diperkenankan di area kebun.",
  pool: "Anak di bawah 12 tahun di kolam renang didampingi orang dewasa; kolam buka pukul 07.00–18.00.",
  kitchen: "Dapur boleh dipakai tamu; mohon dibersihkan kembali setelah digunakan.",
  steps: "Jalan menuju cottage berupa undakan batu; berhati-hatilah saat hujan dan malam hari.",
  keys: "Kunci kamar yang hilang dikenakan biaya penggantian Rp 100.000.",
  water: "Air panas dari pemanas tenaga surya; mohon hemat air dan matikan lampu saat keluar kamar.",
} as const;

const HOMESTAY_ROOM = ["Wi-Fi", "Air Panas", "TV"] as const satisfies readonly FacilityName[];

export const HOTELS: readonly HotelSeed[] = [
  {
    slug: "wisma-wonosari",
    nama: "Wisma Kebun Teh Wonosari",
    jenis: "Homestay",
    kota: "Malang",
    alamat: "Kebun Teh Wonosari, Desa Toyomarto, Kec. Singosari, Kabupaten Malang 65153",
    email: companyEmail("wisma.wonosari"),
    telepon: "(0341) 426 032",
    latitude: -7.8234,
    longitude: 112.6487,
    deskripsi:
      "Rumah administratur peninggalan tahun 1910-an yang kini menjadi wisma tamu di tengah Kebun Teh Wonosari, di lereng Gunung Arjuno pada ketinggian 950 mdpl. Lantai tegel kunci, jendela tinggi berdaun krepyak dan beranda luas menghadap hamparan teh membuat suasana tempo dulu tetap terasa, sementara kamar-kamarnya sudah dilengkapi air panas dan Wi-Fi. Pagi hari tamu bisa ikut memetik pucuk teh bersama para pemetik, lalu menikmati teh hitam produksi pabrik kebun sendiri di beranda.",
    direction:
      p("Wisma berada di dalam kawasan Agrowisata Kebun Teh Wonosari, sekitar 30 km di utara Kota Malang.") +
      ol(
        "Dari Kota Malang ambil Jl. Raya Malang–Surabaya ke arah Lawang (± 40 menit).",
        "Di pertigaan Polsek Lawang belok kiri ke Jl. Wonosari, ikuti papan petunjuk Agrowisata Wonosari sejauh 7 km.",
        "Setelah gerbang kebun, lurus hingga pabrik teh; wisma ada di kanan jalan, 200 m setelah pabrik.",
      ) +
      p("Dari Stasiun Lawang tersedia layanan antar-jemput wisma; pesan saat reservasi."),
    fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Parkir", "Mushola", "Area Api Unggun", "Antar-Jemput"],
    jamCekin: "14:00",
    jamCekout: "12:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.identity, RULES.estateWalks, RULES.campfire],
    building: "colonial",
    scene: "tea",
    photoCaptions: ["Wisma Kebun Teh Wonosari", "Hamparan teh di depan beranda", "Pucuk teh petikan pagi"],
    roomTypes: [
      {
        nama: "Standard",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 20,
        tipeBed: "Double 160×200",
        keterangan: "Kamar di sayap belakang wisma dengan jendela menghadap kebun sayur dan deretan pohon mahoni.",
        fasWeb: ul("Kasur double 160×200", "Kamar mandi dalam dengan air panas", "Teh dan kopi kebun gratis", "Wi-Fi"),
        fasilitas: [...HOMESTAY_ROOM],
        hargaOnline: 380_000,
        markupOffline: 15,
        units: numbered("1", 1, 6),
        photos: 3,
        bed: "double",
      },
      {
        nama: "Deluxe",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 28,
        tipeBed: "King 180×200",
        keterangan: "Kamar utama rumah administratur dengan langit-langit tinggi dan pintu langsung ke beranda depan.",
        fasWeb: ul(
          "Kasur king 180×200",
          "Beranda pribadi menghadap kebun teh",
          "Air panas",
          "TV layar datar",
          "Sarapan untuk 2 orang",
        ),
        fasilitas: [...HOMESTAY_ROOM, "Sarapan"],
        hargaOnline: 560_000,
        markupOffline: 15,
        promo: akhirPekan(15),
        units: numbered("2", 1, 5),
        photos: 4,
        bed: "double",
      },
      {
        nama: "Family",
        ket: "HOTEL",
        kapasitas: 4,
        luas: 40,
        tipeBed: "1 Double + 2 Single",
        keterangan: "Dua ruang bersambung, cocok untuk keluarga dengan anak; ruang duduk dengan perapian.",
        fasWeb: ul(
          "1 kasur double dan 2 kasur single",
          "Ruang duduk dengan perapian",
          "Air panas",
          "TV",
          "Sarapan untuk 4 orang",
        ),
        fasilitas: [...HOMESTAY_ROOM, "Sarapan", "Perapian"],
        hargaOnline: 850_000,
        markupOffline: 12,
        units: numbered("3", 1, 3),
        photos: 3,
        bed: "family",
      },
    ],
  },
  {
    slug: "cottage-wonosari",
    nama: "Cottage Kebun Teh Wonosari",
    jenis: "Cottage",
    kota: "Malang",
    alamat: "Blok Teh Sumberawan, Kebun Teh Wonosari, Desa Toyomarto, Kec. Singosari, Kabupaten Malang 65153",
    email: companyEmail("cottage.wonosari"),
    telepon: "(0341) 426 045",
    latitude: -7.8191,
    longitude: 112.6533,
    deskripsi:
      "Deretan cottage kayu yang berdiri di antara barisan tanaman teh, masing-masing dengan teras menghadap Gunung Arjuno. Udara sejuk 18–22 °C sepanjang hari, kabut tipis di pagi hari dan langit penuh bintang di malam hari. Tersedia pula villa keluarga dengan dapur untuk rombongan yang ingin memasak sendiri.",
    direction:
      p("Cottage berada 1 km di atas wisma dan pabrik teh Wonosari.") +
      ol(
        "Ikuti petunjuk menuju Agrowisata Kebun Teh Wonosari dari Lawang.",
        "Lapor di pos gerbang kebun, lalu lanjut ke jalan blok Sumberawan (jalan makadam, aman untuk mobil kecil).",
        "Parkir di area resepsionis cottage; petugas akan mengantar barang ke cottage.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Parkir", "Perapian", "Dapur", "Area Api Unggun", "Kolam Renang"],
    jamCekin: "14:00",
    jamCekout: "11:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.pool, RULES.campfire, RULES.steps, RULES.kitchen],
    building: "cottage",
    scene: "tea",
    photoCaptions: ["Cottage di antara barisan teh", "Kabut pagi di blok Sumberawan", "Jalan setapak menuju cottage"],
    roomTypes: [
      {
        nama: "Cottage 2 Orang",
        ket: "COTTAGE",
        kapasitas: 2,
        luas: 24,
        tipeBed: "Queen 160×200",
        keterangan: "Cottage kayu satu kamar dengan teras pribadi dan kursi malas menghadap kebun teh.",
        fasWeb: ul("Kasur queen 160×200", "Teras pribadi", "Air panas", "Pemanas ruangan", "Sarapan untuk 2 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "Sarapan"],
        hargaOnline: 850_000,
        markupOffline: 15,
        promo: hariKerja(20),
        units: numbered("C-", 1, 6),
        photos: 5,
        bed: "double",
      },
      {
        nama: "Cottage 4 Orang",
        ket: "COTTAGE",
        kapasitas: 4,
        luas: 36,
        tipeBed: "2 Queen",
        keterangan: "Cottage dua kamar dengan ruang duduk dan perapian, ideal untuk dua pasangan atau keluarga kecil.",
        fasWeb: ul(
          "2 kamar, masing-masing kasur queen",
          "Ruang duduk dengan perapian",
          "Air panas",
          "TV",
          "Sarapan untuk 4 orang",
        ),
        fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Perapian", "TV"],
        hargaOnline: 1_350_000,
        markupOffline: 15,
        units: numbered("C-", 7, 4),
        photos: 4,
        bed: "twin",
      },
      {
        nama: "Villa Keluarga dengan Dapur",
        ket: "COTTAGE",
        kapasitas: 6,
        luas: 60,
        tipeBed: "2 Queen + 2 Single",
        keterangan: "Villa tiga kamar dengan dapur lengkap, ruang makan dan halaman untuk api unggun.",
        fasWeb: ul(
          "3 kamar tidur (2 queen, 2 single)",
          "Dapur lengkap dan ruang makan",
          "Perapian",
          "Halaman api unggun pribadi",
          "Air panas",
          "TV",
        ),
        fasilitas: ["Wi-Fi", "Air Panas", "Dapur", "Perapian", "TV", "Area Api Unggun"],
        hargaOnline: 2_350_000,
        markupOffline: 10,
        units: numbered("V-", 1, 3),
        photos: 5,
        bed: "family",
      },
    ],
  },
  {
    slug: "hotel-rolas-malang",
    nama: "Hotel Rolas Malang",
    jenis: "Hotel",
    kota: "Malang",
    alamat: "Jl. Ijen No. 38, Oro-oro Dowo, Kec. Klojen, Kota Malang 65119",
    email: companyEmail("hotel.malang"),
    telepon: "(0341) 551 212",
    latitude: -7.9736,
    longitude: 112.6229,
    deskripsi:
      "Hotel kota milik grup di kawasan boulevard Ijen yang rindang, dekat Alun-alun Tugu dan Stasiun Malang. Gedung lamanya adalah kantor perwakilan perkebunan era 1930-an yang dipugar dan diperluas. Titik berangkat yang nyaman untuk paket tur kebun teh Wonosari dan perjalanan ke dataran tinggi Ijen; restoran di lantai dasar menyajikan kopi dan teh dari kebun-kebun grup.",
    direction:
      p("Hotel berada di Jl. Ijen, 2 km dari Stasiun Malang (Kota Baru) dan 15 km dari Bandara Abdulrachman Saleh.") +
      ol(
        "Dari Stasiun Malang: ke arah Alun-alun Tugu, lalu Jl. Semeru dan belok kiri ke Jl. Ijen (± 10 menit).",
        "Dari exit tol Malang (Madyopuro): ikuti Jl. Ki Ageng Gribig – Jl. Sulfat – Jl. Semeru – Jl. Ijen (± 25 menit).",
      ) +
      p("Parkir tamu gratis di basement; akses kursi roda dari pintu samping."),
    fasilitas: [
      "Wi-Fi",
      "Air Panas",
      "Sarapan",
      "Parkir",
      "Kolam Renang",
      "TV",
      "Akses Kursi Roda",
      "Antar-Jemput",
      "Mushola",
    ],
    jamCekin: "14:00",
    jamCekout: "12:00",
    aturan: [RULES.noSmoking, RULES.noPets, RULES.identity, RULES.visitors, RULES.keys],
    building: "city",
    scene: "pass",
    photoCaptions: ["Hotel Rolas Malang", "Pemandangan Gunung Arjuno dari rooftop", "Boulevard Jl. Ijen"],
    roomTypes: [
      {
        nama: "Superior",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 22,
        tipeBed: "Double atau Twin",
        keterangan: "Kamar modern di gedung baru; pilih kasur double atau twin saat check-in.",
        fasWeb: ul("Kasur double atau 2 single", "AC dan air panas", "TV kabel", "Wi-Fi cepat"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV"],
        hargaOnline: 480_000,
        // The cheapest rate of the hotel, sold non-refundable.
        batal: { kebijakan: "NON_REFUNDABLE", hari: 0, persen: 100 },
        markupOffline: 20,
        units: numbered("2", 1, 8),
        photos: 3,
        bed: "twin",
      },
      {
        nama: "Deluxe",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 28,
        tipeBed: "King 180×200",
        keterangan: "Kamar di lantai atas dengan jendela besar menghadap Gunung Arjuno.",
        fasWeb: ul("Kasur king 180×200", "Pemandangan gunung", "Bathtub", "TV kabel", "Sarapan untuk 2 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan"],
        hargaOnline: 720_000,
        markupOffline: 18,
        promo: akhirPekan(10),
        units: numbered("3", 1, 6),
        photos: 4,
        bed: "double",
      },
      {
        nama: "Suite",
        ket: "HOTEL",
        kapasitas: 3,
        luas: 48,
        tipeBed: "King + Sofa Bed",
        keterangan: "Suite di gedung pusaka dengan ruang tamu terpisah, meja kerja jati dan perabot kolonial.",
        fasWeb: ul(
          "Kasur king dan sofa bed",
          "Ruang tamu terpisah",
          "Bathtub dan shower air panas",
          "Minibar",
          "Sarapan untuk 3 orang",
          "Akses lounge",
        ),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan", "Akses Kursi Roda"],
        hargaOnline: 1_650_000,
        markupOffline: 10,
        units: numbered("5", 1, 3),
        photos: 5,
        bed: "double",
      },
    ],
  },
  {
    slug: "wisma-blawan",
    nama: "Wisma Kebun Kopi Blawan",
    jenis: "Homestay",
    kota: "Bondowoso",
    alamat: "Kebun Blawan, Desa Kalianyar, Kec. Ijen, Kabupaten Bondowoso 68288",
    email: companyEmail("wisma.blawan"),
    telepon: "(0332) 428 117",
    latitude: -8.0005,
    longitude: 114.1692,
    deskripsi:
      "Wisma bergaya indis di jantung Kebun Kopi Blawan, dataran tinggi Ijen, 900 mdpl. Dibangun untuk administratur kebun pada 1894, rumah ini dikelilingi pohon kopi arabika yang berbunga putih di musim hujan. Dari sini pemandian air panas Blawan hanya lima menit berjalan kaki, dan tur pendakian Kawah Ijen dini hari dapat dijemput langsung dari depan wisma.",
    direction:
      p("Blawan berada di dataran tinggi Ijen, ± 70 km dari Kota Bondowoso.") +
      ol(
        "Dari Bondowoso ke arah Wonosari – Sukosari – Sempol (± 2 jam, jalan beraspal, tanjakan panjang).",
        "Di pos retribusi Kawah Ijen (Pos Malabar) lanjutkan ke Sempol, lalu ikuti petunjuk Kebun Blawan.",
        "Wisma berada di kompleks kantor kebun, seberang pabrik kopi.",
      ) +
      p("Bensin terakhir ada di Sempol; isi penuh sebelum naik."),
    fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Parkir", "Area Api Unggun", "Antar-Jemput", "Mushola"],
    jamCekin: "14:00",
    jamCekout: "12:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.identity, RULES.estateWalks, RULES.lateArrival],
    building: "colonial",
    scene: "coffee",
    photoCaptions: [
      "Wisma Kebun Kopi Blawan",
      "Kebun kopi arabika di belakang wisma",
      "Buah kopi matang di musim panen",
    ],
    roomTypes: [
      {
        nama: "Standard",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 18,
        tipeBed: "Double 160×200",
        keterangan: "Kamar sederhana di paviliun samping, bersih dan hangat, dengan selimut tebal.",
        fasWeb: ul("Kasur double", "Kamar mandi dalam dengan air panas", "Selimut tebal", "Kopi Blawan gratis"),
        fasilitas: ["Wi-Fi", "Air Panas"],
        hargaOnline: 350_000,
        markupOffline: 15,
        units: numbered("1", 1, 6),
        photos: 2,
        bed: "double",
      },
      {
        nama: "Deluxe",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 26,
        tipeBed: "Queen 160×200",
        keterangan: "Kamar di rumah utama dengan lantai kayu dan perabot jati asli peninggalan Belanda.",
        fasWeb: ul("Kasur queen", "Perabot jati kolonial", "Air panas", "TV", "Sarapan untuk 2 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan"],
        hargaOnline: 520_000,
        markupOffline: 15,
        promo: panenKopi(25),
        units: numbered("2", 1, 4),
        photos: 4,
        bed: "double",
      },
      {
        nama: "Family",
        ket: "HOTEL",
        kapasitas: 5,
        luas: 42,
        tipeBed: "1 Queen + 3 Single",
        keterangan: "Kamar besar di ujung rumah utama, cukup untuk satu keluarga atau rombongan kecil pendaki Ijen.",
        fasWeb: ul("1 kasur queen dan 3 kasur single", "Perapian", "Air panas", "TV", "Sarapan untuk 5 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan", "Perapian"],
        hargaOnline: 900_000,
        markupOffline: 12,
        units: numbered("3", 1, 3),
        photos: 3,
        bed: "family",
      },
    ],
  },
  {
    slug: "cottage-arabika-ijen",
    nama: "Cottage Arabika Ijen",
    jenis: "Cottage",
    kota: "Bondowoso",
    alamat: "Kebun Jampit, Desa Kalisat, Kec. Ijen, Kabupaten Bondowoso 68288",
    email: companyEmail("cottage.ijen"),
    telepon: "(0332) 428 130",
    latitude: -8.0219,
    longitude: 114.1306,
    deskripsi:
      "Cottage kayu di tepi Kebun Kopi Jampit dengan latar Gunung Raung dan Gunung Suket. Setiap cottage punya teras untuk menikmati kopi Java Ijen Arabica hasil sangrai pabrik kebun. Malam hari suhu bisa turun hingga 12 °C, jadi perapian dan api unggun bersama menjadi tempat berkumpul tamu sebelum berangkat ke Kawah Ijen pukul 01.00.",
    direction:
      p("Cottage berada 6 km setelah Kebun Blawan ke arah Jampit.") +
      ol(
        "Ikuti rute Bondowoso – Sempol hingga pertigaan Kebun Blawan.",
        "Ambil jalan ke kanan arah Kebun Jampit (papan Cottage Arabika Ijen), jalan beraspal sempit ± 15 menit.",
        "Resepsionis ada di bangunan pertama setelah gerbang kayu.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Parkir", "Perapian", "Area Api Unggun", "Antar-Jemput"],
    jamCekin: "14:00",
    jamCekout: "11:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.campfire, RULES.steps],
    building: "cottage",
    scene: "coffee",
    photoCaptions: ["Cottage Arabika Ijen", "Gunung Raung dari teras cottage", "Kawah Ijen, satu jam dari cottage"],
    roomTypes: [
      {
        nama: "Cottage 2 Orang",
        ket: "COTTAGE",
        kapasitas: 2,
        luas: 22,
        tipeBed: "Queen 160×200",
        keterangan: "Cottage mungil dengan perapian kecil dan teras menghadap kebun kopi.",
        fasWeb: ul("Kasur queen", "Perapian", "Air panas", "Teras pribadi", "Sarapan untuk 2 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "Perapian", "Sarapan"],
        hargaOnline: 990_000,
        markupOffline: 15,
        units: numbered("C-", 1, 5),
        photos: 4,
        bed: "double",
      },
      {
        nama: "Cottage 4 Orang",
        ket: "COTTAGE",
        kapasitas: 4,
        luas: 38,
        tipeBed: "2 Queen",
        keterangan: "Cottage dua kamar untuk rombongan pendaki Ijen, dengan ruang duduk dan rak perlengkapan.",
        fasWeb: ul(
          "2 kamar, kasur queen",
          "Ruang duduk dengan perapian",
          "Air panas",
          "Rak sepatu dan jaket",
          "Sarapan untuk 4 orang",
        ),
        fasilitas: ["Wi-Fi", "Air Panas", "Perapian", "Sarapan"],
        hargaOnline: 1_450_000,
        markupOffline: 15,
        promo: panenKopi(20),
        units: numbered("C-", 6, 4),
        photos: 3,
        bed: "twin",
      },
    ],
  },
  {
    slug: "villa-jampit",
    nama: "Villa Jampit",
    jenis: "Villa",
    kota: "Bondowoso",
    alamat: "Kompleks Kantor Kebun Jampit, Desa Kalisat, Kec. Ijen, Kabupaten Bondowoso 68288",
    email: companyEmail("villa.jampit"),
    telepon: "(0332) 428 145",
    latitude: -8.0287,
    longitude: 114.1238,
    deskripsi:
      "Rumah peristirahatan direksi kebun tahun 1920-an yang baru selesai dipugar dan dibuka untuk umum. Villa utama berkamar tiga dengan dapur, ruang makan panjang dan perapian batu, dikelilingi taman hortensia dan pohon cemara. Tersedia juga paviliun untuk dua orang di sisi taman.",
    direction:
      p("Villa berada di kompleks kantor Kebun Jampit, 8 km dari Kebun Blawan.") +
      ol(
        "Ikuti rute ke Cottage Arabika Ijen.",
        "Setelah cottage, lanjut 2 km hingga kompleks kantor kebun; villa ada di ujung jalan bercemara.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Parkir", "Perapian", "Dapur", "Area Api Unggun"],
    jamCekin: "15:00",
    jamCekout: "11:00",
    aturan: [RULES.noSmoking, RULES.noPets, RULES.kitchen, RULES.campfire, RULES.water],
    building: "villa",
    scene: "crater",
    photoCaptions: ["Villa Jampit", "Kawah Wurung tak jauh dari villa", "Taman hortensia di halaman"],
    roomTypes: [
      {
        nama: "Villa Utama (6 Orang)",
        ket: "COTTAGE",
        kapasitas: 6,
        luas: 60,
        tipeBed: "2 Queen + 2 Single",
        keterangan:
          "Seluruh rumah utama: tiga kamar tidur, dapur, ruang makan dan ruang keluarga dengan perapian batu.",
        fasWeb: ul("3 kamar tidur", "Dapur lengkap", "Perapian batu", "Ruang makan untuk 8 orang", "Air panas", "TV"),
        fasilitas: ["Wi-Fi", "Air Panas", "Dapur", "Perapian", "TV"],
        hargaOnline: 2_450_000,
        batal: { kebijakan: "FLEXIBLE", hari: 7, persen: 50 },
        markupOffline: 10,
        units: numbered("V-", 1, 3),
        photos: 5,
        bed: "family",
      },
      {
        nama: "Paviliun",
        ket: "COTTAGE",
        kapasitas: 2,
        luas: 26,
        tipeBed: "Queen 160×200",
        keterangan: "Paviliun di sisi taman dengan teras pribadi dan pantry kecil.",
        fasWeb: ul("Kasur queen", "Pantry kecil", "Air panas", "Teras taman"),
        fasilitas: ["Wi-Fi", "Air Panas"],
        hargaOnline: 1_150_000,
        markupOffline: 12,
        units: numbered("P-", 1, 4),
        photos: 3,
        bed: "double",
      },
    ],
  },
  {
    slug: "wisma-kalibaru",
    nama: "Wisma Kebun Kalibaru",
    jenis: "Homestay",
    kota: "Banyuwangi",
    alamat: "Jl. Raya Jember–Banyuwangi Km 42, Kalibaru Wetan, Kec. Kalibaru, Kabupaten Banyuwangi 68467",
    email: companyEmail("wisma.kalibaru"),
    telepon: "(0333) 897 210",
    latitude: -8.2947,
    longitude: 113.9825,
    deskripsi:
      "Wisma di kebun kopi dan kakao Kalibaru, di jalur kereta Surabaya–Banyuwangi. Rumah kayu bertiang tinggi ini dikelilingi pohon kakao, kopi robusta dan pohon lamtoro yang menaunginya. Tamu dapat ikut tur kebun, mencicipi biji kakao segar dan cokelat olahan kebun, lalu bersantai di kolam renang air pegunungan.",
    direction:
      p("Wisma berada 1 km dari Stasiun Kalibaru dan tepat di tepi jalan raya Jember–Banyuwangi.") +
      ol(
        "Dengan kereta: turun di Stasiun Kalibaru, petugas wisma menjemput (gratis, pesan lebih dulu).",
        "Dengan mobil dari Jember: lewat Mayang dan Gunung Gumitir, ± 1,5 jam; wisma di kiri jalan setelah pasar Kalibaru.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Parkir", "Kolam Renang", "Antar-Jemput", "Mushola"],
    jamCekin: "13:00",
    jamCekout: "12:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.pool, RULES.estateWalks, RULES.noAlcohol],
    building: "colonial",
    scene: "cacao",
    photoCaptions: ["Wisma Kebun Kalibaru", "Kebun kakao di sekitar wisma", "Buah kakao siap panen"],
    roomTypes: [
      {
        nama: "Standard",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 20,
        tipeBed: "Double 160×200",
        keterangan: "Kamar di bangunan kayu dengan jendela ke kebun kakao.",
        fasWeb: ul("Kasur double", "Kipas angin dan kelambu", "Air panas", "Wi-Fi"),
        fasilitas: ["Wi-Fi", "Air Panas"],
        hargaOnline: 400_000,
        markupOffline: 15,
        units: numbered("1", 1, 6),
        photos: 3,
        bed: "double",
      },
      {
        nama: "Deluxe",
        ket: "HOTEL",
        kapasitas: 3,
        luas: 30,
        tipeBed: "Queen + Single",
        keterangan: "Kamar luas di rumah utama dengan beranda menghadap kolam renang.",
        fasWeb: ul("Kasur queen dan single", "AC", "Air panas", "TV", "Sarapan untuk 3 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan"],
        hargaOnline: 650_000,
        markupOffline: 15,
        promo: akhirPekan(10),
        units: numbered("2", 1, 4),
        photos: 4,
        bed: "family",
      },
    ],
  },
  {
    slug: "wisma-gumitir",
    nama: "Wisma Gumitir",
    jenis: "Homestay",
    kota: "Jember",
    alamat: "Jl. Raya Gumitir, Desa Sidomulyo, Kec. Silo, Kabupaten Jember 68184",
    email: companyEmail("wisma.gumitir"),
    telepon: "(0331) 521 334",
    latitude: -8.2361,
    longitude: 113.8706,
    deskripsi:
      "Wisma di puncak jalur Gunung Gumitir yang berkelok, di tengah kebun karet dan kopi. Dari teras belakang terlihat lembah hijau hingga Jember di kejauhan. Tempat singgah favorit pelancong Jember–Banyuwangi: kafe kebun di sebelah wisma buka sampai malam.",
    direction:
      p("Wisma berada tepat di puncak Gumitir, di sisi jalan nasional Jember–Banyuwangi.") +
      ol(
        "Dari Jember: ke timur lewat Mayang – Silo, mulai menanjak di Garahan (± 1 jam).",
        "Di puncak, setelah terowongan kereta Mrawan terlihat di bawah, wisma ada di kanan jalan bersebelahan dengan Kafe Puncak Gumitir.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Parkir", "Mushola"],
    jamCekin: "14:00",
    jamCekout: "12:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.identity, RULES.estateWalks],
    building: "colonial",
    scene: "pass",
    photoCaptions: ["Wisma Gumitir", "Jalan berkelok Gunung Gumitir", "Lembah kebun karet dari teras"],
    roomTypes: [
      {
        nama: "Standard",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 18,
        tipeBed: "Double 160×200",
        keterangan: "Kamar ringkas untuk singgah semalam dalam perjalanan ke Banyuwangi.",
        fasWeb: ul("Kasur double", "Air panas", "Wi-Fi", "Kopi Gumitir gratis"),
        fasilitas: ["Wi-Fi", "Air Panas"],
        hargaOnline: 360_000,
        markupOffline: 15,
        units: numbered("1", 1, 5),
        photos: 2,
        bed: "double",
      },
      {
        nama: "Family",
        ket: "HOTEL",
        kapasitas: 4,
        luas: 36,
        tipeBed: "2 Queen",
        keterangan: "Kamar keluarga di lantai atas dengan jendela lebar ke lembah.",
        fasWeb: ul("2 kasur queen", "Pemandangan lembah", "Air panas", "TV", "Sarapan untuk 4 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan"],
        hargaOnline: 780_000,
        markupOffline: 12,
        units: numbered("2", 1, 3),
        photos: 3,
        bed: "twin",
      },
    ],
  },
  {
    slug: "wisma-kahyangan",
    nama: "Wisma Kebun Kahyangan",
    jenis: "Homestay",
    kota: "Jember",
    alamat: "Kebun Kahyangan, Desa Pace, Kec. Silo, Kabupaten Jember 68184",
    email: companyEmail("wisma.kahyangan"),
    telepon: "(0331) 521 402",
    latitude: -8.1883,
    longitude: 113.8286,
    deskripsi:
      "Rumah administratur di kebun kopi robusta Kahyangan, di lereng selatan Pegunungan Argopuro. Halaman rumput luas dengan pohon beringin tua, pabrik pengolahan kopi yang masih bekerja dan jalur trekking ke air terjun kebun. Suasana tenang, cocok untuk keluarga dan rombongan sekolah.",
    direction:
      p("Kebun Kahyangan berada ± 35 km di timur laut Kota Jember.") +
      ol(
        "Dari Jember ke arah Arjasa – Sukowono, lalu belok kanan di pertigaan Pace mengikuti papan Kebun Kahyangan.",
        "Jalan kebun sejauh 9 km beraspal dan berbatu; kendaraan kecil bisa lewat dengan hati-hati.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Parkir", "Area Api Unggun", "Mushola"],
    jamCekin: "14:00",
    jamCekout: "12:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.campfire, RULES.lateArrival],
    building: "colonial",
    scene: "coffee",
    photoCaptions: ["Wisma Kebun Kahyangan", "Kebun kopi robusta Kahyangan", "Ceri kopi di pabrik pengolahan"],
    roomTypes: [
      {
        nama: "Standard",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 20,
        tipeBed: "Twin 2×100×200",
        keterangan: "Kamar twin di paviliun tamu, dekat ruang makan.",
        fasWeb: ul("2 kasur single", "Air panas", "Wi-Fi"),
        fasilitas: ["Wi-Fi", "Air Panas"],
        hargaOnline: 375_000,
        markupOffline: 15,
        units: numbered("1", 1, 6),
        photos: 2,
        bed: "twin",
      },
      {
        nama: "Deluxe",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 26,
        tipeBed: "Queen 160×200",
        keterangan: "Kamar di rumah utama dengan jendela krepyak ke halaman beringin.",
        fasWeb: ul("Kasur queen", "Air panas", "TV", "Sarapan untuk 2 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan"],
        hargaOnline: 560_000,
        markupOffline: 15,
        units: numbered("2", 1, 4),
        photos: 3,
        bed: "double",
      },
      {
        nama: "Family",
        ket: "HOTEL",
        kapasitas: 4,
        luas: 38,
        tipeBed: "1 Queen + 2 Single",
        keterangan: "Kamar keluarga dengan ruang duduk kecil.",
        fasWeb: ul("1 kasur queen dan 2 single", "Ruang duduk", "Air panas", "TV", "Sarapan untuk 4 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan"],
        hargaOnline: 820_000,
        markupOffline: 12,
        promo: liburanSekolah(15),
        units: numbered("3", 1, 3),
        photos: 3,
        bed: "family",
      },
    ],
  },
  {
    slug: "wisma-kertowono",
    nama: "Wisma Kebun Teh Kertowono",
    jenis: "Homestay",
    kota: "Lumajang",
    alamat: "Kebun Teh Kertowono, Desa Gucialit, Kec. Gucialit, Kabupaten Lumajang 67353",
    email: companyEmail("wisma.kertowono"),
    telepon: "(0334) 882 115",
    latitude: -8.0883,
    longitude: 113.0725,
    deskripsi:
      "Wisma di kebun teh tertinggi grup, di lereng barat Gunung Lemongan dengan pemandangan Semeru saat cuaca cerah. Bangunan batu berdinding tebal ini hangat di malam hari dan hanya sepuluh menit berjalan kaki dari air terjun di tepi kebun. Pabrik teh Kertowono menerima kunjungan tamu setiap pagi.",
    direction:
      p("Kertowono berada ± 25 km di barat laut Kota Lumajang.") +
      ol(
        "Dari Lumajang ke arah Senduro, lalu ambil jalan ke Gucialit di pertigaan Kandangtepus.",
        "Ikuti jalan menanjak hingga gerbang kebun teh; wisma ada di samping kantor kebun.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Parkir", "Perapian", "Area Api Unggun"],
    jamCekin: "14:00",
    jamCekout: "12:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.campfire, RULES.estateWalks, RULES.water],
    building: "colonial",
    scene: "tea",
    photoCaptions: ["Wisma Kebun Teh Kertowono", "Kebun teh Kertowono di pagi hari", "Daun teh siap olah"],
    roomTypes: [
      {
        nama: "Standard",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 20,
        tipeBed: "Double 160×200",
        keterangan: "Kamar berdinding batu dengan selimut wol dan pemanas air.",
        fasWeb: ul("Kasur double", "Air panas", "Selimut wol", "Wi-Fi"),
        fasilitas: ["Wi-Fi", "Air Panas"],
        hargaOnline: 375_000,
        markupOffline: 15,
        units: numbered("1", 1, 5),
        photos: 2,
        bed: "double",
      },
      {
        nama: "Deluxe",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 28,
        tipeBed: "King 180×200",
        keterangan: "Kamar sudut dengan dua jendela ke kebun teh dan perapian.",
        fasWeb: ul("Kasur king", "Perapian", "Air panas", "TV", "Sarapan untuk 2 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan", "Perapian"],
        hargaOnline: 600_000,
        markupOffline: 15,
        units: numbered("2", 1, 3),
        photos: 4,
        bed: "double",
      },
      {
        nama: "Family",
        ket: "HOTEL",
        kapasitas: 4,
        luas: 40,
        tipeBed: "2 Queen",
        keterangan: "Dua kamar bersambung dengan satu kamar mandi besar.",
        fasWeb: ul("2 kasur queen", "Air panas", "TV", "Sarapan untuk 4 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan"],
        hargaOnline: 880_000,
        markupOffline: 12,
        units: numbered("3", 1, 3),
        photos: 3,
        bed: "twin",
      },
    ],
  },
  {
    slug: "wisma-sirah-kencong",
    nama: "Wisma Kebun Teh Sirah Kencong",
    jenis: "Homestay",
    kota: "Blitar",
    alamat: "Kebun Teh Sirah Kencong, Desa Ngadirenggo, Kec. Wlingi, Kabupaten Blitar 66184",
    email: companyEmail("wisma.sirahkencong"),
    telepon: "(0342) 691 208",
    latitude: -7.9722,
    longitude: 112.3189,
    deskripsi:
      "Wisma di ujung jalan kebun teh Sirah Kencong, di lereng Gunung Butak pada 1.100 mdpl. Jauh dari keramaian, dengan kabut yang turun setiap sore dan pemandangan Gunung Kelud di barat. Titik awal yang baik untuk trekking ke puncak kebun dan berkemah.",
    direction:
      p("Sirah Kencong berada ± 35 km di timur laut Kota Blitar.") +
      ol(
        "Dari Blitar ke arah Wlingi, lalu belok kiri di Jl. Raya Ngadirenggo.",
        "Jalan menanjak 17 km melewati kebun kopi dan desa; gunakan kendaraan dalam kondisi prima.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Sarapan", "Parkir", "Area Api Unggun"],
    jamCekin: "14:00",
    jamCekout: "12:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.lateArrival, RULES.water],
    building: "colonial",
    scene: "tea",
    photoCaptions: ["Wisma Kebun Teh Sirah Kencong", "Kabut sore di Sirah Kencong", "Pucuk teh Sirah Kencong"],
    roomTypes: [
      {
        nama: "Standard",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 18,
        tipeBed: "Double 160×200",
        keterangan: "Kamar hangat sederhana dengan jendela ke kebun teh.",
        fasWeb: ul("Kasur double", "Air panas", "Selimut tebal"),
        fasilitas: ["Air Panas"],
        hargaOnline: 350_000,
        markupOffline: 15,
        units: numbered("1", 1, 4),
        photos: 2,
        bed: "double",
      },
      {
        nama: "Deluxe",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 25,
        tipeBed: "Queen 160×200",
        keterangan: "Kamar di rumah utama dengan beranda bersama menghadap Gunung Kelud.",
        fasWeb: ul("Kasur queen", "Air panas", "TV", "Sarapan untuk 2 orang"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV", "Sarapan"],
        hargaOnline: 500_000,
        markupOffline: 15,
        promo: hariKerja(15),
        units: numbered("2", 1, 3),
        photos: 3,
        bed: "double",
      },
    ],
  },
  {
    slug: "wisma-ngrangkah-pawon",
    nama: "Wisma Kebun Kopi Ngrangkah Pawon",
    jenis: "Homestay",
    kota: "Kediri",
    alamat: "Kebun Ngrangkah Pawon, Desa Sepawon, Kec. Plosoklaten, Kabupaten Kediri 64175",
    email: companyEmail("wisma.ngrangkahpawon"),
    telepon: "(0354) 398 140",
    latitude: -7.8844,
    longitude: 112.2461,
    deskripsi:
      "Wisma baru di kebun kopi lereng Gunung Kelud, dibuka setelah renovasi rumah mandor kebun. Halaman menghadap kebun kopi dan cengkeh, dengan jalur sepeda gunung ke arah Kelud. Cocok untuk rombongan yang ingin ke kawah Kelud pagi hari.",
    direction:
      p("Kebun Ngrangkah Pawon berada ± 30 km di timur Kota Kediri.") +
      ol(
        "Dari Kediri ke arah Pare – Plosoklaten, ikuti papan menuju Wisata Gunung Kelud.",
        "Di Desa Sepawon, belok kanan ke jalan kebun; wisma di samping kantor afdeling.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Parkir", "Mushola"],
    jamCekin: "13:00",
    jamCekout: "12:00",
    aturan: [RULES.noSmoking, RULES.noPets, RULES.identity],
    building: "colonial",
    scene: "coffee",
    photoCaptions: ["Wisma Kebun Kopi Ngrangkah Pawon", "Kebun kopi di lereng Kelud", "Ceri kopi robusta"],
    roomTypes: [
      {
        nama: "Standard",
        ket: "HOTEL",
        kapasitas: 2,
        luas: 20,
        tipeBed: "Twin 2×100×200",
        keterangan: "Kamar twin bersih dengan kamar mandi dalam.",
        fasWeb: ul("2 kasur single", "Air panas", "Wi-Fi"),
        fasilitas: ["Wi-Fi", "Air Panas"],
        hargaOnline: 360_000,
        markupOffline: 15,
        units: numbered("1", 1, 4),
        photos: 2,
        bed: "twin",
      },
      {
        nama: "Family",
        ket: "HOTEL",
        kapasitas: 4,
        luas: 36,
        tipeBed: "1 Queen + 2 Single",
        keterangan: "Kamar keluarga dengan teras menghadap kebun kopi.",
        fasWeb: ul("1 kasur queen dan 2 single", "Teras", "Air panas", "TV"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV"],
        hargaOnline: 750_000,
        markupOffline: 12,
        units: numbered("2", 1, 3),
        photos: 2,
        bed: "family",
      },
    ],
  },
  {
    slug: "villa-panderman",
    nama: "Villa Panderman Batu",
    jenis: "Villa",
    kota: "Batu",
    alamat: "Jl. Panderman Atas No. 7, Oro-oro Ombo, Kec. Batu, Kota Batu 65316",
    email: companyEmail("villa.batu"),
    telepon: "(0341) 593 077",
    latitude: -7.8853,
    longitude: 112.5161,
    deskripsi:
      "Villa keluarga di kaki Gunung Panderman, 10 menit dari pusat Kota Batu. Kebun apel kecil di halaman, kolam renang air hangat dan dapur lengkap membuatnya pas untuk liburan keluarga besar. Staf villa dapat mengatur paket tur ke Kebun Teh Wonosari (± 1 jam).",
    direction:
      p("Villa berada di jalur menuju pendakian Gunung Panderman.") +
      ol(
        "Dari Alun-alun Kota Batu ke arah Jl. Sultan Agung, lalu Jl. Panderman.",
        "Ikuti jalan menanjak hingga ujung perumahan; villa berpagar hijau di kiri jalan.",
      ),
    fasilitas: ["Wi-Fi", "Air Panas", "Parkir", "Kolam Renang", "Dapur", "TV", "Area Api Unggun"],
    jamCekin: "15:00",
    jamCekout: "11:00",
    aturan: [RULES.noSmoking, RULES.quiet, RULES.pool, RULES.kitchen, RULES.noPets],
    building: "villa",
    scene: "river",
    photoCaptions: ["Villa Panderman Batu", "Gunung Panderman dari halaman", "Sungai kecil di belakang villa"],
    roomTypes: [
      {
        nama: "Villa 3 Kamar",
        ket: "COTTAGE",
        kapasitas: 6,
        luas: 60,
        tipeBed: "2 Queen + 2 Single",
        keterangan: "Seluruh villa: tiga kamar tidur, dapur, ruang keluarga dan kolam renang.",
        fasWeb: ul("3 kamar tidur", "Kolam renang air hangat", "Dapur lengkap", "TV dan karaoke", "Area barbeku"),
        fasilitas: ["Wi-Fi", "Air Panas", "Dapur", "TV"],
        hargaOnline: 2_200_000,
        markupOffline: 10,
        promo: hariKerja(10),
        units: numbered("V-", 1, 3),
        photos: 5,
        bed: "family",
      },
      {
        nama: "Studio Villa",
        ket: "COTTAGE",
        kapasitas: 2,
        luas: 28,
        tipeBed: "Queen 160×200",
        keterangan: "Studio di bangunan samping dengan pantry dan teras menghadap kebun apel.",
        fasWeb: ul("Kasur queen", "Pantry", "Air panas", "TV", "Teras kebun apel"),
        fasilitas: ["Wi-Fi", "Air Panas", "TV"],
        hargaOnline: 790_000,
        markupOffline: 15,
        units: numbered("S-", 1, 4),
        photos: 3,
        bed: "double",
      },
    ],
  },
];

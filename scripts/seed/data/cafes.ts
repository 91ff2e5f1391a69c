import type { SeedDish, SeedScene } from "../images";
import type { TitledHtml } from "./destinations";
import { ol, p } from "./html";

export interface CafeMenuSeed {
  kategori: "Kopi" | "Teh" | "Makanan" | "Camilan";
  nama: string;
  deskripsi: string;
  harga: number;
  dish: SeedDish;
}

export interface CafeSeed {
  slug: string;
  nama: string;
  ringkasan: string;
  deskripsi: string;
  alamat: string;
  telepon: string;
  jamBuka: string;
  latitude: number;
  longitude: number;
  scene: SeedScene;
  banners: { judul: string; subjudul: string }[];
  gallery: { nama: string; scene: SeedScene }[];
  directions: TitledHtml[];
  menu: CafeMenuSeed[];
}

export const CAFES: readonly CafeSeed[] = [
  {
    slug: "kedai-kopi-blawan",
    nama: "Kedai Kopi Blawan",
    ringkasan:
      "Kedai kopi di pabrik Kebun Blawan yang menyeduh Java Ijen Arabica single origin langsung dari kebunnya.",
    deskripsi: p(
      "Kedai ini menempati bekas gudang sortasi biji kopi di samping pabrik Blawan. Biji arabika dari blok-blok kebun di sekitarnya disangrai setiap minggu di mesin sangrai kecil di sudut ruangan, lalu diseduh dengan tubruk, V60 atau mesin espresso.",
      "Dari jendela kedai terlihat kanal pencucian kopi dan lantai jemur. Biji sangrai dan kopi bubuk dalam kemasan 100 g dan 250 g dapat dibeli sebagai oleh-oleh.",
    ),
    alamat: "Kompleks Pabrik Kopi Kebun Blawan, Desa Kalianyar, Kec. Ijen, Kabupaten Bondowoso",
    telepon: "0812-3300-4417",
    jamBuka: "Setiap hari 07.00–21.00",
    latitude: -8.0009,
    longitude: 114.1697,
    scene: "coffee",
    banners: [
      { judul: "Kedai Kopi Blawan", subjudul: "Java Ijen Arabica, disangrai di kebunnya" },
      { judul: "Seduh Manual", subjudul: "Tubruk, V60 dan espresso dari biji Blawan" },
    ],
    gallery: [
      { nama: "Ruang kedai di bekas gudang sortasi", scene: "coffee" },
      { nama: "Biji kopi di lantai jemur", scene: "cherries" },
      { nama: "Pemandangan kebun dari jendela", scene: "coffee" },
      { nama: "Daun kopi di halaman kedai", scene: "leaves" },
    ],
    directions: [
      {
        title: "Dari Sempol",
        deskripsi: ol(
          "Ikuti papan Kebun Blawan sejauh ± 10 km.",
          "Kedai ada di sebelah kiri gerbang pabrik kopi; parkir di halaman pabrik.",
        ),
      },
      {
        title: "Dari Wisma Blawan",
        deskripsi: p("Berjalan kaki 3 menit menyeberang jalan ke kompleks pabrik."),
      },
    ],
    menu: [
      {
        kategori: "Kopi",
        nama: "Kopi Tubruk Blawan",
        deskripsi: "Arabika Blawan giling kasar, diseduh tubruk dengan gula aren terpisah.",
        harga: 15_000,
        dish: "coffee",
      },
      {
        kategori: "Kopi",
        nama: "V60 Java Ijen Arabica",
        deskripsi: "Seduh manual, catatan rasa jeruk, gula merah dan rempah.",
        harga: 28_000,
        dish: "coffee",
      },
      {
        kategori: "Kopi",
        nama: "Kopi Susu Gula Aren",
        deskripsi: "Espresso, susu segar dan gula aren cair.",
        harga: 25_000,
        dish: "coffee",
      },
      {
        kategori: "Kopi",
        nama: "Cappuccino",
        deskripsi: "Espresso arabika Blawan dengan busa susu.",
        harga: 27_000,
        dish: "coffee",
      },
      {
        kategori: "Teh",
        nama: "Teh Tubruk Wonosari",
        deskripsi: "Teh hitam Wonosari diseduh panas dengan gula batu.",
        harga: 12_000,
        dish: "tea",
      },
      {
        kategori: "Makanan",
        nama: "Rawon Kebun",
        deskripsi: "Rawon daging sapi berkuah kluwek, nasi, tauge, telur asin dan sambal.",
        harga: 38_000,
        dish: "soup",
      },
      {
        kategori: "Camilan",
        nama: "Pisang Goreng Kepok",
        deskripsi: "Pisang kepok goreng tepung, disajikan hangat dengan sambal roa atau gula aren.",
        harga: 18_000,
        dish: "fried",
      },
      {
        kategori: "Camilan",
        nama: "Tahu Petis",
        deskripsi: "Tahu goreng isi petis udang khas Jawa Timur.",
        harga: 16_000,
        dish: "fried",
      },
      {
        kategori: "Camilan",
        nama: "Bolu Kopi Blawan",
        deskripsi: "Bolu lembut dengan bubuk kopi arabika.",
        harga: 20_000,
        dish: "cake",
      },
    ],
  },
  {
    slug: "rumah-teh-wonosari",
    nama: "Rumah Teh Wonosari",
    ringkasan:
      "Rumah teh di tepi kebun Wonosari dengan sesi cicip teh (tea tasting) dari teh putih hingga teh hitam ortodoks.",
    deskripsi: p(
      "Rumah teh berdinding kaca ini berdiri di tepi blok teh tertua Wonosari, menghadap Gunung Arjuno. Setiap hari pukul 10.00 dan 15.00 ada sesi cicip teh bersama tester pabrik: enam jenis teh diseduh berjajar, dari teh putih pucuk peko hingga teh hitam BOP, lengkap dengan cara menilai warna, aroma dan rasa.",
      "Menu makanan mengutamakan bahan dari kebun dan desa sekitar: sayur organik, stroberi, dan kue-kue tradisional.",
    ),
    alamat: "Area Rekreasi Kebun Teh Wonosari, Desa Toyomarto, Kec. Singosari, Kabupaten Malang",
    telepon: "0813-3522-0871",
    jamBuka: "Selasa–Minggu 08.00–18.00 (Senin tutup)",
    latitude: -7.8229,
    longitude: 112.6475,
    scene: "tea",
    banners: [
      { judul: "Rumah Teh Wonosari", subjudul: "Cicip enam jenis teh bersama tester pabrik" },
      { judul: "Teh Sore di Kebun", subjudul: "Setiap hari pukul 15.00" },
    ],
    gallery: [
      { nama: "Rumah teh di tepi kebun", scene: "tea" },
      { nama: "Pucuk untuk teh putih", scene: "leaves" },
      { nama: "Senja dari teras rumah teh", scene: "tea" },
      { nama: "Jalan kebun menuju rumah teh", scene: "pass" },
    ],
    directions: [
      {
        title: "Dari Gerbang Kebun",
        deskripsi: p("Lurus 1,5 km hingga area rekreasi; rumah teh ada di atas kolam renang, ikuti tangga batu."),
      },
      {
        title: "Dari Wisma Wonosari",
        deskripsi: p(
          "Berjalan kaki 10 menit lewat jalan setapak kebun, atau naik mobil kebun yang lewat setiap 30 menit.",
        ),
      },
    ],
    menu: [
      {
        kategori: "Teh",
        nama: "Sesi Cicip Teh (6 Jenis)",
        deskripsi: "Teh putih, hijau, oolong dan tiga kelas teh hitam, dipandu tester pabrik.",
        harga: 45_000,
        dish: "tea",
      },
      {
        kategori: "Teh",
        nama: "Teh Hitam Wonosari",
        deskripsi: "Satu teko teh hitam ortodoks untuk dua orang.",
        harga: 20_000,
        dish: "tea",
      },
      {
        kategori: "Teh",
        nama: "Teh Hijau Sencha Wonosari",
        deskripsi: "Teh hijau kukus, segar dan ringan.",
        harga: 22_000,
        dish: "tea",
      },
      {
        kategori: "Teh",
        nama: "Es Teh Stroberi",
        deskripsi: "Teh hitam dingin dengan stroberi segar kebun.",
        harga: 18_000,
        dish: "tea",
      },
      {
        kategori: "Kopi",
        nama: "Kopi Tubruk Arjuno",
        deskripsi: "Robusta lereng Arjuno.",
        harga: 12_000,
        dish: "coffee",
      },
      {
        kategori: "Makanan",
        nama: "Nasi Pecel Kebun",
        deskripsi: "Sayur kebun, sambal kacang, tempe dan rempeyek.",
        harga: 25_000,
        dish: "soup",
      },
      {
        kategori: "Camilan",
        nama: "Pisang Goreng Madu",
        deskripsi: "Pisang raja goreng dengan madu kelengkeng.",
        harga: 17_000,
        dish: "fried",
      },
      {
        kategori: "Camilan",
        nama: "Kue Teh Hijau",
        deskripsi: "Kue bolu kukus dengan bubuk teh hijau.",
        harga: 15_000,
        dish: "cake",
      },
    ],
  },
  {
    slug: "kafe-puncak-gumitir",
    nama: "Kafe Puncak Gumitir",
    ringkasan:
      "Kafe tepi jalan di puncak Gumitir: kopi robusta kebun, rawon dan camilan hangat dengan pemandangan lembah.",
    deskripsi: p(
      "Tempat singgah wajib di jalur Jember–Banyuwangi. Teras kayu kafe menggantung di atas lembah kebun karet, dan pada sore hari matahari terbenam tepat di depan. Kopi robusta Gumitir disangrai di Jember, diseduh tubruk atau dengan susu kental manis ala warung kopi Jawa Timur.",
    ),
    alamat: "Jl. Raya Gumitir, Desa Sidomulyo, Kec. Silo, Kabupaten Jember",
    telepon: "0852-3344-1902",
    jamBuka: "Setiap hari 06.00–22.00",
    latitude: -8.2364,
    longitude: 113.8712,
    scene: "pass",
    banners: [
      { judul: "Kafe Puncak Gumitir", subjudul: "Singgah sejenak di jalur Jember–Banyuwangi" },
      { judul: "Senja di Gumitir", subjudul: "Kopi robusta dan pemandangan lembah" },
    ],
    gallery: [
      { nama: "Teras kayu di atas lembah", scene: "pass" },
      { nama: "Kebun karet Gumitir", scene: "river" },
      { nama: "Kopi robusta Gumitir", scene: "cherries" },
      { nama: "Kabut pagi di puncak", scene: "tea" },
    ],
    directions: [
      {
        title: "Dari Jember",
        deskripsi: p(
          "Ke timur lewat Mayang – Silo, ± 1 jam. Kafe di kanan jalan tepat di puncak, bersebelahan dengan Wisma Gumitir.",
        ),
      },
      {
        title: "Dari Banyuwangi",
        deskripsi: p("Ke barat lewat Genteng – Kalibaru, ± 1,5 jam. Kafe di kiri jalan setelah tanjakan terakhir."),
      },
    ],
    menu: [
      {
        kategori: "Kopi",
        nama: "Kopi Tubruk Robusta Gumitir",
        deskripsi: "Kopi hitam kental khas warung Jawa Timur.",
        harga: 10_000,
        dish: "coffee",
      },
      {
        kategori: "Kopi",
        nama: "Kopi Susu Gumitir",
        deskripsi: "Robusta dengan susu kental manis.",
        harga: 13_000,
        dish: "coffee",
      },
      {
        kategori: "Kopi",
        nama: "Es Kopi Gula Aren",
        deskripsi: "Robusta Gumitir, susu segar dan gula aren.",
        harga: 20_000,
        dish: "coffee",
      },
      {
        kategori: "Teh",
        nama: "Teh Jahe Hangat",
        deskripsi: "Teh hitam dengan jahe bakar dan gula batu.",
        harga: 12_000,
        dish: "tea",
      },
      {
        kategori: "Makanan",
        nama: "Rawon Gumitir",
        deskripsi: "Rawon daging dengan nasi, tauge pendek dan kerupuk udang.",
        harga: 35_000,
        dish: "soup",
      },
      {
        kategori: "Makanan",
        nama: "Nasi Tempong",
        deskripsi: "Nasi dengan sambal tempong khas Banyuwangi, ikan asin dan lalapan.",
        harga: 28_000,
        dish: "soup",
      },
      {
        kategori: "Camilan",
        nama: "Pisang Goreng Gumitir",
        deskripsi: "Pisang kepok goreng tepung renyah.",
        harga: 15_000,
        dish: "fried",
      },
      {
        kategori: "Camilan",
        nama: "Tahu Petis",
        deskripsi: "Tahu goreng dengan petis hitam dan cabai rawit.",
        harga: 14_000,
        dish: "fried",
      },
      {
        kategori: "Camilan",
        nama: "Tape Goreng",
        deskripsi: "Tape singkong Bondowoso digoreng tepung.",
        harga: 14_000,
        dish: "fried",
      },
    ],
  },
];

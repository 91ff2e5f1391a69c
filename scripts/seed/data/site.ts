import type { LinkPosition, ThemePosition } from "../../../app/db/schema";
import type { SeedScene } from "../images";
import { COMPANY, companyEmail } from "./company";
import { p, ul } from "./html";

/** Where a link or banner points: a URL, or a seeded page named by its slug (resolved to its id when seeding). */
export type LinkTarget =
  | string
  | { destination: string }
  | { cafe: string }
  | { profile: string }
  /** A room type's offer, "hotel-slug/room type name": its hotel's page for the next night the promo applies to. */
  | { roomType: string }
  /** The search form with a city chosen. */
  | { city: string };

export interface BannerSeed {
  judul: string;
  subjudul: string;
  link: LinkTarget;
  promo: boolean;
  /** Ribbon drawn on the banner image: figures only, since one image serves all three languages. */
  badge?: string;
  scene: SeedScene;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    judul: "Menginap di Antara Hamparan Teh",
    subjudul: "Cottage kayu di Kebun Teh Wonosari, hemat 20% setiap hari kerja",
    link: { roomType: "cottage-wonosari/Cottage 2 Orang" },
    promo: true,
    badge: "−20%",
    scene: "tea",
  },
  {
    judul: "Musim Panen Kopi Ijen",
    subjudul: "Diskon hingga 25% di Wisma Blawan dan Cottage Arabika Ijen",
    link: { city: "Bondowoso" },
    promo: true,
    badge: "−25%",
    scene: "coffee",
  },
  {
    judul: "Fajar di Kawah Ijen",
    subjudul: "Berangkat dari kebun pukul 00.30, kembali untuk sarapan dan berendam air panas",
    link: { destination: "kawah-ijen" },
    promo: false,
    scene: "crater",
  },
  {
    judul: "Cicip Teh di Rumah Teh Wonosari",
    subjudul: "Enam jenis teh diseduh bersama tester pabrik, setiap hari pukul 10.00 dan 15.00",
    link: { cafe: "rumah-teh-wonosari" },
    promo: false,
    scene: "leaves",
  },
];

export interface LinkSeed {
  posisi: LinkPosition;
  nama: string;
  target: LinkTarget;
  /** Partner logos are drawn for CENTER links (the home page carousel). */
  tagline?: string;
}

export const LINKS: readonly LinkSeed[] = [
  { posisi: "HEADER", nama: "Promo", target: "/promo" },
  { posisi: "HEADER", nama: "Galeri Video", target: "/galery-video" },
  { posisi: "HEADER", nama: "Kontak", target: "/kontak" },

  { posisi: "LEFT", nama: "Cari Homestay", target: "/hotel" },
  { posisi: "LEFT", nama: "Galeri Foto", target: "/galery" },
  { posisi: "LEFT", nama: "Tanya Jawab (FAQ)", target: "/faq" },

  { posisi: "RIGHT", nama: "Pendakian Kawah Ijen", target: { destination: "kawah-ijen" } },
  { posisi: "RIGHT", nama: "Kedai Kopi Blawan", target: { cafe: "kedai-kopi-blawan" } },
  { posisi: "RIGHT", nama: "Arung Jeram Kalibaru", target: { destination: "arung-jeram-kalibaru" } },
  { posisi: "RIGHT", nama: "Unit Agrowisata", target: { profile: "unit-agrowisata" } },

  { posisi: "FOOTER", nama: "Dinas Kebudayaan dan Pariwisata Jawa Timur", target: "https://disbudpar.jatimprov.go.id" },
  { posisi: "FOOTER", nama: "Wonderful Indonesia", target: "https://www.indonesia.travel" },
  { posisi: "FOOTER", nama: "Jadwal dan Tiket Kereta (KAI)", target: "https://www.kai.id" },
  { posisi: "FOOTER", nama: "Prakiraan Cuaca BMKG", target: "https://www.bmkg.go.id" },
  { posisi: "FOOTER", nama: "Info Gunung Api (MAGMA Indonesia)", target: "https://magma.esdm.go.id" },

  {
    posisi: "CENTER",
    nama: "Dinas Pariwisata Jawa Timur",
    tagline: "Pemerintah Provinsi",
    target: "https://disbudpar.jatimprov.go.id",
  },
  {
    posisi: "CENTER",
    nama: "Wonderful Indonesia",
    tagline: "Kementerian Pariwisata",
    target: "https://www.indonesia.travel",
  },
  { posisi: "CENTER", nama: "Kereta Api Indonesia", tagline: "Mitra transportasi", target: "https://www.kai.id" },
  {
    posisi: "CENTER",
    nama: "Ijen Geopark",
    tagline: "UNESCO Global Geopark",
    target: "https://www.unesco.org/en/iggp/geoparks/ijen",
  },
  { posisi: "CENTER", nama: "Kabupaten Bondowoso", tagline: "Republik Kopi", target: "https://bondowosokab.go.id" },
  {
    posisi: "CENTER",
    nama: "Kabupaten Banyuwangi",
    tagline: "Pemerintah Kabupaten",
    target: "https://banyuwangikab.go.id",
  },
  { posisi: "CENTER", nama: "Pusat Penelitian Kopi dan Kakao", tagline: "Jember", target: "https://iccri.net" },
  { posisi: "CENTER", nama: "Bank Rakyat Indonesia", tagline: "Mitra pembayaran", target: "https://bri.co.id" },
  { posisi: "CENTER", nama: "Bank Negara Indonesia", tagline: "Mitra pembayaran", target: "https://www.bni.co.id" },
];

export interface ProfileSeed {
  judul: string;
  slug: string;
  ringkasan: string;
  isi: string;
  inMenu: boolean;
  scene: SeedScene;
}

export const PROFILES: readonly ProfileSeed[] = [
  {
    judul: "Sejarah Perusahaan",
    slug: "sejarah-perusahaan",
    ringkasan: "Dari perkebunan kolonial abad ke-19 hingga agrowisata kebun teh dan kopi di Jawa Timur.",
    isi: p(
      `${COMPANY.nama} berawal dari perkebunan-perkebunan Belanda yang dibuka di Jawa Timur sejak pertengahan abad ke-19: kopi di dataran tinggi Ijen dan lereng Argopuro, teh di lereng Arjuno dan Lemongan, serta karet dan kakao di jalur Gumitir–Kalibaru.`,
      "Setelah nasionalisasi pada 1957–1958, kebun-kebun tersebut dikelola perusahaan perkebunan negara dan beberapa kali digabungkan hingga membentuk grup perusahaan seperti sekarang. Rumah-rumah administratur, pabrik teh dan kopi, jalur lori dan kanal pencucian kopi yang dibangun pada masa itu sebagian besar masih berdiri dan dirawat.",
      "Sejak 1990-an perusahaan membuka kebun-kebunnya untuk wisatawan. Rumah dinas lama dipugar menjadi wisma, cottage kayu dibangun di antara barisan teh, dan pabrik dibuka untuk tur. Kini unit agrowisata melayani lebih dari 150.000 pengunjung setiap tahun.",
    ),
    inMenu: true,
    scene: "tea",
  },
  {
    judul: "Visi & Misi",
    slug: "visi-misi",
    ringkasan: "Menjadi tujuan agrowisata perkebunan terbaik di Indonesia.",
    isi:
      `<h2>Visi</h2>${p("Menjadi tujuan agrowisata perkebunan terkemuka di Indonesia yang melestarikan warisan kebun dan menyejahterakan masyarakat sekitarnya.")}` +
      `<h2>Misi</h2>${ul(
        "Menghadirkan pengalaman menginap dan berwisata yang autentik di kebun teh, kopi dan kakao.",
        "Merawat bangunan dan mesin bersejarah perkebunan sebagai bagian dari cerita yang kami bagikan.",
        "Mengutamakan produk kebun sendiri dan usaha masyarakat desa di setiap layanan.",
        "Menjaga kelestarian alam kebun, sumber air dan hutan lindung di sekitarnya.",
      )}`,
    inMenu: true,
    scene: "coffee",
  },
  {
    judul: "Unit Agrowisata",
    slug: "unit-agrowisata",
    ringkasan: "Enam unit agrowisata di kebun teh, kopi, kakao dan karet dari Malang hingga Banyuwangi.",
    isi:
      p(
        "Setiap unit agrowisata dikelola bersama kebun induknya sehingga tamu dapat melihat langsung kegiatan perkebunan:",
      ) +
      ul(
        "<strong>Wonosari (Malang)</strong> — kebun teh, pabrik teh, wisma, cottage dan Rumah Teh Wonosari.",
        "<strong>Ijen (Bondowoso)</strong> — kebun kopi arabika Blawan dan Jampit, pemandian air panas, Kedai Kopi Blawan dan paket Kawah Ijen.",
        "<strong>Kalibaru (Banyuwangi)</strong> — kebun kopi dan kakao, kelas cokelat dan arung jeram.",
        "<strong>Gumitir–Kahyangan (Jember)</strong> — kebun karet dan kopi robusta, Kafe Puncak Gumitir.",
        "<strong>Kertowono (Lumajang)</strong> — kebun teh dengan pemandangan Semeru dan area kemah.",
        "<strong>Kota Malang dan Batu</strong> — Hotel Rolas Malang dan Villa Panderman sebagai titik awal perjalanan.",
      ),
    inMenu: true,
    scene: "pass",
  },
  {
    judul: "Tanggung Jawab Sosial",
    slug: "tanggung-jawab-sosial",
    ringkasan: "Program kemitraan petani, beasiswa anak karyawan dan pelestarian sumber air kebun.",
    isi:
      p(
        "Kami percaya agrowisata hanya bertahan bila kebun, desa dan alam di sekitarnya ikut tumbuh. Program tanggung jawab sosial kami meliputi:",
      ) +
      ul(
        "Kemitraan dengan lebih dari 400 petani kopi rakyat di dataran tinggi Ijen, termasuk pelatihan pascapanen dan pembelian ceri dengan harga yang disepakati.",
        "Beasiswa bagi anak-anak karyawan kebun dari SD hingga perguruan tinggi.",
        "Penanaman pohon pelindung dan rehabilitasi mata air di setiap unit kebun.",
        "Pelatihan pemandu wisata dan pengelolaan homestay bagi pemuda desa sekitar kebun.",
      ),
    inMenu: true,
    scene: "leaves",
  },
  {
    judul: "Manajemen",
    slug: "manajemen",
    ringkasan: "Susunan pengelola unit agrowisata.",
    isi: p(
      "Unit agrowisata berada di bawah Divisi Usaha Lain dan dipimpin oleh seorang Kepala Divisi yang berkantor di Surabaya. Setiap unit dipimpin seorang manajer unit yang bekerja sama dengan administratur kebun setempat.",
    ),
    inMenu: false,
    scene: "tea",
  },
];

export const CONTACT = {
  nama: COMPANY.brand,
  alamat: "Jl. Rajawali No. 12, Krembangan Selatan, Kec. Krembangan, Kota Surabaya 60175",
  telepon: "(031) 352 1212",
  email: companyEmail("info"),
  whatsapp: "0811-3030-1212",
  jamOperasional: "Senin–Minggu 07.00–22.00 WIB",
  latitude: -7.2335,
  longitude: 112.7349,
} as const;

/** Tea-garden palette: deep leaf green header, warm off-white content, dark green footer with gold links. */
export const THEME: readonly { posisi: ThemePosition; properti: string; value: string }[] = [
  { posisi: "Header", properti: "background-color", value: "#1f5130" },
  { posisi: "Header", properti: "color", value: "#f4f8f1" },
  { posisi: "Header", properti: "link-color", value: "#ffffff" },
  { posisi: "Header", properti: "link-hover-color", value: "#f6c453" },
  { posisi: "Header", properti: "border-color", value: "#173d24" },
  { posisi: "Content", properti: "background-color", value: "#f7f8f3" },
  { posisi: "Content", properti: "color", value: "#1f2a1f" },
  { posisi: "Content", properti: "link-color", value: "#2e7d32" },
  { posisi: "Content", properti: "heading-color", value: "#1f5130" },
  { posisi: "Content", properti: "accent-color", value: "#c8963e" },
  { posisi: "Footer", properti: "background-color", value: "#14311f" },
  { posisi: "Footer", properti: "color", value: "#d7e4d3" },
  { posisi: "Footer", properti: "link-color", value: "#f6c453" },
  { posisi: "Footer", properti: "border-color", value: "#2b4a35" },
];

export interface VideoSeed {
  judul: string;
  url: string;
  deskripsi: string;
  scene: SeedScene;
}

export const VIDEOS: readonly VideoSeed[] = [
  {
    judul: "Sehari Memetik Teh di Wonosari",
    url: "https://www.youtube.com/watch?v=Wn7sTeh2025",
    deskripsi: "Ikut para pemetik dari subuh hingga penimbangan, lalu ke pabrik teh.",
    scene: "tea",
  },
  {
    judul: "Dari Ceri Merah ke Cangkir: Kopi Blawan",
    url: "https://www.youtube.com/watch?v=BlwKopi0Ijn",
    deskripsi: "Proses basah kopi arabika di pabrik Blawan yang berusia lebih dari seabad.",
    scene: "coffee",
  },
  {
    judul: "Api Biru Kawah Ijen",
    url: "https://www.youtube.com/watch?v=IjnBlueF1re",
    deskripsi: "Pendakian dini hari bersama pemandu dari Kebun Jampit.",
    scene: "crater",
  },
  {
    judul: "Arung Jeram Sungai Kalibaru",
    url: "https://www.youtube.com/watch?v=KlbRaft9Jrm",
    deskripsi: "Sembilan kilometer jeram di antara kebun kopi dan kakao.",
    scene: "river",
  },
  {
    judul: "Cottage di Tengah Kebun Teh",
    url: "https://www.youtube.com/watch?v=CttWnsr4Tea",
    deskripsi: "Tur singkat cottage dan villa keluarga di blok Sumberawan.",
    scene: "tea",
  },
];

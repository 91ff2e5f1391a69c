import type { Widen } from "../widen";

/** Shell, navigation, home and error messages. */
const layout = {
  meta: {
    siteName: "Agrowisata",
    tagline: "Wisata kebun teh & kopi Jawa Timur",
    description:
      "Menginap di homestay dan cottage di tengah kebun teh dan kopi, kafe perkebunan, destinasi wisata dan event agrowisata di Jawa Timur.",
  },
  common: {
    skipToContent: "Langsung ke konten",
    backToTop: "Kembali ke atas",
    close: "Tutup",
    loading: "Memuat…",
    previous: "Sebelumnya",
    next: "Berikutnya",
    page: "Halaman {{page}}",
    previousPage: "Halaman sebelumnya",
    nextPage: "Halaman berikutnya",
    seeAll: "Lihat semua",
    seeDetail: "Lihat detail",
    menu: "Menu",
    openMenu: "Buka menu",
    language: "Bahasa",
    chooseLanguage: "Pilih bahasa",
    slide: "Slide {{current}} dari {{total}}",
  },
  nav: {
    home: "Beranda",
    accommodation: "Penginapan",
    cafe: "Kafe",
    destinations: "Wisata",
    events: "Event",
    gallery: "Galeri",
    photoGallery: "Galeri Foto",
    videoGallery: "Galeri Video",
    faq: "FAQ",
    profile: "Profil",
    promo: "Promo",
    contact: "Kontak",
    signIn: "Masuk",
    register: "Daftar",
    mainNavigation: "Navigasi utama",
  },
  topbar: {
    phone: "Telepon",
    email: "Email",
    hours: "Jam layanan",
  },
  footer: {
    about: "Tentang Kami",
    usefulLinks: "Tautan",
    contact: "Hubungi Kami",
    latestEvents: "Event Terbaru",
    noEvents: "Belum ada event.",
    rights: "© {{year}} {{name}}. Hak cipta dilindungi.",
    map: "Lihat di peta",
  },
  home: {
    title: "Agrowisata — Menginap dan berwisata di kebun teh & kopi",
    bannersLabel: "Promosi utama",
    partnersTitle: "Mitra Kami",
    partnersLabel: "Mitra dan tautan terkait",
    destinationsTitle: "Destinasi Wisata",
    destinationsLead: "Jelajahi kebun teh, perkebunan kopi, dan alam pegunungan Jawa Timur.",
    destinationsLabel: "Destinasi wisata",
    noDestinations: "Belum ada destinasi wisata.",
    noBanners: "Belum ada banner.",
    findStay: "Cari Penginapan",
    findStayLead: "Homestay, cottage, dan hotel di area perkebunan.",
  },
  toast: {
    close: "Tutup notifikasi",
    region: "Notifikasi",
  },
  errors: {
    notFoundTitle: "Halaman tidak ditemukan",
    notFoundMessage: "Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan.",
    serverErrorTitle: "Terjadi kesalahan",
    serverErrorMessage: "Maaf, terjadi kesalahan pada server. Silahkan coba beberapa saat lagi.",
    badRequestTitle: "Permintaan tidak valid",
    backHome: "Kembali ke beranda",
    tryAgain: "Coba lagi",
  },
};

export default layout;
export type LayoutMessages = Widen<typeof layout>;

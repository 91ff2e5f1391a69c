import type { Widen } from "../widen";

/** The operators' chat console (`/admin/chat`): back-office only, so visitors' pages do not download it. */
const chatConsole = {
  chatConsole: {
    title: "Chat Pengunjung",
    online: "Anda online",
    offline: "Anda offline",
    goOnline: "Online",
    goOffline: "Offline",
    availability: "Ketersediaan",
    connecting: "Menghubungkan…",
    reconnecting: "Sambungan terputus, menghubungkan kembali…",
    waiting: "Menunggu operator",
    mine: "Percakapan saya",
    others: "Operator lain",
    none: "Belum ada percakapan.",
    select: "Pilih percakapan di sebelah kiri.",
    unread_one: "{{count}} belum dibaca",
    unread_other: "{{count}} belum dibaca",
    guestTyping: "{{name}} sedang mengetik…",
    guest: "Tamu",
    notificationsEnable: "Aktifkan notifikasi",
    notificationsOn: "Notifikasi aktif",
    notificationsBlocked: "Notifikasi diblokir oleh browser",
    newChat: "Chat baru dari {{name}}",
    newMessage: "Pesan baru dari {{name}}",
    conversations: "Daftar percakapan",
    canned: "Balasan cepat",
    needsScript: "Halaman ini memerlukan JavaScript untuk menerima chat.",
    guestNumbered: "Tamu #{{id}}",
    conversationWith: "Percakapan dengan {{name}}",
    noMessages: "Tidak ada pesan.",
    guestPage: "Sedang di halaman",
    cannedReplies: {
      greeting: "Halo, terima kasih sudah menghubungi Agrowisata. Ada yang bisa kami bantu?",
      moment: "Mohon ditunggu sebentar, kami cek terlebih dahulu.",
      booking: "Untuk pemesanan kamar, silahkan pilih tanggal dan kamar di halaman pencarian, lalu ikuti langkah pemesanan.",
      thanks: "Terima kasih, semoga hari Anda menyenangkan!",
    },
  },
};

export default chatConsole;
export type ChatConsoleMessages = Widen<typeof chatConsole>;

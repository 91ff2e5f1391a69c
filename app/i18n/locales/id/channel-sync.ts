import type { Widen } from "../widen";

/** Importing OTA calendars (docs/decisions/028): why a feed was refused or failed, a sync's outcome, the conflict e-mail. */
const channelSync = {
  channelSync: {
    errors: {
      bad_url: "Alamat kalender tidak valid. Salin alamat iCal (.ics) lengkap dari OTA, mulai dengan https://, tanpa nama pengguna atau kata sandi, paling banyak 2000 karakter.",
      not_https: "Alamat kalender harus diawali https://. Salin alamat iCal aman dari pengaturan kalender OTA.",
      private_host: "Alamat ini menunjuk ke jaringan lokal atau pribadi, bukan ke OTA. Gunakan alamat iCal publik dari Booking.com, Airbnb, Traveloka, dll.",
      too_many_redirects: "Alamat ini dialihkan terlalu banyak kali. Salin alamat iCal terbaru dari OTA.",
      timeout: "OTA tidak menjawab dalam 10 detik. Sinkronisasi dicoba lagi otomatis; jika terus gagal, periksa alamatnya.",
      too_large: "Kalender lebih besar dari 1 MB. Periksa bahwa alamatnya adalah kalender satu unit, bukan seluruh akun.",
      http_status: "OTA menjawab dengan kesalahan (HTTP {{detail}}). Periksa alamatnya, atau buat alamat iCal baru di OTA.",
      network: "OTA tidak dapat dihubungi. Sinkronisasi dicoba lagi otomatis; jika terus gagal, periksa alamatnya.",
      not_calendar: "Alamat ini tidak mengembalikan kalender iCal. Salin alamat ekspor kalender (.ics) dari OTA, bukan alamat halaman webnya.",
      too_many_conflicts: "Kalender ini bertabrakan dengan terlalu banyak malam yang sudah terisi di unit ini ({{detail}} malam) untuk diimpor sekaligus. Tidak ada yang diubah. Periksa apakah kalender lain di unit ini berasal dari OTA yang sama, lalu hapus salah satunya.",
      apply_failed: "Kalender terbaca, tetapi tidak dapat disimpan di sini. Tidak ada yang diubah; sinkronisasi dicoba lagi otomatis. Jika terus gagal, hubungi administrator.",
      duplicate: "Kalender dengan alamat ini sudah ditambahkan ke unit ini.",
      unknownUnit: "Unit ini tidak ada atau tidak aktif. Pilih unit yang aktif.",
      badLabel: "Beri nama sumber kalender (1–60 karakter), misalnya \"Airbnb\".",
    },
    email: {
      subject: "Konflik kalender: {{unit}} ({{source}})",
      greeting: "Halo tim {{hotel}},",
      intro: "Kalender {{source}} menandai {{unit}} terisi pada malam yang sudah terjual di situs kami. Malam-malam ini TIDAK ditahan untuk {{source}}; satu unit mungkin terjual dua kali.",
      stay: "Acara {{source}}: {{cekin}} – {{cekout}}.",
      night: "Malam {{night}}: pemesanan {{kode}}",
      nightHeld: "Malam {{night}}: sudah ditutup (blokir atau kalender lain)",
      todo: "Hubungi tamu atau OTA untuk memindahkan salah satu pemesanan, lalu periksa kalender meja depan.",
      action: "Buka kalender meja depan",
      fallback: "Jika tombol tidak berfungsi, buka alamat ini:",
      more: "{{nights}} malam lain yang bertabrakan tidak dicantumkan di sini; lihat semuanya di kalender meja depan.",
    },
  },
};

export default channelSync;
export type ChannelSyncMessages = Widen<typeof channelSync>;

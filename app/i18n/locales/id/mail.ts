import type { Widen } from "../widen";

/**
 * The e-mails' texts: the server writes every e-mail in its recipient's language, and no page shows them,
 * so they are a part of their own that the browser never downloads (docs/decisions/005-i18n.md).
 */
const mail = {
  accountEmail: {
    greeting: "Halo {{name}},",
    signature: "Salam hangat,\nTim Agrowisata",
    footer: "Email ini dikirim otomatis oleh {{site}}. Jangan membalas email ini.",
    linkFallback: "Jika tombol tidak berfungsi, salin tautan ini ke peramban Anda:",
    activationSubject: "Aktivasi akun Agrowisata Anda",
    activationIntro: "Terima kasih telah mendaftar di Agrowisata. Aktifkan akun Anda melalui tautan berikut:",
    activationAction: "Aktifkan akun",
    activationIgnore: "Jika Anda tidak merasa mendaftar, abaikan email ini.",
    resetSubject: "Reset kata sandi Agrowisata",
    resetIntro:
      "Kami menerima permintaan untuk mereset kata sandi akun Anda. Pilih kata sandi baru melalui tautan berikut:",
    resetAction: "Reset kata sandi",
    resetValidity: "Tautan ini berlaku selama 24 jam dan hanya dapat dipakai satu kali.",
    resetIgnore: "Jika Anda tidak meminta reset kata sandi, abaikan email ini; kata sandi Anda tidak berubah.",
    emailChangeSubject: "Konfirmasi alamat email baru Anda",
    emailChangeIntro: "Ada permintaan untuk menjadikan alamat ini email akun Agrowisata {{login}} (sekarang {{oldEmail}}). Konfirmasi melalui tautan berikut:",
    emailChangeAction: "Konfirmasi email",
    emailChangeValidity: "Tautan ini berlaku selama 24 jam dan hanya dapat dipakai satu kali.",
    emailChangeIgnore: "Jika Anda tidak meminta perubahan ini, abaikan email ini; tidak ada yang berubah.",
    emailChangeNoticeSubject: "Permintaan perubahan email akun Agrowisata Anda",
    emailChangeNoticeIntro: "Ada permintaan untuk mengganti email akun Anda menjadi {{newEmail}}.",
    emailChangeNoticeKept: "Alamat ini tetap menjadi email akun Anda sampai alamat baru itu dikonfirmasi.",
    emailChangeNoticeAction: "Buka pengaturan akun",
    emailChangeNoticeIgnore: "Jika bukan Anda yang memintanya, batalkan perubahan di pengaturan akun dan ganti kata sandi Anda.",
  },
  bookingEmail: {
    greeting: "Halo {{name}},",
    signature: "Salam hangat,\nTim Agrowisata",
    footer: "Email ini dikirim otomatis oleh {{site}}.",
    linkFallback: "Jika tombol tidak berfungsi, salin tautan ini ke peramban Anda:",
    details:
      "Kode booking: {{kode}}\nPenginapan: {{hotel}}\nTipe: {{roomType}} × {{rooms}}\nMenginap: {{cekin}} – {{cekout}} ({{nights}} malam)\nTamu: {{guests}}\nTotal: {{total}}",
    createdSubject: "Pemesanan {{kode}} diterima — selesaikan pembayaran",
    createdIntro: "Terima kasih, pemesanan Anda sudah kami terima.",
    createdPay: "Bayar {{total}} ke {{method}} nomor {{code}} sebelum {{deadline}} WIB.",
    createdPayPage: "Selesaikan pembayaran melalui halaman pembayaran sebelum {{deadline}} WIB.",
    createdPayQr: "Bayar {{total}} dengan {{method}} sebelum {{deadline}} WIB: pindai kode QR di halaman pembayaran (tautan di bawah).",
    createdAction: "Lihat instruksi pembayaran",
    directSubject: "Pemesanan {{kode}} terkonfirmasi — bayar di penginapan saat tiba",
    directIntro: "Pemesanan Anda sudah terkonfirmasi dan kamar sudah kami siapkan. Tidak ada yang perlu dibayar secara online.",
    directPay: "Bayar {{total}} di resepsionis saat check-in ({{date}}, mulai pukul {{time}} WIB). Kamar kami tahan sampai akhir hari check-in.",
    directBring: "Bawa kartu identitas asli yang Anda cantumkan saat memesan (KTP, atau paspor untuk tamu dari luar Indonesia) dan kode booking {{kode}}.",
    directAction: "Lihat konfirmasi pemesanan",
    voucherSubject: "E-Voucher {{kode}} — pembayaran diterima",
    voucherIntro: "Pembayaran Anda sudah kami terima. Tunjukkan e-voucher ini saat check-in.",
    voucherAddress: "Alamat: {{address}}",
    voucherAction: "Lihat peta lokasi",
    voucherCheckIn: "Check-in: {{date}}, mulai pukul {{time}} WIB",
    voucherExtras: "Tambahan pesanan: {{extras}}",
    voucherPhone: "Telepon penginapan: {{phone}}",
    voucherMap: "Peta lokasi: {{url}}",
    expiredSubject: "Pemesanan {{kode}} kedaluwarsa",
    expiredIntro: "Batas waktu pembayaran pemesanan Anda sudah lewat, sehingga kamar telah dilepas.",
    expiredAction: "Pesan kembali",
    satisfactionSubject: "Bagaimana pengalaman menginap Anda di {{hotel}}?",
    satisfactionIntro:
      "Terima kasih telah menginap bersama kami. Mohon luangkan waktu satu menit untuk memberi penilaian.",
    satisfactionAction: "Isi form kepuasan",
  },
};

export default mail;
export type MailMessages = Widen<typeof mail>;

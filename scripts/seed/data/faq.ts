import { ol, p, ul } from "./html";

export interface FaqCategorySeed {
  nama: string;
  faqs: { pertanyaan: string; jawaban: string }[];
}

export const FAQ_CATEGORIES: readonly FaqCategorySeed[] = [
  {
    nama: "Reservasi",
    faqs: [
      {
        pertanyaan: "Bagaimana cara memesan kamar atau cottage?",
        jawaban: ol(
          "Buka menu <strong>Homestay</strong>, pilih kota, tanggal check-in, lama menginap, jumlah tamu dan jumlah kamar.",
          "Pilih penginapan dan tipe kamar yang masih tersedia, lalu tekan <strong>Memesan Kamar</strong>.",
          "Isi data tamu, pilih metode pembayaran, lalu tekan <strong>Booking</strong>.",
          "Selesaikan pembayaran sesuai petunjuk; e-voucher dikirim ke e-mail Anda setelah pembayaran diterima.",
        ),
      },
      {
        pertanyaan: "Berapa lama saya bisa menginap dalam satu pemesanan?",
        jawaban: p(
          "Satu pemesanan dapat mencakup 1 sampai 15 malam. Untuk masa inap lebih panjang, silakan buat pemesanan kedua atau hubungi layanan pelanggan.",
        ),
      },
      {
        pertanyaan: "Apakah saya harus membuat akun untuk memesan?",
        jawaban: p(
          "Tidak. Anda dapat memesan sebagai tamu cukup dengan nama, nomor identitas, e-mail dan nomor telepon. Akun memudahkan Anda melihat riwayat pemesanan dan mengisi data lebih cepat.",
        ),
      },
      {
        pertanyaan: "Pukul berapa check-in dan check-out?",
        jawaban: p(
          "Check-in mulai pukul 14.00 dan check-out paling lambat pukul 12.00 waktu setempat. Early check-in dan late check-out tergantung ketersediaan kamar.",
        ),
      },
    ],
  },
  {
    nama: "Pembayaran",
    faqs: [
      {
        pertanyaan: "Metode pembayaran apa saja yang tersedia?",
        jawaban: ul(
          "Kartu kredit/debit (Visa, Mastercard, JCB)",
          "Virtual Account BCA, BNI, BRI, Mandiri dan Permata",
          "Kode bayar Finpay di gerai retail dan kantor pos",
          "LinkAja",
          "Bayar di tempat untuk properti tertentu",
        ),
      },
      {
        pertanyaan: "Berapa lama batas waktu pembayaran?",
        jawaban: p(
          "Pembayaran harus diselesaikan dalam <strong>1 jam</strong> setelah pemesanan dibuat. Jika melewati batas waktu, pemesanan dibatalkan otomatis dan kamar dilepas kembali.",
        ),
      },
      {
        pertanyaan: "Apa saja yang termasuk dalam total harga?",
        jawaban: p(
          "Total harga sudah termasuk harga kamar setelah promo, Pajak PB1 10% dan biaya layanan Rp 15.000 per kamar per malam. Rinciannya ditampilkan sebelum Anda menekan tombol Booking.",
        ),
      },
      {
        pertanyaan: "Saya sudah membayar tetapi status masih menunggu. Apa yang harus dilakukan?",
        jawaban: p(
          "Konfirmasi dari bank biasanya masuk dalam beberapa menit. Muat ulang halaman informasi pembayaran; bila setelah 30 menit status belum berubah, hubungi layanan pelanggan dengan menyertakan kode booking dan bukti transfer.",
        ),
      },
    ],
  },
  {
    nama: "Pembatalan",
    faqs: [
      {
        pertanyaan: "Bisakah saya membatalkan pemesanan yang sudah dibayar?",
        jawaban: p(
          "Bisa. Hubungi layanan pelanggan paling lambat 3 hari sebelum tanggal check-in untuk pengembalian dana 75%. Pembatalan kurang dari 3 hari sebelum check-in tidak dapat dikembalikan.",
        ),
      },
      {
        pertanyaan: "Bagaimana jika saya tidak jadi membayar?",
        jawaban: p(
          "Anda tidak perlu melakukan apa-apa. Pemesanan yang belum dibayar akan kedaluwarsa setelah batas waktu 1 jam dan kamar kembali tersedia untuk tamu lain.",
        ),
      },
      {
        pertanyaan: "Bisakah tanggal menginap diubah?",
        jawaban: p(
          "Perubahan tanggal dapat dilakukan satu kali tanpa biaya paling lambat 3 hari sebelum check-in, selama kamar tersedia di tanggal baru. Selisih harga, bila ada, dibayar di tempat.",
        ),
      },
    ],
  },
  {
    nama: "Fasilitas",
    faqs: [
      {
        pertanyaan: "Apakah semua kamar memiliki air panas?",
        jawaban: p(
          "Ya, seluruh kamar dan cottage di kebun dataran tinggi dilengkapi air panas karena suhu malam bisa turun hingga 12 °C.",
        ),
      },
      {
        pertanyaan: "Apakah sarapan sudah termasuk?",
        jawaban: p(
          "Sarapan termasuk pada tipe kamar yang mencantumkannya di daftar fasilitas. Sarapan tambahan dapat dipesan saat reservasi seharga Rp 50.000 per orang.",
        ),
      },
      {
        pertanyaan: "Bolehkah membawa hewan peliharaan?",
        jawaban: p(
          "Hewan peliharaan hanya diperbolehkan di Villa Jampit dan Villa Panderman Batu dengan pemberitahuan sebelumnya.",
        ),
      },
      {
        pertanyaan: "Apakah tersedia Wi-Fi di kebun?",
        jawaban: p(
          "Wi-Fi tersedia di area wisma, cottage dan kafe. Sinyal seluler di beberapa blok kebun terbatas, terutama di dataran tinggi Ijen.",
        ),
      },
    ],
  },
  {
    nama: "Lokasi & Transportasi",
    faqs: [
      {
        pertanyaan: "Apakah ada layanan antar-jemput dari stasiun?",
        jawaban: p(
          "Ada. Layanan antar-jemput dari Stasiun Lawang, Malang, Kalibaru dan Jember dapat ditambahkan saat reservasi seharga Rp 200.000 per perjalanan.",
        ),
      },
      {
        pertanyaan: "Apakah jalan menuju kebun bisa dilalui mobil biasa?",
        jawaban: p(
          "Sebagian besar bisa. Jalan ke Blawan, Jampit dan Sirah Kencong menanjak panjang; pastikan kendaraan dalam kondisi baik dan isi bahan bakar penuh sebelum naik.",
        ),
      },
      {
        pertanyaan: "Bagaimana cara ke Kawah Ijen dari penginapan?",
        jawaban: p(
          "Pesan Paket Tur Kopi Ijen atau paket pendakian Kawah Ijen; kendaraan menjemput dari Wisma Blawan, Cottage Arabika Ijen dan Villa Jampit pukul 00.30.",
        ),
      },
    ],
  },
  {
    nama: "Chat & Bantuan",
    faqs: [
      {
        pertanyaan: "Bagaimana cara menghubungi operator lewat chat?",
        jawaban: p(
          "Tekan tombol chat di pojok kanan bawah, lalu masuk dengan akun Google atau isi nama dan e-mail. Operator yang sedang online akan menjawab pesan Anda.",
        ),
      },
      {
        pertanyaan: "Kapan operator chat tersedia?",
        jawaban: p(
          "Setiap hari pukul 07.00–22.00 WIB. Di luar jam tersebut Anda tetap dapat meninggalkan pesan dan kami akan membalas lewat e-mail.",
        ),
      },
      {
        pertanyaan: "Ke mana saya menghubungi bila ada keadaan darurat saat menginap?",
        jawaban: p(
          "Hubungi resepsionis penginapan (nomor tertera di e-voucher) atau layanan pelanggan 24 jam di nomor yang tercantum di halaman Kontak.",
        ),
      },
    ],
  },
];

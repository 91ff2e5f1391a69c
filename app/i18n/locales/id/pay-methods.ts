import type { Widen } from "../widen";

/** Payment methods: the labelled list, QRIS and e-wallets. */
const payMethods = {
  payMethods: {
    list: {
      legend: "Pilih metode pembayaran",
      overCapHidden: "Pembayaran di gerai retail hanya sampai {{cap}}, jadi tidak ditawarkan untuk pemesanan ini.",
    },
    errors: {
      overCap: "Metode ini tidak menerima pembayaran sebesar total pemesanan Anda (di atas batasnya). Pilih metode lain.",
      unknownKind: "Metode pembayaran ini belum dapat digunakan. Pilih metode lain atau hubungi kami.",
    },
    wallet: {
      qrTitle: "Pindai kode QR",
      qrLead: "Pindai dengan aplikasi m-banking atau e-wallet apa pun yang mendukung QRIS.",
      qrAlt: "Kode QR pembayaran pemesanan {{kode}}",
      qrImage: "Buka gambar kode QR",
      openApp: "Buka aplikasi {{app}}",
      phoneLead: "Di ponsel ini, tekan tombol di bawah untuk membayar di aplikasi {{app}}.",
      desktopLead: "Pindai kode QR dengan aplikasi {{app}} di ponsel Anda.",
      simulatorScanner: "Buka pemindai simulator",
      saveQr: "Simpan kode QR",
      saveQrHint: "Di ponsel ini? Simpan kode QR lalu unggah dari galeri di aplikasi pembayaran.",
    },
    simulator: {
      title: "Simulator: aplikasi pembayaran",
      lead: "Halaman ini berperan sebagai aplikasi bank atau e-wallet tamu yang memindai kode QR.",
      merchant: "Merchant",
      pay: "Scan & bayar",
      paid: "Pembayaran berhasil. Merchant sudah diberi tahu.",
      notFound: "Kode QR ini tidak dikenal.",
      back: "Kembali ke halaman pemesanan",
    },
  },
};

export default payMethods;
export type PayMethodsMessages = Widen<typeof payMethods>;

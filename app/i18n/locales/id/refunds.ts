import type { Widen } from "../widen";

/** Refunds, manual transfers and no-shows in the back-office. */
const refunds = {
  refunds: {
    meta: { title: "Pengembalian dana" },
    page: {
      title: "Pengembalian dana",
      intro:
        "Pengembalian kartu, QRIS dan dompet digital diproses oleh gateway pembayaran. Pembayaran virtual account dan gerai ritel dikembalikan lewat transfer manual ke rekening tamu: transfer dananya, lalu tandai di sini.",
      filter: "Status",
      all: "Semua",
      apply: "Tampilkan",
      empty: "Tidak ada pengembalian dana.",
      limited_one: "Menampilkan {{count}} pengembalian pertama.",
      limited_other: "Menampilkan {{count}} pengembalian pertama.",
      caption: "Daftar pengembalian dana",
    },
    columns: {
      kode: "Kode booking",
      guest: "Tamu",
      amount: "Dikembalikan",
      kept: "Ditahan",
      channel: "Cara",
      status: "Status",
      bank: "Rekening tujuan",
      createdAt: "Diminta",
      paid: "Selesai",
      actions: "Tindakan",
    },
    status: { PENDING: "Menunggu", PAID: "Selesai", FAILED: "Gagal" },
    channel: { GATEWAY: "Gateway pembayaran", MANUAL: "Transfer manual" },
    bank: "{{bank}} {{account}} a.n. {{holder}}",
    noBank: "Belum ada rekening",
    paidBy: "{{when}} oleh {{login}}",
    paidByGateway: "{{when}} (gateway)",
    actions: {
      markPaid: "Tandai sudah ditransfer",
      markPaidConfirm: "Sudah mentransfer {{amount}} ke {{bank}} untuk {{kode}}?",
      markPaidYes: "Ya, sudah ditransfer",
      retry: "Coba lagi",
      none: "—",
    },
    toast: {
      markPaid: "Pengembalian dana {{kode}} ditandai sudah ditransfer.",
      retry: "Pengembalian dana {{kode}} dikirim lagi ke gateway.",
    },
    errors: {
      noBank: "Tamu belum memberikan rekening untuk transfer.",
      badRequest: "Permintaan tidak dapat diproses.",
      notFound: "Pengembalian dana tidak ditemukan.",
      changed: "Pengembalian dana ini sudah diubah orang lain. Muat ulang halaman.",
      gateway: "Gateway pembayaran menolak pengembalian dana. Coba lagi nanti.",
    },
    email: {
      subject: "Dana Anda sudah dikembalikan — {{kode}}",
      intro: "Dana untuk pemesanan {{kode}} di {{hotel}} yang dibatalkan sudah kami kembalikan.",
      amount: "Jumlah yang dikembalikan: {{amount}}.",
      kept: "Sesuai kebijakan pembatalan, {{kept}} tidak dikembalikan.",
      toGateway: "Dana dikembalikan ke metode pembayaran yang Anda gunakan ({{method}}). Bank atau penyedia dompet digital Anda mungkin memerlukan beberapa hari kerja untuk menampilkannya.",
      toBank: "Dana ditransfer ke rekening {{bank}} {{account}} a.n. {{holder}}.",
      stay: "Menginap yang dibatalkan: {{cekin}} – {{cekout}}.",
    },
    noShow: {
      action: "Tandai tidak datang",
      confirm: "Tamu {{kode}} tidak datang? Malam-malamnya tetap terjual dan tidak ada pengembalian dana.",
      yes: "Ya, tidak datang",
      toast: "{{kode}} ditandai tidak datang.",
      tooEarly: "Tamu baru dapat ditandai tidak datang setelah hari kedatangannya lewat.",
      notAllowed: "Hanya pemesanan yang sudah dibayar dan belum check-in yang dapat ditandai tidak datang.",
      at: "Ditandai tidak datang",
    },
  },
};

export default refunds;
export type RefundsMessages = Widen<typeof refunds>;

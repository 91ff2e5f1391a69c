import type { Widen } from "../widen";

/** Front-desk flows: walk-ins without e-mail, pay-at-desk, early departure, printable arrivals and departures. */
const deskFlows = {
  deskFlows: {
    walkIn: {
      email: "Email (opsional)",
      emailHint: "Tanpa e-mail, tamu tidak menerima e-mail apa pun; hubungi lewat telepon.",
      noEmail: "Tanpa e-mail",
    },
    payAtDesk: {
      unpaid: "Belum dibayar — tagih saat check-out",
      noDeadline: "Tanpa batas bayar (dibayar di properti)",
    },
    methodKind: {
      "PAYMENT PAGE": "Halaman pembayaran",
      "PENDING PAYMENT": "Transfer / kode bayar",
      "DIRECT PAYMENT": "Bayar di properti",
    },
    early: {
      action: "Check-out (pulang lebih awal)",
      title: "Tamu pulang lebih awal",
      released: "Malam {{nights}} dilepas dan dapat dijual lagi.",
      newCekout: "Check-out baru",
      oldTotal: "Tagihan semula",
      newTotal: "Tagihan baru",
      paid: "Dibayar",
      owed: "Kurang bayar",
      refundable: "Lebih bayar (dapat dikembalikan)",
      refundNote: "Pengembalian dana dibuka untuk bagian keuangan (halaman Refund).",
      settled: "Lunas",
      confirm: "Ya, check-out sekarang",
      back: "Batal",
      needsConfirm: "Tamu pulang sebelum tanggal check-out: buka konfirmasi pulang lebih awal di halaman reservasi.",
      notEarly: "Hari ini bukan check-out lebih awal untuk reservasi ini.",
      toast: "Reservasi {{kode}}: check-out lebih awal dicatat, tagihan diperbarui.",
    },
    arrivals: {
      title: "Kedatangan & keberangkatan",
      lead: "Daftar tamu yang datang, pulang dan sedang menginap pada satu tanggal, siap dicetak.",
      date: "Tanggal",
      hotel: "Properti",
      allHotels: "Semua properti",
      show: "Tampilkan",
      print: "Cetak",
      arrivals: "Kedatangan",
      departures: "Keberangkatan",
      inHouse: "Sedang menginap",
      empty: "Tidak ada tamu.",
      badDate: "Tanggal tidak valid. Gunakan format YYYY-MM-DD.",
      columns: {
        code: "Kode",
        guest: "Tamu",
        phone: "Telepon",
        hotel: "Properti",
        roomType: "Tipe kamar",
        units: "Unit",
        nights: "Malam",
        guests: "Tamu (orang)",
        payment: "Pembayaran",
        due: "Sisa tagihan",
      },
    },
  },
};

export default deskFlows;
export type DeskFlowsMessages = Widen<typeof deskFlows>;

import type { Widen } from "../widen";

/** The back-office shell: sidebar tree labels (spec §6) and the staff layout. */
const admin = {
  staff: {
    menuLabel: "Menu back-office",
    openMenu: "Menu",
    closeMenu: "Tutup menu",
    newTab: "(membuka tab baru)",
    unavailable: "Modul ini belum tersambung di instalasi ini",
    noItems: "Akun Anda belum memiliki menu back-office.",
  },
  staffMenu: {
    dashboard: "Dashboard",
    dashboardItems: { overview: "Ringkasan", business: "Pengelola Usaha", financing: "Pembiayaan" },
    keuangan: "Keuangan",
    keuanganItems: {
      journal: "Jurnal",
      cashIn: "Kas Masuk",
      cashOut: "Kas Keluar",
      ledger: "Buku Besar",
      reports: "Laporan Keuangan",
      accounts: "Master Akun",
    },
    simpanPinjam: "Simpan Pinjam",
    simpanPinjamItems: { savings: "Simpanan", loans: "Pinjaman", history: "Riwayat Transaksi", master: "Master Simpan Pinjam" },
    manajemen: "Manajemen",
    manajemenItems: {
      purchaseOrder: "Purchase Order",
      stock: "Stok",
      master: "Master",
      supplier: "Pemasok",
      product: "Produk",
      budget: "Anggaran",
    },
    gudang: "Gudang",
    gudangItems: { stock: "Stok Gudang", receiving: "Penerimaan Barang", issuing: "Pengeluaran Barang" },
    logistik: "Logistik",
    logistikItems: { shipments: "Pengiriman", expeditions: "Ekspedisi" },
    outlet: "Outlet",
    outletItems: { sales: "Penjualan", stock: "Stok Outlet", reports: "Laporan Outlet" },
    mitraUsaha: "Mitra Usaha",
    mitraUsahaItems: { partners: "Daftar Mitra", applications: "Pengajuan Mitra" },
    verifikasiMitra: "Verifikasi Mitra",
    verifikasiMitraItems: { queue: "Antrian Verifikasi" },
    komitePemutus: "Komite Pemutus",
    komitePemutusItems: { decisions: "Keputusan Komite" },
    offeringLetter: "Offering Letter",
    offeringLetterItems: { letters: "Daftar Offering Letter" },
    administrasi: "Administrasi",
    administrasiItems: { journalTypes: "Jenis Jurnal", sourceDocuments: "Dokumen Sumber" },
    pengaturan: "Pengaturan",
    pengaturanItems: {
      unit: "Unit",
      batch: "Batch",
      businessType: "Jenis Usaha",
      savings: "Pengaturan Simpanan",
      accounts: "Pengaturan Akun",
      district: "Kecamatan",
      village: "Desa",
      expedition: "Ekspedisi",
    },
  },
};

export default admin;
export type AdminMessages = Widen<typeof admin>;

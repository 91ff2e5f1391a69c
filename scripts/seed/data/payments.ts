import type { PaymentCategory, PaymentChannel } from "../../../app/db/schema";
import { ol, p } from "./html";

export interface PaymentHowtoSeed {
  nama: string;
  deskripsi: string;
}

export interface PaymentMethodSeed {
  kode: string;
  nama: string;
  kategori: PaymentCategory;
  /** How it is paid and refunded. */
  channel: PaymentChannel;
  /** Largest amount the channel accepts, if capped (convenience stores). */
  batasNominal?: number;
  /** Gateway bank code of a virtual account. */
  bank?: string;
  /** The brand its drawn logo shows, when it is not the bank's or the group's name. */
  logo?: string;
  howtos: PaymentHowtoSeed[];
}

export interface PaymentGroupSeed {
  kode: string;
  nama: string;
  methods: PaymentMethodSeed[];
}

/** How a bank names things in its channels; the how-to steps of every virtual account are built from it. */
interface VaBank {
  kode: string;
  bank: string;
  nama: string;
  atmMenu: string;
  mobileApp: string;
  mobileMenu: string;
  internetBanking: string;
  internetMenu: string;
}

const VA_BANKS: readonly VaBank[] = [
  {
    kode: "VA_BCA",
    bank: "bca",
    nama: "BCA",
    atmMenu: "Transaksi Lainnya → Transfer → ke Rek BCA Virtual Account",
    mobileApp: "BCA mobile (m-BCA)",
    mobileMenu: "m-Transfer → BCA Virtual Account",
    internetBanking: "KlikBCA",
    internetMenu: "Transfer Dana → Transfer ke BCA Virtual Account",
  },
  {
    kode: "VA_BNI",
    bank: "bni",
    nama: "BNI",
    atmMenu: "Menu Lain → Transfer → Virtual Account Billing",
    mobileApp: "BNI Mobile Banking",
    mobileMenu: "Transfer → Virtual Account Billing",
    internetBanking: "BNI Internet Banking",
    internetMenu: "Transfer → Virtual Account Billing",
  },
  {
    kode: "VA_BRI",
    bank: "bri",
    nama: "BRI",
    atmMenu: "Transaksi Lain → Pembayaran → Lainnya → BRIVA",
    mobileApp: "BRImo",
    mobileMenu: "Pembayaran → BRIVA",
    internetBanking: "Internet Banking BRI",
    internetMenu: "Pembayaran → BRIVA",
  },
  {
    kode: "VA_MANDIRI",
    bank: "mandiri",
    nama: "Mandiri",
    atmMenu: "Bayar/Beli → Lainnya → Multi Payment (kode perusahaan 70012)",
    mobileApp: "Livin' by Mandiri",
    mobileMenu: "Bayar → Buat Pembayaran Baru → Multipayment → Midtrans",
    internetBanking: "Mandiri Internet Banking",
    internetMenu: "Bayar → Multi Payment → Midtrans",
  },
  {
    kode: "VA_PERMATA",
    bank: "permata",
    nama: "Permata",
    atmMenu: "Transaksi Lainnya → Pembayaran → Pembayaran Lainnya → Virtual Account",
    mobileApp: "PermataMobile X",
    mobileMenu: "Bayar Tagihan → Virtual Account",
    internetBanking: "PermataNet",
    internetMenu: "Pembayaran Tagihan → Virtual Account",
  },
];

const CLOSING =
  "Simpan bukti pembayaran. Status pemesanan berubah menjadi lunas dalam beberapa menit dan e-voucher dikirim ke e-mail Anda.";

function vaHowtos(b: VaBank): PaymentHowtoSeed[] {
  const check = "Periksa nama tujuan (Agrowisata) dan jumlah tagihan, lalu konfirmasi.";
  return [
    {
      nama: `ATM ${b.nama}`,
      deskripsi: ol(
        `Masukkan kartu ATM ${b.nama} dan PIN Anda.`,
        `Pilih menu <strong>${b.atmMenu}</strong>.`,
        "Masukkan nomor Virtual Account yang tertera di halaman pembayaran.",
        check,
        CLOSING,
      ),
    },
    {
      nama: `Mobile Banking ${b.nama}`,
      deskripsi: ol(
        `Buka aplikasi <strong>${b.mobileApp}</strong> dan masuk ke akun Anda.`,
        `Pilih menu <strong>${b.mobileMenu}</strong>.`,
        "Masukkan nomor Virtual Account.",
        `${check} Masukkan PIN transaksi.`,
        CLOSING,
      ),
    },
    {
      nama: `Internet Banking ${b.nama}`,
      deskripsi: ol(
        `Masuk ke <strong>${b.internetBanking}</strong>.`,
        `Pilih menu <strong>${b.internetMenu}</strong>.`,
        "Masukkan nomor Virtual Account.",
        `${check} Masukkan kode token atau OTP.`,
        CLOSING,
      ),
    },
  ];
}

/**
 * The order Indonesians pay in today: QRIS and e-wallets first, then virtual accounts, cards, convenience
 * stores and paying at the property. LinkAja stays among the e-wallets, paid on its own hosted page.
 */
export const PAYMENT_GROUPS: readonly PaymentGroupSeed[] = [
  {
    kode: "EWALLET",
    nama: "QRIS & E-Wallet",
    methods: [
      {
        kode: "QRIS",
        logo: "QRIS",
        nama: "QRIS (semua bank & e-wallet)",
        kategori: "PENDING PAYMENT",
        channel: "QRIS",
        howtos: [
          {
            nama: "Pindai QRIS",
            deskripsi: ol(
              "Buka aplikasi m-banking atau e-wallet apa pun yang mendukung QRIS (BCA, BRI, Mandiri, GoPay, OVO, DANA, ShopeePay, LinkAja, …).",
              "Pilih menu <strong>Scan</strong> / <strong>Bayar</strong> dan arahkan kamera ke kode QR di halaman pembayaran. Di ponsel, simpan tangkapan layar kode QR lalu unggah dari galeri.",
              "Pastikan nama merchant Agrowisata dan jumlah tagihan sudah benar, lalu masukkan PIN.",
              CLOSING,
            ),
          },
        ],
      },
      {
        kode: "GOPAY",
        logo: "GoPay",
        nama: "GoPay",
        kategori: "PENDING PAYMENT",
        channel: "GOPAY",
        howtos: [
          {
            nama: "Aplikasi Gojek / GoPay",
            deskripsi: ol(
              "Di ponsel, tekan tombol <strong>Buka aplikasi GoPay</strong>; di komputer, pindai kode QR dengan aplikasi Gojek atau GoPay.",
              "Periksa rincian tagihan di aplikasi, lalu tekan <strong>Bayar</strong>.",
              "Masukkan PIN GoPay Anda.",
              CLOSING,
            ),
          },
        ],
      },
      {
        kode: "SHOPEEPAY",
        logo: "ShopeePay",
        nama: "ShopeePay",
        kategori: "PENDING PAYMENT",
        channel: "SHOPEEPAY",
        howtos: [
          {
            nama: "Aplikasi Shopee",
            deskripsi: ol(
              "Di ponsel, tekan tombol <strong>Buka aplikasi ShopeePay</strong>; di komputer, pindai kode QR dengan aplikasi Shopee.",
              "Periksa rincian tagihan di aplikasi, lalu tekan <strong>Bayar Sekarang</strong>.",
              "Masukkan PIN ShopeePay Anda.",
              CLOSING,
            ),
          },
        ],
      },
      {
        kode: "LINKAJA",
        logo: "LinkAja",
        nama: "LinkAja",
        kategori: "PAYMENT PAGE",
        channel: "LINKAJA",
        howtos: [
          {
            nama: "Aplikasi LinkAja",
            deskripsi: ol(
              "Setelah menekan Booking, Anda diarahkan ke halaman LinkAja.",
              "Masukkan nomor ponsel yang terdaftar di LinkAja, atau pindai kode QR dengan aplikasi LinkAja.",
              "Periksa rincian tagihan dan masukkan PIN LinkAja.",
              "Anda kembali ke situs ini dan melihat pemberitahuan hasil pembayaran.",
            ),
          },
        ],
      },
    ],
  },
  {
    kode: "VA",
    nama: "Virtual Account",
    methods: VA_BANKS.map((b) => ({
      kode: b.kode,
      nama: `${b.nama} Virtual Account`,
      kategori: "PENDING PAYMENT" as const,
      channel: "VA" as const,
      bank: b.bank,
      howtos: vaHowtos(b),
    })),
  },
  {
    kode: "CC",
    nama: "Kartu Kredit / Debit",
    methods: [
      {
        kode: "CREDIT_CARD",
        nama: "Kartu Kredit / Debit (Visa, Mastercard, JCB)",
        kategori: "PAYMENT PAGE",
        channel: "CARD",
        howtos: [
          {
            nama: "Kartu Kredit",
            deskripsi: ol(
              "Setelah menekan Booking, Anda diarahkan ke halaman pembayaran yang aman.",
              "Masukkan nomor kartu, masa berlaku dan CVV.",
              "Selesaikan verifikasi 3-D Secure dengan kode OTP dari bank penerbit kartu.",
              "Anda kembali ke situs ini dan melihat pemberitahuan hasil pembayaran.",
            ),
          },
        ],
      },
    ],
  },
  {
    kode: "GERAI",
    nama: "Gerai Retail",
    methods: [
      {
        kode: "FINPAY_CODE",
        logo: "FINPAY",
        nama: "Kode Bayar Finpay (Indomaret, Alfamart, Kantor Pos)",
        kategori: "PENDING PAYMENT",
        channel: "CSTORE",
        // Indomaret and Alfamart take at most Rp 5.000.000 per payment code (the channels' published maximum,
        // e.g. Xendit's Indomaret and Alfamart channel pages: "Max Amount 5,000,000.00"); above it the code is
        // not offered.
        batasNominal: 5_000_000,
        howtos: [
          {
            nama: "Gerai Retail dan Kantor Pos",
            deskripsi: ol(
              "Datang ke kasir Indomaret, Alfamart atau Kantor Pos terdekat.",
              "Sampaikan bahwa Anda akan membayar tagihan <strong>Finpay</strong>.",
              "Tunjukkan kode bayar 16 digit dari halaman pembayaran.",
              "Bayar sesuai jumlah tagihan (ditambah biaya gerai bila ada).",
              CLOSING,
            ),
          },
          {
            nama: "Mobile Banking",
            deskripsi: ol(
              "Buka aplikasi mobile banking Anda dan pilih menu pembayaran tagihan.",
              "Pilih <strong>Finpay</strong> atau <strong>Finnet</strong> sebagai penyedia.",
              "Masukkan kode bayar dan konfirmasi pembayaran.",
              CLOSING,
            ),
          },
        ],
      },
    ],
  },
  {
    kode: "DIRECT",
    nama: "Bayar di Tempat",
    methods: [
      {
        kode: "PAY_AT_PROPERTY",
        nama: "Bayar di Resepsionis",
        kategori: "DIRECT PAYMENT",
        channel: "DIRECT",
        howtos: [
          {
            nama: "Pembayaran di Lokasi",
            deskripsi:
              p("Pemesanan langsung tercatat tanpa pembayaran di muka.") +
              ol(
                "Tunjukkan kode booking dan kartu identitas di resepsionis saat check-in.",
                "Bayar tunai, kartu debit atau QRIS.",
                "Kamar ditahan hingga pukul 18.00 pada hari check-in; kabari resepsionis bila Anda datang lebih malam.",
              ),
          },
        ],
      },
    ],
  },
];

import type { ExtraBasis, FeeKind, LogLevel } from "../../../app/db/schema";

export const IDENTITY_TYPES = ["KTP", "SIM", "Paspor"] as const;
export type IdentityTypeName = (typeof IDENTITY_TYPES)[number];

export const ACCOMMODATION_TYPES = ["Homestay", "Hotel", "Cottage", "Villa"] as const;
export type AccommodationTypeName = (typeof ACCOMMODATION_TYPES)[number];

/** Facilities of properties and room types; `icon` is a short name the UI maps to a pictogram. */
export const FACILITIES = [
  { nama: "Wi-Fi", icon: "wifi" },
  { nama: "Air Panas", icon: "hot-water" },
  { nama: "Sarapan", icon: "breakfast" },
  { nama: "Parkir", icon: "parking" },
  { nama: "Kolam Renang", icon: "pool" },
  { nama: "Perapian", icon: "fireplace" },
  { nama: "Dapur", icon: "kitchen" },
  { nama: "TV", icon: "tv" },
  { nama: "Akses Kursi Roda", icon: "wheelchair" },
  { nama: "Antar-Jemput", icon: "shuttle" },
  { nama: "Area Api Unggun", icon: "campfire" },
  { nama: "Mushola", icon: "prayer-room" },
] as const;
export type FacilityName = (typeof FACILITIES)[number]["nama"];

/** Extra items (tambahpesanan) a guest can add to a booking, each with how it is charged (its basis). */
export const EXTRAS: readonly { nama: string; harga: number; satuan: string; basis: ExtraBasis }[] = [
  { nama: "Extra Bed", harga: 150_000, satuan: "per malam", basis: "PER_NIGHT" },
  { nama: "Sarapan Tambahan", harga: 50_000, satuan: "per orang per malam", basis: "PER_PERSON_NIGHT" },
  { nama: "Paket Tur Kebun Teh", harga: 125_000, satuan: "per orang", basis: "PER_PERSON" },
  { nama: "Paket Tur Kopi Ijen", harga: 350_000, satuan: "per orang", basis: "PER_PERSON" },
  { nama: "Antar-Jemput Stasiun", harga: 200_000, satuan: "per perjalanan", basis: "PER_TRIP" },
];

/**
 * Tax and fees on a stay, applied in `urutan` order to the room price after promo:
 * - PB1 (Pajak Barang dan Jasa Tertentu atas jasa perhotelan, the regional hotel tax): 10 % of the room price.
 * - Biaya layanan: a flat Rp 15.000 per room-night rather than a percentage, so a promo does not shrink the
 *   housekeeping and laundry cost it covers, and guests see the same fee on every room type.
 */
export const FEES: readonly { nama: string; jenis: FeeKind; nilai: number }[] = [
  { nama: "Pajak PB1", jenis: "PERCENT", nilai: 10 },
  { nama: "Biaya Layanan", jenis: "FIXED", nilai: 15_000 },
];

export const TRANSACTION_TYPES = ["Reservasi Kamar"] as const;
export const ROOM_BOOKING = TRANSACTION_TYPES[0];

/** Reasons a guest can tick in the satisfaction form; the first six are praise, the last two complaints. */
export const SATISFACTION_REASONS = [
  "Kebersihan kamar",
  "Keramahan staf",
  "Pemandangan",
  "Sarapan",
  "Akses jalan",
  "Harga",
  "Kebisingan",
  "Air panas tidak berfungsi",
] as const;
export type SatisfactionReasonName = (typeof SATISFACTION_REASONS)[number];

export const BUSINESS_UNITS = [
  "Kantor Direksi Surabaya",
  "Unit Agrowisata Wonosari",
  "Unit Agrowisata Ijen (Blawan–Jampit)",
  "Unit Agrowisata Kalibaru",
  "Unit Agrowisata Gumitir–Kahyangan",
  "Unit Agrowisata Kertowono",
] as const;

export const WAREHOUSES = ["Gudang Teh Wonosari", "Gudang Kopi Blawan", "Gudang Logistik Jember"] as const;

/** The navbar's Entities: currencies and units of measure. */
export const CURRENCIES: readonly { kode: string; nama: string; simbol: string }[] = [
  { kode: "IDR", nama: "Rupiah", simbol: "Rp" },
  { kode: "USD", nama: "Dolar Amerika Serikat", simbol: "$" },
  { kode: "EUR", nama: "Euro", simbol: "€" },
];
export const UNITS: readonly { nama: string; singkatan: string }[] = [
  { nama: "Kilogram", singkatan: "kg" },
  { nama: "Liter", singkatan: "l" },
  { nama: "Buah", singkatan: "bh" },
  { nama: "Paket", singkatan: "pkt" },
];

export const BUSINESS_TYPES = ["Akomodasi", "Kafe & Resto", "Paket Wisata", "Penjualan Produk Kebun"] as const;

/** Initial levels of the application's loggers (editable on /logs). */
export const LOGGER_LEVELS: readonly { name: string; level: LogLevel }[] = [
  { name: "root", level: "INFO" },
  { name: "app.auth", level: "INFO" },
  { name: "app.booking", level: "INFO" },
  { name: "app.payment", level: "DEBUG" },
  { name: "app.chat", level: "INFO" },
  { name: "app.mailer", level: "INFO" },
  { name: "app.scheduled", level: "INFO" },
  { name: "app.db", level: "WARN" },
];

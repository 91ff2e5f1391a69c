import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import type * as schema from "../../app/db/schema";
import { rincianMalamOf } from "../../app/models/pricing.server";
import { addDays } from "../../app/utils/dates";
import { orderLinesOf, shareRefund } from "../../app/orders/rules/order-lines";
import type { ExtraRule, StayPrice } from "../../app/orders/rules/pricing";
import { seedBookingCode } from "./booking-code";
import type { RoomTypeSeed } from "./data/hotels";

/**
 * A year and a bit of trading before the seed's "today", so the dashboard reads like a running business:
 * every night from the first day of the month 13 months back up to last night, each room type filled to an
 * occupancy that follows the season (quiet rainy months, busy school holidays and coffee harvest), fuller on
 * Friday and Saturday nights, with peaks at Lebaran and the year end; about one booking in 60 cancelled
 * (refunded in full or in part), one in 50 expired unpaid, one in 70 a no-show, and some cottages and villas
 * also sold through an OTA calendar (held nights, no guest data). Every stay ends by today, so the nights
 * from today on — the ones bookings and desk walks use — are left as the rest of the seed made them.
 *
 * Deterministic: one seeded generator (mulberry32), so the same "today" gives the same rows every time.
 */


export interface YearRoomType {
  id: number;
  hotelId: number;
  hotelSlug: string;
  seed: RoomTypeSeed;
  unitIds: number[];
}

export interface YearMethod {
  id: number;
  kategori: string;
}

export interface YearContext {
  today: string;
  roomTypes: YearRoomType[];
  /** Unit nights already sold by the rest of the seed (`unitId/night`). */
  occupied: Set<string>;
  firstReservationId: number;
  firstGuestId: number;
  methods: ReadonlyMap<string, YearMethod>;
  countries: ReadonlyMap<string, number>;
  identityTypes: ReadonlyMap<string, number>;
  transactionTypeId: number;
  extras: readonly ExtraRule[];
  holidays: ReadonlySet<string>;
  price: (rt: RoomTypeSeed, roomTypeId: number, cekin: string, cekout: string, rooms: number, extras: ExtraRule[], guests: number) => StayPrice;
}

export interface YearRows {
  guests: SQLiteInsertValue<typeof schema.guest>[];
  reservations: SQLiteInsertValue<typeof schema.reservation>[];
  reservationExtras: SQLiteInsertValue<typeof schema.reservationExtra>[];
  orderLines: SQLiteInsertValue<typeof schema.orderLine>[];
  nights: SQLiteInsertValue<typeof schema.roomNight>[];
  feeds: SQLiteInsertValue<typeof schema.icalFeed>[];
  holds: SQLiteInsertValue<typeof schema.roomHold>[];
  refunds: SQLiteInsertValue<typeof schema.refund>[];
}

/** mulberry32: a small, fast, seeded generator (deterministic demo data, not for anything secret). */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Occupancy aimed at per month (Jan…Dec): rain in Jan–Mar and Nov, school holidays and harvest in Jun–Aug. */
const SEASON = [0.42, 0.38, 0.42, 0.5, 0.55, 0.64, 0.74, 0.66, 0.5, 0.48, 0.42, 0.56];

/** The share of units to fill on a night. */
function targetOf(night: string, holidays: ReadonlySet<string>): number {
  const [, m, d] = night.split("-").map(Number);
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
  let share = SEASON[m - 1];
  if (weekday === 5 || weekday === 6) share += 0.22; // Friday and Saturday nights
  if (weekday === 0) share -= 0.12; // Sunday night: weekenders have left
  if (holidays.has(night) || holidays.has(addDays(night, 1))) share += 0.25; // long weekends, Lebaran
  if ((m === 12 && d >= 24) || (m === 1 && d === 1)) share += 0.32; // the year end
  return Math.max(0.15, Math.min(0.97, share));
}

const FIRST = ["Agus", "Budi", "Citra", "Dian", "Eko", "Fitri", "Gita", "Hadi", "Indah", "Joko", "Kartika", "Lestari", "Made", "Novi", "Oki", "Putu", "Rahmat", "Sari", "Tri", "Wahyu", "Yuni", "Zainal"];
const LAST = ["Santoso", "Wibowo", "Pratama", "Kusuma", "Setiawan", "Hartono", "Siregar", "Nasution", "Saputra", "Handoko", "Purnama", "Wijayanti", "Rahayu", "Gunadi"];
const FOREIGN: readonly { nama: string; negara: string; lang: "en" | "fr" }[] = [
  { nama: "Camille Lefèvre", negara: "FR", lang: "fr" },
  { nama: "Julien Moreau", negara: "FR", lang: "fr" },
  { nama: "Élodie Garnier", negara: "FR", lang: "fr" },
  { nama: "Sanne de Vries", negara: "NL", lang: "en" },
  { nama: "Pieter Janssen", negara: "NL", lang: "en" },
  { nama: "Lukas Becker", negara: "DE", lang: "en" },
  { nama: "Siti Aminah binti Yusof", negara: "MY", lang: "en" },
  { nama: "Wei Ling Tan", negara: "SG", lang: "en" },
  { nama: "Olivia Brown", negara: "AU", lang: "en" },
  { nama: "Yuki Tanaka", negara: "JP", lang: "en" },
];

const WEB_METHODS = ["VA_BCA", "VA_BNI", "VA_BRI", "VA_MANDIRI", "QRIS", "GOPAY", "SHOPEEPAY", "CREDIT_CARD"];
/** Cottages and villas of these estates are also sold on an OTA whose calendar is imported. */
const OTA_ESTATES: Readonly<Record<string, string>> = { "cottage-arabika-ijen": "Traveloka", "villa-jampit": "Airbnb" };

const wib = (date: string, time: string): Date => new Date(`${date}T${time}:00+07:00`);
const minutes = (instant: Date, n: number): Date => new Date(instant.getTime() + n * 60_000);

function need<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data: unknown "${String(key)}"`);
  return value;
}

export function planBusinessYear(ctx: YearContext): YearRows {
  const random = generator(20_260_101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const rows: YearRows = { guests: [], reservations: [], reservationExtras: [], orderLines: [], nights: [], feeds: [], holds: [], refunds: [] };
  const idType = (name: string) => need(ctx.identityTypes, name);

  // A pool of returning guests: mostly Indonesian, some from abroad.
  for (let i = 0; i < 90; i++) {
    const foreign = i % 9 === 8 ? FOREIGN[(i / 9) % FOREIGN.length | 0] : null;
    const nama = foreign?.nama ?? `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    rows.guests.push({
      id: ctx.firstGuestId + i,
      nama,
      identityTypeId: idType(foreign ? "Paspor" : "KTP"),
      noIdentitas: foreign ? `P${String(4_100_000 + i * 131)}` : `35${String(73_010_101_000_000 + i * 7_919)}`,
      countryId: need(ctx.countries, foreign?.negara ?? "ID"),
      email: `tamu${i + 1}.riwayat@example.org`,
      telepon: `08123${String(400_000 + i * 37).padStart(6, "0")}`,
      langKey: foreign?.lang ?? "id",
    });
  }

  const from = monthsBack(ctx.today, 13);
  const codes = new Set<string>();
  let reservationId = ctx.firstReservationId;
  let holdId = 1;
  const occupied = ctx.occupied;
  const feedOf = new Map<number, number>();
  for (const rt of ctx.roomTypes) {
    const label = OTA_ESTATES[rt.hotelSlug];
    if (!label) continue;
    for (const unitId of rt.unitIds) {
      const id = rows.feeds.length + 1;
      feedOf.set(unitId, id);
      rows.feeds.push({
        id,
        unitId,
        label,
        url: `https://ical.example.com/${label.toLowerCase()}/${unitId}.ics`,
        // Paused: the history stays, nothing is fetched from this demo address.
        aktif: false,
        lastSuccessAt: wib(addDays(ctx.today, -1), "23:00"),
        lastSyncAt: wib(addDays(ctx.today, -1), "23:00"),
        eventCount: 0,
      });
    }
  }

  const book = (rt: YearRoomType, units: number[], cekin: string, nights: number, outcome: Outcome) => {
    const id = reservationId++;
    const cekout = addDays(cekin, nights);
    const guestRow = rows.guests[Math.floor(random() * rows.guests.length)];
    const desk = random() < 0.32;
    const method = need(ctx.methods, desk ? "PAY_AT_PROPERTY" : pick(WEB_METHODS));
    const rooms = units.length || 1;
    const tamu = Math.max(1, Math.min(rt.seed.kapasitas * rooms, rooms * 2 + (random() < 0.3 ? 1 : 0)));
    const chosen = random() < 0.22 ? [pick(ctx.extras)] : [];
    const price = ctx.price(rt.seed, rt.id, cekin, cekout, rooms, chosen, tamu);
    const lead = 1 + Math.floor(random() * (desk ? 2 : 40));
    const created = minutes(wib(addDays(cekin, desk ? 0 : -lead), "08:00"), Math.floor(random() * 720));
    const createdDate = addDays(cekin, desk ? 0 : -lead);
    const kode = seedBookingCode(id, createdDate);
    if (codes.has(kode)) throw new Error(`seed: booking code ${kode} twice`);
    codes.add(kode);
    const paid = outcome !== "expired";
    const statusBayar =
      outcome === "expired" ? "EXPIRED" : outcome === "refunded" ? "REFUNDED" : outcome === "refundedPart" ? "PARTIALLY_REFUNDED" : "PAID";
    const policy = {
      kebijakanBatal: rt.seed.batal?.kebijakan ?? "FLEXIBLE",
      batalGratisHari: rt.seed.batal?.hari ?? 3,
      dendaBatalPersen: rt.seed.batal?.persen ?? 50,
    } as const;
    rows.reservations.push({
      id,
      kodeBooking: kode,
      guestId: guestRow.id!,
      guestNama: guestRow.nama,
      guestIdentityTypeId: guestRow.identityTypeId,
      guestNoIdentitas: guestRow.noIdentitas,
      guestCountryId: guestRow.countryId,
      guestEmail: guestRow.email,
      guestTelepon: guestRow.telepon,
      hotelId: rt.hotelId,
      roomTypeId: rt.id,
      cekin,
      cekout,
      durasi: nights,
      jumlahKamar: rooms,
      jumlahTamu: tamu,
      harga: price.hargaMalam,
      rincianMalam: JSON.stringify(rincianMalamOf(price)),
      disc: price.discPersenPromo,
      totalHargaOnly: price.totalHargaOnly,
      totalTaxOnly: price.totalTaxOnly,
      totalTambahan: price.totalTambahan,
      tambahpesanan: price.tambahan.map((e) => e.nama).join(", ") || null,
      total: price.totalPayment,
      mode: desk ? "OFFLINE" : "WEB",
      status: outcome === "stayed" ? "CHECKED_OUT" : outcome === "noShow" ? "NO_SHOW" : outcome === "expired" ? "EXPIRED" : "CANCELLED",
      statusBayar,
      batasBayar: minutes(created, 60),
      paymentMethodId: method.id,
      keteranganPromo: price.ketPromo,
      ...policy,
      transactionTypeId: ctx.transactionTypeId,
      langKey: guestRow.langKey,
      paidAt: paid ? (desk ? wib(cekin, "14:30") : minutes(created, 5 + Math.floor(random() * 40))) : null,
      expiredAt: outcome === "expired" ? minutes(created, 60) : null,
      checkedInAt: outcome === "stayed" ? wib(cekin, "14:10") : null,
      checkedOutAt: outcome === "stayed" ? wib(cekout, "11:20") : null,
      noShowAt: outcome === "noShow" ? wib(addDays(cekin, 1), "09:00") : null,
      cancelledAt: outcome === "refunded" || outcome === "refundedPart" ? minutes(created, 60 * 24 * Math.min(lead, 3)) : null,
      createdAt: created,
    });
    for (const e of price.tambahan) {
      rows.reservationExtras.push({ reservationId: id, extraId: e.id, nama: e.nama, basis: e.basis, qty: e.qty, harga: e.harga, jumlah: e.amount });
    }
    // The order's lines (ADR 042); a cancelled one's refund is shared over them as a cancellation shares it.
    const lines = orderLinesOf({ roomTypeId: rt.id, cekin, cekout, policy }, price);
    const refunded = shareRefund(
      lines.map((l) => l.amount),
      outcome === "refunded" ? price.totalPayment : outcome === "refundedPart" ? Math.round(price.totalPayment / 2) : 0,
    );
    lines.forEach((line, i) => rows.orderLines.push({ ...line, refunded: refunded[i], reservationId: id }));
    if (outcome === "refunded" || outcome === "refundedPart") {
      const amount = outcome === "refunded" ? price.totalPayment : Math.round(price.totalPayment / 2);
      const manual = method.kategori === "PENDING PAYMENT";
      rows.refunds.push({
        reservationId: id,
        refundKey: `RF-${kode}`,
        channel: manual ? "MANUAL" : "GATEWAY",
        status: "PAID",
        amount,
        kept: price.totalPayment - amount,
        reason: outcome === "refunded" ? "Dibatalkan sebelum batas gratis" : "Dibatalkan setelah batas gratis",
        bankNama: manual ? "BCA" : null,
        bankRekening: manual ? `821${String(id).padStart(7, "0")}` : null,
        bankAtasNama: manual ? guestRow.nama : null,
        paidBy: "admin",
        paidAt: minutes(created, 60 * 24 * (Math.min(lead, 3) + 2)),
        createdAt: minutes(created, 60 * 24 * Math.min(lead, 3)),
      });
    }
    if (outcome === "stayed" || outcome === "noShow") {
      for (const unitId of units) for (let n = 0; n < nights; n++) rows.nights.push({ unitId, night: addDays(cekin, n), reservationId: id });
    }
  };

  for (let night = from; night < ctx.today; night = addDays(night, 1)) {
    const share = targetOf(night, ctx.holidays);
    for (const rt of ctx.roomTypes) {
      const free = () => rt.unitIds.filter((u) => !occupied.has(`${u}/${night}`));
      const taken = rt.unitIds.length - free().length;
      let wanted = Math.round(share * rt.unitIds.length + (random() - 0.5) * 1.2) - taken;
      while (wanted > 0) {
        const available = free();
        if (available.length === 0) break;
        const unit = available[Math.floor(random() * available.length)];
        const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
        const r = random();
        // Weekenders arrive on Friday for two nights; midweek guests stay one to five nights.
        let nights = weekday === 5 ? (r < 0.75 ? 2 : 1) : weekday === 6 ? (r < 0.6 ? 1 : 2) : r < 0.3 ? 1 : r < 0.65 ? 2 : r < 0.88 ? 3 : 5;
        // Never past last night, nor over a night already sold.
        let length = 0;
        while (length < nights && addDays(night, length) < ctx.today && !occupied.has(`${unit}/${addDays(night, length)}`)) length++;
        nights = length;
        const units = [unit];
        // Now and then a family takes two rooms.
        const second = available.find((u) => u !== unit);
        if (second !== undefined && wanted > 1 && random() < 0.1) {
          if (Array.from({ length: nights }, (_, n) => `${second}/${addDays(night, n)}`).every((k) => !occupied.has(k))) units.push(second);
        }
        for (const u of units) for (let n = 0; n < nights; n++) occupied.add(`${u}/${addDays(night, n)}`);
        wanted -= units.length;
        const feedId = feedOf.get(unit);
        if (feedId !== undefined && random() < 0.3) {
          const id = holdId++;
          rows.holds.push({ id, unitId: unit, kind: "EXTERNAL", feedId, uid: `riwayat-${id}@ota.example.com`, cekin: night, cekout: addDays(night, nights) });
          for (let n = 0; n < nights; n++) rows.nights.push({ unitId: unit, night: addDays(night, n), holdId: id });
          // The other unit (if any) is released: OTA events hold one unit each.
          for (const u of units.slice(1)) for (let n = 0; n < nights; n++) occupied.delete(`${u}/${addDays(night, n)}`);
          continue;
        }
        book(rt, units, night, nights, random() < 0.014 ? "noShow" : "stayed");
        // Bookings that never stayed: cancelled (refunded) or expired unpaid; they hold no night.
        const r2 = random();
        if (r2 < 0.016) book(rt, [unit], night, nights, r2 < 0.01 ? "refunded" : "refundedPart");
        else if (r2 < 0.036) book(rt, [unit], night, nights, "expired");
      }
    }
  }
  for (const feed of rows.feeds) feed.eventCount = rows.holds.filter((h) => h.feedId === feed.id).length;
  return rows;
}

type Outcome = "stayed" | "noShow" | "refunded" | "refundedPart" | "expired";

/** The first day of the month `n` months before the month of `isoDate`. */
function monthsBack(isoDate: string, n: number): string {
  const [y, m] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 10);
}

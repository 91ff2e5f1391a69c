import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  type SQLiteColumn,
  sqliteTable,
  text,
  unique,
} from "drizzle-orm/sqlite-core";
import {
  LANG_KEYS,
  ROOM_KINDS,
  FEE_KINDS,
  EXTRA_BASES,
  ORDER_LINE_KINDS,
  PAYMENT_CATEGORIES,
  RESERVATION_MODES,
  RESERVATION_STATUS,
  STATUS_BAYAR,
  LINK_POSITIONS,
  THEME_POSITIONS,
  ROLES,
  USER_ROLE_KINDS,
  LOG_LEVELS,
  OUTBOX_STATUS,
  SIM_TRANSACTION_KINDS,
  TRANSLATION_LANGS,
  PAYMENT_CHANNELS,
  CANCEL_POLICIES,
  REFUND_STATUS,
  REFUND_CHANNELS,
  HOLIDAY_KINDS,
  HOLD_KINDS,
  ICAL_FEED_ERRORS,
} from "../utils/vocabulary";

/*
 * Storage conventions:
 * - money is whole Rupiah (INTEGER);
 * - instants are UTC unix milliseconds (`timestamp_ms`), shown in Asia/Jakarta;
 * - stay dates and calendar dates are TEXT 'YYYY-MM-DD' (they compare correctly as text);
 * - images live in R2; `*_key` columns hold the object key, never image bytes;
 * - columns documented as HTML hold markup that was sanitised on write.
 */

// ---------------------------------------------------------------------------
// Enumerations (text columns; values are checked by the app, typed by drizzle)
// ---------------------------------------------------------------------------
// The value lists and their types live in app/utils/vocabulary.ts (imported by code that must not import the
// tables); the schema re-exports them all for the models.
export * from "../utils/vocabulary";

// ---------------------------------------------------------------------------
// Column helpers
// ---------------------------------------------------------------------------

// Current time in unix ms; julianday() keeps millisecond precision on every SQLite version.
const nowMs = sql`(cast(round((julianday('now') - 2440587.5) * 86400000) as integer))`;

const id = () => integer("id").primaryKey({ autoIncrement: true });
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(nowMs)
    .$onUpdate(() => new Date());
const aktif = () => integer("aktif", { mode: "boolean" }).notNull().default(true);
const urutan = () => integer("urutan").notNull().default(0);

// Unqualified column name for CHECK constraints: a table-qualified reference would break when a later
// migration rebuilds the table under a temporary name.
const col = (column: SQLiteColumn) => sql.identifier(column.name);

// ---------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------

export const country = sqliteTable("country", {
  id: id(),
  nama: text("nama").notNull(),
  kode: text("kode").notNull().unique(), // ISO 3166-1 alpha-2
});

export const province = sqliteTable(
  "province",
  {
    id: id(),
    countryId: integer("country_id")
      .notNull()
      .references(() => country.id, { onDelete: "restrict" }),
    nama: text("nama").notNull(),
  },
  (t) => [unique("province_country_id_nama_unique").on(t.countryId, t.nama)],
);

export const regency = sqliteTable(
  "regency",
  {
    id: id(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => province.id, { onDelete: "restrict" }),
    nama: text("nama").notNull(),
  },
  (t) => [unique("regency_province_id_nama_unique").on(t.provinceId, t.nama)],
);

/** The spec's kota: the city a visitor searches accommodation in. */
export const city = sqliteTable("city", {
  id: id(),
  nama: text("nama").notNull().unique(),
});

export const identityType = sqliteTable("identity_type", {
  id: id(),
  nama: text("nama").notNull().unique(),
});

/** The spec's jenis: homestay, cottage, hotel, … */
export const accommodationType = sqliteTable("accommodation_type", {
  id: id(),
  nama: text("nama").notNull().unique(),
});

export const facility = sqliteTable("facility", {
  id: id(),
  nama: text("nama").notNull().unique(),
  icon: text("icon"),
});

/** The spec's tambahpesanan: extra items a guest can add to a booking. */
export const extra = sqliteTable(
  "extra",
  {
    id: id(),
    nama: text("nama").notNull().unique(),
    harga: integer("harga").notNull(), // price of one unit of the basis
    satuan: text("satuan").notNull(),
    basis: text("basis", { enum: EXTRA_BASES }).notNull().default("PER_STAY"),
    aktif: aktif(),
  },
  (t) => [
    check(
      "extra_basis_check",
      sql`${col(t.basis)} in ('PER_STAY', 'PER_NIGHT', 'PER_PERSON', 'PER_PERSON_NIGHT', 'PER_TRIP')`,
    ),
  ],
);

/** Configured tax and fees applied to a stay, in `urutan` order. */
export const fee = sqliteTable(
  "fee",
  {
    id: id(),
    nama: text("nama").notNull(),
    jenis: text("jenis", { enum: FEE_KINDS }).notNull(),
    // PERCENT: whole percent of the room price; FIXED: Rupiah per room-night.
    nilai: integer("nilai").notNull(),
    aktif: aktif(),
    urutan: urutan(),
  },
  (t) => [check("fee_nilai_check", sql`${col(t.nilai)} >= 0`)],
);

/** The spec's jenisTransaksi. */
export const transactionType = sqliteTable("transaction_type", {
  id: id(),
  nama: text("nama").notNull().unique(),
});

/** The spec's unit (user picker when roleUser is UNIT). */
export const businessUnit = sqliteTable("business_unit", {
  id: id(),
  nama: text("nama").notNull().unique(),
});

/** The spec's gudang (user picker when roleUser is GUDANG). */
export const warehouse = sqliteTable("warehouse", {
  id: id(),
  nama: text("nama").notNull().unique(),
});

/** The spec's jenisUsaha (user picker when roleUser is MANAGEMEN). */
export const businessType = sqliteTable("business_type", {
  id: id(),
  nama: text("nama").notNull().unique(),
});

/** The spec's currency entity (navbar "Entities"). */
export const currency = sqliteTable("currency", {
  id: id(),
  kode: text("kode").notNull().unique(), // ISO 4217, e.g. IDR
  nama: text("nama").notNull(),
  simbol: text("simbol"),
});

/** The spec's unit entity (navbar "Entities"): a unit of measure. */
export const unit = sqliteTable("unit", {
  id: id(),
  nama: text("nama").notNull().unique(),
  singkatan: text("singkatan"),
});

// ---------------------------------------------------------------------------
// Content translations
// ---------------------------------------------------------------------------

/**
 * English and French versions of the texts staff write (docs/decisions/026-content-translations.md). The
 * Indonesian text stays in its own row; this holds one row per (table, row, field, language) that has been
 * translated. `entity` is the SQL table name, `field` the schema's property name (app/utils/translatable.ts
 * lists them). No foreign key can name "any table": deleting a row deletes its translations in the same batch.
 */
export const translation = sqliteTable(
  "translation",
  {
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    field: text("field").notNull(),
    lang: text("lang", { enum: TRANSLATION_LANGS }).notNull(),
    text: text("text").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId, t.field, t.lang] }),
    index("translation_lang_entity_idx").on(t.lang, t.entity),
    check("translation_lang_check", sql`${col(t.lang)} in ('en', 'fr')`),
    check("translation_text_check", sql`length(${col(t.text)}) > 0`),
  ],
);

// ---------------------------------------------------------------------------
// Accommodation and inventory
// ---------------------------------------------------------------------------

export const hotel = sqliteTable(
  "hotel",
  {
    id: id(),
    nama: text("nama").notNull(),
    accommodationTypeId: integer("accommodation_type_id")
      .notNull()
      .references(() => accommodationType.id, { onDelete: "restrict" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => city.id, { onDelete: "restrict" }),
    alamat: text("alamat").notNull(),
    email: text("email"),
    telepon: text("telepon"),
    deskripsi: text("deskripsi"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    direction: text("direction"), // HTML
    pop: integer("pop").notNull().default(0),
    // Denormalised from `review` so search can sort and filter by rating without aggregating.
    ratingAvg: real("rating_avg").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    fotoKey: text("foto_key"),
    // What a guest reads before booking (room page "Aturan & kebijakan"): check-in from / check-out until
    // (HH:MM, property time) and the house rules (plain text, one rule per line; translated like deskripsi).
    jamCekin: text("jam_cekin").notNull().default("14:00"),
    jamCekout: text("jam_cekout").notNull().default("12:00"),
    aturan: text("aturan"),
    aktif: aktif(),
    createdAt: createdAt(),
  },
  (t) => [index("hotel_city_id_idx").on(t.cityId), index("hotel_accommodation_type_id_idx").on(t.accommodationTypeId)],
);

export const hotelPhoto = sqliteTable(
  "hotel_photo",
  {
    id: id(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotel.id, { onDelete: "cascade" }),
    urutan: urutan(),
    fotoKey: text("foto_key").notNull(),
    caption: text("caption"),
  },
  (t) => [index("hotel_photo_hotel_id_urutan_idx").on(t.hotelId, t.urutan)],
);

export const hotelFacility = sqliteTable(
  "hotel_facility",
  {
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotel.id, { onDelete: "cascade" }),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facility.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.facilityId] }), index("hotel_facility_facility_id_idx").on(t.facilityId)],
);

/** The spec's tipe kamar / kamarhomestay: a bookable kind of room or cottage of one hotel. */
export const roomType = sqliteTable(
  "room_type",
  {
    id: id(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotel.id, { onDelete: "cascade" }),
    nama: text("nama").notNull(),
    ket: text("ket", { enum: ROOM_KINDS }).notNull(),
    kapasitas: integer("kapasitas").notNull(), // guests per room
    luas: integer("luas"), // m²
    tipeBed: text("tipe_bed"),
    keterangan: text("keterangan"),
    fasWeb: text("fas_web"), // HTML
    hargaOnline: integer("harga_online").notNull(),
    hargaOffline: integer("harga_offline").notNull(),
    discPersenPromo: integer("disc_persen_promo").notNull().default(0),
    ketPromo: text("ket_promo"),
    // When the promo applies (docs/decisions/027, amended): to a night whose weekday is in `promo_hari` (bit 0 =
    // Sunday night … bit 6 = Saturday night; 127 = every night), that lies in one of `promo_periode`'s date ranges
    // (JSON `[["YYYY-MM-DD" | null, "YYYY-MM-DD" | null], …]`, both ends included; null = any date), of a stay of
    // at least `promo_min_malam` nights, and — with `promo_kecuali_libur` — that is no holiday (table `holiday`).
    // Read through `promoOf` (utils/promo-validity.ts); ranges are checked by the back-office form.
    promoHari: integer("promo_hari").notNull().default(127),
    promoPeriode: text("promo_periode"),
    promoMinMalam: integer("promo_min_malam"),
    promoKecualiLibur: integer("promo_kecuali_libur", { mode: "boolean" }).notNull().default(false),
    tmtBerlaku: text("tmt_berlaku"), // date the prices take effect
    // Cancellation policy (docs/decisions/027): FLEXIBLE = free until `batal_gratis_hari` days before
    // arrival, then `denda_batal_persen` % of the amount paid is kept; NON_REFUNDABLE = nothing refunded.
    // Ranges (0–365 days, 0–100 %) are checked by the back-office form: a CHECK here would rebuild the table.
    kebijakanBatal: text("kebijakan_batal", { enum: CANCEL_POLICIES }).notNull().default("FLEXIBLE"),
    batalGratisHari: integer("batal_gratis_hari").notNull().default(3),
    dendaBatalPersen: integer("denda_batal_persen").notNull().default(50),
    aktif: aktif(),
    createdAt: createdAt(),
  },
  (t) => [
    index("room_type_hotel_id_idx").on(t.hotelId),
    check("room_type_kapasitas_check", sql`${col(t.kapasitas)} >= 1`),
    check("room_type_disc_persen_promo_check", sql`${col(t.discPersenPromo)} between 0 and 100`),
  ],
);

export const roomTypePhoto = sqliteTable(
  "room_type_photo",
  {
    id: id(),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomType.id, { onDelete: "cascade" }),
    slot: integer("slot").notNull(),
    fotoKey: text("foto_key").notNull(),
  },
  (t) => [
    unique("room_type_photo_room_type_id_slot_unique").on(t.roomTypeId, t.slot),
    check("room_type_photo_slot_check", sql`${col(t.slot)} between 1 and 5`),
  ],
);

export const roomTypeFacility = sqliteTable(
  "room_type_facility",
  {
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomType.id, { onDelete: "cascade" }),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facility.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.facilityId] }),
    index("room_type_facility_facility_id_idx").on(t.facilityId),
  ],
);

/** The spec's kamarHotel: one physical room or cottage of a room type. */
export const roomUnit = sqliteTable(
  "room_unit",
  {
    id: id(),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomType.id, { onDelete: "cascade" }),
    nomor: text("nomor").notNull(),
    aktif: aktif(),
  },
  (t) => [unique("room_unit_room_type_id_nomor_unique").on(t.roomTypeId, t.nomor)],
);

/**
 * One row per unit per occupied night. The primary key (unit_id, night) is what prevents overbooking:
 * two holders can never hold the same unit on the same night, whatever the race, because SQLite
 * rejects the second insert and the batch rolls back whole. A night is held by a booking
 * (`reservation_id`) or by a hold that is not a booking (`hold_id`: a night sold on another channel and
 * imported from its calendar, or a unit the desk blocked), never both (docs/decisions/028). Releasing
 * either deletes its rows.
 */
export const roomNight = sqliteTable(
  "room_night",
  {
    unitId: integer("unit_id")
      .notNull()
      .references(() => roomUnit.id, { onDelete: "restrict" }),
    night: text("night").notNull(), // the stay date the night starts on
    reservationId: integer("reservation_id").references(() => reservation.id, { onDelete: "cascade" }),
    holdId: integer("hold_id").references(() => roomHold.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.night] }),
    index("room_night_reservation_id_idx").on(t.reservationId),
    index("room_night_hold_id_idx").on(t.holdId),
    index("room_night_night_idx").on(t.night),
    check("room_night_one_holder", sql`(${col(t.reservationId)} is null) <> (${col(t.holdId)} is null)`),
  ],
);

/**
 * A unit kept from sale for nights [cekin, cekout) by something other than a booking (docs/decisions/028):
 * EXTERNAL — an event of an imported OTA calendar (`feed_id`, the event's `uid`); BLOCK — the desk closed
 * the unit (maintenance, owner's use). Its nights are `room_night` rows with `hold_id`; nights already
 * sold here when the event arrived are not held but listed in `konflik` (JSON array of YYYY-MM-DD) for the
 * desk, and e-mailed once (`konflik_dilaporkan`). No guest data: OTA feeds carry none we keep.
 */
export const roomHold = sqliteTable(
  "room_hold",
  {
    id: id(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => roomUnit.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: HOLD_KINDS }).notNull(),
    feedId: integer("feed_id").references(() => icalFeed.id, { onDelete: "cascade" }),
    uid: text("uid"),
    cekin: text("cekin").notNull(),
    cekout: text("cekout").notNull(),
    /** A block's reason, typed by staff; null for imported events. */
    keterangan: text("keterangan"),
    konflik: text("konflik"),
    konflikDilaporkan: integer("konflik_dilaporkan", { mode: "boolean" }).notNull().default(false),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("room_hold_feed_id_uid_unique").on(t.feedId, t.uid),
    index("room_hold_unit_id_idx").on(t.unitId, t.cekin),
    check("room_hold_range", sql`${col(t.cekin)} < ${col(t.cekout)}`),
    check("room_hold_kind_source", sql`(${col(t.kind)} = 'EXTERNAL') = (${col(t.feedId)} is not null)`),
  ],
);

/**
 * An OTA calendar imported into a unit's inventory (docs/decisions/028): fetched by the cron every
 * ICAL_SYNC_MINUTES with a conditional request (`etag`, `last_modified`), its events held as `room_hold`
 * rows. `last_error` is a code of ICAL_FEED_ERRORS (shown translated), `last_error_detail` what the
 * remote side said (an HTTP status, a parser message).
 */
export const icalFeed = sqliteTable(
  "ical_feed",
  {
    id: id(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => roomUnit.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    url: text("url").notNull(),
    aktif: aktif(),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastSyncAt: integer("last_sync_at", { mode: "timestamp_ms" }),
    lastSuccessAt: integer("last_success_at", { mode: "timestamp_ms" }),
    lastError: text("last_error", { enum: ICAL_FEED_ERRORS }),
    lastErrorDetail: text("last_error_detail"),
    eventCount: integer("event_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("ical_feed_unit_id_url_unique").on(t.unitId, t.url), index("ical_feed_last_sync_at_idx").on(t.aktif, t.lastSyncAt)],
);

/**
 * The secret of an exported iCal feed (docs/decisions/028): one per unit (its booked and blocked nights)
 * or per room type (units free per night), created when staff first open the unit's channel page.
 * Regenerating replaces the token, so the old URL answers 404.
 */
export const icalExport = sqliteTable(
  "ical_export",
  {
    id: id(),
    unitId: integer("unit_id").references(() => roomUnit.id, { onDelete: "cascade" }),
    roomTypeId: integer("room_type_id").references(() => roomType.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("ical_export_unit_id_unique").on(t.unitId),
    unique("ical_export_room_type_id_unique").on(t.roomTypeId),
    check("ical_export_one_target", sql`(${col(t.unitId)} is null) <> (${col(t.roomTypeId)} is null)`),
  ],
);

// ---------------------------------------------------------------------------
// Booking and payment
// ---------------------------------------------------------------------------

export const guest = sqliteTable("guest", {
  id: id(),
  nama: text("nama").notNull(),
  identityTypeId: integer("identity_type_id")
    .notNull()
    .references(() => identityType.id, { onDelete: "restrict" }),
  noIdentitas: text("no_identitas").notNull(),
  countryId: integer("country_id")
    .notNull()
    .references(() => country.id, { onDelete: "restrict" }),
  provinceId: integer("province_id").references(() => province.id, {
    onDelete: "set null",
  }),
  regencyId: integer("regency_id").references(() => regency.id, {
    onDelete: "set null",
  }),
  email: text("email").notNull().unique(), // stored lower-cased: guests are created or updated by email
  telepon: text("telepon").notNull(),
  langKey: text("lang_key", { enum: LANG_KEYS }).notNull().default("id"),
  userId: integer("user_id").references(() => users.id, {
    onDelete: "set null",
  }),
  tokenFcm: text("token_fcm"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentGroup = sqliteTable("payment_group", {
  id: id(),
  kode: text("kode").notNull().unique(), // CC, VA, FINPAY, TCASH, DIRECT
  nama: text("nama").notNull(),
  urutan: urutan(),
  aktif: aktif(),
});

export const paymentMethod = sqliteTable(
  "payment_method",
  {
    id: id(),
    groupId: integer("group_id")
      .notNull()
      .references(() => paymentGroup.id, { onDelete: "restrict" }),
    kode: text("kode").notNull().unique(),
    nama: text("nama").notNull(),
    kategori: text("kategori", { enum: PAYMENT_CATEGORIES }).notNull(),
    bank: text("bank"), // gateway bank code for virtual accounts
    // How it is paid and refunded (vocabulary PAYMENT_CHANNELS).
    channel: text("channel", { enum: PAYMENT_CHANNELS }).notNull().default("VA"),
    // Largest amount the channel accepts (convenience stores cap a payment); null = no cap. Hidden above it.
    batasNominal: integer("batas_nominal"),
    logoKey: text("logo_key"),
    urutan: urutan(),
    aktif: aktif(),
  },
  (t) => [index("payment_method_group_id_idx").on(t.groupId)],
);

/** The spec's cara_bayar: payment instructions per channel (ATM, mobile banking, …). */
export const paymentHowto = sqliteTable(
  "payment_howto",
  {
    id: id(),
    methodId: integer("method_id")
      .notNull()
      .references(() => paymentMethod.id, { onDelete: "cascade" }),
    nama: text("nama").notNull(),
    deskripsi: text("deskripsi").notNull(), // HTML
    urutan: urutan(),
  },
  (t) => [index("payment_howto_method_id_idx").on(t.methodId)],
);

export const reservation = sqliteTable(
  "reservation",
  {
    id: id(),
    kodeBooking: text("kode_booking").notNull().unique(),
    guestId: integer("guest_id")
      .notNull()
      .references(() => guest.id, { onDelete: "restrict" }),
    // The signed-in account that made the booking (null for anonymous bookings): /detailuser lists by it.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // The guest's details as typed on this booking: a snapshot, never shared with other bookings, so
    // nobody can change or read another guest's details by booking with their e-mail address.
    guestNama: text("guest_nama").notNull().default(""),
    guestIdentityTypeId: integer("guest_identity_type_id").notNull().default(0),
    guestNoIdentitas: text("guest_no_identitas").notNull().default(""),
    guestCountryId: integer("guest_country_id").notNull().default(0),
    guestProvinceId: integer("guest_province_id"),
    guestRegencyId: integer("guest_regency_id"),
    guestEmail: text("guest_email").notNull().default(""),
    guestTelepon: text("guest_telepon").notNull().default(""),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotel.id, { onDelete: "restrict" }),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomType.id, { onDelete: "restrict" }),
    cekin: text("cekin").notNull(),
    cekout: text("cekout").notNull(),
    durasi: integer("durasi").notNull(), // nights
    jumlahKamar: integer("jumlah_kamar").notNull(),
    jumlahTamu: integer("jumlah_tamu").notNull(),
    // Prices are copied at booking time so later price changes never alter a booking.
    harga: integer("harga").notNull(), // nightly price of one room after promo
    disc: integer("disc").notNull().default(0), // promo percent applied to `harga`
    totalHargaOnly: integer("total_harga_only").notNull(), // one room, whole stay, before tax and fees
    totalTaxOnly: integer("total_tax_only").notNull(), // one room, whole stay, tax and fees
    total: integer("total").notNull(), // amount to pay for the whole booking
    // Sum of the extras' line amounts: total = (total_harga_only + total_tax_only) × jumlah_kamar + this.
    totalTambahan: integer("total_tambahan").notNull().default(0),
    mode: text("mode", { enum: RESERVATION_MODES }).notNull().default("WEB"),
    status: text("status", { enum: RESERVATION_STATUS }).notNull().default("BOOKED"),
    statusBayar: text("status_bayar", { enum: STATUS_BAYAR }).notNull().default("WAITING"),
    batasBayar: integer("batas_bayar", { mode: "timestamp_ms" }).notNull(),
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .references(() => paymentMethod.id, { onDelete: "restrict" }),
    paymentCode: text("payment_code"), // VA number or payment code shown to the guest
    gatewayRef: text("gateway_ref"),
    redirectUrl: text("redirect_url"),
    keteranganPromo: text("keterangan_promo"),
    tambahpesanan: text("tambahpesanan"), // extra names, comma-joined (spec); detail in reservation_extra
    transactionTypeId: integer("transaction_type_id").references(() => transactionType.id, { onDelete: "restrict" }),
    // Token rendered into the booking form; a resubmitted form hits this unique key instead of booking twice.
    formToken: text("form_token").unique(),
    langKey: text("lang_key", { enum: LANG_KEYS }).notNull().default("id"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    expiredAt: integer("expired_at", { mode: "timestamp_ms" }),
    // Set when a payment arrives for a booking that is no longer payable, so staff can refund it.
    refundFlag: integer("refund_flag", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    // Set once when the post-stay satisfaction e-mail is queued, so the daily job sends it once.
    satisfactionSentAt: integer("satisfaction_sent_at", { mode: "timestamp_ms" }),
    // Claimed by the request that starts the gateway payment, so two requests (a resubmitted form and
    // the pending page) never start it twice; a stale claim (a crashed request) can be taken over.
    paymentClaimedAt: integer("payment_claimed_at", { mode: "timestamp_ms" }),
    // Front desk: when the guest arrived and left, or when staff cancelled the booking.
    checkedInAt: integer("checked_in_at", { mode: "timestamp_ms" }),
    checkedOutAt: integer("checked_out_at", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    // The nightly prices of one room after promo, as sold: JSON [{"night":"YYYY-MM-DD","harga":n}, …] in
    // stay order (their sum is total_harga_only). Null on bookings made before the rate calendar.
    rincianMalam: text("rincian_malam"),
    // The cancellation policy as sold (copied from the room type, so a later change never alters it).
    kebijakanBatal: text("kebijakan_batal", { enum: CANCEL_POLICIES }).notNull().default("FLEXIBLE"),
    batalGratisHari: integer("batal_gratis_hari").notNull().default(3),
    dendaBatalPersen: integer("denda_batal_persen").notNull().default(50),
    // QRIS / e-wallet: the QR payload or image URL and the app deeplink the gateway returned.
    paymentQr: text("payment_qr"),
    paymentDeeplink: text("payment_deeplink"),
    noShowAt: integer("no_show_at", { mode: "timestamp_ms" }),
    // The gateway transaction the guest pays now: 1 is the order id `kode_booking`, n > 1 is `kode_booking-n`
    // (a switch of payment method opens a new order: the gateway refuses a reused order id). See payment_attempt.
    paymentAttempt: integer("payment_attempt").notNull().default(1),
    // The order id whose settlement paid the booking (refunds go to it); null before it is paid, or paid at the desk.
    paidOrderId: text("paid_order_id"),
  },
  (t) => [
    index("reservation_status_bayar_batas_bayar_idx").on(t.statusBayar, t.batasBayar),
    // A web form sent twice: the same guest's bookings of the last minutes (docs/decisions/037).
    index("reservation_guest_email_created_at_idx").on(t.guestEmail, t.createdAt),
    index("reservation_guest_id_idx").on(t.guestId),
    index("reservation_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("reservation_hotel_id_idx").on(t.hotelId),
    index("reservation_room_type_id_idx").on(t.roomTypeId),
    index("reservation_cekin_idx").on(t.cekin),
    // `durasi` must equal the nights between the dates; julianday() is NULL for a malformed date, which fails `is`.
    check(
      "reservation_stay_check",
      sql`${col(t.durasi)} >= 1 and julianday(${col(t.cekout)}) - julianday(${col(t.cekin)}) is ${col(t.durasi)}`,
    ),
    check("reservation_jumlah_check", sql`${col(t.jumlahKamar)} >= 1 and ${col(t.jumlahTamu)} >= 1`),
  ],
);

export const reservationExtra = sqliteTable(
  "reservation_extra",
  {
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservation.id, { onDelete: "cascade" }),
    extraId: integer("extra_id")
      .notNull()
      .references(() => extra.id, { onDelete: "restrict" }),
    // What the extra was sold at, copied at booking time: name, basis, unit price, quantity, line amount.
    nama: text("nama").notNull().default(""),
    basis: text("basis", { enum: EXTRA_BASES }).notNull().default("PER_STAY"),
    qty: integer("qty").notNull().default(1),
    harga: integer("harga").notNull(), // unit price at booking time
    jumlah: integer("jumlah").notNull().default(0), // line amount = harga × qty
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.extraId] })],
);

/**
 * One line of an order (docs/decisions/042). The `reservation` row is the order: its code, guest snapshot,
 * payment, deadline and status. What it sells are its lines, each with its own price, cancellation policy and
 * refunded amount: one STAY line (room type, dates, rooms) and one EXTRA line per extra today; a ticket or a
 * tour is another kind of line, so selling one needs no change to the order. The lines of an order add up to
 * its `total`. Written in the same batch as the order (and as every change of its amounts).
 */
export const orderLine = sqliteTable(
  "order_line",
  {
    id: id(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservation.id, { onDelete: "cascade" }),
    position: integer("position").notNull(), // 1, 2, … in the order's reading order; the stay is 1
    kind: text("kind", { enum: ORDER_LINE_KINDS }).notNull(),
    // What is sold, by kind: STAY the room type, EXTRA the extra; other kinds add their own nullable reference.
    roomTypeId: integer("room_type_id").references(() => roomType.id, { onDelete: "restrict" }),
    extraId: integer("extra_id").references(() => extra.id, { onDelete: "restrict" }),
    name: text("name").notNull().default(""), // the name as sold, when one was copied (extras)
    basis: text("basis", { enum: EXTRA_BASES }), // how an extra was charged
    // When: a stay's arrival and departure days; null for what has no date of its own (an extra).
    startDate: text("start_date"),
    endDate: text("end_date"),
    qty: integer("qty").notNull(), // STAY: rooms; EXTRA: the quantity its basis gave
    unitPrice: integer("unit_price").notNull(), // STAY: one room for the whole stay with tax and fees
    amount: integer("amount").notNull(), // what this line charges: unit_price × qty
    // The cancellation policy as sold with this line; null: the line follows the order's stay line (extras).
    cancelPolicy: text("cancel_policy", { enum: CANCEL_POLICIES }),
    freeDays: integer("free_days"),
    penaltyPercent: integer("penalty_percent"),
    // Rupiah of this line given back by the order's refund, set when the refund is opened (a cancellation: a
    // part of `amount`; an early departure: what the nights not slept took off the line's former amount).
    refunded: integer("refunded").notNull().default(0),
    // Kind-specific detail as JSON: a STAY's nightly prices of one room ([{"night","harga"}, …]).
    detail: text("detail"),
  },
  (t) => [
    unique("order_line_reservation_position_unique").on(t.reservationId, t.position),
    index("order_line_room_type_id_idx").on(t.roomTypeId),
    index("order_line_extra_id_idx").on(t.extraId),
    check(
      "order_line_amount_check",
      sql`${col(t.qty)} >= 0 and ${col(t.amount)} >= 0 and ${col(t.refunded)} >= 0`,
    ),
  ],
);

/** Every gateway notification as received, kept for audit and idempotency checks. */
export const paymentNotification = sqliteTable(
  "payment_notification",
  {
    id: id(),
    reservationId: integer("reservation_id").references(() => reservation.id, {
      onDelete: "set null",
    }),
    orderId: text("order_id").notNull(),
    transactionStatus: text("transaction_status").notNull(),
    statusCode: text("status_code").notNull(),
    grossAmount: text("gross_amount").notNull(), // verbatim: it is part of the signed string
    signatureOk: integer("signature_ok", { mode: "boolean" }).notNull(),
    payload: text("payload").notNull(), // raw request body
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
  },
  (t) => [index("payment_notification_order_id_idx").on(t.orderId)],
);

/**
 * Every gateway order opened for a booking after its first (docs/decisions/037): a switch of payment method is
 * a new order `kode_booking-n` for the same amount and deadline. The row is written before the gateway is
 * called, so an order id is never sent twice, and a notification for any of them finds its booking and the
 * method it was opened with. The first order (`kode_booking` itself) gets a row when it is first replaced.
 */
export const paymentAttempt = sqliteTable(
  "payment_attempt",
  {
    orderId: text("order_id").primaryKey(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservation.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .references(() => paymentMethod.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [unique("payment_attempt_reservation_attempt_unique").on(t.reservationId, t.attempt)],
);

/**
 * A refund of a cancelled booking (docs/decisions/027). GATEWAY refunds go through the gateway's refund API
 * with `refund_key` as its idempotency key and become PAID when the gateway's signed refund notification
 * arrives; MANUAL refunds (virtual account, convenience store) carry the guest's bank account and become PAID
 * when finance marks the transfer done. One refund per booking.
 */
export const refund = sqliteTable(
  "refund",
  {
    id: id(),
    reservationId: integer("reservation_id")
      .notNull()
      .unique()
      .references(() => reservation.id, { onDelete: "restrict" }),
    refundKey: text("refund_key").notNull().unique(),
    channel: text("channel", { enum: REFUND_CHANNELS }).notNull(),
    status: text("status", { enum: REFUND_STATUS }).notNull().default("PENDING"),
    amount: integer("amount").notNull(), // Rupiah to give back
    kept: integer("kept").notNull().default(0), // Rupiah the policy keeps
    reason: text("reason").notNull().default(""),
    bankNama: text("bank_nama"),
    bankRekening: text("bank_rekening"),
    bankAtasNama: text("bank_atas_nama"),
    gatewayRef: text("gateway_ref"),
    // Staff login that marked a manual transfer paid.
    paidBy: text("paid_by"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("refund_status_idx").on(t.status),
    check("refund_amount_check", sql`${col(t.amount)} >= 0 and ${col(t.kept)} >= 0`),
  ],
);

/**
 * Rate calendar (docs/decisions/027): one row per room type and night that differs from the room type's base
 * prices and open rules. Staff set ranges of days in the back-office month grid; each chosen day gets a row.
 * Prices of a night: online = `harga_online` if set, else base online × (100 + `persen`) / 100 (rounded half
 * up), else base; offline likewise from `harga_offline` / base offline. The promo percent applies on top.
 * Stay rules belong to the arrival night (`min_malam`, `max_malam`, `tutup_kedatangan`), the departure day
 * (`tutup_keberangkatan`: no stay may end that day) or every night of the stay (`stop_sell`).
 */
export const roomRate = sqliteTable(
  "room_rate",
  {
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => roomType.id, { onDelete: "cascade" }),
    night: text("night").notNull(), // YYYY-MM-DD
    hargaOnline: integer("harga_online"),
    hargaOffline: integer("harga_offline"),
    persen: integer("persen"), // e.g. 25 = +25 %, -10 = −10 % on the base prices
    minMalam: integer("min_malam"),
    maxMalam: integer("max_malam"),
    tutupKedatangan: integer("tutup_kedatangan", { mode: "boolean" }).notNull().default(false),
    tutupKeberangkatan: integer("tutup_keberangkatan", { mode: "boolean" }).notNull().default(false),
    stopSell: integer("stop_sell", { mode: "boolean" }).notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check("room_rate_harga_check", sql`coalesce(${col(t.hargaOnline)}, 0) >= 0 and coalesce(${col(t.hargaOffline)}, 0) >= 0`),
    check("room_rate_persen_check", sql`coalesce(${col(t.persen)}, 0) between -90 and 500`),
    check(
      "room_rate_malam_check",
      sql`coalesce(${col(t.minMalam)}, 1) >= 1 and coalesce(${col(t.maxMalam)}, 365) between coalesce(${col(t.minMalam)}, 1) and 365`,
    ),
  ],
);

/** Indonesian public holidays and cuti bersama (seeded for 2026–2027; staff extend the list). */
export const holiday = sqliteTable("holiday", {
  tanggal: text("tanggal").primaryKey(), // YYYY-MM-DD
  nama: text("nama").notNull(),
  jenis: text("jenis", { enum: HOLIDAY_KINDS }).notNull().default("LIBUR_NASIONAL"),
});

/**
 * Single-use tokens already spent (captcha answers): inserting the hash of a token twice fails on the
 * primary key, which is how a replayed token is refused. Rows past `expires_at` can be deleted.
 */
export const usedToken = sqliteTable(
  "used_token",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("used_token_expires_at_idx").on(t.expiresAt)],
);

/**
 * The local payment simulator's own ledger (only used when PAYMENT_GATEWAY=simulator): what a real
 * gateway would keep on its side for each order.
 */
export const simTransaction = sqliteTable("sim_transaction", {
  orderId: text("order_id").primaryKey(),
  transactionId: text("transaction_id").notNull().unique(),
  kind: text("kind", { enum: SIM_TRANSACTION_KINDS }).notNull(),
  token: text("token").unique(),
  bank: text("bank"),
  vaNumber: text("va_number").unique(),
  grossAmount: integer("gross_amount").notNull(),
  // Midtrans transaction_status values: pending, settlement, expire, cancel, deny.
  status: text("status").notNull().default("pending"),
  expiryAt: integer("expiry_at", { mode: "timestamp_ms" }).notNull(),
  finishUrl: text("finish_url"),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------
// Satisfaction and reviews
// ---------------------------------------------------------------------------

/** The spec's kepuasanPelanggan: master list of reasons a guest can tick. */
export const satisfactionReason = sqliteTable("satisfaction_reason", {
  id: id(),
  nama: text("nama").notNull().unique(),
  aktif: aktif(),
  urutan: urutan(),
});

/** The spec's transaksiKepuasanPelanggan: one answer per reservation. */
export const satisfaction = sqliteTable(
  "satisfaction",
  {
    id: id(),
    reservationId: integer("reservation_id")
      .notNull()
      .unique()
      .references(() => reservation.id, { onDelete: "cascade" }),
    isPuas: integer("is_puas", { mode: "boolean" }).notNull(),
    rating: integer("rating"),
    komentar: text("komentar"),
    tgl: integer("tgl", { mode: "timestamp_ms" }).notNull().default(nowMs),
  },
  (t) => [check("satisfaction_rating_check", sql`${col(t.rating)} is null or ${col(t.rating)} between 1 and 5`)],
);

export const satisfactionDetail = sqliteTable(
  "satisfaction_detail",
  {
    satisfactionId: integer("satisfaction_id")
      .notNull()
      .references(() => satisfaction.id, { onDelete: "cascade" }),
    // Reasons are retired with `aktif`, not deleted, so past answers keep their meaning.
    reasonId: integer("reason_id")
      .notNull()
      .references(() => satisfactionReason.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.satisfactionId, t.reasonId] })],
);

export const review = sqliteTable(
  "review",
  {
    id: id(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotel.id, { onDelete: "cascade" }),
    roomTypeId: integer("room_type_id").references(() => roomType.id, {
      onDelete: "set null",
    }),
    satisfactionId: integer("satisfaction_id")
      .unique()
      .references(() => satisfaction.id, { onDelete: "cascade" }),
    guestName: text("guest_name").notNull(),
    rating: integer("rating").notNull(),
    komentar: text("komentar"),
    tgl: integer("tgl", { mode: "timestamp_ms" }).notNull().default(nowMs),
    // Hidden by a moderator: kept for the record, left out of public pages and of the hotel's rating.
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    index("review_hotel_id_idx").on(t.hotelId),
    check("review_rating_check", sql`${col(t.rating)} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------------------
// Public content
// ---------------------------------------------------------------------------

export const visitorLog = sqliteTable(
  "visitor_log",
  {
    id: id(),
    ip: text("ip").notNull(),
    tanggal: text("tanggal").notNull(), // calendar date in Asia/Jakarta
    country: text("country"),
    city: text("city"),
    region: text("region"),
    timezone: text("timezone"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    // A visitor is logged once per IP per day: inserts use INSERT OR IGNORE against this key.
    unique("visitor_log_ip_tanggal_unique").on(t.ip, t.tanggal),
    index("visitor_log_tanggal_idx").on(t.tanggal),
  ],
);

export const event = sqliteTable(
  "event",
  {
    id: id(),
    nama: text("nama").notNull(),
    tanggal: text("tanggal").notNull(),
    tanggalSelesai: text("tanggal_selesai"),
    lokasi: text("lokasi"),
    jenisEvent: text("jenis_event"),
    deskripsi: text("deskripsi"), // HTML
    fotoKey: text("foto_key"),
    bannerKey: text("banner_key"),
    inMenu: integer("in_menu", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("event_tanggal_idx").on(t.tanggal)],
);

export const faqCategory = sqliteTable("faq_category", {
  id: id(),
  nama: text("nama").notNull().unique(),
  urutan: urutan(),
});

export const faq = sqliteTable(
  "faq",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => faqCategory.id, { onDelete: "cascade" }),
    pertanyaan: text("pertanyaan").notNull(),
    jawaban: text("jawaban").notNull(), // HTML
    urutan: urutan(),
  },
  (t) => [index("faq_category_id_urutan_idx").on(t.categoryId, t.urutan)],
);

/** The spec's wisata: a tourist destination. */
export const destination = sqliteTable(
  "destination",
  {
    id: id(),
    nama: text("nama").notNull(),
    cityId: integer("city_id").references(() => city.id, {
      onDelete: "set null",
    }),
    ringkasan: text("ringkasan"),
    alamat: text("alamat"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    fotoKey: text("foto_key"),
    urutan: urutan(),
    aktif: aktif(),
  },
  (t) => [index("destination_city_id_idx").on(t.cityId)],
);

export const destinationDetail = sqliteTable(
  "destination_detail",
  {
    id: id(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destination.id, { onDelete: "cascade" }),
    judul: text("judul").notNull(),
    deskripsi: text("deskripsi"), // HTML
    fotoKey: text("foto_key"),
  },
  (t) => [index("destination_detail_destination_id_idx").on(t.destinationId)],
);

export const destinationGallery = sqliteTable(
  "destination_gallery",
  {
    id: id(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destination.id, { onDelete: "cascade" }),
    nama: text("nama"),
    fotoKey: text("foto_key").notNull(),
    urutan: urutan(),
  },
  (t) => [index("destination_gallery_destination_id_idx").on(t.destinationId)],
);

export const destinationBanner = sqliteTable(
  "destination_banner",
  {
    id: id(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destination.id, { onDelete: "cascade" }),
    fotoKey: text("foto_key").notNull(),
    urutan: urutan(),
  },
  (t) => [index("destination_banner_destination_id_idx").on(t.destinationId)],
);

/** The spec's menujulokasi: titled directions to a destination. */
export const destinationDirection = sqliteTable(
  "destination_direction",
  {
    id: id(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destination.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    deskripsi: text("deskripsi"), // HTML
  },
  (t) => [index("destination_direction_destination_id_idx").on(t.destinationId)],
);

/** The spec's infotiket: ticket and other information blocks ('Informasi Lain-lain'). */
export const destinationTicketInfo = sqliteTable(
  "destination_ticket_info",
  {
    id: id(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destination.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    deskripsi: text("deskripsi"), // HTML
  },
  (t) => [index("destination_ticket_info_destination_id_idx").on(t.destinationId)],
);

export const cafe = sqliteTable("cafe", {
  id: id(),
  nama: text("nama").notNull(),
  ringkasan: text("ringkasan"),
  deskripsi: text("deskripsi"), // HTML
  alamat: text("alamat"),
  telepon: text("telepon"),
  jamBuka: text("jam_buka"),
  latitude: real("latitude"),
  longitude: real("longitude"),
  fotoKey: text("foto_key"),
  aktif: aktif(),
  urutan: urutan(),
});

export const cafeBanner = sqliteTable(
  "cafe_banner",
  {
    id: id(),
    cafeId: integer("cafe_id")
      .notNull()
      .references(() => cafe.id, { onDelete: "cascade" }),
    fotoKey: text("foto_key").notNull(),
    urutan: urutan(),
  },
  (t) => [index("cafe_banner_cafe_id_idx").on(t.cafeId)],
);

export const cafeGallery = sqliteTable(
  "cafe_gallery",
  {
    id: id(),
    cafeId: integer("cafe_id")
      .notNull()
      .references(() => cafe.id, { onDelete: "cascade" }),
    nama: text("nama"),
    fotoKey: text("foto_key").notNull(),
    urutan: urutan(),
  },
  (t) => [index("cafe_gallery_cafe_id_idx").on(t.cafeId)],
);

export const cafeDirection = sqliteTable(
  "cafe_direction",
  {
    id: id(),
    cafeId: integer("cafe_id")
      .notNull()
      .references(() => cafe.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    deskripsi: text("deskripsi"), // HTML
  },
  (t) => [index("cafe_direction_cafe_id_idx").on(t.cafeId)],
);

/** The spec's informasi menu. */
export const cafeMenu = sqliteTable(
  "cafe_menu",
  {
    id: id(),
    cafeId: integer("cafe_id")
      .notNull()
      .references(() => cafe.id, { onDelete: "cascade" }),
    kategori: text("kategori"),
    nama: text("nama").notNull(),
    deskripsi: text("deskripsi"),
    harga: integer("harga").notNull(),
    fotoKey: text("foto_key"),
    urutan: urutan(),
  },
  (t) => [index("cafe_menu_cafe_id_idx").on(t.cafeId)],
);

export const video = sqliteTable("video", {
  id: id(),
  judul: text("judul").notNull(),
  url: text("url").notNull(),
  thumbnailKey: text("thumbnail_key"),
  deskripsi: text("deskripsi"),
  urutan: urutan(),
});

export const banner = sqliteTable("banner", {
  id: id(),
  judul: text("judul"),
  subjudul: text("subjudul"),
  fotoKey: text("foto_key").notNull(),
  linkUrl: text("link_url"),
  urutan: urutan(),
  publish: integer("publish", { mode: "boolean" }).notNull().default(true),
  promo: integer("promo", { mode: "boolean" }).notNull().default(false),
});

export const link = sqliteTable(
  "link",
  {
    id: id(),
    posisi: text("posisi", { enum: LINK_POSITIONS }).notNull(),
    nama: text("nama").notNull(),
    url: text("url").notNull(),
    fotoKey: text("foto_key"),
    urutan: urutan(),
  },
  (t) => [index("link_posisi_idx").on(t.posisi)],
);

/** Contact details; the site shows the first row. */
export const contact = sqliteTable("contact", {
  id: id(),
  nama: text("nama").notNull(),
  alamat: text("alamat"),
  telepon: text("telepon"),
  email: text("email"),
  whatsapp: text("whatsapp"),
  jamOperasional: text("jam_operasional"),
  latitude: real("latitude"),
  longitude: real("longitude"),
});

export const contactMessage = sqliteTable(
  "contact_message",
  {
    id: id(),
    nama: text("nama").notNull(),
    email: text("email").notNull(),
    subjek: text("subjek"),
    pesan: text("pesan").notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_message_created_at_idx").on(t.createdAt)],
);

/** The spec's profil: company profile pages, optionally listed in the profile menu. */
export const profile = sqliteTable("profile", {
  id: id(),
  judul: text("judul").notNull(),
  slug: text("slug").notNull().unique(),
  ringkasan: text("ringkasan"),
  isi: text("isi"), // HTML
  fotoKey: text("foto_key"),
  urutan: urutan(),
  inMenu: integer("in_menu", { mode: "boolean" }).notNull().default(true),
});

/** Theme colours as an append-only history: the newest row (highest id) per (posisi, properti) wins. */
export const themeSetting = sqliteTable(
  "theme_setting",
  {
    id: id(),
    posisi: text("posisi", { enum: THEME_POSITIONS }).notNull(),
    properti: text("properti").notNull(), // CSS property
    value: text("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("theme_setting_posisi_properti_idx").on(t.posisi, t.properti)],
);

/** Application key/value configuration (e.g. the content version that busts page caches). */
export const setting = sqliteTable("setting", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * How often what a guest can book or pays in a hotel (`hotel:<id>`) or a city (`city:<id>`) has changed: part
 * of the page-cache key of room pages and search results (ADR 021, ADR 035). Only written by triggers: on
 * `room_night` (migration 0009: every booking, desk booking, cancellation, expiry and check-out) and on the
 * tables prices and stay rules are made of — `room_rate`, `room_type`, `room_unit`, `hotel`, and `fee`,
 * `extra` and `holiday`, which bump every hotel and city (migration 0016).
 */
export const inventoryVersion = sqliteTable("inventory_version", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(0),
});

// ---------------------------------------------------------------------------
// Accounts and operations
// ---------------------------------------------------------------------------

export const users = sqliteTable("users", {
  id: id(),
  login: text("login").notNull().unique(), // stored lower-cased
  passwordHash: text("password_hash"), // null for accounts that only sign in with Google
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email").notNull().unique(), // stored lower-cased
  imageKey: text("image_key"),
  activated: integer("activated", { mode: "boolean" }).notNull().default(false),
  // The owner proved the address (activation link, password reset, confirmed change or Google).
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  langKey: text("lang_key", { enum: LANG_KEYS }).notNull().default("en"),
  // Only hashes of emailed keys are stored, so a leaked table cannot activate or reset accounts.
  activationKeyHash: text("activation_key_hash").unique(),
  resetKeyHash: text("reset_key_hash").unique(),
  resetDate: integer("reset_date", { mode: "timestamp_ms" }),
  roleUser: text("role_user", { enum: USER_ROLE_KINDS }),
  businessUnitId: integer("business_unit_id").references(() => businessUnit.id, {
    onDelete: "set null",
  }),
  warehouseId: integer("warehouse_id").references(() => warehouse.id, {
    onDelete: "set null",
  }),
  businessTypeId: integer("business_type_id").references(() => businessType.id, {
    onDelete: "set null",
  }),
  createdBy: text("created_by").notNull(),
  createdDate: integer("created_date", { mode: "timestamp_ms" }).notNull().default(nowMs),
  lastModifiedBy: text("last_modified_by"),
  lastModifiedDate: integer("last_modified_date", { mode: "timestamp_ms" }),
});

/**
 * The estates (properties) a staff account works for: its dashboard figures, tape chart and reservation
 * lists show only these. An account without rows sees every estate (administrators, head office).
 */
export const userHotel = sqliteTable(
  "user_hotel",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotel.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index("user_hotel_hotel_id_idx").on(t.hotelId)],
);

/**
 * A change of e-mail address waiting for the new address to confirm it (one per account). Only the hash
 * of the e-mailed key is stored; the row is deleted when the key is used.
 */
export const emailChange = sqliteTable("email_change", {
  id: id(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  newEmail: text("new_email").notNull(),
  keyHash: text("key_hash").notNull().unique(),
  createdAt: createdAt(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

export const authority = sqliteTable("authority", {
  name: text("name", { enum: ROLES }).primaryKey(),
});

export const userAuthority = sqliteTable(
  "user_authority",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorityName: text("authority_name", { enum: ROLES })
      .notNull()
      .references(() => authority.name, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.authorityName] }),
    index("user_authority_authority_name_idx").on(t.authorityName),
  ],
);

export const session = sqliteTable(
  "session",
  {
    id: text("id").primaryKey(), // random series, public (listed and revoked on /sessions)
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    remember: integer("remember", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("session_user_id_idx").on(t.userId), index("session_expires_at_idx").on(t.expiresAt)],
);

/**
 * Counters for request budgets, bumped by one upsert: fixed windows (one row per bucket and window, e.g.
 * chat starts), or a log of hits (one row per bucket and millisecond, `window_start` the hit's time, e.g.
 * booking-code look-ups that found nothing, per client network), counted over a sliding window.
 */
export const requestCounter = sqliteTable(
  "request_counter",
  {
    bucket: text("bucket").notNull(),
    windowStart: integer("window_start").notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index("request_counter_window_idx").on(t.windowStart)],
);

/** Failed sign-ins, counted over a sliding window to throttle per account and per IP. */
export const loginFailure = sqliteTable(
  "login_failure",
  {
    id: id(),
    login: text("login").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_failure_login_created_at_idx").on(t.login, t.createdAt),
    index("login_failure_ip_created_at_idx").on(t.ip, t.createdAt),
  ],
);

export const audit = sqliteTable(
  "audit",
  {
    id: id(),
    principal: text("principal").notNull(),
    type: text("type").notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>(),
    remoteAddress: text("remote_address"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_created_at_idx").on(t.createdAt)],
);

export const loggerLevel = sqliteTable("logger_level", {
  name: text("name").primaryKey(),
  level: text("level", { enum: LOG_LEVELS }).notNull(),
});

/**
 * Request metrics, aggregated in memory by each Worker isolate and flushed in batches: one row per kind
 * ("request", "cache", "d1"), name (route pattern, cache status, "query") and HTTP status per flush.
 * `histogram` holds latency bucket counts (JSON array) for request rows.
 */
export const metricSample = sqliteTable(
  "metric_sample",
  {
    id: id(),
    flushedAt: integer("flushed_at", { mode: "timestamp_ms" }).notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    status: integer("status").notNull().default(0),
    count: integer("count").notNull().default(0),
    totalMs: real("total_ms").notNull().default(0),
    histogram: text("histogram", { mode: "json" }).$type<number[]>(),
  },
  (t) => [index("metric_sample_flushed_at_idx").on(t.flushedAt)],
);

/** Outgoing e-mail queue; the mailer sends PENDING rows and records the outcome. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    kind: text("kind").notNull(),
    langKey: text("lang_key", { enum: LANG_KEYS }).notNull().default("id"),
    status: text("status", { enum: OUTBOX_STATUS }).notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    // For messages that must go out once (e.g. "booking-created:42"): a second send is a no-op.
    dedupeKey: text("dedupe_key").unique(),
    // The estate a booking's e-mail is about (staff working for some estates see only theirs); null for
    // account mail, which belongs to no estate.
    hotelId: integer("hotel_id").references(() => hotel.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("outbox_status_created_at_idx").on(t.status, t.createdAt), index("outbox_hotel_id_idx").on(t.hotelId, t.id)],
);

/** Chat history mirrored from the chat Durable Objects for the back-office. */
export const chatMessage = sqliteTable(
  "chat_message",
  {
    id: id(),
    authorUserId: integer("author_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientUserId: integer("recipient_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contents: text("contents").notNull(),
    // Client-generated id: a message resent after a reconnect is stored once.
    clientMsgId: text("client_msg_id").unique(),
    createdAt: createdAt(),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("chat_message_author_user_id_recipient_user_id_created_at_idx").on(
      t.authorUserId,
      t.recipientUserId,
      t.createdAt,
    ),
    index("chat_message_recipient_user_id_created_at_idx").on(t.recipientUserId, t.createdAt),
  ],
);

/**
 * One-time links that let whoever can read a chat guest's mailbox continue that conversation in another
 * browser (design §6). Only the SHA-256 of the token is stored; redeeming deletes the row.
 */
export const chatContinueToken = sqliteTable(
  "chat_continue_token",
  {
    tokenHash: text("token_hash").primaryKey(),
    guestUserId: integer("guest_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("chat_continue_token_expires_at_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------

export type Country = typeof country.$inferSelect;
export type Province = typeof province.$inferSelect;
export type Regency = typeof regency.$inferSelect;
export type City = typeof city.$inferSelect;
export type IdentityType = typeof identityType.$inferSelect;
export type AccommodationType = typeof accommodationType.$inferSelect;
export type Facility = typeof facility.$inferSelect;
export type Extra = typeof extra.$inferSelect;
export type Fee = typeof fee.$inferSelect;
export type TransactionType = typeof transactionType.$inferSelect;
export type Currency = typeof currency.$inferSelect;
export type Unit = typeof unit.$inferSelect;

export type Hotel = typeof hotel.$inferSelect;
export type NewHotel = typeof hotel.$inferInsert;
export type HotelPhoto = typeof hotelPhoto.$inferSelect;
export type RoomType = typeof roomType.$inferSelect;
export type NewRoomType = typeof roomType.$inferInsert;
export type RoomTypePhoto = typeof roomTypePhoto.$inferSelect;
export type RoomUnit = typeof roomUnit.$inferSelect;
export type RoomNight = typeof roomNight.$inferSelect;

export type Guest = typeof guest.$inferSelect;
export type NewGuest = typeof guest.$inferInsert;
export type PaymentGroup = typeof paymentGroup.$inferSelect;
export type PaymentMethod = typeof paymentMethod.$inferSelect;
export type PaymentHowto = typeof paymentHowto.$inferSelect;
export type Reservation = typeof reservation.$inferSelect;
export type NewReservation = typeof reservation.$inferInsert;
export type OrderLine = typeof orderLine.$inferSelect;
export type ReservationExtra = typeof reservationExtra.$inferSelect;
export type PaymentNotification = typeof paymentNotification.$inferSelect;
export type NewPaymentNotification = typeof paymentNotification.$inferInsert;

export type SatisfactionReason = typeof satisfactionReason.$inferSelect;
export type Satisfaction = typeof satisfaction.$inferSelect;
export type Review = typeof review.$inferSelect;

export type VisitorLog = typeof visitorLog.$inferSelect;
export type EventItem = typeof event.$inferSelect;
export type FaqCategory = typeof faqCategory.$inferSelect;
export type Faq = typeof faq.$inferSelect;
export type Destination = typeof destination.$inferSelect;
export type DestinationDetail = typeof destinationDetail.$inferSelect;
export type Cafe = typeof cafe.$inferSelect;
export type CafeMenu = typeof cafeMenu.$inferSelect;
export type Video = typeof video.$inferSelect;
export type Banner = typeof banner.$inferSelect;
export type SiteLink = typeof link.$inferSelect;
export type Contact = typeof contact.$inferSelect;
export type ContactMessage = typeof contactMessage.$inferSelect;
export type Profile = typeof profile.$inferSelect;
export type ThemeSetting = typeof themeSetting.$inferSelect;
export type Setting = typeof setting.$inferSelect;

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserSession = typeof session.$inferSelect;
export type Audit = typeof audit.$inferSelect;
export type NewAudit = typeof audit.$inferInsert;
export type OutboxEmail = typeof outbox.$inferSelect;
export type RoomHold = typeof roomHold.$inferSelect;
export type IcalFeed = typeof icalFeed.$inferSelect;
export type NewOutboxEmail = typeof outbox.$inferInsert;
export type ChatMessage = typeof chatMessage.$inferSelect;
export type SimTransaction = typeof simTransaction.$inferSelect;

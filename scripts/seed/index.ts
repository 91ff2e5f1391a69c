/**
 * Demo and development data: reference tables, properties with rooms and inventory, destinations, cafes,
 * events, site content, a booking history with reviews, two back-office accounts, and one generated SVG per
 * photo slot in R2.
 *
 * Runs wherever the bindings are (Web APIs only): inside workerd from tests, and from Node through wrangler's
 * platform proxy (scripts/seed.ts). Rows get explicit ids so children can reference parents without a round trip;
 * every row is built in memory first, then written in D1 batches of bounded size.
 */
import { eq, getTableColumns, getTableName, is, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { getTableConfig, SQLiteTable, type SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import { priceStay, rincianMalamOf } from "../../app/models/pricing.server";
import type { NightRate } from "../../app/utils/nightly-rate";
import { nightPricesOfStay } from "../../app/orders/rules/stay-rules";
import { hashPassword } from "../../app/services/password.server";
import { addDays, daysBetween, formatDate, isIsoDate, todayInJakarta } from "../../app/utils/dates";
import { formatRupiah } from "../../app/utils/money";
import { orderLinesOf } from "../../app/orders/rules/order-lines";
import * as schema from "../../app/db/schema";
import type { Role } from "../../app/db/schema";
import { seedBookingCode } from "./booking-code";
import { planBusinessYear } from "./business-year";
import { CAFES } from "./data/cafes";
import { COMPANY, companyEmail } from "./data/company";
import { DESTINATIONS } from "./data/destinations";
import { EVENTS, type EventWhen } from "./data/events";
import { FAQ_CATEGORIES } from "./data/faq";
import { CITIES } from "./data/geo";
import { GUESTS, PAST_STAYS, UPCOMING_STAYS, type StaySeed } from "./data/history";
import { HOLIDAYS } from "./data/holidays";
import { promoColumns, seededPromo } from "./promos";
import { HOTELS, type HotelSeed, type RoomTypeSeed } from "./data/hotels";
import { PAYMENT_GROUPS } from "./data/payments";
import { RATE_CALENDAR, seasonalRates } from "./data/rates";
import {
  ACCOMMODATION_TYPES,
  BUSINESS_TYPES,
  BUSINESS_UNITS,
  CURRENCIES,
  EXTRAS,
  FACILITIES,
  FEES,
  IDENTITY_TYPES,
  LOGGER_LEVELS,
  ROOM_BOOKING,
  SATISFACTION_REASONS,
  TRANSACTION_TYPES,
  UNITS,
  WAREHOUSES,
} from "./data/reference";
import { BANNERS, CONTACT, LINKS, PROFILES, THEME, VIDEOS, type LinkTarget } from "./data/site";
import { SEED_TRANSLATIONS } from "./data/translations";
import { renderSeedImage, type SeedImageOptions, type SeedScene } from "./images";
import { isTranslatableEntity, TRANSLATABLE, translationIdOf } from "../../app/utils/translatable";

/** Bump when the demo content changes shape; stored in the `seed.version` setting. */
export const SEED_VERSION = "2026.1";

/** Prefix of every R2 object the seed writes (and a reset deletes). */
export const SEED_OBJECT_PREFIX = "seed/";

const D1_MAX_BOUND_PARAMETERS = 100;
const STATEMENTS_PER_BATCH = 50;
const UPLOAD_CONCURRENCY = 16;
/** Characters of JSON bound to one bulk insert (D1 allows strings of up to 2 MB). */
const BULK_JSON_CHARS = 500_000;

export interface SeedEnv {
  DB: D1Database;
  BUCKET: R2Bucket;
  PASSWORD_PEPPER: string;
}

export interface SeedOptions {
  /** Delete every row and every `seed/` object first. */
  reset?: boolean;
  /** The seed's "today" (YYYY-MM-DD); defaults to today in Asia/Jakarta. Event and booking dates are relative to it. */
  today?: string;
  /**
   * Add the year of trading before today (scripts/seed/business-year.ts); default true. Tests that need only
   * the content and a few bookings leave it out: it is most of the seed's rows and time.
   */
  year?: boolean;
}

export interface SeedAccount {
  login: string;
  password: string;
  role: string;
}

export interface SeedResult {
  seeded: boolean;
  /** Rows written per table, plus `r2_objects`. Empty when nothing was written. */
  counts: Record<string, number>;
  /** The development sign-ins (plaintext, for the start script to print). */
  accounts: SeedAccount[];
}

interface AccountSeed extends SeedAccount {
  firstName: string;
  lastName: string;
  roles: Role[];
  businessUnit?: (typeof BUSINESS_UNITS)[number];
}

/** Development-only sign-ins. Never use a seeded database in production. */
const DEV_ACCOUNTS: readonly AccountSeed[] = [
  {
    login: "admin",
    password: "Admin#2026",
    role: "ROLE_ADMIN",
    firstName: "Admin",
    lastName: "Agrowisata",
    roles: ["ROLE_ADMIN", "ROLE_USER"],
  },
  {
    login: "operator",
    password: "Operator#2026",
    role: "ROLE_CS",
    firstName: "Sari",
    lastName: "Wulandari",
    roles: ["ROLE_CS", "ROLE_USER"],
    businessUnit: "Unit Agrowisata Wonosari",
  },
  {
    login: "frontdesk",
    password: "Frontdesk#2026",
    role: "ROLE_FRONTDESK",
    firstName: "Dewi",
    lastName: "Lestari",
    roles: ["ROLE_FRONTDESK", "ROLE_USER"],
    businessUnit: "Unit Agrowisata Wonosari",
  },
];

type Db = DrizzleD1Database<typeof schema>;
/** A drizzle query, or a plain one (drizzle does not batch raw SQL on D1). */
type Statement = BatchItem<"sqlite"> | { raw: { sql: string; params: unknown[] } };

/**
 * Seeds D1 and R2 unless already seeded (the `seed.version` setting exists). With `reset`, first deletes every
 * row of every table and every object under `seed/`. The plan is built completely before anything is deleted or
 * written, so a mistake in the seed data never leaves a wiped database behind.
 */
export async function seedDatabase(env: SeedEnv, opts: SeedOptions = {}): Promise<SeedResult> {
  const today = opts.today ?? todayInJakarta();
  if (!isIsoDate(today)) throw new Error(`seedDatabase: today must be a YYYY-MM-DD date, got "${today}"`);
  const db = drizzle(env.DB, { schema });
  const accounts = DEV_ACCOUNTS.map(({ login, password, role }) => ({ login, password, role }));

  if (!opts.reset) {
    const [version] = await db.select().from(schema.setting).where(eq(schema.setting.key, "seed.version")).limit(1);
    if (version) return { seeded: false, counts: {}, accounts };
    const [anyCity] = await db.select({ id: schema.city.id }).from(schema.city).limit(1);
    if (anyCity) {
      throw new Error("seedDatabase: the database holds data but no seed.version; seed with reset to start over");
    }
  }

  const passwordHashes = await Promise.all(DEV_ACCOUNTS.map((a) => hashPassword(a.password, env.PASSWORD_PEPPER)));
  const writer = new SeedWriter(db);
  const images = new SeedImages();
  planSeed({ writer, images, today, passwordHashes, regions: await readRegions(db), year: opts.year ?? true });
  writer.insertTranslations();

  if (opts.reset) {
    const deletes = tablesChildrenFirst().map((table) => db.delete(table));
    await Promise.all([runBatches(db, env.DB, deletes), deleteSeedObjects(env.BUCKET)]);
  }
  await Promise.all([runBatches(db, env.DB, writer.statements), images.upload(env.BUCKET)]);
  return { seeded: true, counts: { ...writer.counts, r2_objects: images.count }, accounts };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing: chunked multi-row inserts, bounded batches, parallel uploads

/** Collects insert statements in dependency order, each within D1's bound-parameter limit. */
class SeedWriter {
  readonly statements: Statement[] = [];
  readonly counts: Record<string, number> = {};

  constructor(private readonly db: Db) {}

  insert<T extends SQLiteTable>(table: T, rows: SQLiteInsertValue<T>[]): void {
    if (rows.length === 0) return;
    // Drizzle binds at most one parameter per column and row (SQL defaults are inlined).
    const columns = Object.keys(getTableColumns(table)).length;
    const rowsPerStatement = Math.max(1, Math.floor(D1_MAX_BOUND_PARAMETERS / columns));
    for (let i = 0; i < rows.length; i += rowsPerStatement) {
      this.statements.push(this.db.insert(table).values(rows.slice(i, i + rowsPerStatement)));
    }
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + rows.length;
    this.collectTranslations(name, rows as Record<string, unknown>[]);
  }

  /**
   * Many rows in few statements, for the year of bookings: each statement binds one JSON array of rows
   * (up to BULK_JSON_CHARS) that SQLite unpacks with json_each, instead of one statement per 100 values.
   * A key missing from a row is written as NULL.
   */
  bulkInsert<T extends SQLiteTable>(table: T, rows: SQLiteInsertValue<T>[]): void {
    if (rows.length === 0) return;
    const columns = getTableColumns(table) as Record<string, { name: string }>;
    const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const names = keys.map((k) => `"${columns[k].name}"`).join(", ");
    const picks = keys.map((_, i) => `json_extract(value, '$[${i}]')`).join(", ");
    const cell = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === "boolean" ? Number(v) : (v ?? null));
    let chunk: string[] = [];
    let size = 0;
    const flush = () => {
      if (chunk.length === 0) return;
      const json = `[${chunk.join(",")}]`;
      const query = sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(picks)} from json_each(${json})`;
      this.statements.push({ raw: this.db.run(query).getQuery() });
      chunk = [];
      size = 0;
    };
    for (const row of rows as Record<string, unknown>[]) {
      const text = JSON.stringify(keys.map((k) => cell(row[k])));
      if (size + text.length > BULK_JSON_CHARS) flush();
      chunk.push(text);
      size += text.length + 1;
    }
    flush();
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + rows.length;
  }

  /** English and French rows for every translatable text of `rows` that SEED_TRANSLATIONS knows. */
  private collectTranslations(entity: string, rows: Record<string, unknown>[]): void {
    if (!isTranslatableEntity(entity)) return;
    for (const row of rows) {
      const id = translationIdOf(entity, row);
      if (id === null) throw new Error(`seed: ${entity} rows need explicit ids to be translated`);
      for (const field of TRANSLATABLE[entity].fields) {
        const text = row[field];
        const versions = typeof text === "string" ? SEED_TRANSLATIONS[text] : undefined;
        if (!versions) continue;
        for (const lang of ["en", "fr"] as const) {
          if (versions[lang]) this.translations.push({ entity, entityId: id, field, lang, text: versions[lang] });
        }
      }
    }
  }

  private readonly translations: SQLiteInsertValue<typeof schema.translation>[] = [];

  /** Writes the collected translations; call once every content table has been planned. */
  insertTranslations(): void {
    this.insert(schema.translation, this.translations.splice(0));
  }
}

/** Runs statements in order, in transactions (D1 batches) of at most STATEMENTS_PER_BATCH of one kind. */
async function runBatches(db: Db, d1: D1Database, statements: Statement[]): Promise<void> {
  let i = 0;
  while (i < statements.length) {
    const raw = "raw" in statements[i];
    let j = i;
    while (j < statements.length && j - i < STATEMENTS_PER_BATCH && "raw" in statements[j] === raw) j++;
    const group = statements.slice(i, j);
    if (raw) {
      await d1.batch(group.map((s) => ("raw" in s ? d1.prepare(s.raw.sql).bind(...s.raw.params) : null!)));
    } else {
      await db.batch(group as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    }
    i = j;
  }
}

/** Reference tables the migrations fill (production needs them too): a reset keeps them. */
const MIGRATION_OWNED: readonly SQLiteTable[] = [schema.country, schema.province, schema.regency];

interface Regions {
  /** Keyed by ISO 3166-1 alpha-2 code. */
  countries: Map<string, number>;
  /** Indonesia's provinces, keyed by name. */
  provinces: Map<string, number>;
  /** Keyed `province/regency`. */
  regencies: Map<string, number>;
}

async function readRegions(db: Db): Promise<Regions> {
  // Plain single-table reads: a D1 batch returns rows as objects, where two joined `nama` columns would collide.
  const [countries, provinces, regencies] = await db.batch([
    db.select({ id: schema.country.id, kode: schema.country.kode }).from(schema.country),
    db
      .select({ id: schema.province.id, nama: schema.province.nama, countryId: schema.province.countryId })
      .from(schema.province),
    db
      .select({ id: schema.regency.id, nama: schema.regency.nama, provinceId: schema.regency.provinceId })
      .from(schema.regency),
  ]);
  const countryIds = new Map(countries.map((c) => [c.kode, c.id]));
  const indonesian = provinces.filter((p) => p.countryId === countryIds.get("ID"));
  const provinceNames = new Map(indonesian.map((p) => [p.id, p.nama]));
  return {
    countries: countryIds,
    provinces: new Map(indonesian.map((p) => [p.nama, p.id])),
    regencies: new Map(
      regencies.flatMap((r) => {
        const province = provinceNames.get(r.provinceId);
        return province === undefined ? [] : [[`${province}/${r.nama}`, r.id] as const];
      }),
    ),
  };
}

/** Every table of the schema the seed writes, ordered so that a table comes before the tables it references. */
function tablesChildrenFirst(): SQLiteTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable => is(value, SQLiteTable));
  const parentsFirst: SQLiteTable[] = [];
  const visited = new Set<SQLiteTable>();
  const visit = (table: SQLiteTable): void => {
    if (visited.has(table)) return;
    visited.add(table);
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = fk.reference().foreignTable;
      if (parent !== table) visit(parent);
    }
    parentsFirst.push(table);
  };
  tables.forEach(visit);
  return parentsFirst.reverse().filter((table) => !MIGRATION_OWNED.includes(table));
}

async function deleteSeedObjects(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const listing = await bucket.list({ prefix: SEED_OBJECT_PREFIX, limit: 1000 });
    if (listing.objects.length === 0) return;
    await bucket.delete(listing.objects.map((o) => o.key));
  }
}

type ImageSpec = Omit<SeedImageOptions, "seed">;

/** The generated illustrations: one R2 object per photo slot, keyed `seed/<kind>/<entity>-<n>.svg`. */
class SeedImages {
  private readonly items: { key: string; options: SeedImageOptions }[] = [];

  /** Registers an image and returns its object key for the row's `*_key` column. */
  add(kind: string, entity: string, n: number, spec: ImageSpec): string {
    const key = `${SEED_OBJECT_PREFIX}${kind}/${entity}-${n}.svg`;
    this.items.push({ key, options: { ...spec, seed: this.items.length + 1 } });
    return key;
  }

  get count(): number {
    return this.items.length;
  }

  async upload(bucket: R2Bucket): Promise<void> {
    for (let i = 0; i < this.items.length; i += UPLOAD_CONCURRENCY) {
      await Promise.all(
        this.items
          .slice(i, i + UPLOAD_CONCURRENCY)
          .map(({ key, options }) =>
            bucket.put(key, renderSeedImage(options), { httpMetadata: { contentType: "image/svg+xml" } }),
          ),
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

/** Looks a name up in a map built from seeded rows; a miss is a mistake in the seed data. */
function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data: unknown ${what} "${String(key)}"`);
  return value;
}

/** Ids 1..n for a list of names. */
const idsByName = (names: readonly string[]): Map<string, number> => new Map(names.map((nama, i) => [nama, i + 1]));

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** An instant on a calendar date, Western Indonesia Time. */
const wib = (date: string, time: string): Date => new Date(`${date}T${time}:00+07:00`);
const plusMinutes = (instant: Date, minutes: number): Date => new Date(instant.getTime() + minutes * 60_000);
/** "HH:MM" from hours and minutes. */
const clock = (hours: number, minutes: number): string =>
  `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;

/** The walk-in price: online price plus the premium, rounded to Rp 5.000. */
const offlinePrice = (rt: RoomTypeSeed): number =>
  Math.round((rt.hargaOnline * (100 + rt.markupOffline)) / 100 / 5_000) * 5_000;

/** A second scene that goes with a first one: detail shots and second banner slides. */
const CLOSE_UP: Readonly<Record<SeedScene, SeedScene>> = {
  tea: "leaves",
  coffee: "cherries",
  cacao: "cacao",
  crater: "crater",
  river: "river",
  pass: "pass",
  leaves: "tea",
  cherries: "coffee",
};

function resolveEventDate(when: EventWhen, today: string): string {
  if ("offsetDays" in when) return addDays(today, when.offsetDays);
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${when.monthDay}`;
  if (when.occurrence === "next") return thisYear >= today ? thisYear : `${year + 1}-${when.monthDay}`;
  return thisYear < today ? thisYear : `${year - 1}-${when.monthDay}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The plan: every row, parents before children

interface PlanContext {
  writer: SeedWriter;
  /** Countries, provinces and regencies: reference data the migrations insert, read back by name. */
  regions: Regions;
  images: SeedImages;
  today: string;
  passwordHashes: string[];
  year: boolean;
}

function planSeed(ctx: PlanContext): void {
  const refs = planReferenceData(ctx);
  const inventory = planAccommodation(ctx, refs);
  const pages = planContent(ctx, refs);
  const methods = planPayments(ctx);
  const history = planHistory(ctx, refs, inventory, methods);
  if (ctx.year) planYear(ctx, refs, inventory, methods, history);
  planSite(ctx, pages, { roomTypes: inventory.roomTypes, cities: refs.cities });
  ctx.writer.insert(schema.holiday, [...HOLIDAYS]);
  planAccounts(ctx, refs);
  ctx.writer.insert(schema.setting, [
    { key: "seed.version", value: SEED_VERSION },
    { key: "content.version", value: String(Date.now()) },
  ]);
}

type ReferenceIds = ReturnType<typeof planReferenceData>;

function planReferenceData({ writer, regions }: PlanContext) {
  const { countries, provinces, regencies } = regions;
  const cities = idsByName(CITIES);
  writer.insert(
    schema.city,
    CITIES.map((nama, i) => ({ id: i + 1, nama })),
  );

  const names = (list: readonly string[]) => list.map((nama, i) => ({ id: i + 1, nama }));
  writer.insert(schema.identityType, names(IDENTITY_TYPES));
  writer.insert(schema.accommodationType, names(ACCOMMODATION_TYPES));
  writer.insert(
    schema.facility,
    FACILITIES.map((f, i) => ({ id: i + 1, nama: f.nama, icon: f.icon })),
  );
  writer.insert(
    schema.extra,
    EXTRAS.map((e, i) => ({ id: i + 1, ...e })),
  );
  writer.insert(
    schema.fee,
    FEES.map((f, i) => ({ id: i + 1, ...f, urutan: i + 1 })),
  );
  writer.insert(schema.transactionType, names(TRANSACTION_TYPES));
  writer.insert(schema.businessUnit, names(BUSINESS_UNITS));
  writer.insert(schema.warehouse, names(WAREHOUSES));
  writer.insert(schema.businessType, names(BUSINESS_TYPES));
  writer.insert(
    schema.currency,
    CURRENCIES.map((c, i) => ({ id: i + 1, ...c })),
  );
  writer.insert(
    schema.unit,
    UNITS.map((u, i) => ({ id: i + 1, ...u })),
  );
  writer.insert(
    schema.satisfactionReason,
    SATISFACTION_REASONS.map((nama, i) => ({ id: i + 1, nama, urutan: i + 1 })),
  );
  writer.insert(
    schema.authority,
    schema.ROLES.map((name) => ({ name })),
  );
  writer.insert(schema.loggerLevel, [...LOGGER_LEVELS]);

  return {
    countries,
    provinces,
    regencies,
    cities,
    identityTypes: idsByName(IDENTITY_TYPES),
    accommodationTypes: idsByName(ACCOMMODATION_TYPES),
    facilities: idsByName(FACILITIES.map((f) => f.nama)),
    reasons: idsByName(SATISFACTION_REASONS),
    transactionTypes: idsByName(TRANSACTION_TYPES),
    businessUnits: idsByName(BUSINESS_UNITS),
  };
}

interface RoomTypeRef {
  id: number;
  hotelId: number;
  seed: RoomTypeSeed;
  unitIds: number[];
  /** Its rate calendar rows (nights that differ from the base). */
  rates: NightRate[];
}

interface Inventory {
  hotels: Map<string, { id: number; seed: HotelSeed }>;
  /** Keyed `hotelSlug/roomTypeName`. */
  roomTypes: Map<string, RoomTypeRef>;
}

/** Popularity (paid bookings) and review ratings per property, derived from the booking history data. */
function historyStats(): Map<string, { pop: number; ratingSum: number; ratingCount: number }> {
  const stats = new Map<string, { pop: number; ratingSum: number; ratingCount: number }>();
  for (const stay of [...PAST_STAYS, ...UPCOMING_STAYS]) {
    const s = stats.get(stay.hotel) ?? { pop: 0, ratingSum: 0, ratingCount: 0 };
    s.pop += 1;
    if (stay.review) {
      s.ratingSum += stay.review.rating;
      s.ratingCount += 1;
    }
    stats.set(stay.hotel, s);
  }
  return stats;
}

function planAccommodation({ writer, images, today }: PlanContext, refs: ReferenceIds): Inventory {
  const inventory: Inventory = { hotels: new Map(), roomTypes: new Map() };
  const stats = historyStats();
  const hotelRows: SQLiteInsertValue<typeof schema.hotel>[] = [];
  const photoRows: SQLiteInsertValue<typeof schema.hotelPhoto>[] = [];
  const hotelFacilityRows: SQLiteInsertValue<typeof schema.hotelFacility>[] = [];
  const roomTypeRows: SQLiteInsertValue<typeof schema.roomType>[] = [];
  const roomPhotoRows: SQLiteInsertValue<typeof schema.roomTypePhoto>[] = [];
  const roomFacilityRows: SQLiteInsertValue<typeof schema.roomTypeFacility>[] = [];
  const unitRows: SQLiteInsertValue<typeof schema.roomUnit>[] = [];
  const pricesFrom = `${today.slice(0, 4)}-01-01`;
  const rateRows: SQLiteInsertValue<typeof schema.roomRate>[] = [];

  for (const h of HOTELS) {
    const hotelId = hotelRows.length + 1;
    const facade: ImageSpec =
      h.building === "cottage"
        ? { kind: "cottage", label: h.photoCaptions[0] }
        : { kind: "hotel", label: h.photoCaptions[0], building: h.building };
    const photoKeys = [
      images.add("hotel", h.slug, 1, facade),
      images.add("hotel", h.slug, 2, { kind: "landscape", label: h.photoCaptions[1], scene: h.scene }),
      images.add("hotel", h.slug, 3, { kind: "gallery", label: h.photoCaptions[2], scene: CLOSE_UP[h.scene] }),
    ];
    photoKeys.forEach((fotoKey, i) => {
      photoRows.push({ id: photoRows.length + 1, hotelId, urutan: i + 1, fotoKey, caption: h.photoCaptions[i] });
    });
    const s = stats.get(h.slug) ?? { pop: 0, ratingSum: 0, ratingCount: 0 };
    hotelRows.push({
      id: hotelId,
      nama: h.nama,
      accommodationTypeId: lookup(refs.accommodationTypes, h.jenis, "accommodation type"),
      cityId: lookup(refs.cities, h.kota, "city"),
      alamat: h.alamat,
      email: h.email,
      telepon: h.telepon,
      deskripsi: h.deskripsi,
      jamCekin: h.jamCekin,
      jamCekout: h.jamCekout,
      aturan: h.aturan.join("\n"),
      latitude: h.latitude,
      longitude: h.longitude,
      direction: h.direction,
      pop: s.pop,
      ratingAvg: s.ratingCount ? s.ratingSum / s.ratingCount : 0,
      ratingCount: s.ratingCount,
      fotoKey: photoKeys[0],
    });
    for (const f of h.fasilitas)
      hotelFacilityRows.push({ hotelId, facilityId: lookup(refs.facilities, f, "facility") });
    inventory.hotels.set(h.slug, { id: hotelId, seed: h });

    for (const rt of h.roomTypes) {
      const roomTypeId = roomTypeRows.length + 1;
      const label = `${rt.nama} · ${h.nama}`;
      const entity = `${h.slug}-${slugify(rt.nama)}`;
      const interior: ImageSpec = { kind: "room", label, bed: rt.bed };
      const slots: ImageSpec[] = [
        rt.ket === "COTTAGE" ? { kind: "cottage", label } : interior,
        interior,
        { kind: "landscape", label: `Pemandangan dari ${label}`, scene: h.scene },
        interior,
        { kind: "gallery", label, scene: CLOSE_UP[h.scene] },
      ];
      slots.slice(0, rt.photos).forEach((spec, i) => {
        roomPhotoRows.push({
          id: roomPhotoRows.length + 1,
          roomTypeId,
          slot: i + 1,
          fotoKey: images.add("room", entity, i + 1, spec),
        });
      });
      roomTypeRows.push({
        id: roomTypeId,
        hotelId,
        nama: rt.nama,
        ket: rt.ket,
        kapasitas: rt.kapasitas,
        luas: rt.luas,
        tipeBed: rt.tipeBed,
        keterangan: rt.keterangan,
        fasWeb: rt.fasWeb,
        hargaOnline: rt.hargaOnline,
        hargaOffline: offlinePrice(rt),
        ...promoColumns(rt.promo, today),
        tmtBerlaku: pricesFrom,
        kebijakanBatal: rt.batal?.kebijakan ?? "FLEXIBLE",
        batalGratisHari: rt.batal?.hari ?? 3,
        dendaBatalPersen: rt.batal?.persen ?? 50,
      });
      for (const f of rt.fasilitas)
        roomFacilityRows.push({ roomTypeId, facilityId: lookup(refs.facilities, f, "facility") });
      const unitIds = rt.units.map((nomor) => {
        unitRows.push({ id: unitRows.length + 1, roomTypeId, nomor });
        return unitRows.length;
      });
      const rates: NightRate[] = (RATE_CALENDAR.hotels as readonly string[]).includes(h.slug)
        ? seasonalRates(today)
        : [];
      rateRows.push(...rates.map((r) => ({ roomTypeId, ...r })));
      inventory.roomTypes.set(`${h.slug}/${rt.nama}`, { id: roomTypeId, hotelId, seed: rt, unitIds, rates });
    }
  }

  writer.insert(schema.hotel, hotelRows);
  writer.insert(schema.hotelPhoto, photoRows);
  writer.insert(schema.hotelFacility, hotelFacilityRows);
  writer.insert(schema.roomType, roomTypeRows);
  writer.insert(schema.roomTypePhoto, roomPhotoRows);
  writer.insert(schema.roomTypeFacility, roomFacilityRows);
  writer.insert(schema.roomUnit, unitRows);
  writer.insert(schema.roomRate, rateRows);
  return inventory;
}

interface PageIds {
  destinations: Map<string, number>;
  cafes: Map<string, number>;
}

function planContent({ writer, images, today }: PlanContext, refs: ReferenceIds): PageIds {
  const destinationRows: SQLiteInsertValue<typeof schema.destination>[] = [];
  const detailRows: SQLiteInsertValue<typeof schema.destinationDetail>[] = [];
  const galleryRows: SQLiteInsertValue<typeof schema.destinationGallery>[] = [];
  const bannerRows: SQLiteInsertValue<typeof schema.destinationBanner>[] = [];
  const directionRows: SQLiteInsertValue<typeof schema.destinationDirection>[] = [];
  const ticketRows: SQLiteInsertValue<typeof schema.destinationTicketInfo>[] = [];

  DESTINATIONS.forEach((d, i) => {
    const destinationId = i + 1;
    destinationRows.push({
      id: destinationId,
      nama: d.nama,
      cityId: lookup(refs.cities, d.kota, "city"),
      ringkasan: d.ringkasan,
      alamat: d.alamat,
      latitude: d.latitude,
      longitude: d.longitude,
      fotoKey: images.add("destination", d.slug, 1, { kind: "landscape", label: d.nama, scene: d.scene }),
      urutan: destinationId,
    });
    d.details.forEach((x, n) => {
      const fotoKey = images.add("destination-detail", d.slug, n + 1, {
        kind: "landscape",
        label: `${x.judul} · ${d.nama}`,
        scene: x.scene,
      });
      detailRows.push({ id: detailRows.length + 1, destinationId, judul: x.judul, deskripsi: x.deskripsi, fotoKey });
    });
    d.gallery.forEach((g, n) => {
      const fotoKey = images.add("destination-gallery", d.slug, n + 1, {
        kind: "gallery",
        label: g.nama,
        scene: g.scene,
      });
      galleryRows.push({ id: galleryRows.length + 1, destinationId, nama: g.nama, fotoKey, urutan: n + 1 });
    });
    d.banners.forEach((b, n) => {
      const fotoKey = images.add("destination-banner", d.slug, n + 1, {
        kind: "banner",
        label: b.judul,
        subLabel: b.subjudul,
        scene: n === 0 ? d.scene : CLOSE_UP[d.scene],
      });
      bannerRows.push({ id: bannerRows.length + 1, destinationId, fotoKey, urutan: n + 1 });
    });
    for (const x of d.directions) directionRows.push({ id: directionRows.length + 1, destinationId, ...x });
    for (const x of d.tickets) ticketRows.push({ id: ticketRows.length + 1, destinationId, ...x });
  });
  writer.insert(schema.destination, destinationRows);
  writer.insert(schema.destinationDetail, detailRows);
  writer.insert(schema.destinationGallery, galleryRows);
  writer.insert(schema.destinationBanner, bannerRows);
  writer.insert(schema.destinationDirection, directionRows);
  writer.insert(schema.destinationTicketInfo, ticketRows);

  const cafeRows: SQLiteInsertValue<typeof schema.cafe>[] = [];
  const cafeBannerRows: SQLiteInsertValue<typeof schema.cafeBanner>[] = [];
  const cafeGalleryRows: SQLiteInsertValue<typeof schema.cafeGallery>[] = [];
  const cafeDirectionRows: SQLiteInsertValue<typeof schema.cafeDirection>[] = [];
  const menuRows: SQLiteInsertValue<typeof schema.cafeMenu>[] = [];
  CAFES.forEach((c, i) => {
    const cafeId = i + 1;
    const { slug, scene, banners, gallery, directions, menu, ...fields } = c;
    cafeRows.push({
      id: cafeId,
      ...fields,
      fotoKey: images.add("cafe", slug, 1, { kind: "cafe", label: c.nama }),
      urutan: cafeId,
    });
    banners.forEach((b, n) => {
      const fotoKey = images.add("cafe-banner", slug, n + 1, {
        kind: "banner",
        label: b.judul,
        subLabel: b.subjudul,
        scene: n === 0 ? scene : CLOSE_UP[scene],
      });
      cafeBannerRows.push({ id: cafeBannerRows.length + 1, cafeId, fotoKey, urutan: n + 1 });
    });
    gallery.forEach((g, n) => {
      const fotoKey = images.add("cafe-gallery", slug, n + 1, { kind: "gallery", label: g.nama, scene: g.scene });
      cafeGalleryRows.push({ id: cafeGalleryRows.length + 1, cafeId, nama: g.nama, fotoKey, urutan: n + 1 });
    });
    for (const x of directions) cafeDirectionRows.push({ id: cafeDirectionRows.length + 1, cafeId, ...x });
    menu.forEach((m, n) => {
      const fotoKey = images.add("menu", slug, n + 1, {
        kind: "menu",
        label: `${m.nama} · ${formatRupiah(m.harga)}`,
        dish: m.dish,
      });
      menuRows.push({
        id: menuRows.length + 1,
        cafeId,
        kategori: m.kategori,
        nama: m.nama,
        deskripsi: m.deskripsi,
        harga: m.harga,
        fotoKey,
        urutan: n + 1,
      });
    });
  });
  writer.insert(schema.cafe, cafeRows);
  writer.insert(schema.cafeBanner, cafeBannerRows);
  writer.insert(schema.cafeGallery, cafeGalleryRows);
  writer.insert(schema.cafeDirection, cafeDirectionRows);
  writer.insert(schema.cafeMenu, menuRows);

  writer.insert(
    schema.event,
    EVENTS.map((e, i) => {
      const tanggal = resolveEventDate(e.when, today);
      const tanggalSelesai = e.days > 1 ? addDays(tanggal, e.days - 1) : null;
      const when =
        formatDate(tanggal, "long", "id") + (tanggalSelesai ? ` – ${formatDate(tanggalSelesai, "long", "id")}` : "");
      const place = e.lokasi.split(",")[0];
      return {
        id: i + 1,
        nama: e.nama,
        tanggal,
        tanggalSelesai,
        lokasi: e.lokasi,
        jenisEvent: e.jenisEvent,
        deskripsi: e.deskripsi,
        fotoKey: images.add("event", e.slug, 1, {
          kind: "event",
          label: e.nama,
          subLabel: `${formatDate(tanggal, "long", "id")} · ${place}`,
          scene: e.scene,
          motif: e.motif,
        }),
        bannerKey: images.add("event-banner", e.slug, 1, {
          kind: "banner",
          label: e.nama,
          subLabel: `${when} · ${e.lokasi}`,
          scene: e.scene,
        }),
        inMenu: e.inMenu,
      };
    }),
  );

  writer.insert(
    schema.faqCategory,
    FAQ_CATEGORIES.map((c, i) => ({ id: i + 1, nama: c.nama, urutan: i + 1 })),
  );
  const faqRows: SQLiteInsertValue<typeof schema.faq>[] = [];
  FAQ_CATEGORIES.forEach((c, i) => {
    c.faqs.forEach((f, n) => faqRows.push({ id: faqRows.length + 1, categoryId: i + 1, ...f, urutan: n + 1 }));
  });
  writer.insert(schema.faq, faqRows);

  return {
    destinations: new Map(DESTINATIONS.map((d, i) => [d.slug, i + 1])),
    cafes: new Map(CAFES.map((c, i) => [c.slug, i + 1])),
  };
}

interface MethodRef {
  id: number;
  kategori: schema.PaymentCategory;
  bank: string | null;
}

function planPayments({ writer, images }: PlanContext): Map<string, MethodRef> {
  const methods = new Map<string, MethodRef>();
  const methodRows: SQLiteInsertValue<typeof schema.paymentMethod>[] = [];
  const howtoRows: SQLiteInsertValue<typeof schema.paymentHowto>[] = [];
  PAYMENT_GROUPS.forEach((g, i) => {
    g.methods.forEach((m, n) => {
      const methodId = methodRows.length + 1;
      const logoKey = images.add("payment", slugify(m.kode), 1, {
        kind: "logo",
        label: m.logo ?? (m.bank ? m.bank.toUpperCase() : g.nama),
        subLabel: m.bank ? g.nama : undefined,
      });
      methodRows.push({
        id: methodId,
        groupId: i + 1,
        kode: m.kode,
        nama: m.nama,
        kategori: m.kategori,
        bank: m.bank ?? null,
        channel: m.channel,
        batasNominal: m.batasNominal ?? null,
        logoKey,
        urutan: n + 1,
      });
      m.howtos.forEach((h, k) => howtoRows.push({ id: howtoRows.length + 1, methodId, ...h, urutan: k + 1 }));
      methods.set(m.kode, { id: methodId, kategori: m.kategori, bank: m.bank ?? null });
    });
  });
  writer.insert(
    schema.paymentGroup,
    PAYMENT_GROUPS.map((g, i) => ({ id: i + 1, kode: g.kode, nama: g.nama, urutan: i + 1 })),
  );
  writer.insert(schema.paymentMethod, methodRows);
  writer.insert(schema.paymentHowto, howtoRows);
  return methods;
}

/** Company codes prefixed to virtual-account numbers, per bank (demo values). */
const VA_PREFIX: Readonly<Record<string, string>> = {
  bca: "12008",
  bni: "8808",
  bri: "26215",
  mandiri: "70012",
  permata: "8778",
};
/** The stay's price from the one pricing module, night by night from the seeded rate calendar, with the seeded fees. */
function stayPrice(rt: RoomTypeSeed, rates: readonly NightRate[], cekin: string, cekout: string, rooms: number, today: string) {
  const base = { hargaOnline: rt.hargaOnline, hargaOffline: offlinePrice(rt) };
  const nights = nightPricesOfStay(base, rates, cekin, cekout, HOLIDAY_DAYS);
  return priceStay(seededPromo(rt.promo, today), nights, rooms, FEES);
}

const HOLIDAY_DAYS: ReadonlySet<string> = new Set(HOLIDAYS.map((h) => h.tanggal));

function planHistory(
  { writer, today }: PlanContext,
  refs: ReferenceIds,
  inventory: Inventory,
  methods: Map<string, MethodRef>,
): { occupied: Set<string>; reservations: number; guests: number } {
  const guestRows = GUESTS.map((g, i) => ({
    id: i + 1,
    nama: g.nama,
    identityTypeId: lookup(refs.identityTypes, g.identitas, "identity type"),
    noIdentitas: g.noIdentitas,
    countryId: lookup(refs.countries, g.negara, "country"),
    provinceId: g.provinsi ? lookup(refs.provinces, g.provinsi, "province") : null,
    regencyId: g.provinsi && g.kabupaten ? lookup(refs.regencies, `${g.provinsi}/${g.kabupaten}`, "regency") : null,
    email: g.email,
    telepon: g.telepon,
    langKey: g.langKey,
  }));
  writer.insert(schema.guest, guestRows);

  const occupied = new Set<string>();
  const reservationRows: SQLiteInsertValue<typeof schema.reservation>[] = [];
  const lineRows: SQLiteInsertValue<typeof schema.orderLine>[] = [];
  const nightRows: SQLiteInsertValue<typeof schema.roomNight>[] = [];
  const satisfactionRows: SQLiteInsertValue<typeof schema.satisfaction>[] = [];
  const detailRows: SQLiteInsertValue<typeof schema.satisfactionDetail>[] = [];
  const reviewRows: SQLiteInsertValue<typeof schema.review>[] = [];
  const transactionTypeId = lookup(refs.transactionTypes, ROOM_BOOKING, "transaction type");
  const stays: { stay: StaySeed; past: boolean }[] = [
    ...PAST_STAYS.map((stay) => ({ stay, past: true })),
    ...UPCOMING_STAYS.map((stay) => ({ stay, past: false })),
  ];

  stays.forEach(({ stay, past }, index) => {
    const reservationId = index + 1;
    const where = `${stay.hotel}/${stay.roomType}`;
    const rt = lookup(inventory.roomTypes, where, "room type");
    const guest = GUESTS[stay.guest];
    const cekin = addDays(today, stay.cekin);
    const cekout = addDays(cekin, stay.nights);
    if (!guest) throw new Error(`seed data: unknown guest #${stay.guest}`);
    if (stay.tamu > rt.seed.kapasitas * stay.rooms) {
      throw new Error(`seed data: ${stay.tamu} guests do not fit ${stay.rooms} × ${where}`);
    }
    if (past !== daysBetween(cekout, today) > 0) {
      throw new Error(`seed data: stay at ${where} from ${cekin} is not ${past ? "past" : "upcoming"}`);
    }

    // Allocate units free on every night, as the booking service would.
    const nights = Array.from({ length: stay.nights }, (_, n) => addDays(cekin, n));
    const units = rt.unitIds
      .filter((u) => nights.every((night) => !occupied.has(`${u}/${night}`)))
      .slice(0, stay.rooms);
    if (units.length < stay.rooms) throw new Error(`seed data: not enough free units of ${where} from ${cekin}`);
    for (const unitId of units) {
      for (const night of nights) {
        occupied.add(`${unitId}/${night}`);
        nightRows.push({ unitId, night, reservationId });
      }
    }

    const method = lookup(methods, stay.payment, "payment method");
    const createdDate = addDays(cekin, -(7 + ((index * 5) % 23)));
    const createdAt = wib(createdDate, clock(8 + ((index * 3) % 13), (index * 17) % 60));
    const paidAt =
      method.kategori === "DIRECT PAYMENT" ? wib(cekin, "14:30") : plusMinutes(createdAt, 6 + ((index * 7) % 35));
    const price = stayPrice(rt.seed, rt.rates, cekin, cekout, stay.rooms, today);
    const paymentCode =
      method.bank !== null
        ? `${VA_PREFIX[method.bank] ?? ""}${String(reservationId * 7919).padStart(8, "0")}`
        : stay.payment === "FINPAY_CODE"
          ? `0215${String(reservationId * 104729).padStart(12, "0")}`
          : null;
    const guestRow = guestRows[stay.guest];
    const policy = {
      kebijakanBatal: rt.seed.batal?.kebijakan ?? "FLEXIBLE",
      batalGratisHari: rt.seed.batal?.hari ?? 3,
      dendaBatalPersen: rt.seed.batal?.persen ?? 50,
    };
    reservationRows.push({
      id: reservationId,
      kodeBooking: seedBookingCode(reservationId, createdDate),
      guestId: guestRow.id,
      guestNama: guestRow.nama,
      guestIdentityTypeId: guestRow.identityTypeId,
      guestNoIdentitas: guestRow.noIdentitas,
      guestCountryId: guestRow.countryId,
      guestProvinceId: guestRow.provinceId,
      guestRegencyId: guestRow.regencyId,
      guestEmail: guestRow.email,
      guestTelepon: guestRow.telepon,
      hotelId: rt.hotelId,
      roomTypeId: rt.id,
      cekin,
      cekout,
      durasi: stay.nights,
      jumlahKamar: stay.rooms,
      jumlahTamu: stay.tamu,
      harga: price.hargaMalam,
      rincianMalam: JSON.stringify(rincianMalamOf(price)),
      disc: price.discPersenPromo,
      totalHargaOnly: price.totalHargaOnly,
      totalTaxOnly: price.totalTaxOnly,
      total: price.totalPayment,
      mode: "WEB",
      status: past ? "CHECKED_OUT" : "BOOKED",
      statusBayar: "PAID",
      batasBayar: plusMinutes(createdAt, 60),
      paymentMethodId: method.id,
      paymentCode,
      keteranganPromo: price.ketPromo,
      ...policy,
      transactionTypeId,
      langKey: guest.langKey,
      paidAt,
      createdAt,
    });
    for (const line of orderLinesOf({ roomTypeId: rt.id, cekin, cekout, policy }, price)) lineRows.push({ ...line, reservationId });

    if (!stay.review) return;
    const satisfactionId = satisfactionRows.length + 1;
    const answeredAt = wib(cekout, clock(16 + (index % 6), (index * 13) % 60));
    const { rating, isPuas, reasons, komentar } = stay.review;
    satisfactionRows.push({ id: satisfactionId, reservationId, isPuas, rating, komentar, tgl: answeredAt });
    for (const reason of reasons) {
      detailRows.push({ satisfactionId, reasonId: lookup(refs.reasons, reason, "satisfaction reason") });
    }
    reviewRows.push({
      id: reviewRows.length + 1,
      hotelId: rt.hotelId,
      roomTypeId: rt.id,
      satisfactionId,
      guestName: guest.nama.split(" ")[0],
      rating,
      komentar,
      tgl: answeredAt,
    });
  });

  writer.insert(schema.reservation, reservationRows);
  writer.insert(schema.orderLine, lineRows);
  writer.insert(schema.roomNight, nightRows);
  writer.insert(schema.satisfaction, satisfactionRows);
  writer.insert(schema.satisfactionDetail, detailRows);
  writer.insert(schema.review, reviewRows);
  return { occupied, reservations: reservationRows.length, guests: guestRows.length };
}

/** The year of trading before today (scripts/seed/business-year.ts), written in bulk. */
function planYear(
  { writer, today }: PlanContext,
  refs: ReferenceIds,
  inventory: Inventory,
  methods: Map<string, MethodRef>,
  history: ReturnType<typeof planHistory>,
): void {
  const roomTypes = [...inventory.roomTypes.entries()].map(([key, rt]) => ({
    id: rt.id,
    hotelId: rt.hotelId,
    hotelSlug: key.split("/")[0],
    seed: rt.seed,
    unitIds: rt.unitIds,
    rates: rt.rates,
  }));
  const year = planBusinessYear({
    today,
    roomTypes,
    occupied: history.occupied,
    firstReservationId: history.reservations + 1,
    firstGuestId: history.guests + 1,
    methods,
    countries: refs.countries,
    identityTypes: refs.identityTypes,
    transactionTypeId: lookup(refs.transactionTypes, ROOM_BOOKING, "transaction type"),
    extras: EXTRAS.map((e, i) => ({ id: i + 1, nama: e.nama, harga: e.harga, basis: e.basis })),
    holidays: HOLIDAY_DAYS,
    price: (rt, roomTypeId, cekin, cekout, rooms, extras, guests) => {
      const ref = roomTypes.find((r) => r.id === roomTypeId)!;
      const base = { hargaOnline: rt.hargaOnline, hargaOffline: offlinePrice(rt) };
      const nights = nightPricesOfStay(base, ref.rates, cekin, cekout, HOLIDAY_DAYS);
      return priceStay(seededPromo(rt.promo, today), nights, rooms, FEES, { guests, extras });
    },
  });
  writer.insert(schema.guest, year.guests);
  writer.bulkInsert(schema.reservation, year.reservations);
  writer.bulkInsert(schema.reservationExtra, year.reservationExtras);
  writer.bulkInsert(schema.orderLine, year.orderLines);
  writer.bulkInsert(schema.refund, year.refunds);
  writer.insert(schema.icalFeed, year.feeds);
  writer.bulkInsert(schema.roomHold, year.holds);
  writer.bulkInsert(schema.roomNight, year.nights);
}

function planSite(
  { writer, images }: PlanContext,
  pages: PageIds,
  offers: { roomTypes: Inventory["roomTypes"]; cities: ReadonlyMap<string, number> },
): void {
  const profiles = new Map(PROFILES.map((p, i) => [p.slug, i + 1]));
  const resolve = (target: LinkTarget): string => {
    if (typeof target === "string") return target;
    if ("destination" in target) return `/wisata/${lookup(pages.destinations, target.destination, "destination")}`;
    if ("cafe" in target) return `/cafe/${lookup(pages.cafes, target.cafe, "cafe")}`;
    if ("roomType" in target) return `/hotel?tipe=${lookup(offers.roomTypes, target.roomType, "room type").id}`;
    if ("city" in target) return `/hotel?kota=${lookup(offers.cities, target.city, "city")}`;
    return `/profil/${lookup(profiles, target.profile, "profile")}`;
  };

  writer.insert(
    schema.banner,
    BANNERS.map((b, i) => ({
      id: i + 1,
      judul: b.judul,
      subjudul: b.subjudul,
      fotoKey: images.add("banner", `home-${i + 1}`, 1, {
        kind: "banner",
        label: b.judul,
        subLabel: b.subjudul,
        scene: b.scene,
        badge: b.badge,
      }),
      linkUrl: resolve(b.link),
      urutan: i + 1,
      publish: true,
      promo: b.promo,
    })),
  );

  const positionOrder = new Map<string, number>();
  writer.insert(
    schema.link,
    LINKS.map((l, i) => {
      const urutan = (positionOrder.get(l.posisi) ?? 0) + 1;
      positionOrder.set(l.posisi, urutan);
      const fotoKey =
        l.posisi === "CENTER"
          ? images.add("logo", slugify(l.nama), 1, { kind: "logo", label: l.nama, subLabel: l.tagline })
          : null;
      return { id: i + 1, posisi: l.posisi, nama: l.nama, url: resolve(l.target), fotoKey, urutan };
    }),
  );

  writer.insert(
    schema.profile,
    PROFILES.map((p, i) => ({
      id: i + 1,
      judul: p.judul,
      slug: p.slug,
      ringkasan: p.ringkasan,
      isi: p.isi,
      fotoKey: images.add("profile", p.slug, 1, {
        kind: "landscape",
        label: `${p.judul} · ${COMPANY.nama}`,
        scene: p.scene,
      }),
      urutan: i + 1,
      inMenu: p.inMenu,
    })),
  );

  writer.insert(schema.contact, [{ id: 1, ...CONTACT }]);
  writer.insert(
    schema.themeSetting,
    THEME.map((t, i) => ({ id: i + 1, ...t })),
  );
  writer.insert(
    schema.video,
    VIDEOS.map((v, i) => ({
      id: i + 1,
      judul: v.judul,
      url: v.url,
      deskripsi: v.deskripsi,
      thumbnailKey: images.add("video", slugify(v.judul), 1, { kind: "video", label: v.judul, scene: v.scene }),
      urutan: i + 1,
    })),
  );
}

function planAccounts({ writer, passwordHashes }: PlanContext, refs: ReferenceIds): void {
  writer.insert(
    schema.users,
    DEV_ACCOUNTS.map((a, i) => ({
      id: i + 1,
      login: a.login,
      passwordHash: passwordHashes[i],
      firstName: a.firstName,
      lastName: a.lastName,
      email: companyEmail(a.login),
      activated: true,
      emailVerified: true,
      langKey: "id" as const,
      roleUser: a.businessUnit ? ("UNIT" as const) : null,
      businessUnitId: a.businessUnit ? lookup(refs.businessUnits, a.businessUnit, "business unit") : null,
      createdBy: "system",
      lastModifiedBy: "system",
    })),
  );
  writer.insert(
    schema.userAuthority,
    DEV_ACCOUNTS.flatMap((a, i) => a.roles.map((authorityName) => ({ userId: i + 1, authorityName }))),
  );
}

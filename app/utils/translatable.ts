/**
 * Which texts staff write that visitors read, per table: the fields that have English and French versions
 * (docs/decisions/026-content-translations.md). Keys are SQL table names; fields are the schema's property
 * names; `html` lists the fields that hold sanitised markup. Imports nothing, so the seed, the models, the
 * CRUD engine and its forms share one list.
 */
export const TRANSLATABLE = {
  identity_type: { fields: ["nama"], html: [] },
  accommodation_type: { fields: ["nama"], html: [] },
  facility: { fields: ["nama"], html: [] },
  extra: { fields: ["nama", "satuan"], html: [] },
  fee: { fields: ["nama"], html: [] },
  hotel: { fields: ["nama", "deskripsi", "direction", "aturan"], html: ["direction"] },
  hotel_photo: { fields: ["caption"], html: [] },
  room_type: { fields: ["nama", "tipeBed", "keterangan", "fasWeb", "ketPromo"], html: ["fasWeb"] },
  payment_group: { fields: ["nama"], html: [] },
  payment_method: { fields: ["nama"], html: [] },
  payment_howto: { fields: ["nama", "deskripsi"], html: ["deskripsi"] },
  satisfaction_reason: { fields: ["nama"], html: [] },
  event: { fields: ["nama", "lokasi", "jenisEvent", "deskripsi"], html: ["deskripsi"] },
  faq_category: { fields: ["nama"], html: [] },
  faq: { fields: ["pertanyaan", "jawaban"], html: ["jawaban"] },
  destination: { fields: ["nama", "ringkasan"], html: [] },
  destination_detail: { fields: ["judul", "deskripsi"], html: ["deskripsi"] },
  destination_gallery: { fields: ["nama"], html: [] },
  destination_direction: { fields: ["title", "deskripsi"], html: ["deskripsi"] },
  destination_ticket_info: { fields: ["title", "deskripsi"], html: ["deskripsi"] },
  cafe: { fields: ["nama", "ringkasan", "deskripsi", "jamBuka"], html: ["deskripsi"] },
  cafe_gallery: { fields: ["nama"], html: [] },
  cafe_direction: { fields: ["title", "deskripsi"], html: ["deskripsi"] },
  cafe_menu: { fields: ["kategori", "nama", "deskripsi"], html: [] },
  video: { fields: ["judul", "deskripsi"], html: [] },
  banner: { fields: ["judul", "subjudul"], html: [] },
  link: { fields: ["nama"], html: [] },
  contact: { fields: ["nama", "jamOperasional"], html: [] },
  profile: { fields: ["judul", "ringkasan", "isi"], html: ["isi"] },
  holiday: { fields: ["nama"], html: [] },
} as const satisfies Record<string, { fields: readonly string[]; html: readonly string[] }>;

export type TranslatableEntity = keyof typeof TRANSLATABLE;
export type TranslatableField<E extends TranslatableEntity> = (typeof TRANSLATABLE)[E]["fields"][number];

export const TRANSLATABLE_ENTITIES = Object.keys(TRANSLATABLE) as TranslatableEntity[];

export function isTranslatableEntity(value: string): value is TranslatableEntity {
  return Object.hasOwn(TRANSLATABLE, value);
}

export function isHtmlField(entity: TranslatableEntity, field: string): boolean {
  return (TRANSLATABLE[entity].html as readonly string[]).includes(field);
}


/**
 * Tables keyed by a date instead of a numeric id (`holiday.tanggal`): their translation rows, and the
 * back-office URLs, name a row by its date as a whole number, 2026-08-17 → 20260817.
 */
export const DATE_KEYED: Partial<Record<TranslatableEntity, string>> = { holiday: "tanggal" };

/** A YYYY-MM-DD date as the number that names a date-keyed row. */
export function dateKey(date: string): number {
  return Number(date.replaceAll("-", ""));
}

/** The YYYY-MM-DD date a date-keyed row's number names, or null when it names none. */
export function dateOfKey(key: number): string | null {
  const digits = String(key);
  if (!/^\d{8}$/.test(digits)) return null;
  const date = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/** The number a translation row names `row` of `entity` by: its id, or its date for a date-keyed table. */
export function translationIdOf(entity: TranslatableEntity, row: Record<string, unknown>): number | null {
  const dateColumn = DATE_KEYED[entity];
  const value = dateColumn ? row[dateColumn] : row.id;
  if (dateColumn) return typeof value === "string" ? dateKey(value) : null;
  return typeof value === "number" ? value : null;
}

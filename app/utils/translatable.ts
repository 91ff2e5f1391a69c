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
  hotel: { fields: ["nama", "deskripsi", "direction"], html: ["direction"] },
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


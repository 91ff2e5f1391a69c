import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTableWithColumns } from "drizzle-orm/sqlite-core";
import type { MessageKey } from "~/i18n/message-key";
import type { FieldKind, FieldSpec } from "~/crud/fields";
import { WEB_SCHEMES, type UrlScheme } from "~/utils/safe-href";

/* eslint-disable @typescript-eslint/no-explicit-any -- one engine over every table: columns are looked up by name */
export type AnyTable = SQLiteTableWithColumns<any>;

/**
 * One field of a resource definition: the form part (sent to the page) plus what only the server
 * needs — which table a picker reads, which link or photo table a field writes, the uniqueness message.
 */
export interface ServerField extends FieldSpec {
  /** `ref`/`refs`: the table offered by the picker and the column shown for each row. */
  ref?: { table: AnyTable; label: string };
  /** `refs`: the link table with the column pointing at this record and the one pointing at the option. */
  link?: { table: AnyTable; owner: string; other: string };
  /** `photos`: the table holding one row per filled slot. */
  photos?: { table: AnyTable; owner: string; slot: string; key: string };
  /** The message shown when another row already has this value (a unique column). */
  unique?: MessageKey;
}

/**
 * A master-data resource: everything the one CRUD engine needs to list, search, sort, create, edit and
 * delete rows of a table (ADR 017).
 */
export interface ResourceDefinition {
  /** The URL segment (/master/{name}) and the i18n key under crud.resources. */
  name: string;
  table: AnyTable;
  fields: readonly ServerField[];
  /** List columns: "id" or field names. */
  columns: readonly string[];
  /** Fields matched by the search box (text, or a ref's label). */
  search: readonly string[];
  /** Fields the list can be sorted by ("id" always can). */
  sort: readonly string[];
  /** Column naming a row in the delete confirmation (default: the first list column after id). */
  title?: string;
  /** Size of the dialog with JavaScript. */
  dialog?: "medium" | "large";
}

type Options = Partial<Pick<ServerField, "max" | "min" | "unique">> & {
  /** true, or the message key shown when the field is empty. */
  required?: boolean | MessageKey;
};

function make(kind: FieldKind, name: string, options: Options = {}, extra: Partial<ServerField> = {}): ServerField {
  const { required, ...rest } = options;
  return {
    name,
    kind,
    ...rest,
    ...extra,
    ...(required ? { required: true } : {}),
    ...(typeof required === "string" ? { requiredMessage: required } : {}),
  };
}

/** Field builders: `field.text("nama", { required: true })`. */
export const field = {
  text: (name: string, o?: Options) => make("text", name, o),
  /**
   * A link rendered as an `href`: only `schemes` (default https: and http:; add mailto:/tel: for contact
   * links) and, with `relative`, paths of this site. Anything else (javascript:, data:, …) is refused.
   */
  url: (name: string, o?: Options & { schemes?: readonly UrlScheme[]; relative?: boolean }) => {
    const { schemes = WEB_SCHEMES, relative = false, ...rest } = o ?? {};
    return make("url", name, rest, { schemes, relative });
  },
  textarea: (name: string, o?: Options) => make("textarea", name, o),
  html: (name: string, o?: Options) => make("html", name, o),
  int: (name: string, o?: Options) => make("int", name, o),
  price: (name: string, o?: Options) => make("price", name, o),
  decimal: (name: string, o?: Options) => make("decimal", name, o),
  date: (name: string, o?: Options) => make("date", name, o),
  boolean: (name: string) => make("boolean", name),
  choice: (name: string, choices: readonly string[], o?: Options) => make("choice", name, o, { choices }),
  /** A foreign key picked from `table`, shown by its `label` column (default nama). */
  ref: (name: string, table: AnyTable, o?: Options & { label?: string }) =>
    make("ref", name, o, { ref: { table, label: o?.label ?? "nama" } }),
  /** Several rows of `table` linked through `link` (a many-to-many table). */
  refs: (name: string, table: AnyTable, link: ServerField["link"] & object, label = "nama") =>
    make("refs", name, {}, { ref: { table, label }, link }),
  /** One image whose R2 key is stored in this column. */
  image: (name: string, o?: Options) => make("image", name, o),
  /** Numbered image slots stored as rows of another table. */
  photos: (name: string, slots: number, photos: ServerField["photos"] & object) => make("photos", name, {}, { slots, photos }),
};

/** The drizzle column of a table by its property name. */
export function columnOf(table: AnyTable, name: string): SQLiteColumn {
  const column = (getTableColumns(table) as Record<string, SQLiteColumn>)[name];
  if (!column) throw new Error(`${getTableName(table)} has no column ${name}`);
  return column;
}

/** Checks a definition against its table when it is registered, so a typo fails at once, not on a page. */
export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  const stored = definition.fields.filter((f) => f.kind !== "refs" && f.kind !== "photos");
  for (const f of stored) columnOf(definition.table, f.name);
  for (const f of definition.fields) {
    if (f.ref) columnOf(f.ref.table, f.ref.label);
    if (f.link) [f.link.owner, f.link.other].forEach((c) => columnOf(f.link!.table, c));
    if (f.photos) [f.photos.owner, f.photos.slot, f.photos.key].forEach((c) => columnOf(f.photos!.table, c));
  }
  const known = new Set(["id", ...definition.fields.map((f) => f.name)]);
  for (const name of [...definition.columns, ...definition.search, ...definition.sort]) {
    if (!known.has(name)) throw new Error(`${definition.name}: unknown field ${name}`);
  }
  return definition;
}

/** The part of the fields the page needs (no tables). */
export function fieldSpecs(definition: ResourceDefinition): FieldSpec[] {
  return definition.fields.map(({ name, kind, required, requiredMessage, max, min, choices, slots, schemes, relative }) => ({
    name,
    kind,
    ...(required ? { required } : {}),
    ...(requiredMessage ? { requiredMessage } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(min !== undefined ? { min } : {}),
    ...(choices ? { choices } : {}),
    ...(slots ? { slots } : {}),
    ...(schemes ? { schemes } : {}),
    ...(relative ? { relative } : {}),
  }));
}

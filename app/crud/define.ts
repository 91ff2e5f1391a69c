import type { SQLiteTableWithColumns } from "drizzle-orm/sqlite-core";
import type { MessageKey } from "~/i18n/message-key";
import { TRANSLATABLE, type TranslatableEntity } from "~/utils/translatable";
import { WEB_SCHEMES, type UrlScheme } from "~/utils/safe-href";
import type { FieldKind, FieldSpec } from "./fields";
import type { RowLink } from "./view";

/* eslint-disable @typescript-eslint/no-explicit-any -- one engine over every table: a definition is typed by its own table */
export type AnyTable = SQLiteTableWithColumns<any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The property names of a table's columns, as its row type spells them. */
export type ColumnName<T extends AnyTable> = keyof T["$inferSelect"] & string;

/** Kinds whose value is a column of the row itself; `refs` and `photos` write other tables. */
export type StoredKind = Exclude<FieldKind, "refs" | "photos">;

/**
 * One field of a resource definition: the form part (sent to the page) plus what only the server
 * needs — which table a picker reads, which link or photo table a field writes, the uniqueness message.
 */
export interface ServerField<Name extends string = string, Kind extends FieldKind = FieldKind> extends FieldSpec<Name> {
  kind: Kind;
  /** `ref`/`refs`: the table offered by the picker and the column shown for each row. */
  ref?: { table: AnyTable; label: string; parent?: RefParent };
  /** `refs`: the link table with the column pointing at this record and the one pointing at the option. */
  link?: { table: AnyTable; owner: string; other: string };
  /** `photos`: the table holding one row per filled slot. */
  photos?: { table: AnyTable; owner: string; slot: string; key: string };
  /** The message shown when another row already has this value (a unique column). */
  unique?: MessageKey;
}

/**
 * A picked row named after the row it belongs to ("Villa Kenanga — Deluxe"): `via` is the picked table's
 * column pointing at `table`, whose `label` column comes first.
 */
export interface RefParent {
  via: string;
  table: AnyTable;
  label: string;
}

/** A field of table T: a column of T by its typed name, or a `refs`/`photos` field named freely. */
export type FieldOf<T extends AnyTable> = ServerField<ColumnName<T>, StoredKind> | ServerField<string, "refs" | "photos">;

/**
 * A master-data resource: everything the one CRUD engine needs to list, search, sort, create, edit and
 * delete rows of a table (ADR 017). Field, column, search and sort names are checked against the table.
 */
export interface ResourceDefinition<T extends AnyTable = AnyTable> {
  /** The URL segment (/master/{name}) and the i18n key under crud.resources. */
  name: string;
  table: T;
  fields: readonly FieldOf<T>[];
  /** List columns: "id" or field names. */
  columns: readonly ColumnName<T>[];
  /** Fields matched by the search box (text, or a ref's label). */
  search: readonly ColumnName<T>[];
  /** Fields the list can be sorted by ("id" always can). */
  sort: readonly ColumnName<T>[];
  /** Column naming a row in the delete confirmation (default: the first list column after id). */
  title?: ColumnName<T>;
  /** Size of the dialog with JavaScript. */
  dialog?: "medium" | "large";
  /**
   * The table's name when app/utils/translatable.ts lists it: its TRANSLATABLE fields get English and
   * French inputs. Never written in a definition: the resource index derives it from the table
   * (`withTranslations` in app/models/crud-translations.server.ts), so the one list decides.
   */
  entity?: TranslatableEntity;
  /** Links shown beside Edit and Delete on each list row, to pages about the row outside the CRUD. */
  rowLinks?: readonly RowLink[];
  /** Where a new row leads (`{id}` replaced) instead of back to the list, e.g. a property's set-up guide. */
  createdTo?: RowLink["to"];
}

/** Kinds a translatable field may have: texts (HTML ones sanitised in every language). */
export const TRANSLATABLE_KINDS: readonly FieldKind[] = ["text", "textarea", "html"];

/** The names of a definition's fields that have English and French versions. */
export function translatableFields(definition: Pick<ResourceDefinition, "entity">): readonly string[] {
  return definition.entity ? TRANSLATABLE[definition.entity].fields : [];
}

type Options = Partial<Pick<ServerField, "max" | "min" | "unique" | "initial" | "free">> & {
  /** true, or the message key shown when the field is empty. */
  required?: boolean | MessageKey;
};

function make<Name extends string, Kind extends FieldKind>(
  kind: Kind,
  name: Name,
  options: Options = {},
  extra: Partial<ServerField> = {},
): ServerField<Name, Kind> {
  const { required, ...rest } = options;
  return {
    ...rest,
    ...extra,
    name,
    kind,
    ...(required ? { required: true } : {}),
    ...(typeof required === "string" ? { requiredMessage: required } : {}),
  };
}

/** Field builders: `field.text("nama", { required: true })`; the name must be a column of the definition's table. */
export const field = {
  text: <N extends string>(name: N, o?: Options) => make("text", name, o),
  /**
   * A link rendered as an `href`: only `schemes` (default https: and http:; add mailto:/tel: for contact
   * links) and, with `relative`, paths of this site. Anything else (javascript:, data:, …) is refused.
   */
  url: <N extends string>(name: N, o?: Options & { schemes?: readonly UrlScheme[]; relative?: boolean }) => {
    const { schemes = WEB_SCHEMES, relative = false, ...rest } = o ?? {};
    return make("url", name, rest, { schemes, relative });
  },
  textarea: <N extends string>(name: N, o?: Options) => make("textarea", name, o),
  html: <N extends string>(name: N, o?: Options) => make("html", name, o),
  int: <N extends string>(name: N, o?: Options) => make("int", name, o),
  price: <N extends string>(name: N, o?: Options) => make("price", name, o),
  decimal: <N extends string>(name: N, o?: Options) => make("decimal", name, o),
  date: <N extends string>(name: N, o?: Options) => make("date", name, o),
  /** A time of day, "14:00" (HH:MM, 24-hour). */
  time: <N extends string>(name: N, o?: Options) => make("time", name, o),
  boolean: <N extends string>(name: N) => make("boolean", name),
  choice: <N extends string>(name: N, choices: readonly string[], o?: Options) => make("choice", name, o, { choices }),
  /**
   * A foreign key picked from `table`, shown by its `label` column (default nama); with `parent`, shown
   * after the label of the row it belongs to, in pickers and lists alike ("Property — Room type").
   */
  ref: <N extends string, R extends AnyTable, P extends AnyTable>(
    name: N,
    table: R,
    o?: Options & { label?: ColumnName<R>; parent?: { via: ColumnName<R>; table: P; label?: ColumnName<P> } },
  ) => {
    const { label = "nama", parent, ...rest } = o ?? {};
    return make("ref", name, rest, { ref: { table, label, ...(parent ? { parent: { via: parent.via, table: parent.table, label: parent.label ?? "nama" } } : {}) } });
  },
  /** Several rows of `table` linked through `link` (a many-to-many table). */
  refs: <N extends string, R extends AnyTable, L extends AnyTable>(
    name: N,
    table: R,
    link: { table: L; owner: ColumnName<L>; other: ColumnName<L> },
    label: ColumnName<R> | "nama" = "nama",
  ) => make("refs", name, {}, { ref: { table, label }, link }),
  /** One image whose R2 key is stored in this column. */
  image: <N extends string>(name: N, o?: Options) => make("image", name, o),
  /** Nights of the week, ticked (0 = Sunday … 6 = Saturday), stored as a bitmask (utils/promo-validity.ts). */
  weekdays: <N extends string>(name: N) => make("weekdays", name),
  /** Up to `slots` ranges of days, each with an optional first and last day, stored as JSON (utils/promo-validity.ts). */
  periods: <N extends string>(name: N, slots: number) => make("periods", name, {}, { slots }),
  /** Numbered image slots stored as rows of another table. */
  photos: <N extends string, P extends AnyTable>(
    name: N,
    slots: number,
    photos: { table: P; owner: ColumnName<P>; slot: ColumnName<P>; key: ColumnName<P> },
  ) => make("photos", name, {}, { slots, photos }),
};

/**
 * Registers a definition. Names are checked by the compiler against the table; what it cannot see
 * (a picker's default label, list columns that are not fields) fails here at once, not on a page.
 */
export function defineResource<T extends AnyTable>(definition: ResourceDefinition<T>): ResourceDefinition {
  for (const f of definition.fields) {
    if (f.ref && !(f.ref.label in f.ref.table)) throw new Error(`${definition.name}: ${f.name} has no label column ${f.ref.label}`);
    const parent = f.ref?.parent;
    if (f.ref && parent && !(parent.via in f.ref.table && parent.label in parent.table)) throw new Error(`${definition.name}: ${f.name} has a wrong parent label`);
  }
  const known = new Set<string>(["id", ...definition.fields.map((f) => f.name)]);
  for (const name of [...definition.columns, ...definition.search, ...definition.sort]) {
    if (!known.has(name)) throw new Error(`${definition.name}: unknown field ${name}`);
  }
  return definition;
}

/** The part of the fields the page needs (no tables). */
export function fieldSpecs(definition: ResourceDefinition): FieldSpec[] {
  const translatable = new Set(translatableFields(definition));
  return definition.fields.map(({ name, kind, required, requiredMessage, max, min, free, choices, slots, schemes, relative }) => ({
    name,
    kind,
    ...(required ? { required } : {}),
    ...(requiredMessage ? { requiredMessage } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(min !== undefined ? { min } : {}),
    ...(free ? { free } : {}),
    ...(choices ? { choices } : {}),
    ...(slots ? { slots } : {}),
    ...(schemes ? { schemes } : {}),
    ...(relative ? { relative } : {}),
    ...(translatable.has(name) && TRANSLATABLE_KINDS.includes(kind) ? { translatable: true } : {}),
  }));
}

import { and, asc, count, desc, eq, getTableColumns, getTableName, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/models/db.server";
import { keyOfValue, rowIs, rowKey, rowKeyColumn } from "~/models/row-key.server";
import { containsText, qualified } from "~/models/sql.server";
import { translationDeletes, translationsOf, translationWrites, type RowTranslations } from "~/models/translation.server";
import type { AnyTable, ResourceDefinition, ServerField } from "~/crud/define";
import type { Option, Row, SortDirection } from "~/crud/view";

type RefTarget = NonNullable<ServerField["ref"]>;

/**
 * Data access of the master-data engine, generic over the tables the resource definitions name
 * (ADR 017). Columns are looked up by property name; a `ref` field is shown and sorted by its label
 * (a correlated subquery, so a list is one query whatever the definition).
 */

export interface ListQuery {
  offset: number;
  size: number;
  sort: { field: string; direction: SortDirection };
  search: string;
}

const REF_ALIAS = sql.identifier("crud_ref");
const PARENT_ALIAS = sql.identifier("crud_parent");
/** Between a parent's label and the picked row's ("Villa Kenanga — Deluxe"). */
export const PARENT_SEPARATOR = " — ";

/** The drizzle column of a table by its property name. */
function columnOf(table: AnyTable, name: string): SQLiteColumn {
  const column = getTableColumns(table)[name];
  if (!column) throw new Error(`${getTableName(table)} has no column ${name}`);
  return column;
}

/**
 * What an empty form value writes to a column: null, unless the column is NOT NULL with a default —
 * then it is left out of an insert (`omit`) and an update writes the default back.
 */
export function emptyValue(definition: ResourceDefinition, name: string, creating: boolean): { omit: true } | { omit: false; value: unknown } {
  const column = columnOf(definition.table, name);
  if (!column.notNull || !column.hasDefault) return { omit: false, value: null };
  const fallback = column.default;
  if (creating || !(typeof fallback === "number" || typeof fallback === "string" || typeof fallback === "boolean")) return { omit: true };
  return { omit: false, value: fallback };
}

/** The field whose column a UNIQUE failure names (the SQL column name, as `WriteOutcome` carries it). */
export function fieldOfColumn(definition: ResourceDefinition, sqlName: string): ServerField | undefined {
  return definition.fields.find((f) => f.kind !== "refs" && f.kind !== "photos" && columnOf(definition.table, f.name).name === sqlName);
}

function fieldOf(definition: ResourceDefinition, name: string): ServerField | undefined {
  return definition.fields.find((f) => f.name === name);
}

/** A column of `table` under `alias` in a subquery. */
function aliased(alias: typeof REF_ALIAS, table: AnyTable, name: string): SQL {
  return sql`${alias}.${sql.identifier(columnOf(table, name).name)}`;
}

/** The label of a picked row: its label column, after its parent's when the field names one. */
function refLabel(ref: RefTarget, row: typeof REF_ALIAS = REF_ALIAS): SQL {
  const own = aliased(row, ref.table, ref.label);
  const parent = ref.parent;
  if (!parent) return own;
  const parentLabel = sql`(select ${aliased(PARENT_ALIAS, parent.table, parent.label)} from ${sql.identifier(getTableName(parent.table))} ${PARENT_ALIAS} where ${aliased(PARENT_ALIAS, parent.table, "id")} = ${aliased(row, ref.table, parent.via)})`;
  return sql`coalesce(${parentLabel} || ${PARENT_SEPARATOR}, '') || ${own}`;
}

/** The SQL value of a list column: the column itself, or the label of the row a foreign key points at. */
function columnExpression(definition: ResourceDefinition, name: string): SQL | SQLiteColumn {
  const column = columnOf(definition.table, name);
  const ref = fieldOf(definition, name)?.ref;
  if (!ref) return column;
  return sql`(select ${refLabel(ref)} from ${sql.identifier(getTableName(ref.table))} ${REF_ALIAS} where ${aliased(REF_ALIAS, ref.table, "id")} = ${qualified(column)})`;
}

function searchCondition(definition: ResourceDefinition, search: string): SQL | undefined {
  return containsText(
    definition.search.map((name) => columnExpression(definition, name)),
    search,
  );
}

export async function countRecords(db: Db, definition: ResourceDefinition, search: string): Promise<number> {
  const table = definition.table;
  const [row] = await db.select({ n: count() }).from(table).where(searchCondition(definition, search));
  return row?.n ?? 0;
}

/** One page of rows with the list columns (plus id), in the asked order, ties broken by id. */
export async function listRecords(db: Db, definition: ResourceDefinition, query: ListQuery): Promise<Row[]> {
  const id = rowKey(definition.table);
  const selection: Record<string, SQL | SQLiteColumn> = { id };
  for (const name of definition.columns) if (name !== "id") selection[name] = columnExpression(definition, name);
  const key = query.sort.field === "id" ? id : columnExpression(definition, query.sort.field);
  const textual = ["text", "textarea", "html", "ref"].includes(fieldOf(definition, query.sort.field)?.kind ?? "");
  const sortKey = textual ? sql`${key} collate nocase` : key;
  const order = query.sort.direction === "desc" ? desc(sortKey) : asc(sortKey);
  const rows = await db
    .select(selection)
    .from(definition.table)
    .where(searchCondition(definition, query.search))
    .orderBy(order, asc(id))
    .limit(query.size)
    .offset(query.offset);
  return rows.map((row) => normaliseRow(row));
}

function normaliseRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(row)) {
    out[name] =
      value instanceof Date ? value.toISOString() : typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;
  }
  return out;
}

export interface StoredRecord {
  id: number;
  values: Record<string, unknown>;
  /** Selected option ids of each `refs` field. */
  links: Record<string, number[]>;
  /** R2 key per filled slot (1-based) of each `photos` field. */
  photos: Record<string, Record<number, string>>;
  /** English and French versions of the translatable fields (empty when the table has none). */
  translations: RowTranslations;
}

/** One row with every field of the form, or null when there is no such row. */
export async function getRecord(db: Db, definition: ResourceDefinition, id: number): Promise<StoredRecord | null> {
  const [row] = await db.select().from(definition.table).where(rowIs(definition.table, id)).limit(1);
  if (!row) return null;
  const record: StoredRecord = { id, values: row, links: {}, photos: {}, translations: definition.entity ? await translationsOf(db, definition.entity, id) : {} };
  for (const f of definition.fields) {
    if (f.link) {
      const other = columnOf(f.link.table, f.link.other);
      const rows = await db.select({ id: other }).from(f.link.table).where(eq(columnOf(f.link.table, f.link.owner), id));
      record.links[f.name] = rows.map((r) => Number(r.id));
    }
    if (f.photos) {
      const p = f.photos;
      const rows = await db
        .select({ slot: columnOf(p.table, p.slot), key: columnOf(p.table, p.key) })
        .from(p.table)
        .where(eq(columnOf(p.table, p.owner), id));
      record.photos[f.name] = Object.fromEntries(rows.map((r) => [Number(r.slot), String(r.key)]));
    }
  }
  return record;
}

/** The choices of every picker of a definition, by field name, sorted by label. */
export async function pickerOptions(db: Db, definition: ResourceDefinition): Promise<Record<string, Option[]>> {
  const out: Record<string, Option[]> = {};
  for (const f of definition.fields) {
    if (!f.ref) continue;
    const label = refLabel(f.ref);
    const rows = await db.all<{ id: number; label: string }>(
      sql`select ${aliased(REF_ALIAS, f.ref.table, "id")} as id, ${label} as label from ${sql.identifier(getTableName(f.ref.table))} ${REF_ALIAS} order by label collate nocase limit 1000`,
    );
    out[f.name] = rows.map((r) => ({ id: Number(r.id), label: String(r.label) }));
  }
  return out;
}

/** Ids among `ids` that are not rows of `table`. */
export async function missingIds(db: Db, table: AnyTable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const idColumn = columnOf(table, "id");
  const rows = await db.select({ id: idColumn }).from(table).where(inArray(idColumn, [...ids]));
  const found = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => !found.has(id));
}

/** Whether another row (not `exceptId`) already holds `value` in the column. */
export async function isTaken(db: Db, definition: ResourceDefinition, name: string, value: unknown, exceptId: number | null) {
  const column = columnOf(definition.table, name);
  const sameValue = typeof value === "string" ? sql`${column} = ${value} collate nocase` : eq(column, value);
  const where = exceptId === null ? sameValue : and(sameValue, sql`${rowKey(definition.table)} <> ${exceptId}`);
  const [row] = await db.select({ id: rowKey(definition.table) }).from(definition.table).where(where).limit(1);
  return Boolean(row);
}

export interface RecordWrite {
  /** Column values of the row itself. */
  values: Record<string, unknown>;
  links: Record<string, number[]>;
  /** Per photos field: slot → new key, or null to empty the slot. Slots not named stay as they are. */
  photos: Record<string, Record<number, string | null>>;
  /** English and French versions of translatable fields, exactly as they are to be (empty removes one). */
  translations?: RowTranslations;
}

export type WriteOutcome = { ok: true; id: number } | { ok: false; reason: "unique"; column: string } | { ok: false; reason: "reference" } | { ok: false; reason: "notFound" };

/** A database error's message with its cause (D1 wraps SQLite's message). */
function errorText(error: unknown): string {
  return error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
}

/** The column a UNIQUE failure names ("UNIQUE constraint failed: city.nama"), if this is one. */
export function uniqueViolation(error: unknown): string | null {
  const text = errorText(error);
  const match = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/.exec(text);
  return match ? (match[1].split(", ")[0].split(".").pop() ?? "") : null;
}

function isForeignKeyViolation(error: unknown): boolean {
  return errorText(error).includes("FOREIGN KEY constraint failed");
}

function childStatements(db: Db, definition: ResourceDefinition, id: number, write: RecordWrite) {
  const statements = [];
  for (const f of definition.fields) {
    if (f.link && write.links[f.name]) {
      const l = f.link;
      statements.push(db.delete(l.table).where(eq(columnOf(l.table, l.owner), id)));
      const ids = [...new Set(write.links[f.name])];
      if (ids.length > 0) statements.push(db.insert(l.table).values(ids.map((other) => ({ [l.owner]: id, [l.other]: other }))));
    }
    if (f.photos && write.photos[f.name]) {
      const p = f.photos;
      for (const [slot, key] of Object.entries(write.photos[f.name])) {
        statements.push(db.delete(p.table).where(and(eq(columnOf(p.table, p.owner), id), eq(columnOf(p.table, p.slot), Number(slot)))));
        if (key) statements.push(db.insert(p.table).values({ [p.owner]: id, [p.slot]: Number(slot), [p.key]: key }));
      }
    }
  }
  if (definition.entity && write.translations) statements.push(...translationWrites(db, definition.entity, id, write.translations));
  return statements;
}

/** The property name of the column a row's number comes from ("id", or a date-keyed table's date). */
function rowKeyColumnName(definition: ResourceDefinition): string {
  const column = rowKeyColumn(definition.table);
  return Object.entries(getTableColumns(definition.table)).find(([, c]) => c === column)?.[0] ?? "id";
}

async function guarded(work: () => Promise<WriteOutcome>): Promise<WriteOutcome> {
  try {
    return await work();
  } catch (error) {
    const column = uniqueViolation(error);
    if (column) return { ok: false, reason: "unique", column };
    if (isForeignKeyViolation(error)) return { ok: false, reason: "reference" };
    throw error;
  }
}

/**
 * Inserts the row, then its links, photos and translations in one batch: they need the new id, which only
 * the insert gives. Should that batch fail, the row is deleted again, so a create leaves all or nothing (a
 * reader may meet the new row for an instant without its translations: it then shows its Indonesian).
 * A UNIQUE or FOREIGN KEY failure is an outcome, not an error.
 */
export async function createRecord(db: Db, definition: ResourceDefinition, write: RecordWrite): Promise<WriteOutcome> {
  return guarded(async () => {
    const [row] = await db.insert(definition.table).values(write.values).returning({ id: rowKeyColumn(definition.table) });
    const id = keyOfValue(row.id);
    const children = childStatements(db, definition, id, write);
    if (children.length > 0) {
      try {
        await db.batch(children as [(typeof children)[number], ...typeof children]);
      } catch (error) {
        await db.delete(definition.table).where(rowIs(definition.table, id));
        throw error;
      }
    }
    return { ok: true, id };
  });
}

/** Updates the row and replaces its links, the named photo slots and its translations in one batch (all or nothing). */
export async function updateRecord(db: Db, definition: ResourceDefinition, id: number, write: RecordWrite): Promise<WriteOutcome> {
  return guarded(async () => {
    // A date-keyed row whose date changes gets a new number: its translations are written under it anew.
    const keyValue = write.values[rowKeyColumnName(definition)];
    const after = keyValue === undefined || keyValue === null ? id : keyOfValue(keyValue);
    const update = db.update(definition.table).set(write.values).where(rowIs(definition.table, id)).returning({ id: rowKeyColumn(definition.table) });
    const moved = after !== id && definition.entity ? [translationDeletes(db, definition.entity, [id])] : [];
    const [first] = await db.batch([update, ...moved, ...childStatements(db, definition, after, write)]);
    return (first as unknown[]).length === 0 ? { ok: false, reason: "notFound" } : { ok: true, id: after };
  });
}

/**
 * Deletes the row (links and photo rows go with it) and its translations in one batch: a row still in
 * use keeps them. False when there was none.
 */
export async function deleteRecord(db: Db, definition: ResourceDefinition, id: number): Promise<WriteOutcome> {
  return guarded(async () => {
    const remove = db.delete(definition.table).where(rowIs(definition.table, id)).returning({ id: rowKeyColumn(definition.table) });
    const rows = definition.entity ? (await db.batch([translationDeletes(db, definition.entity, [id]), remove]))[1] : await remove;
    return rows.length === 0 ? { ok: false, reason: "notFound" } : { ok: true, id };
  });
}

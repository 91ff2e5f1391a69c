import { asc, getTableColumns, getTableName, is, or, sql, type SQL } from "drizzle-orm";
import { SQLiteTable, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as schema from "~/db/schema";
import type { AnyTable } from "~/crud/define";
import type { Db } from "~/models/db.server";
import { rowKey } from "~/models/row-key.server";
import { integerList, qualified } from "~/models/sql.server";
import { TRANSLATABLE, TRANSLATABLE_ENTITIES, type TranslatableEntity } from "~/utils/translatable";
import { TRANSLATION_LANGS, type TranslationLang } from "~/utils/vocabulary";

/**
 * Which content rows lack an English or French version (docs/decisions/026): for the back-office lists'
 * "Translations" column and the missing-translations view. A row lacks a language when one of its
 * TRANSLATABLE fields has Indonesian text and no version in that language; an empty field needs none.
 */

/** The drizzle table of every SQL table name the schema declares. */
const TABLES = new Map<string, AnyTable>(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is AnyTable => is(value, SQLiteTable))
    .map((table) => [getTableName(table), table]),
);

/** The drizzle table a TRANSLATABLE entry names (an entry naming no table is a programming error). */
export function tableOf(entity: TranslatableEntity): AnyTable {
  const table = TABLES.get(entity);
  if (!table) throw new Error(`TRANSLATABLE names ${entity}, which is no table of the schema`);
  return table;
}

function column(table: AnyTable, name: string): SQLiteColumn {
  const found = getTableColumns(table)[name];
  if (!found) throw new Error(`${getTableName(table)} has no column ${name}`);
  return found;
}

/** 1 when the row lacks `lang`, else 0 (an SQL expression over the row of `entity`'s table). */
function lacks(entity: TranslatableEntity, lang: TranslationLang): SQL<number> {
  const table = tableOf(entity);
  const id = rowKey(table);
  const missing = TRANSLATABLE[entity].fields.map((field) => {
    const text = qualified(column(table, field));
    return sql`(${text} is not null and trim(${text}) <> '' and not exists (select 1 from ${schema.translation} where ${schema.translation.entity} = ${entity} and ${schema.translation.entityId} = ${id} and ${schema.translation.field} = ${field} and ${schema.translation.lang} = ${lang}))`;
  });
  return sql<number>`case when ${or(...missing)} then 1 else 0 end`;
}

/** The languages each of some rows lacks, by row id (rows lacking none are left out): one query. */
export async function missingLanguages(db: Db, entity: TranslatableEntity, ids: readonly number[]): Promise<Record<number, TranslationLang[]>> {
  if (ids.length === 0) return {};
  const table = tableOf(entity);
  const idColumn = rowKey(table);
  const rows = await db
    .select({ id: idColumn, en: lacks(entity, "en").as("en"), fr: lacks(entity, "fr").as("fr") })
    .from(table)
    .where(sql`${idColumn} in (${integerList(ids)})`);
  const out: Record<number, TranslationLang[]> = {};
  for (const row of rows) {
    const langs = TRANSLATION_LANGS.filter((lang) => Number(row[lang]) === 1);
    if (langs.length > 0) out[Number(row.id)] = langs;
  }
  return out;
}

/** Rows listed per table in the missing-translations view; the counts cover them all. */
export const STATUS_ROWS_PER_TABLE = 100;

export interface UntranslatedRow {
  id: number;
  /** The row's label column (cut to 120 characters), null when empty. */
  label: string | null;
  missing: TranslationLang[];
}

export interface TableStatus {
  entity: TranslatableEntity;
  /** Rows lacking at least one language, and per language. */
  total: number;
  missing: Record<TranslationLang, number>;
  /** The first STATUS_ROWS_PER_TABLE of those rows, by id. */
  rows: UntranslatedRow[];
}

function statusQuery(db: Db, entity: TranslatableEntity, label: string) {
  const table = tableOf(entity);
  const flags = db
    .select({
      id: sql<number>`${rowKey(table)}`.as("id"),
      label: sql<string | null>`substr(${qualified(column(table, label))}, 1, 120)`.as("label"),
      en: lacks(entity, "en").as("en"),
      fr: lacks(entity, "fr").as("fr"),
    })
    .from(table)
    .as("flags");
  return db
    .select({
      id: flags.id,
      label: flags.label,
      en: flags.en,
      fr: flags.fr,
      total: sql<number>`count(*) over ()`.as("total"),
      totalEn: sql<number>`sum(${flags.en}) over ()`.as("total_en"),
      totalFr: sql<number>`sum(${flags.fr}) over ()`.as("total_fr"),
    })
    .from(flags)
    .where(sql`${flags.en} = 1 or ${flags.fr} = 1`)
    .orderBy(asc(flags.id))
    .limit(STATUS_ROWS_PER_TABLE);
}

/**
 * Every TRANSLATABLE table with rows lacking a language (tables lacking nothing are left out), in one D1
 * round trip. `labels` names the column shown for a row (default: the table's first translatable field).
 */
export async function translationStatus(db: Db, labels: Partial<Record<TranslatableEntity, string>> = {}): Promise<TableStatus[]> {
  const [first, ...rest] = TRANSLATABLE_ENTITIES.map((entity) => statusQuery(db, entity, labels[entity] ?? TRANSLATABLE[entity].fields[0]));
  const results = await db.batch([first, ...rest]);
  return TRANSLATABLE_ENTITIES.flatMap((entity, i): TableStatus[] => {
    const rows = results[i];
    if (rows.length === 0) return [];
    return [
      {
        entity,
        total: Number(rows[0].total),
        missing: { en: Number(rows[0].totalEn), fr: Number(rows[0].totalFr) },
        rows: rows.map((row) => ({
          id: Number(row.id),
          label: row.label === null || row.label === "" ? null : String(row.label),
          missing: TRANSLATION_LANGS.filter((lang) => Number(row[lang]) === 1),
        })),
      },
    ];
  });
}

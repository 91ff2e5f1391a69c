import { env } from "cloudflare:test";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { seedDatabase } from "../../scripts/seed/index";
import * as schema from "~/db/schema";
import { DATE_KEYED, TRANSLATABLE, TRANSLATABLE_ENTITIES } from "~/utils/translatable";

const tables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is SQLiteTable => is(value, SQLiteTable))
    .map((table) => [getTableName(table), table]),
);

describe("demo content in three languages", () => {
  it("gives every translatable text of the seed an English and a French version", async () => {
    await seedDatabase(env, { reset: true, today: "2026-11-21", year: false });
    const missing: string[] = [];
    for (const entity of TRANSLATABLE_ENTITIES) {
      const table = tables.get(entity);
      expect(table, entity).toBeDefined();
      const columns = getTableColumns(table!);
      // A date-keyed table's rows are named by their date as a number (20260817).
      const dateKey = DATE_KEYED[entity];
      const key = dateKey ? `cast(replace(row."${(columns as Record<string, { name: string }>)[dateKey].name}", '-', '') as integer)` : "row.id";
      for (const field of TRANSLATABLE[entity].fields) {
        const column = (columns as Record<string, { name: string }>)[field];
        expect(column, `${entity}.${field}`).toBeDefined();
        for (const lang of ["en", "fr"]) {
          const { results } = await env.DB.prepare(
            `SELECT ${key} AS id, "${column!.name}" AS text FROM "${entity}" AS row
             WHERE coalesce(trim("${column!.name}"), '') <> ''
               AND NOT EXISTS (SELECT 1 FROM translation t
                 WHERE t.entity = ?1 AND t.entity_id = ${key} AND t.field = ?2 AND t.lang = ?3)`,
          )
            .bind(entity, field, lang)
            .all<{ id: number; text: string }>();
          for (const r of results) missing.push(`${entity}#${r.id}.${field} [${lang}]: ${r.text.slice(0, 60)}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

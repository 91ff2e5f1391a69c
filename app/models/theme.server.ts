import { asc } from "drizzle-orm";
import type { Db } from "~/context.server";
import { themeSetting } from "~/db/schema";

// Values end up in a style attribute: allow colours, lengths and font names, nothing that could
// close the declaration or load a resource.
const SAFE_PROPERTY = /^[a-z][a-z-]{0,40}$/;
const SAFE_VALUE = /^[#(),.%\w\s'"-]{1,80}$/;

export type ThemeRow = { posisi: string; properti: string; value: string };

/**
 * Turns theme rows (oldest first) into CSS custom properties, the newest row per position and
 * property winning: Header/background-color → `--theme-header-background-color`.
 */
export function themeVariables(rows: ThemeRow[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const row of rows) {
    const property = row.properti.trim().toLowerCase();
    const value = row.value.trim();
    if (!SAFE_PROPERTY.test(property) || !SAFE_VALUE.test(value) || /url\s*\(/i.test(value)) continue;
    vars[`--theme-${row.posisi.toLowerCase()}-${property}`] = value;
  }
  return vars;
}

export function themeRowsQuery(db: Db) {
  return db
    .select({ posisi: themeSetting.posisi, properti: themeSetting.properti, value: themeSetting.value })
    .from(themeSetting)
    .orderBy(asc(themeSetting.id));
}

import { asc } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { themeSetting, type ThemePosition } from "~/db/schema";

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

/** The colours the theme page edits: one per position and CSS property (spec §3 Theme setting). */
export const THEME_SLOTS = [
  { posisi: "Header", properti: "background-color", fallback: "rgb(255, 255, 255)" },
  { posisi: "Header", properti: "color", fallback: "rgb(29, 36, 32)" },
  { posisi: "Header", properti: "link-color", fallback: "rgb(29, 36, 32)" },
  { posisi: "Content", properti: "background-color", fallback: "rgb(251, 252, 250)" },
  { posisi: "Content", properti: "color", fallback: "rgb(29, 36, 32)" },
  { posisi: "Content", properti: "link-color", fallback: "rgb(42, 106, 61)" },
  { posisi: "Footer", properti: "background-color", fallback: "rgb(18, 59, 34)" },
  { posisi: "Footer", properti: "color", fallback: "rgb(220, 233, 222)" },
  { posisi: "Footer", properti: "link-color", fallback: "rgb(220, 233, 222)" },
] as const satisfies readonly { posisi: ThemePosition; properti: string; fallback: string }[];

export type ThemeSlot = (typeof THEME_SLOTS)[number];
export interface ThemeColour {
  posisi: ThemePosition;
  properti: string;
  value: string;
}

/** The current value of every editable colour: the newest stored row, else the site's built-in default. */
export async function currentThemeColours(db: Db): Promise<ThemeColour[]> {
  const rows = await themeRowsQuery(db);
  const latest = new Map<string, string>();
  for (const row of rows) latest.set(`${row.posisi}|${row.properti.trim().toLowerCase()}`, row.value.trim());
  return THEME_SLOTS.map((slot) => ({
    posisi: slot.posisi,
    properti: slot.properti,
    value: latest.get(`${slot.posisi}|${slot.properti}`) ?? slot.fallback,
  }));
}

/** Appends the changed colours to the theme history (the newest row wins; older ones stay as history). */
export async function saveThemeColours(db: Db, colours: readonly ThemeColour[]): Promise<void> {
  if (colours.length === 0) return;
  await db.insert(themeSetting).values(colours.map(({ posisi, properti, value }) => ({ posisi, properti, value })));
}

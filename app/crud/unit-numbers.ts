import { cleanText, hasBidiControl } from "~/utils/form-input";

/**
 * Unit numbers as staff type them for several units at once: "101-105", "101, 102, 103", "A1-A4" or a
 * mix. A range keeps its prefix and the width of its numbers ("08-10" → 08, 09, 10).
 */

/** Most units one form adds (a larger range is more likely a typo than a property). */
export const MAX_UNITS_AT_ONCE = 100;
const MAX_NOMOR = 20;

export type UnitNumbersResult =
  | { ok: true; nomor: string[] }
  | { ok: false; problem: "empty" | "invalid" | "tooMany"; token?: string };

function expand(token: string): string[] | null {
  const range = /^(.*?)(\d+)\s*-\s*\1?(\d+)$/.exec(token);
  if (!range) return token.length <= MAX_NOMOR ? [token] : null;
  const [, prefix, from, to] = range;
  const start = Number(from);
  const end = Number(to);
  if (end < start || end - start >= MAX_UNITS_AT_ONCE) return null;
  const width = from.length === to.length ? from.length : 0;
  const out: string[] = [];
  for (let n = start; n <= end; n++) out.push(`${prefix}${String(n).padStart(width, "0")}`);
  return out.every((nomor) => nomor.length <= MAX_NOMOR) ? out : null;
}

/**
 * The unit numbers a text asks for, in order, each once; or what is wrong with it. Like every typed text
 * (form-input.ts): control characters dropped, a number with direction-reversing characters refused.
 */
export function parseUnitNumbers(text: string): UnitNumbersResult {
  const tokens = cleanText(text, "several")
    .split(/[,;\n]+/)
    .map((t) => t.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (tokens.length === 0) return { ok: false, problem: "empty" };
  const nomor: string[] = [];
  for (const token of tokens) {
    const expanded = hasBidiControl(token) ? null : expand(token);
    if (!expanded) return { ok: false, problem: "invalid", token };
    for (const n of expanded) if (!nomor.includes(n)) nomor.push(n);
    if (nomor.length > MAX_UNITS_AT_ONCE) return { ok: false, problem: "tooMany" };
  }
  return { ok: true, nomor };
}

/**
 * The rules every form applies to what people type, whatever the form (the zod side is form-fields.ts):
 * which characters a text keeps, which years a date may have, which amounts a price may be. Client-safe:
 * the browser checks the same way before sending.
 */

/** Control characters no text keeps: C0 (but tab and line feed), DEL and C1. NUL among them. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** Line breaks as browsers and pasted text write them: a textarea sends CR LF. */
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
/** In one-line text, tabs and line breaks (never typed into an input, but forged or pasted) become one space. */
const ONE_LINE_BREAKS = /[\t\n\r\u2028\u2029]+/g;

/**
 * Characters that change the direction text is shown in: embeddings and overrides (U+202A–U+202E),
 * isolates (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). In a name or a bank account holder
 * they make a value read differently from what it is ("Claire" shown as "erialC"), so one-line fields
 * refuse them; several-line text keeps them, as right-to-left paragraphs need them and their effect ends
 * with the paragraph.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export type TextLines = "one" | "several";

/** A typed text without its control characters; one-line text also without line breaks and tabs. */
export function cleanText(value: string, lines: TextLines = "one"): string {
  if (lines === "one") return value.replace(ONE_LINE_BREAKS, " ").replace(CONTROLS, "");
  return value.replace(LINE_BREAKS, "\n").replace(CONTROLS, "");
}

export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROLS.test(value);
}

/**
 * A whole number as typed: digits, or digits in groups of three after a thousands separator (a dot, a
 * comma, a space) — "1.500.000", "1 024". Null when it is not one: "1.5" is a decimal, not 15.
 */
export function parseWholeNumber(raw: string): number | null {
  const text = raw.trim();
  if (!/^-?(\d{1,15}|\d{1,3}([.,\s\u00a0]\d{3}){1,4})$/.test(text)) return null;
  return Number(text.replace(/[.,\s\u00a0]/g, ""));
}

/** The years a date in a form may have: outside them it is a typo (0000, 20266) or a probe. */
export const FORM_YEARS = { from: 2000, to: 2100 } as const;

/**
 * Whether a YYYY-MM-DD value names a year outside FORM_YEARS. Whether it is a real date (no 30 February)
 * is dates.ts's isIsoDate; this module stays free of the date library, as the chat widget loads it.
 */
export function isOutOfFormYears(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year < FORM_YEARS.from || year > FORM_YEARS.to;
}

/**
 * What is wrong with an amount of Rupiah, or null: Rupiah have no cents, a price of 0 would make a
 * booking nobody can pay through the gateway (it refuses a gross amount of 0), and every price has a
 * ceiling. `zero: "free"` where 0 genuinely means free of charge.
 */
export type RupiahProblem = "wholeRupiah" | "priceZero" | "priceMax";

export function rupiahProblem(amount: number, options: { max: number; zero?: "refused" | "free" }): RupiahProblem | null {
  if (!Number.isInteger(amount)) return "wholeRupiah";
  if (amount < 0 || (amount === 0 && options.zero !== "free")) return "priceZero";
  if (amount > options.max) return "priceMax";
  return null;
}

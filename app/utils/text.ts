/**
 * Text limits of spec §9 and the helpers that apply them. Client-safe: the read-more component
 * computes its excerpt in the browser from the same (already sanitised) HTML the server rendered.
 */

/** Characters shown before "read more": 150 on profile pages, 600 for tourism descriptions, 500 elsewhere. */
export const READ_MORE_LIMITS = {
  profile: 150,
  default: 500,
  wisata: 600,
} as const;

export type ReadMoreLimit = keyof typeof READ_MORE_LIMITS;

/** Short labels (names in sliders, captions) are abbreviated at 30 characters. */
export const TRUNCATE_LENGTH = 30;

const ELLIPSIS = "…";
// A cut at a word boundary is preferred unless it would throw away more than this share of the limit.
const MIN_WORD_CUT_RATIO = 0.6;
const TRAILING_JUNK = /[\s,.;:\u2013\u2014-]+$/u;

/**
 * Abbreviates `text` to at most `limit` characters plus an ellipsis, cutting at the last word boundary
 * when there is one reasonably close to the limit. Text within the limit comes back unchanged.
 * Counts Unicode code points, so an emoji or accented letter is never split.
 */
export function truncate(text: string, limit: number = TRUNCATE_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  if (limit <= 0) return ELLIPSIS;
  let cut = chars.slice(0, limit).join("");
  const nextChar = chars[limit];
  if (!/\s/u.test(nextChar)) {
    const lastSpace = cut.search(/\s\S*$/u);
    if (lastSpace >= Math.floor(limit * MIN_WORD_CUT_RATIO)) cut = cut.slice(0, lastSpace);
  }
  cut = cut.replace(TRAILING_JUNK, "");
  return `${cut}${ELLIPSIS}`;
}

const BLOCK_BOUNDARY = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|hr)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes the character references a sanitised fragment can contain. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "";
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: tags dropped, block boundaries become spaces, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(BLOCK_BOUNDARY, " ").replace(ANY_TAG, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** The house rules as a list: one rule a line, blank lines and list bullets dropped. */
export function houseRules(text: string | null): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
    .filter((line) => line !== "");
}

/** The longest search term any list or review search looks for, in characters (longer input is cut). */
export const SEARCH_TERM_MAX = 100;

// Control characters (NUL included) can be typed into a URL but never into a name or a comment.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * A user-typed search term as every search uses it: Unicode NFC (text is stored as typed, which is NFC
 * on every keyboard), control characters dropped, spaces trimmed, at most `max` characters (whole code
 * points, so an emoji is never cut in half). Any string is accepted; the empty string means "no search".
 */
export function normaliseSearchTerm(raw: string | null | undefined, max: number = SEARCH_TERM_MAX): string {
  if (!raw) return "";
  const cleaned = raw.normalize("NFC").replace(CONTROL, "").trim();
  const chars = Array.from(cleaned);
  return chars.length > max ? chars.slice(0, max).join("").trim() : cleaned;
}

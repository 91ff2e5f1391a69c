const SPECIAL = /[&<>"']/;

/** Text made safe to write into HTML, as element content or a quoted attribute value. */
export function escapeHtml(value: string): string {
  // Most texts (dates, prices, names) have nothing to escape: one test instead of five replacements.
  if (!SPECIAL.test(value)) return value;
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

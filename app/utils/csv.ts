/**
 * CSV as RFC 4180 describes it (comma, CRLF, fields in double quotes with inner quotes doubled), safe to
 * open in a spreadsheet: a text field starting with = + - @ (or a tab or carriage return) would be read
 * as a formula, so it is prefixed with an apostrophe, which spreadsheets show as plain text.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole document: header row, then one row per record; starts with a BOM so spreadsheets read UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes text, doubles inner quotes and keeps line breaks inside the field", () => {
    expect(csvCell('Budi "Bud" Santoso')).toBe('"Budi ""Bud"" Santoso"');
    expect(csvCell("a,b\nc")).toBe('"a,b\nc"');
    expect(csvCell(1250000)).toBe("1250000");
    expect(csvCell(null)).toBe("");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const evil of ["=HYPERLINK(\"http://x\")", "+62812", "-1+1", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(evil).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell("Budi")).toBe('"Budi"');
  });

  it("writes a BOM, a header and CRLF-terminated rows", () => {
    expect(toCsv(["a", "b"], [["x", 1]])).toBe('\uFEFF"a","b"\r\n"x",1\r\n');
  });
});

import { describe, expect, it } from "vitest";
import { formatRupiah } from "./money";

describe("formatRupiah", () => {
  it.each([
    [0, "Rp. 0"],
    [500, "Rp. 500"],
    [1250000, "Rp. 1.250.000"],
    [350000.5, "Rp. 350.001"],
    [-15000, "-Rp. 15.000"],
    [Number.NaN, "Rp. 0"],
  ])("formats %d as %s", (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });
});

describe("formatRupiah in English and French", () => {
  it("writes Rupiah in each language's own way, with the same symbol", () => {
    expect(formatRupiah(1250000, "en")).toBe("Rp 1,250,000");
    expect(formatRupiah(350000.5, "en")).toBe("Rp 350,001");
    // French: narrow no-break spaces between thousands, a no-break space before "Rp".
    expect(formatRupiah(5000000, "fr")).toBe("5\u202f000\u202f000\u00a0Rp");
    expect(formatRupiah(793333, "fr")).toBe("793\u202f333\u00a0Rp");
    expect(formatRupiah(Number.NaN, "fr")).toBe("0\u00a0Rp");
    expect(formatRupiah(-15000, "fr")).toBe("-15\u202f000\u00a0Rp");
  });

  it("never writes the ISO code nor the Indonesian 'Rp.' in English or French", () => {
    for (const language of ["en", "fr"] as const) {
      expect(formatRupiah(5000000, language)).not.toMatch(/IDR|Rp\./);
    }
  });

  it("keeps Indonesian as the default", () => {
    expect(formatRupiah(1250000, "id")).toBe(formatRupiah(1250000));
  });
});

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
  it("uses each language's own grouping and the currency's code", () => {
    // Both separate the code and group digits with no-break spaces (narrow ones in French).
    expect(formatRupiah(1250000, "en").replace(/\s/g, " ")).toBe("IDR 1,250,000");
    expect(formatRupiah(350000.5, "en").replace(/\s/g, " ")).toBe("IDR 350,001");
    expect(formatRupiah(1250000, "fr").replace(/\s/g, " ")).toBe("1 250 000 IDR");
    expect(formatRupiah(Number.NaN, "fr").replace(/\s/g, " ")).toBe("0 IDR");
  });

  it("keeps Indonesian as the default", () => {
    expect(formatRupiah(1250000, "id")).toBe(formatRupiah(1250000));
  });
});

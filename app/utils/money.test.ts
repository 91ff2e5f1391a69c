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

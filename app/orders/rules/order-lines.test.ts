import { describe, expect, it } from "vitest";
import { shareRefund } from "./order-lines";

describe("shareRefund", () => {
  it("gives each line its part rounded down and the Rupiah left over to the first line", () => {
    expect(shareRefund([100, 33, 33], 83)).toEqual([51, 16, 16]);
    expect(shareRefund([999_999, 1], 500_000)).toEqual([500_000, 0]);
  });

  it("gives back every line in full when the whole order is refunded, and nothing when nothing is", () => {
    expect(shareRefund([700_000, 45_001, 99_999], 845_000)).toEqual([700_000, 45_001, 99_999]);
    expect(shareRefund([700_000, 45_001], 0)).toEqual([0, 0]);
  });

  it("shares nothing of an order that cost nothing", () => {
    expect(shareRefund([0, 0], 0)).toEqual([0, 0]);
    expect(shareRefund([], 0)).toEqual([]);
  });
});

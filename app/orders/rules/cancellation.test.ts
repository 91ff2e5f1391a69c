import { describe, expect, it } from "vitest";
import { cancellationQuote, lastFreeDay, policyDescription, type CancelTerms } from "./cancellation";

const FLEX: CancelTerms = { policy: "FLEXIBLE", freeDays: 3, penaltyPercent: 50 };
/** An instant given as Jakarta wall-clock time (WIB = UTC+7). */
const wib = (local: string) => new Date(`${local}+07:00`);

describe("cancellationQuote", () => {
  // Arrival 10 December 2026; 3 free days = free until 7 December 23:59 WIB.
  const cases: { name: string; terms: CancelTerms; paid: number; now: string; free: boolean; refund: number; kept: number }[] = [
    { name: "well inside the free window", terms: FLEX, paid: 1_000_000, now: "2026-11-25T10:00:00", free: true, refund: 1_000_000, kept: 0 },
    { name: "last day of the window, one minute to midnight", terms: FLEX, paid: 1_000_000, now: "2026-12-07T23:59:00", free: true, refund: 1_000_000, kept: 0 },
    { name: "first minute after the window (WIB midnight)", terms: FLEX, paid: 1_000_000, now: "2026-12-08T00:00:00", free: false, refund: 500_000, kept: 500_000 },
    { name: "on the arrival day", terms: FLEX, paid: 1_000_000, now: "2026-12-10T08:00:00", free: false, refund: 500_000, kept: 500_000 },
    { name: "odd amount, penalty rounded half up", terms: FLEX, paid: 333_333, now: "2026-12-09T12:00:00", free: false, refund: 166_666, kept: 166_667 },
    { name: "0 % penalty after the window", terms: { ...FLEX, penaltyPercent: 0 }, paid: 800_000, now: "2026-12-09T12:00:00", free: true, refund: 800_000, kept: 0 },
    { name: "100 % penalty after the window", terms: { ...FLEX, penaltyPercent: 100 }, paid: 800_000, now: "2026-12-09T12:00:00", free: false, refund: 0, kept: 800_000 },
    { name: "100 % penalty inside the window", terms: { ...FLEX, penaltyPercent: 100 }, paid: 800_000, now: "2026-12-01T12:00:00", free: true, refund: 800_000, kept: 0 },
    { name: "0 free days: free through the arrival day", terms: { ...FLEX, freeDays: 0 }, paid: 600_000, now: "2026-12-10T23:59:00", free: true, refund: 600_000, kept: 0 },
    { name: "non-refundable, long before arrival", terms: { policy: "NON_REFUNDABLE", freeDays: 3, penaltyPercent: 50 }, paid: 750_000, now: "2026-11-01T09:00:00", free: false, refund: 0, kept: 750_000 },
    { name: "nothing paid", terms: { policy: "NON_REFUNDABLE", freeDays: 3, penaltyPercent: 50 }, paid: 0, now: "2026-12-09T09:00:00", free: true, refund: 0, kept: 0 },
  ];
  it.each(cases)("$name", ({ terms, paid, now, free, refund, kept }) => {
    const quote = cancellationQuote({ ...terms, paid, cekin: "2026-12-10", now: wib(now) });
    expect({ free: quote.free, refund: quote.refund, kept: quote.kept }).toEqual({ free, refund, kept });
    expect(quote.refund + quote.kept).toBe(paid);
  });

  it("ends the free window at 23:59:59 WIB, which is 16:59:59 UTC", () => {
    const quote = cancellationQuote({ ...FLEX, paid: 1, cekin: "2026-12-10", now: wib("2026-11-01T00:00:00") });
    expect(quote.freeUntil?.toISOString()).toBe("2026-12-07T16:59:59.999Z");
    // 17:00 UTC is already the next day in Jakarta: outside the window.
    expect(cancellationQuote({ ...FLEX, paid: 100, cekin: "2026-12-10", now: new Date("2026-12-07T17:00:00Z") }).kept).toBe(50);
    expect(cancellationQuote({ ...FLEX, paid: 100, cekin: "2026-12-10", now: new Date("2026-12-07T16:59:00Z") }).kept).toBe(0);
  });

  it("counts calendar days across months and years", () => {
    expect(lastFreeDay("2027-01-02", 3)).toBe("2026-12-30");
    expect(lastFreeDay("2026-03-01", 1)).toBe("2026-02-28");
  });
});

describe("policyDescription", () => {
  it("names the policy's shape", () => {
    expect(policyDescription(FLEX)).toEqual({ key: "orders.policy.flexible", values: { count: 3, percent: 50 } });
    expect(policyDescription({ ...FLEX, penaltyPercent: 100 }).key).toBe("orders.policy.freeThenNothing");
    expect(policyDescription({ ...FLEX, penaltyPercent: 0 }).key).toBe("orders.policy.alwaysFree");
    expect(policyDescription({ ...FLEX, freeDays: 0 }).key).toBe("orders.policy.freeUntilArrivalDay");
    expect(policyDescription({ policy: "NON_REFUNDABLE", freeDays: 3, penaltyPercent: 50 }).key).toBe("orders.policy.nonRefundable");
  });
});

import { describe, expect, it } from "vitest";
import {
  LOOKUP_WINDOW_MS,
  lookupBucket,
  lookUpBookingByCode,
  lookupRetryAfter,
  MAX_LOOKUP_MISSES,
} from "~/services/lookup-limit.server";
import { testDb } from "../fixtures/accommodation";
import { nextIp } from "./support/browser";

/**
 * The limiter's clock, driven by hand: misses are counted over a sliding window, so a burst that straddles
 * the boundary of a fixed ten-minute window (which used to reset the count and allow 40) gets 20.
 */

const db = testDb();
const requestFrom = (ip: string) => new Request("https://example.com/api/reservasi-status/AGW000000-ABCDEF", { headers: { "CF-Connecting-IP": ip } });

/** One look-up of a code nobody holds at `now`: "miss" when it was looked up, "paused" when refused. */
async function lookUpNothing(request: Request, now: number): Promise<"miss" | "paused"> {
  try {
    await lookUpBookingByCode(db, request, () => Promise.resolve(null), now);
    return "miss";
  } catch (error) {
    if (error instanceof Response && error.status === 429) return "paused";
    throw error;
  }
}

describe("the booking-code look-up limit", () => {
  it("caps a burst straddling a ten-minute boundary at 20 misses", async () => {
    const request = requestFrom(nextIp());
    // The edge of a fixed window: the old counter started again from zero here.
    const boundary = Math.ceil(Date.now() / LOOKUP_WINDOW_MS) * LOOKUP_WINDOW_MS;
    const outcomes: string[] = [];
    for (let i = 0; i < 40; i++) outcomes.push(await lookUpNothing(request, boundary - 20_000 + i * 1_000));
    expect(outcomes.filter((o) => o === "miss")).toHaveLength(MAX_LOOKUP_MISSES);
    expect(outcomes.slice(MAX_LOOKUP_MISSES)).toEqual(Array(40 - MAX_LOOKUP_MISSES).fill("paused"));
    // Still paused five minutes past the boundary; free again ten minutes after the first miss.
    expect(await lookUpNothing(request, boundary + 5 * 60_000)).toBe("paused");
    expect(await lookupRetryAfter(db, request, boundary + 5 * 60_000)).toBe(5 * 60 - 20);
    expect(await lookUpNothing(request, boundary - 20_000 + LOOKUP_WINDOW_MS + 1)).toBe("miss");
  });

  it("frees one look-up as each old miss leaves the window, never a whole new budget at once", async () => {
    const request = requestFrom(nextIp());
    const start = Date.now();
    // Four tries a minute for twenty minutes.
    const misses: number[] = [];
    const outcomes: string[] = [];
    for (let minute = 0; minute < 20; minute++) {
      for (let j = 0; j < 4; j++) {
        const at = start + minute * 60_000 + j * 10_000;
        const outcome = await lookUpNothing(request, at);
        outcomes.push(outcome);
        if (outcome === "miss") misses.push(at);
      }
    }
    expect(outcomes.slice(0, MAX_LOOKUP_MISSES + 1)).toEqual([...Array(MAX_LOOKUP_MISSES).fill("miss"), "paused"]);
    // From minute ten on, each try gets the place of the miss that just left the window.
    expect(outcomes[40]).toBe("miss");
    expect(misses).toHaveLength(2 * MAX_LOOKUP_MISSES);
    // In no ten minutes more than 20 misses.
    const most = Math.max(...misses.map((at) => misses.filter((other) => other > at - LOOKUP_WINDOW_MS && other <= at).length));
    expect(most).toBe(MAX_LOOKUP_MISSES);
  });

  it("keys IPv4 by address and IPv6 by /64, an IPv4-mapped address as its IPv4 address", () => {
    const bucket = (ip: string) => lookupBucket(requestFrom(ip));
    expect(bucket("203.0.113.7")).toBe("booking-lookup:203.0.113.7");
    expect(bucket("203.0.113.7")).not.toBe(bucket("203.0.113.8"));
    expect(bucket("2001:db8:abcd:12::1")).toBe("booking-lookup:2001:db8:abcd:12::/64");
    expect(bucket("2001:db8:abcd:12:ffff:ffff:ffff:fffe")).toBe(bucket("2001:db8:abcd:0012::1"));
    expect(bucket("2001:db8:abcd:13::1")).not.toBe(bucket("2001:db8:abcd:12::1"));
    expect(bucket("::ffff:203.0.113.7")).toBe(bucket("203.0.113.7"));
    expect(lookupBucket(new Request("https://example.com/"))).toBe("booking-lookup:unknown");
  });
});

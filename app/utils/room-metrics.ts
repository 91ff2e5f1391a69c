/**
 * The hotel industry's room figures, defined once (docs/decisions/029 and 039). Every screen and export that
 * shows occupancy, ADR or RevPAR computes them here from the same four sums:
 * - occupancy = room-nights sold ÷ room-nights available (sold here plus imported from OTA calendars);
 * - ADR = room revenue ÷ room-nights sold here (OTA nights carry no price, so they are left out rather
 *   than counted at zero);
 * - RevPAR = room revenue ÷ room-nights available (= occupancy × ADR when nothing came from an OTA).
 * A figure with nothing to divide by is null (shown as "–"), never 0 % or NaN.
 */

export interface RoomTotals {
  /** Room-nights available: active units × nights, minus nights the desk blocked. */
  available: number;
  /** Room-nights sold here (bookings that hold their rooms). */
  soldStay: number;
  /** Room-nights held by imported OTA calendars. */
  soldOta: number;
  /** Room revenue: the nightly room price as sold × rooms, on the night stayed (no tax, fees or extras). */
  revenue: number;
  /** Extras sold with those bookings (the booking's `total_tambahan`), counted on the arrival night. */
  extras: number;
}

export interface RoomFigures extends RoomTotals {
  occupancy: number | null;
  adr: number | null;
  revpar: number | null;
}

/** a ÷ b, or null when there is nothing to divide by. */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

export function occupancyOf(t: Pick<RoomTotals, "available" | "soldStay" | "soldOta">): number | null {
  return ratio(t.soldStay + t.soldOta, t.available);
}

export function adrOf(t: Pick<RoomTotals, "revenue" | "soldStay">): number | null {
  return ratio(t.revenue, t.soldStay);
}

export function revparOf(t: Pick<RoomTotals, "revenue" | "available">): number | null {
  return ratio(t.revenue, t.available);
}

export const NO_TOTALS: Readonly<RoomTotals> = { available: 0, soldStay: 0, soldOta: 0, revenue: 0, extras: 0 };

/** Sums of several estates or nights. */
export function addTotals(a: RoomTotals, b: RoomTotals): RoomTotals {
  return {
    available: a.available + b.available,
    soldStay: a.soldStay + b.soldStay,
    soldOta: a.soldOta + b.soldOta,
    revenue: a.revenue + b.revenue,
    extras: a.extras + b.extras,
  };
}

/** The sums with the three ratios. */
export function figuresOf(t: RoomTotals): RoomFigures {
  return { ...t, occupancy: occupancyOf(t), adr: adrOf(t), revpar: revparOf(t) };
}

export type Metric = "revenue" | "occupancy" | "adr" | "revpar";
export const METRICS: readonly Metric[] = ["revenue", "occupancy", "adr", "revpar"];

/**
 * How a figure moved against its comparison period: money as a relative change (0.12 = +12 %), occupancy
 * in percentage points (0.05 = +5 points, since a change of a share in percent reads ambiguously).
 * Null when either side is unknown or the money figure was 0 before (no meaningful percentage).
 */
export function changeOf(metric: Metric, now: RoomFigures, before: RoomFigures): number | null {
  const a = now[metric];
  const b = before[metric];
  if (a === null || b === null) return null;
  if (metric === "occupancy") return a - b;
  return b > 0 ? (a - b) / b : null;
}

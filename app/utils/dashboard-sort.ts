import type { EstatePerformance } from "~/utils/dashboard-types";
import type { Metric } from "~/utils/room-metrics";

/**
 * The order of the dashboard's estate rows and bars (`?urut=`): by this month's figure, largest first, or by
 * name. A link per order, so it works without JavaScript.
 */
export const ESTATE_SORTS = ["revenue", "occupancy", "adr", "revpar", "name"] as const;
export type EstateSort = (typeof ESTATE_SORTS)[number];
export const DEFAULT_ESTATE_SORT: EstateSort = "revenue";

/** The order asked for; the default when none; null when the value is not one of them. */
export function parseEstateSort(value: string | null): EstateSort | null {
  if (value === null || value === "") return DEFAULT_ESTATE_SORT;
  return (ESTATE_SORTS as readonly string[]).includes(value) ? (value as EstateSort) : null;
}

/** The metric an order shows in the bars (by name: revenue). */
export function metricOfSort(sort: EstateSort): Metric {
  return sort === "name" ? "revenue" : sort;
}

export function sortEstates(estates: EstatePerformance[], sort: EstateSort, collator: Intl.Collator) {
  const byName = (a: EstatePerformance, b: EstatePerformance) => collator.compare(a.nama, b.nama);
  if (sort === "name") return [...estates].sort(byName);
  // Unknown figures (nothing available) last; equal figures by name.
  const value = (e: EstatePerformance) => e.thisMonth[sort] ?? -Infinity;
  return [...estates].sort((a, b) => value(b) - value(a) || byName(a, b));
}

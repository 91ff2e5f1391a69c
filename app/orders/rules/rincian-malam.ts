/**
 * A booking's nights as sold (`reservation.rincian_malam`, docs/decisions/027): one room, after promo,
 * stored as JSON [{ night, harga }] so later price changes never alter the booking.
 */

/** A booking's stored `rincian_malam`, or an empty list when absent or unreadable. */
export function parseRincianMalam(json: string | null): { night: string; harga: number }[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (n): n is { night: string; harga: number } =>
        typeof n === "object" && n !== null && typeof n.night === "string" && Number.isInteger(n.harga),
    );
  } catch {
    return [];
  }
}

/** Consecutive nights of the same price: "2 nights × Rp 625.000" groups, in stay order. */
export function nightGroups(malam: readonly { harga: number }[]): { nights: number; harga: number }[] {
  const groups: { nights: number; harga: number }[] = [];
  for (const { harga } of malam) {
    const last = groups.at(-1);
    if (last && last.harga === harga) last.nights++;
    else groups.push({ nights: 1, harga });
  }
  return groups;
}

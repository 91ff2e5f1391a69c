import type { HoldKind } from "~/utils/vocabulary";

/**
 * The calendar's grid, built by the loader from the inventory: one cell per unit and night. A night is
 * booked (paid or awaiting payment), held for something else (a desk block, a sale on another
 * channel), a booking in conflict with another channel's sale, free, or past.
 */
export type CellState = "free" | "held" | "booked" | "blocked" | "external" | "conflict" | "past";

export interface Cell {
  date: string;
  state: CellState;
  kode: string | null;
  guest: string | null;
  holdId: number | null;
  /** The other channel (feed label) of an imported hold or of a conflict. */
  source: string | null;
  /** A block's reason. */
  reason: string | null;
}

/** A hold seen in the calendar's range (an OTA event or a desk block), for the list under the grid. */
export interface HoldView {
  id: number;
  kind: HoldKind;
  source: string | null;
  keterangan: string | null;
  cekin: string;
  cekout: string;
}

export interface HoldInView extends HoldView {
  unitNomor: string;
}

/** What the calendar reads from the inventory (`getOccupancy`). */
interface OccupancyGrid<U extends { id: number; nomor: string; aktif: boolean }> {
  units: U[];
  nights: {
    unitId: number;
    night: string;
    booking: { kodeBooking: string; guestNama: string; status: string; statusBayar: string } | null;
    hold: HoldView | null;
  }[];
  conflicts: { unitId: number; night: string; source: string | null }[];
}

export function calendarRows<U extends { id: number; nomor: string; aktif: boolean }>(
  occupancy: OccupancyGrid<U>,
  dates: readonly string[],
  today: string,
) {
  const nights = new Map(occupancy.nights.map((n) => [`${n.unitId}|${n.night}`, n]));
  const conflicts = new Map(occupancy.conflicts.map((c) => [`${c.unitId}|${c.night}`, c]));
  const holds = new Map<number, HoldInView>();
  const empty = { kode: null, guest: null, holdId: null, source: null, reason: null };
  const rows = occupancy.units.map((unit) => ({
    ...unit,
    cells: dates.map((date): Cell => {
      const key = `${unit.id}|${date}`;
      const night = nights.get(key);
      if (night?.booking) {
        const b = night.booking;
        const conflict = conflicts.get(key);
        const state: CellState = conflict
          ? "conflict"
          : b.statusBayar === "WAITING" && b.status === "BOOKED"
            ? "held"
            : "booked";
        return { ...empty, date, state, kode: b.kodeBooking, guest: b.guestNama, source: conflict?.source ?? null };
      }
      if (night?.hold) {
        const h = night.hold;
        if (!holds.has(h.id)) holds.set(h.id, { ...h, unitNomor: unit.nomor });
        const state: CellState = h.kind === "BLOCK" ? "blocked" : "external";
        return { ...empty, date, state, holdId: h.id, source: h.source, reason: h.keterangan };
      }
      return { ...empty, date, state: date < today || !unit.aktif ? "past" : "free" };
    }),
  }));
  return { rows, holds: [...holds.values()] };
}

import { addDays } from "~/utils/dates";
import type { HoldKind } from "~/utils/vocabulary";

/**
 * The tape chart's grid, built from the inventory: per unit, a bar for each booking's nights and a cell for
 * every other night — held for something else (a desk block, a sale on another channel), a booking's night
 * in conflict with another channel's sale, free, or past.
 */
/** The tape chart shows a week to a month; the day selector offers 7, 14 and 30. */
export const CALENDAR_MIN_DAYS = 7;
export const CALENDAR_MAX_DAYS = 31;
export const CALENDAR_DAY_CHOICES = [7, 14, 30] as const;
export const CALENDAR_DEFAULT_DAYS = 14;

export type CellState = "free" | "held" | "booked" | "blocked" | "external" | "conflict" | "past";

/** A night that is not a booking's bar; what it does not have is left out (a month of every estate is ~2000 cells). */
export interface Cell {
  date: string;
  state: CellState;
  kode?: string;
  guest?: string;
  holdId?: number;
  /** The other channel (feed label) of an imported hold or of a conflict. */
  source?: string | null;
  /** A block's reason. */
  reason?: string | null;
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
  hotelNama: string;
}

/** A booking's colour and text on the tape: waiting for payment, booked (paid), in house, gone, no-show. */
export type BarTone = "waiting" | "booked" | "in" | "out" | "noshow";

/** A booking's nights on one unit in view, drawn as one bar spanning them. */
export interface Bar {
  /** The first night in view. */
  date: string;
  nights: number;
  /** "held" while it waits for payment, else "booked" (the state the cells had before bars). */
  state: "held" | "booked";
  tone: BarTone;
  kode: string;
  guest: string;
  mode: "WEB" | "OFFLINE";
  status: string;
  /** The stay began before the first day in view / goes on after the last. */
  before: boolean;
  after: boolean;
}

export type Segment = { kind: "cell"; cell: Cell } | { kind: "bar"; bar: Bar };

interface GridBooking {
  kodeBooking: string;
  guestNama: string;
  status: string;
  statusBayar: string;
  mode: "WEB" | "OFFLINE";
  cekin: string;
  cekout: string;
}

type GridUnit = { id: number; nomor: string; aktif: boolean; hotelNama: string };

/** What the chart reads from the inventory (`getOccupancy`). */
interface OccupancyGrid<U extends GridUnit> {
  units: U[];
  nights: { unitId: number; night: string; booking: GridBooking | null; hold: HoldView | null }[];
  conflicts: { unitId: number; night: string; source: string | null }[];
}

export function barTone(status: string, statusBayar: string): BarTone {
  if (status === "CHECKED_IN") return "in";
  if (status === "CHECKED_OUT") return "out";
  if (status === "NO_SHOW") return "noshow";
  return statusBayar === "WAITING" ? "waiting" : "booked";
}

/**
 * The chart's rows, one per unit: its nights in view as segments — a booking's consecutive nights as one
 * bar (a night also sold on another channel stays a cell of its own, marked as a conflict), every other
 * night as a cell: held for something else (a desk block, a sale on another channel), free, or past.
 */
export function tapeRows<U extends GridUnit>(occupancy: OccupancyGrid<U>, dates: readonly string[], today: string) {
  const nights = new Map(occupancy.nights.map((n) => [`${n.unitId}|${n.night}`, n]));
  const conflicts = new Map(occupancy.conflicts.map((c) => [`${c.unitId}|${c.night}`, c]));
  const holds = new Map<number, HoldInView>();
  const last = dates[dates.length - 1];
  const rows = occupancy.units.map((unit) => {
    const segments: Segment[] = [];
    for (const date of dates) {
      const key = `${unit.id}|${date}`;
      const night = nights.get(key);
      const b = night?.booking;
      const conflict = conflicts.get(key);
      if (b && conflict) {
        const cell: Cell = { date, state: "conflict", kode: b.kodeBooking, guest: b.guestNama, source: conflict.source };
        segments.push({ kind: "cell", cell });
      } else if (b) {
        const previous = segments[segments.length - 1];
        if (previous?.kind === "bar" && previous.bar.kode === b.kodeBooking) {
          previous.bar.nights += 1;
          previous.bar.after = date === last && b.cekout > addDays(date, 1);
        } else {
          const tone = barTone(b.status, b.statusBayar);
          segments.push({
            kind: "bar",
            bar: {
              date,
              nights: 1,
              state: tone === "waiting" && b.status === "BOOKED" ? "held" : "booked",
              tone,
              kode: b.kodeBooking,
              guest: b.guestNama,
              mode: b.mode,
              status: b.status,
              before: date === dates[0] && b.cekin < date,
              after: date === last && b.cekout > addDays(date, 1),
            },
          });
        }
      } else if (night?.hold) {
        const h = night.hold;
        if (!holds.has(h.id)) holds.set(h.id, { ...h, unitNomor: unit.nomor, hotelNama: unit.hotelNama });
        const state: CellState = h.kind === "BLOCK" ? "blocked" : "external";
        segments.push({ kind: "cell", cell: { date, state, holdId: h.id, source: h.source, reason: h.keterangan } });
      } else {
        segments.push({ kind: "cell", cell: { date, state: date < today || !unit.aktif ? "past" : "free" } });
      }
    }
    return { ...unit, segments };
  });
  return { rows, holds: [...holds.values()] };
}

import type { DashboardPeriods, HeadlinePeriod } from "~/utils/dashboard-periods";
import type { RoomFigures } from "~/utils/room-metrics";

/** What the dashboard's models return and its components show (shared, so components import no server module). */

/** Room-night sums and occupancy, ADR and RevPAR of one period (definitions: utils/room-metrics.ts). */
export type Figures = RoomFigures;

export interface PeriodFigures {
  tonight: Figures;
  thisMonth: Figures;
  lastMonth: Figures;
  lastYear: Figures;
  /** The comparison period of each (DashboardPeriods.before). */
  before: Record<HeadlinePeriod, Figures>;
}

export interface EstatePerformance extends PeriodFigures {
  hotelId: number;
  nama: string;
}

export interface DayOccupancy {
  night: string;
  sold: number;
  available: number;
  occupancy: number | null;
}

export interface PerformanceView {
  estates: EstatePerformance[];
  total: PeriodFigures;
  last30: Figures;
  next30: Figures;
  daily: { last30: DayOccupancy[]; next30: DayOccupancy[] };
}

export interface TodayBooking {
  kodeBooking: string;
  guestNama: string;
  hotelNama: string;
  roomTypeNama: string;
  units: string | null;
  jumlahKamar: number;
  cekin: string;
  cekout: string;
  status: string;
}

export interface TodayList {
  total: number;
  rows: TodayBooking[];
}

export interface PendingPayment {
  kodeBooking: string;
  guestNama: string;
  hotelNama: string;
  total: number;
  batasBayar: string;
}

export interface Today {
  arrivals: TodayList;
  departures: TodayList;
  inHouse: TodayList;
  pending: { total: number; rows: PendingPayment[] };
}

export interface MixRow {
  /** Bookings (or imported events) with at least one night in the period. */
  bookings: number;
  roomNights: number;
}

export interface ChannelMix extends MixRow {
  id: "web" | "desk" | "ota";
  /** Room revenue is known for bookings made here only. */
  revenueKnown: boolean;
}

export interface CountryMix extends MixRow {
  countryId: number;
  nama: string | null;
}

export interface SatisfactionMonth {
  /** YYYY-MM */
  month: string;
  answers: number;
  puas: number;
  puasShare: number | null;
  ratings: number;
  ratingAvg: number | null;
}

export interface Mix {
  channels: ChannelMix[];
  countries: CountryMix[];
  satisfaction: SatisfactionMonth[];
}

export interface Dashboard {
  periods: DashboardPeriods;
  today: Today;
  performance: PerformanceView;
  mix: Mix;
}

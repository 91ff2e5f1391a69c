import { and, count, countDistinct, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { reservation, roomHold, roomNight, roomType, roomUnit, satisfaction } from "~/db/schema";
import { estateCondition, type DashboardFilter } from "~/models/dashboard-scope.server";
import type { SoldBooking } from "~/orders/store/dashboard-performance.server";
import { addDays } from "~/utils/dates";
import type { Period } from "~/utils/dashboard-periods";
import { jakartaInstant, monthStart } from "~/utils/dates";
import type { ChannelMix, CountryMix, Mix } from "~/utils/dashboard-types";

/**
 * Where this month's business came from: by channel and by guest country (the nights of the month
 * stayed or on the books, counted like occupancy), and how satisfied guests were, month by month.
 */

/**
 * The channels, one entry each: a booking channel is recognised by its booking's mode, an imported one
 * by its holds' kind. A new channel is one more entry (and its name in the `dashboard.channels` messages).
 */
export const CHANNELS = [
  { id: "web", source: "booking", mode: "WEB" },
  { id: "desk", source: "booking", mode: "OFFLINE" },
  { id: "ota", source: "hold", kind: "EXTERNAL" },
] as const;

export type ChannelId = (typeof CHANNELS)[number]["id"];

/** Nights of a booking inside the period, × rooms. */
function roomNightsIn(booking: SoldBooking, period: Period): number {
  let nights = 0;
  for (let d = 0; d < booking.durasi; d++) {
    const night = addDays(booking.cekin, d);
    if (night >= period.from && night < period.until) nights += 1;
  }
  return nights * booking.jumlahKamar;
}

export async function loadMix(
  db: Db,
  filter: DashboardFilter,
  bookings: SoldBooking[],
  period: Period,
  now: string,
): Promise<Mix> {
  const from = monthStart(now, -11);
  const [holds, answers] = await Promise.all([
    db
      .select({ kind: roomHold.kind, events: countDistinct(roomHold.id), nights: count() })
      .from(roomNight)
      .innerJoin(roomHold, eq(roomHold.id, roomNight.holdId))
      .innerJoin(roomUnit, eq(roomUnit.id, roomNight.unitId))
      .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
      .where(
        and(
          estateCondition(roomType.hotelId, filter),
          gte(roomNight.night, period.from),
          lt(roomNight.night, period.until),
        ),
      )
      .groupBy(roomHold.kind),
    // The month an answer was given, in Asia/Jakarta (UTC+7, no daylight saving time).
    db
      .select({
        month: sql<string>`strftime('%Y-%m', ${satisfaction.tgl} / 1000, 'unixepoch', '+7 hours')`.as("month"),
        answers: count(),
        puas: sql<number>`sum(${satisfaction.isPuas})`.mapWith(Number).as("puas"),
        ratings: count(satisfaction.rating),
        ratingAvg: sql<number | null>`avg(${satisfaction.rating})`.as("rating_avg"),
      })
      .from(satisfaction)
      .innerJoin(reservation, eq(reservation.id, satisfaction.reservationId))
      .where(
        and(estateCondition(reservation.hotelId, filter), gte(satisfaction.tgl, jakartaInstant(from))),
      )
      .groupBy(sql`month`)
      .orderBy(sql`month`),
  ]);
  const inPeriod = bookings
    .map((booking) => ({ booking, roomNights: roomNightsIn(booking, period) }))
    .filter((b) => b.roomNights > 0);
  const channels: ChannelMix[] = CHANNELS.map((channel) => {
    if (channel.source === "hold") {
      const found = holds.find((h) => h.kind === channel.kind);
      return { id: channel.id, bookings: found?.events ?? 0, roomNights: found?.nights ?? 0, revenueKnown: false };
    }
    const mine = inPeriod.filter((b) => b.booking.mode === channel.mode);
    return {
      id: channel.id,
      bookings: mine.length,
      roomNights: mine.reduce((sum, b) => sum + b.roomNights, 0),
      revenueKnown: true,
    };
  });
  const byCountry = new Map<number, CountryMix>();
  for (const { booking, roomNights } of inPeriod) {
    const row = byCountry.get(booking.countryId) ?? {
      countryId: booking.countryId,
      nama: booking.countryNama,
      bookings: 0,
      roomNights: 0,
    };
    row.bookings += 1;
    row.roomNights += roomNights;
    byCountry.set(booking.countryId, row);
  }
  const countries = [...byCountry.values()].sort(
    (a, b) => b.roomNights - a.roomNights || b.bookings - a.bookings || (a.nama ?? "").localeCompare(b.nama ?? ""),
  );
  const satisfactionByMonth = answers.map((a) => ({
    month: a.month,
    answers: a.answers,
    puas: a.puas,
    puasShare: a.answers > 0 ? a.puas / a.answers : null,
    ratings: a.ratings,
    ratingAvg: a.ratingAvg === null ? null : Number(a.ratingAvg),
  }));
  return { channels, countries, satisfaction: satisfactionByMonth };
}

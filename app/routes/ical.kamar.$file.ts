import { feedLoader } from "~/services/channel-feed-route.server";

/** `/ical/kamar/{unitId}.ics?token=…`: the unit's booked, held and blocked ranges, for the OTAs (ADR 028). */
export const loader = feedLoader("unit");

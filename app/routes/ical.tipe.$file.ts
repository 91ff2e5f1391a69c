import { feedLoader } from "~/services/channel-feed-route.server";

/** `/ical/tipe/{roomTypeId}.ics?token=…`: per night, the room type's units still free, for channel managers (ADR 028). */
export const loader = feedLoader("type");

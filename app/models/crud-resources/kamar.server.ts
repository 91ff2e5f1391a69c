import { hotel, roomType, roomUnit } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's kamarHotel: the physical rooms or cottages of a room type (what bookings hold per night). */
export default defineResource({
  name: "kamar",
  table: roomUnit,
  fields: [
    // "Villa Kenanga — Deluxe": every property has its "Standard".
    field.ref("roomTypeId", roomType, { required: true, parent: { via: "hotelId", table: hotel } }),
    field.text("nomor", { required: true, max: 20 }),
    field.boolean("aktif"),
  ],
  columns: ["id", "roomTypeId", "nomor", "aktif"],
  search: ["roomTypeId", "nomor"],
  sort: ["id", "roomTypeId", "nomor"],
  title: "nomor",
  // The unit's OTA calendars and export links (docs/decisions/028).
  rowLinks: [{ to: "/admin/kanal/{id}", label: "channels.rowLink" }],
});

import { event } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Events (/event): timeline entries, optionally in the menu. */
export default defineResource({
  name: "event",
  table: event,
  fields: [
    field.text("nama", { required: true, max: 150 }),
    field.date("tanggal", { required: true }),
    field.date("tanggalSelesai"),
    field.text("lokasi", { max: 150 }),
    field.text("jenisEvent", { max: 100 }),
    field.html("deskripsi"),
    field.image("fotoKey"),
    field.image("bannerKey"),
    field.boolean("inMenu"),
  ],
  columns: ["id", "nama", "tanggal", "lokasi", "inMenu"],
  search: ["nama", "lokasi", "jenisEvent"],
  sort: ["id", "nama", "tanggal", "lokasi"],
  dialog: "large",
});

import { fee, FEE_KINDS } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Tax and fees added to a stay (PERCENT: whole percent of the room price; FIXED: Rupiah per room-night). */
export default defineResource({
  name: "biaya",
  table: fee,
  fields: [field.text("nama", { required: true, max: 100 }), field.choice("jenis", FEE_KINDS, { required: true }), field.int("nilai", { required: true, min: 0, max: 100_000_000 }), field.int("urutan"), field.boolean("aktif")],
  columns: ["id", "nama", "jenis", "nilai", "urutan", "aktif"],
  search: ["nama"],
  sort: ["id", "nama", "urutan"],
});

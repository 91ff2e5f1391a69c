import { fee, FEE_KINDS } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/**
 * Tax and fees added to a stay (PERCENT: whole percent of the room price; FIXED: whole Rupiah per room-night).
 * A fee of 0 is refused: a fee that no longer applies is switched off (aktif).
 */
export default defineResource({
  name: "biaya",
  table: fee,
  fields: [field.text("nama", { required: true, max: 100 }), field.choice("jenis", FEE_KINDS, { required: true }), field.int("nilai", { required: true, min: 1, max: 100_000_000 }), field.int("urutan"), field.boolean("aktif")],
  columns: ["id", "nama", "jenis", "nilai", "urutan", "aktif"],
  search: ["nama"],
  sort: ["id", "nama", "urutan"],
});

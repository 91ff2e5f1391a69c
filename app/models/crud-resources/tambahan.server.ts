import { EXTRA_BASES, extra } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/**
 * The spec's tambahpesanan: extras a guest can add to a booking, each charged on its basis (per stay, night,
 * person…). An extra may cost 0 — offered free of charge (a baby cot) — as the room keeps the total above 0.
 */
export default defineResource({
  name: "tambahan",
  table: extra,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 100 }), field.price("harga", { required: true, free: true }), field.choice("basis", EXTRA_BASES, { required: true }), field.text("satuan", { required: true, max: 50 }), field.boolean("aktif")],
  columns: ["id", "nama", "harga", "basis", "satuan", "aktif"],
  search: ["nama"],
  sort: ["id", "nama", "harga"],
});

import { paymentGroup } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's kelompok pembayaran (CC, VA, FINPAY, TCASH, …). */
export default defineResource({
  name: "kelompok-pembayaran",
  table: paymentGroup,
  fields: [field.text("kode", { required: true, unique: "crud.validation.taken", max: 20 }), field.text("nama", { required: true, max: 100 }), field.int("urutan"), field.boolean("aktif")],
  columns: ["id", "kode", "nama", "urutan", "aktif"],
  search: ["kode", "nama"],
  sort: ["id", "kode", "nama", "urutan"],
  title: "nama",
});

import { PAYMENT_CATEGORIES, paymentGroup, paymentMethod } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Payment methods, grouped, with the category that decides the flow (spec §4). */
export default defineResource({
  name: "metode-pembayaran",
  table: paymentMethod,
  fields: [field.ref("groupId", paymentGroup, { required: true }), field.text("kode", { required: true, unique: "crud.validation.taken", max: 50 }), field.text("nama", { required: true, max: 100 }), field.choice("kategori", PAYMENT_CATEGORIES, { required: true }), field.text("bank", { max: 50 }), field.image("logoKey"), field.int("urutan"), field.boolean("aktif")],
  columns: ["id", "kode", "nama", "groupId", "kategori", "aktif"],
  search: ["kode", "nama", "groupId"],
  sort: ["id", "kode", "nama", "groupId", "kategori", "urutan"],
  title: "nama",
});

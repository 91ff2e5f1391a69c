import { paymentMethod, paymentHowto } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's cara_bayar: payment instructions per method. */
export default defineResource({
  name: "cara-bayar",
  table: paymentHowto,
  fields: [field.ref("methodId", paymentMethod, { required: true }), field.text("nama", { required: true, max: 100 }), field.html("deskripsi", { required: true }), field.int("urutan")],
  columns: ["id", "methodId", "nama", "urutan"],
  search: ["nama", "methodId"],
  sort: ["id", "methodId", "nama", "urutan"],
  title: "nama",
});

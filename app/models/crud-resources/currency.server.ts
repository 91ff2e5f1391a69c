import { currency } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's currency entity. */
export default defineResource({
  name: "currency",
  table: currency,
  fields: [field.text("kode", { required: true, unique: "crud.validation.taken", max: 3 }), field.text("nama", { required: true, max: 100 }), field.text("simbol", { max: 10 })],
  columns: ["id", "kode", "nama", "simbol"],
  search: ["kode", "nama"],
  sort: ["id", "kode", "nama"],
  title: "nama",
});

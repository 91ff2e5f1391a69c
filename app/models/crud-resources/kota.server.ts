import { city } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's kota: the cities a visitor searches accommodation in. */
export default defineResource({
  name: "kota",
  table: city,
  fields: [field.text("nama", { required: "crud.validation.kotaNamaRequired", unique: "crud.validation.kotaNamaTaken", max: 100 })],
  columns: ["id", "nama"],
  search: ["nama"],
  sort: ["id", "nama"],
  dialog: "medium",
});

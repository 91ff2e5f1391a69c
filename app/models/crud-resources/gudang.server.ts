import { warehouse } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's gudang (user picker when roleUser is GUDANG). */
export default defineResource({
  name: "gudang",
  table: warehouse,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 100 })],
  columns: ["id", "nama"],
  search: ["nama"],
  sort: ["id", "nama"],
});

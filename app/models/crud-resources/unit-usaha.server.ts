import { businessUnit } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's unit (user picker when roleUser is UNIT). */
export default defineResource({
  name: "unit-usaha",
  table: businessUnit,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 100 })],
  columns: ["id", "nama"],
  search: ["nama"],
  sort: ["id", "nama"],
});

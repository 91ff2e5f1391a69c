import { unit } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's unit entity: units of measure. */
export default defineResource({
  name: "unit",
  table: unit,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 100 }), field.text("singkatan", { max: 20 })],
  columns: ["id", "nama", "singkatan"],
  search: ["nama", "singkatan"],
  sort: ["id", "nama", "singkatan"],
});

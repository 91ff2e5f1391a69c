import { identityType } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Identity document types a guest chooses from. */
export default defineResource({
  name: "identitas",
  table: identityType,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 100 })],
  columns: ["id", "nama"],
  search: ["nama"],
  sort: ["id", "nama"],
});

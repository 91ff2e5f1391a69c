import { businessType } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's jenis usaha (user picker when roleUser is MANAGEMEN). */
export default defineResource({
  name: "jenis-usaha",
  table: businessType,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 100 })],
  columns: ["id", "nama"],
  search: ["nama"],
  sort: ["id", "nama"],
});

import { accommodationType } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's jenis: kinds of accommodation (homestay, cottage, hotel). */
export default defineResource({
  name: "jenis",
  table: accommodationType,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 100 })],
  columns: ["id", "nama"],
  search: ["nama"],
  sort: ["id", "nama"],
});

import { country } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Countries (a guest's negara asal). */
export default defineResource({
  name: "negara",
  table: country,
  fields: [field.text("nama", { required: true, max: 100 }), field.text("kode", { required: true, unique: "crud.validation.taken", max: 2 })],
  columns: ["id", "nama", "kode"],
  search: ["nama", "kode"],
  sort: ["id", "nama", "kode"],
});

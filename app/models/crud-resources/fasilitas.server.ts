import { facility } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's fasilitas: facilities of hotels and room types (search filter check-boxes). */
export default defineResource({
  name: "fasilitas",
  table: facility,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 100 }), field.text("icon", { max: 50 })],
  columns: ["id", "nama", "icon"],
  search: ["nama"],
  sort: ["id", "nama"],
});

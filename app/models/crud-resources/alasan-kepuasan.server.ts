import { satisfactionReason } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The reasons a guest can tick on the satisfaction form. */
export default defineResource({
  name: "alasan-kepuasan",
  table: satisfactionReason,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 150 }), field.int("urutan"), field.boolean("aktif")],
  columns: ["id", "nama", "urutan", "aktif"],
  search: ["nama"],
  sort: ["id", "nama", "urutan"],
});

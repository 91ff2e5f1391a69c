import { profile } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Company profile pages (/profil/{id}), optionally in the profile menu. */
export default defineResource({
  name: "profil",
  table: profile,
  fields: [
    field.text("judul", { required: true, max: 150 }),
    field.text("slug", { required: true, unique: "crud.validation.taken", max: 100 }),
    field.textarea("ringkasan"),
    field.html("isi"),
    field.image("fotoKey"),
    field.int("urutan"),
    field.boolean("inMenu"),
  ],
  columns: ["id", "judul", "slug", "urutan", "inMenu"],
  search: ["judul", "slug"],
  sort: ["id", "judul", "slug", "urutan"],
  dialog: "large",
});

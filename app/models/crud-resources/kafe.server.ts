import { cafe } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's cafes (/cafe/{id}). */
export default defineResource({
  name: "kafe",
  table: cafe,
  fields: [
    field.text("nama", { required: true, max: 150 }),
    field.text("ringkasan", { max: 255 }),
    field.html("deskripsi"),
    field.text("alamat", { max: 255 }),
    field.text("telepon", { max: 50 }),
    field.text("jamBuka", { max: 100 }),
    field.decimal("latitude", { min: -90, max: 90 }),
    field.decimal("longitude", { min: -180, max: 180 }),
    field.image("fotoKey"),
    field.int("urutan"),
    field.boolean("aktif"),
  ],
  columns: ["id", "nama", "fotoKey", "telepon", "urutan", "aktif"],
  search: ["nama", "alamat"],
  sort: ["id", "nama", "urutan"],
  dialog: "large",
});

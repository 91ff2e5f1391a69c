import { contact } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Contact details (the site shows the first row). */
export default defineResource({
  name: "kontak",
  table: contact,
  fields: [
    field.text("nama", { required: true, max: 150 }),
    field.text("alamat", { max: 255 }),
    field.text("telepon", { max: 50 }),
    field.text("email", { max: 100 }),
    field.text("whatsapp", { max: 50 }),
    field.text("jamOperasional", { max: 100 }),
    field.decimal("latitude", { min: -90, max: 90 }),
    field.decimal("longitude", { min: -180, max: 180 }),
  ],
  columns: ["id", "nama", "telepon", "email"],
  search: ["nama", "email"],
  sort: ["id", "nama"],
});

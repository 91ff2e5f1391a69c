import { city, destination } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's wisata: tourist destinations (/wisata/{id}). */
export default defineResource({
  name: "wisata",
  table: destination,
  fields: [
    field.text("nama", { required: true, max: 150 }),
    field.ref("cityId", city),
    field.textarea("ringkasan"),
    field.text("alamat", { max: 255 }),
    field.decimal("latitude", { min: -90, max: 90 }),
    field.decimal("longitude", { min: -180, max: 180 }),
    field.image("fotoKey"),
    field.int("urutan"),
    field.boolean("aktif"),
  ],
  columns: ["id", "nama", "cityId", "fotoKey", "urutan", "aktif"],
  search: ["nama", "cityId"],
  sort: ["id", "nama", "cityId", "urutan"],
  dialog: "large",
});

import { cafe, cafeGallery } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Gallery photos of a cafe. */
export default defineResource({
  name: "kafe-galeri",
  table: cafeGallery,
  fields: [field.ref("cafeId", cafe, { required: true }), field.text("nama", { max: 150 }), field.image("fotoKey", { required: true }), field.int("urutan")],
  columns: ["id", "cafeId", "nama", "fotoKey", "urutan"],
  search: ["nama", "cafeId"],
  sort: ["id", "cafeId", "nama", "urutan"],
  title: "nama",
});

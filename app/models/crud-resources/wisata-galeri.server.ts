import { destination, destinationGallery } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Gallery photos of a destination. */
export default defineResource({
  name: "wisata-galeri",
  table: destinationGallery,
  fields: [field.ref("destinationId", destination, { required: true }), field.text("nama", { max: 150 }), field.image("fotoKey", { required: true }), field.int("urutan")],
  columns: ["id", "destinationId", "nama", "fotoKey", "urutan"],
  search: ["nama", "destinationId"],
  sort: ["id", "destinationId", "nama", "urutan"],
  title: "nama",
});

import { destination, destinationDetail } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Detail blocks of a destination page (ordered by id). */
export default defineResource({
  name: "wisata-detail",
  table: destinationDetail,
  fields: [field.ref("destinationId", destination, { required: true }), field.text("judul", { required: true, max: 150 }), field.html("deskripsi"), field.image("fotoKey")],
  columns: ["id", "destinationId", "judul"],
  search: ["judul", "destinationId"],
  sort: ["id", "destinationId", "judul"],
  title: "judul",
});

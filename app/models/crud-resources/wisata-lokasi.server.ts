import { destination, destinationDirection } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's menujulokasi: titled directions to a destination. */
export default defineResource({
  name: "wisata-lokasi",
  table: destinationDirection,
  fields: [field.ref("destinationId", destination, { required: true }), field.text("title", { required: true, max: 150 }), field.html("deskripsi")],
  columns: ["id", "destinationId", "title"],
  search: ["title", "destinationId"],
  sort: ["id", "destinationId", "title"],
  title: "title",
});

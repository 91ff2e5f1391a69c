import { destination, destinationBanner } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Banner slides of a destination page. */
export default defineResource({
  name: "wisata-banner",
  table: destinationBanner,
  fields: [field.ref("destinationId", destination, { required: true }), field.image("fotoKey", { required: true }), field.int("urutan")],
  columns: ["id", "destinationId", "fotoKey", "urutan"],
  search: ["destinationId"],
  sort: ["id", "destinationId", "urutan"],
  title: "id",
});

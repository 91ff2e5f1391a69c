import { cafe, cafeBanner } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Banner slides of a cafe page. */
export default defineResource({
  name: "kafe-banner",
  table: cafeBanner,
  fields: [field.ref("cafeId", cafe, { required: true }), field.image("fotoKey", { required: true }), field.int("urutan")],
  columns: ["id", "cafeId", "fotoKey", "urutan"],
  search: ["cafeId"],
  sort: ["id", "cafeId", "urutan"],
  title: "id",
});

import { cafe, cafeDirection } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Titled directions to a cafe. */
export default defineResource({
  name: "kafe-lokasi",
  table: cafeDirection,
  fields: [field.ref("cafeId", cafe, { required: true }), field.text("title", { required: true, max: 150 }), field.html("deskripsi")],
  columns: ["id", "cafeId", "title"],
  search: ["title", "cafeId"],
  sort: ["id", "cafeId", "title"],
  title: "title",
});

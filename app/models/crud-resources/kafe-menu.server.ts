import { cafe, cafeMenu } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's informasi menu of a cafe. */
export default defineResource({
  name: "kafe-menu",
  table: cafeMenu,
  fields: [field.ref("cafeId", cafe, { required: true }), field.text("kategori", { max: 100 }), field.text("nama", { required: true, max: 150 }), field.textarea("deskripsi"), field.price("harga", { required: true }), field.image("fotoKey"), field.int("urutan")],
  columns: ["id", "cafeId", "kategori", "nama", "harga"],
  search: ["nama", "kategori", "cafeId"],
  sort: ["id", "cafeId", "kategori", "nama", "harga"],
  title: "nama",
});

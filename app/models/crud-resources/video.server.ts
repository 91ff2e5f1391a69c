import { video } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The video gallery (/galery-video). */
export default defineResource({
  name: "video",
  table: video,
  fields: [field.text("judul", { required: true, max: 150 }), field.url("url", { required: true, max: 500 }), field.image("thumbnailKey"), field.textarea("deskripsi"), field.int("urutan")],
  columns: ["id", "judul", "url", "urutan"],
  search: ["judul", "url"],
  sort: ["id", "judul", "urutan"],
});

import { banner } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Home page banners (rotating slides, optionally promos). */
export default defineResource({
  name: "banner",
  table: banner,
  fields: [
    field.text("judul", { max: 150 }),
    field.text("subjudul", { max: 255 }),
    field.image("fotoKey", { required: true }),
    field.url("linkUrl", { max: 500, relative: true }),
    field.int("urutan"),
    field.boolean("publish"),
    field.boolean("promo"),
  ],
  columns: ["id", "judul", "fotoKey", "urutan", "publish", "promo"],
  search: ["judul", "subjudul"],
  sort: ["id", "judul", "urutan"],
});

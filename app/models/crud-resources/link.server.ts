import { link, LINK_POSITIONS } from "~/db/schema";
import { CONTACT_SCHEMES } from "~/utils/safe-href";
import { defineResource, field } from "~/crud/define";

/** Partner and site links by position (header, footer, …). */
export default defineResource({
  name: "link",
  table: link,
  fields: [field.choice("posisi", LINK_POSITIONS, { required: true }), field.text("nama", { required: true, max: 150 }), field.url("url", { required: true, max: 500, schemes: CONTACT_SCHEMES, relative: true }), field.image("fotoKey"), field.int("urutan")],
  columns: ["id", "posisi", "nama", "url", "urutan"],
  search: ["nama", "url"],
  sort: ["id", "posisi", "nama", "urutan"],
  title: "nama",
});

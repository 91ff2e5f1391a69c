import { faqCategory } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** FAQ categories (/faq lists them; the first is shown by default). */
export default defineResource({
  name: "kategori-faq",
  table: faqCategory,
  fields: [field.text("nama", { required: true, unique: "crud.validation.taken", max: 100 }), field.int("urutan")],
  columns: ["id", "nama", "urutan"],
  search: ["nama"],
  sort: ["id", "nama", "urutan"],
});

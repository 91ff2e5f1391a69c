import { faqCategory, faq } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Questions and answers of one FAQ category. */
export default defineResource({
  name: "faq",
  table: faq,
  fields: [field.ref("categoryId", faqCategory, { required: true }), field.text("pertanyaan", { required: true, max: 500 }), field.html("jawaban", { required: true }), field.int("urutan")],
  columns: ["id", "categoryId", "pertanyaan", "urutan"],
  search: ["categoryId", "pertanyaan"],
  sort: ["id", "categoryId", "pertanyaan", "urutan"],
  title: "pertanyaan",
});

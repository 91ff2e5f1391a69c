import { asc, eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { faq, faqCategory } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { localize } from "./translation.server";

function faqsOf(db: Db, categoryId: number) {
  return db
    .select({ id: faq.id, pertanyaan: faq.pertanyaan, jawaban: faq.jawaban })
    .from(faq)
    .where(eq(faq.categoryId, categoryId))
    .orderBy(asc(faq.urutan), asc(faq.id));
}

/**
 * The FAQ categories and the questions of one of them: the requested category when it exists,
 * otherwise the first (spec §2: first category by default), in the page's language.
 */
export async function getFaqPage(db: Db, requestedCategoryId: number | null, language: Language) {
  const [categories, requested] = await db.batch([
    db.select({ id: faqCategory.id, nama: faqCategory.nama }).from(faqCategory).orderBy(asc(faqCategory.urutan), asc(faqCategory.id)),
    faqsOf(db, requestedCategoryId ?? 0),
  ]);
  let selected = categories.find((c) => c.id === requestedCategoryId) ?? null;
  let faqs = requested;
  if (!selected && categories.length > 0) {
    selected = categories[0];
    faqs = await faqsOf(db, selected.id);
  }
  if (!selected) faqs = [];
  await localize(db, language, [
    { entity: "faq_category", rows: categories, fields: ["nama"] },
    { entity: "faq", rows: faqs, fields: ["pertanyaan", "jawaban"] },
  ]);
  return {
    categories,
    selected,
    faqs: faqs.map((f) => ({ ...f, jawaban: sanitizeHtml(f.jawaban) })),
  };
}

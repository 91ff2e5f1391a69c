import { asc, eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { cafe, destination, event, faqCategory, profile } from "~/db/schema";
import { countGalleryPages } from "./gallery.server";

/** Public pages that do not depend on the database. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/hotel",
  "/event",
  "/faq",
  "/galery",
  "/galery-video",
  "/promo",
  "/kontak",
  "/chat",
];

/**
 * Every public page path of the site, for sitemap.xml: each page that names its language versions in its
 * <head> (`seoMeta`), by the same path it gives there, without the language parameter.
 */
export async function listPublicPaths(db: Db): Promise<string[]> {
  const [[cafes, destinations, events, profiles, categories], galleryPages] = await Promise.all([
    db.batch([
      db.select({ id: cafe.id }).from(cafe).where(eq(cafe.aktif, true)).orderBy(asc(cafe.urutan), asc(cafe.id)),
      db
        .select({ id: destination.id })
        .from(destination)
        .where(eq(destination.aktif, true))
        .orderBy(asc(destination.urutan), asc(destination.id)),
      db.select({ id: event.id }).from(event).orderBy(asc(event.tanggal), asc(event.id)),
      db.select({ id: profile.id }).from(profile).orderBy(asc(profile.urutan), asc(profile.id)),
      db.select({ id: faqCategory.id }).from(faqCategory).orderBy(asc(faqCategory.urutan), asc(faqCategory.id)),
    ]),
    countGalleryPages(db),
  ]);
  return [
    ...STATIC_PUBLIC_PATHS,
    // The first category is what /faq shows; the others have their own URL.
    ...categories.slice(1).map((c) => `/faq?kategori=${c.id}`),
    // The gallery's first page is /galery; the next ones are /galery?page=n (app/routes/galery.tsx).
    ...Array.from({ length: galleryPages - 1 }, (_, i) => `/galery?page=${i + 2}`),
    ...destinations.map((d) => `/wisata/${d.id}`),
    ...cafes.map((c) => `/cafe/${c.id}`),
    ...events.map((e) => `/event/${e.id}`),
    ...profiles.map((p) => `/profil/${p.id}`),
  ];
}

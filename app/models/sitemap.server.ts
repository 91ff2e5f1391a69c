import { asc, eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { cafe, destination, event, faqCategory, profile } from "~/db/schema";

/** Public pages that do not depend on the database. */
export const STATIC_PUBLIC_PATHS = ["/", "/hotel", "/event", "/faq", "/galery", "/galery-video", "/promo", "/kontak"];

/** Every public page path of the site, for sitemap.xml. */
export async function listPublicPaths(db: Db): Promise<string[]> {
  const [cafes, destinations, events, profiles, categories] = await db.batch([
    db.select({ id: cafe.id }).from(cafe).where(eq(cafe.aktif, true)).orderBy(asc(cafe.urutan), asc(cafe.id)),
    db
      .select({ id: destination.id })
      .from(destination)
      .where(eq(destination.aktif, true))
      .orderBy(asc(destination.urutan), asc(destination.id)),
    db.select({ id: event.id }).from(event).orderBy(asc(event.tanggal), asc(event.id)),
    db.select({ id: profile.id }).from(profile).orderBy(asc(profile.urutan), asc(profile.id)),
    db.select({ id: faqCategory.id }).from(faqCategory).orderBy(asc(faqCategory.urutan), asc(faqCategory.id)),
  ]);
  return [
    ...STATIC_PUBLIC_PATHS,
    // The first category is what /faq shows; the others have their own URL.
    ...categories.slice(1).map((c) => `/faq?kategori=${c.id}`),
    ...destinations.map((d) => `/wisata/${d.id}`),
    ...cafes.map((c) => `/cafe/${c.id}`),
    ...events.map((e) => `/event/${e.id}`),
    ...profiles.map((p) => `/profil/${p.id}`),
  ];
}

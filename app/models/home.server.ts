import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { banner, city, destination, link } from "~/db/schema";
import { CONTACT_SCHEMES, safeHref } from "~/utils/safe-href";
import { destinationCardColumns } from "./destination.server";

/** Banners, partner links and destinations of the home page, in one D1 round trip. */
export async function getHomeContent(db: Db) {
  const [banners, partners, destinations] = await db.batch([
    db
      .select({
        id: banner.id,
        judul: banner.judul,
        subjudul: banner.subjudul,
        fotoKey: banner.fotoKey,
        linkUrl: banner.linkUrl,
        promo: banner.promo,
      })
      .from(banner)
      .where(eq(banner.publish, true))
      .orderBy(asc(banner.urutan), asc(banner.id)),
    db
      .select({ id: link.id, nama: link.nama, url: link.url, fotoKey: link.fotoKey })
      .from(link)
      .where(and(eq(link.posisi, "CENTER"), isNotNull(link.fotoKey)))
      .orderBy(asc(link.urutan), asc(link.id)),
    db
      .select(destinationCardColumns)
      .from(destination)
      .leftJoin(city, eq(city.id, destination.cityId))
      .where(and(eq(destination.aktif, true), isNotNull(destination.fotoKey)))
      .orderBy(asc(destination.urutan), asc(destination.id)),
  ]);
  return {
    // Links stored before URL fields were checked may hold anything: only a safe address is sent.
    banners: banners.map((b) => ({ ...b, linkUrl: safeHref(b.linkUrl, { relative: true }) ?? null })),
    // The queries filter out null keys; narrow the types to match.
    partners: partners.map((p) => ({
      ...p,
      url: safeHref(p.url, { schemes: CONTACT_SCHEMES, relative: true }) ?? "",
      fotoKey: p.fotoKey as string,
    })),
    destinations: destinations.map((d) => ({ ...d, fotoKey: d.fotoKey as string })),
  };
}

export type HomeContent = Awaited<ReturnType<typeof getHomeContent>>;

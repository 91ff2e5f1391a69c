import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { cafe, cafeBanner, cafeDirection, cafeGallery, cafeMenu } from "~/db/schema";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { bannersOf, blocksOf, galleryOf } from "./place-parts.server";

export interface CafeMenuGroup {
  /** The menu category as stored; null for items without one. */
  kategori: string | null;
  items: { id: number; nama: string; deskripsi: string | null; harga: number; fotoKey: string | null }[];
}

/** Menu items grouped by category, categories in the order their first item appears. */
export function groupMenu(items: (CafeMenuGroup["items"][number] & { kategori: string | null })[]): CafeMenuGroup[] {
  const groups = new Map<string | null, CafeMenuGroup>();
  for (const { kategori, ...item } of items) {
    const key = kategori?.trim() || null;
    let group = groups.get(key);
    if (!group) {
      group = { kategori: key, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** Everything the page of one cafe shows, in one D1 round trip; null when there is no such active cafe. */
export async function getCafePage(db: Db, id: number) {
  const [cafes, banners, gallery, directions, menu, allCafes] = await db.batch([
    db
      .select({
        id: cafe.id,
        nama: cafe.nama,
        ringkasan: cafe.ringkasan,
        deskripsi: cafe.deskripsi,
        alamat: cafe.alamat,
        telepon: cafe.telepon,
        jamBuka: cafe.jamBuka,
        latitude: cafe.latitude,
        longitude: cafe.longitude,
        fotoKey: cafe.fotoKey,
      })
      .from(cafe)
      .where(and(eq(cafe.id, id), eq(cafe.aktif, true)))
      .limit(1),
    bannersOf(db, cafeBanner, cafeBanner.cafeId, id),
    galleryOf(db, cafeGallery, cafeGallery.cafeId, id),
    blocksOf(db, cafeDirection, cafeDirection.cafeId, id),
    db
      .select({
        id: cafeMenu.id,
        kategori: cafeMenu.kategori,
        nama: cafeMenu.nama,
        deskripsi: cafeMenu.deskripsi,
        harga: cafeMenu.harga,
        fotoKey: cafeMenu.fotoKey,
      })
      .from(cafeMenu)
      .where(eq(cafeMenu.cafeId, id))
      .orderBy(asc(cafeMenu.urutan), asc(cafeMenu.id)),
    db
      .select({ id: cafe.id, nama: cafe.nama, ringkasan: cafe.ringkasan, fotoKey: cafe.fotoKey, jamBuka: cafe.jamBuka })
      .from(cafe)
      .where(eq(cafe.aktif, true))
      .orderBy(asc(cafe.urutan), asc(cafe.id)),
  ]);
  const found = cafes[0];
  if (!found) return null;
  return {
    cafe: { ...found, deskripsi: sanitizeHtml(found.deskripsi) },
    banners,
    gallery,
    directions: directions.map((d) => ({ ...d, deskripsi: sanitizeHtml(d.deskripsi) })),
    menu: groupMenu(menu),
    cafes: allCafes,
  };
}

export type CafePage = NonNullable<Awaited<ReturnType<typeof getCafePage>>>;

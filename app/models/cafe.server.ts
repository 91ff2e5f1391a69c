import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { cafe, cafeBanner, cafeDirection, cafeGallery, cafeMenu } from "~/db/schema";
import type { Language } from "~/i18n/config";
import type { MaybeUntranslated } from "~/utils/content-lang";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { bannersOf, blocksOf, galleryOf } from "./place-parts.server";
import { localize } from "./translation.server";

export interface CafeMenuGroup extends MaybeUntranslated {
  /** The menu category in the page's language; null for items without one. */
  kategori: string | null;
  items: ({ id: number; nama: string; deskripsi: string | null; harga: number; fotoKey: string | null } & MaybeUntranslated)[];
}

type MenuItem = CafeMenuGroup["items"][number] & { kategori: string | null };

/**
 * Menu items grouped by category, categories in the order their first item appears. Items are grouped
 * by their Indonesian category (`stored`, by item id), so a language does not split or merge groups;
 * a group is titled with the first version of its category in the page's language, else the Indonesian.
 */
export function groupMenu(items: MenuItem[], stored: ReadonlyMap<number, string | null> = new Map()): CafeMenuGroup[] {
  const groups = new Map<string | null, CafeMenuGroup>();
  for (const { kategori, ...item } of items) {
    const key = (stored.has(item.id) ? stored.get(item.id) : kategori)?.trim() || null;
    const title = kategori?.trim() || null;
    const fallback = item.untranslated?.includes("kategori") ?? false;
    let group = groups.get(key);
    if (!group) {
      group = { kategori: title, items: [], ...(fallback ? { untranslated: ["kategori"] } : {}) };
      groups.set(key, group);
    } else if (group.untranslated && !fallback) {
      group.kategori = title;
      delete group.untranslated;
    }
    const untranslated = item.untranslated?.filter((field) => field !== "kategori");
    group.items.push({ ...item, untranslated: untranslated?.length ? untranslated : undefined });
  }
  return [...groups.values()];
}

/**
 * Everything the page of one cafe shows, in the page's language: one D1 round trip (and one for the
 * English and French versions); null when there is no such active cafe.
 */
export async function getCafePage(db: Db, id: number, language: Language) {
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
  const storedCategories = new Map(menu.map((item) => [item.id, item.kategori]));
  await localize(db, language, [
    { entity: "cafe", rows: [found, ...allCafes], fields: ["nama", "ringkasan", "deskripsi", "jamBuka"] },
    { entity: "cafe_gallery", rows: gallery, fields: ["nama"] },
    { entity: "cafe_direction", rows: directions, fields: ["title", "deskripsi"] },
    { entity: "cafe_menu", rows: menu, fields: ["kategori", "nama", "deskripsi"] },
  ]);
  return {
    cafe: { ...found, deskripsi: sanitizeHtml(found.deskripsi) },
    banners,
    gallery,
    directions: directions.map((d) => ({ ...d, deskripsi: sanitizeHtml(d.deskripsi) })),
    menu: groupMenu(menu, storedCategories),
    cafes: allCafes,
  };
}

export type CafePage = NonNullable<Awaited<ReturnType<typeof getCafePage>>>;

import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/config";
import { pageInfo, GALLERY_PAGE_SIZE } from "~/utils/pagination";
import { albumParam, type GalleryKind, type GalleryPhoto } from "~/utils/gallery";
import type { TranslatableEntity } from "~/utils/translatable";
import { d1Of } from "./columns.server";
import { group } from "./localize-group.server";
import { localize, type LocalizeGroup } from "./translation.server";

interface GalleryRow {
  id: number;
  kind: GalleryKind;
  entity_id: number;
  entity_name: string;
  foto_key: string;
  caption: string | null;
}

const toPhoto = (row: GalleryRow): GalleryPhoto => ({
  id: row.id,
  kind: row.kind,
  entityId: row.entity_id,
  entityName: row.entity_name,
  fotoKey: row.foto_key,
  caption: row.caption,
});

/**
 * Destination, cafe and homestay photos as one list (spec §2 "combined"). Ordered by each entity's own
 * photo order first, so the first page shows the lead photo of every place rather than all photos of one.
 * (Plain SQL through D1: a compound select with bound parameters cannot go into a drizzle batch.)
 */
const COMBINED = `
  select 'wisata' as kind, 1 as kind_order, d.id as entity_id, d.nama as entity_name,
         g.id as id, g.foto_key as foto_key, g.nama as caption, g.urutan as urutan
    from destination_gallery g join destination d on d.id = g.destination_id
   where d.aktif = 1
  union all
  select 'cafe', 2, c.id, c.nama, g.id, g.foto_key, g.nama, g.urutan
    from cafe_gallery g join cafe c on c.id = g.cafe_id
   where c.aktif = 1
  union all
  select 'homestay', 3, h.id, h.nama, p.id, p.foto_key, p.caption, p.urutan
    from hotel_photo p join hotel h on h.id = p.hotel_id
   where h.aktif = 1`;

const COUNT_SQL = `select count(*) as total from (${COMBINED})`;
const PAGE_SQL = `${COMBINED} order by urutan, kind_order, entity_id, id limit ?1 offset ?2`;

/** How many pages the combined gallery has (at least one, the empty gallery's), for sitemap.xml. */
export async function countGalleryPages(db: Db): Promise<number> {
  const row = await d1Of(db).prepare(COUNT_SQL).first<{ total: number }>();
  return pageInfo(Number(row?.total ?? 0), 1, GALLERY_PAGE_SIZE).pages;
}

/** All photos of one place, in its own order. */
const ALBUM_SQL: Record<GalleryKind, string> = {
  wisata: `select 'wisata' as kind, d.id as entity_id, d.nama as entity_name, g.id as id, g.foto_key as foto_key, g.nama as caption
             from destination_gallery g join destination d on d.id = g.destination_id
            where d.aktif = 1 and d.id = ?1 order by g.urutan, g.id`,
  cafe: `select 'cafe' as kind, c.id as entity_id, c.nama as entity_name, g.id as id, g.foto_key as foto_key, g.nama as caption
           from cafe_gallery g join cafe c on c.id = g.cafe_id
          where c.aktif = 1 and c.id = ?1 order by g.urutan, g.id`,
  homestay: `select 'homestay' as kind, h.id as entity_id, h.nama as entity_name, p.id as id, p.foto_key as foto_key, p.caption as caption
               from hotel_photo p join hotel h on h.id = p.hotel_id
              where h.aktif = 1 and h.id = ?1 order by p.urutan, p.id`,
};

/** Each kind's place table and photo table, and the photo table's caption field. */
const SOURCES: Record<GalleryKind, { place: TranslatableEntity; photo: TranslatableEntity; caption: string }> = {
  wisata: { place: "destination", photo: "destination_gallery", caption: "nama" },
  cafe: { place: "cafe", photo: "cafe_gallery", caption: "nama" },
  homestay: { place: "hotel", photo: "hotel_photo", caption: "caption" },
};

/** Puts photos' captions and their places' names into the page's language (one D1 query for en/fr). */
function localizePhotos(db: Db, language: Language, photos: GalleryPhoto[]) {
  const groups: LocalizeGroup<object>[] = Object.entries(SOURCES).flatMap(([kind, source]) => {
    const rows = photos.filter((photo) => photo.kind === kind);
    return [
      group({ entity: source.photo, rows, fields: { caption: source.caption } }),
      group({ entity: source.place, rows, idKey: "entityId", fields: { entityName: "nama" } }),
    ];
  });
  return localize(db, language, groups);
}

/**
 * One page of the combined gallery (nine photos, spec §9). `foto` is the 1-based position of a photo in
 * the whole gallery (the no-JavaScript lightbox); when given, it decides the page. `album` asks for all
 * photos of one place as well. Captions and names come in the page's language.
 */
export async function getGalleryPage(
  db: Db,
  options: { page: number; foto: number | null; album: { kind: GalleryKind; id: number } | null },
  language: Language,
) {
  const d1 = d1Of(db);
  const pageOf = (offset: number) => d1.prepare(PAGE_SQL).bind(GALLERY_PAGE_SIZE, offset);
  const requestedPage = options.foto !== null ? Math.ceil(options.foto / GALLERY_PAGE_SIZE) : options.page;
  const requestedOffset = (requestedPage - 1) * GALLERY_PAGE_SIZE;

  // One round trip in the usual case: the count, the requested page and the album together.
  const statements = [d1.prepare(COUNT_SQL), pageOf(requestedOffset)];
  if (options.album) statements.push(d1.prepare(ALBUM_SQL[options.album.kind]).bind(options.album.id));
  const [count, firstTry, albumRows] = await d1.batch<Record<string, unknown>>(statements);
  const total = Number((count.results[0] as { total?: number } | undefined)?.total ?? 0);
  const info = pageInfo(total, requestedPage, GALLERY_PAGE_SIZE);
  // A page past the end shows the last page instead.
  const rows = info.offset === requestedOffset ? firstTry.results : (await pageOf(info.offset).all()).results;
  const foto = options.foto !== null && options.foto <= total ? options.foto : null;
  const albumPhotos = ((albumRows?.results ?? []) as unknown as GalleryRow[]).map(toPhoto);
  const photos = (rows as unknown as GalleryRow[]).map(toPhoto);
  await localizePhotos(db, language, [...photos, ...albumPhotos]);
  return {
    info,
    photos,
    /** 1-based position in the whole gallery of the photo shown enlarged, when the page was asked for one. */
    foto,
    album:
      options.album && albumPhotos.length > 0
        ? { param: albumParam(albumPhotos[0]), name: albumPhotos[0].entityName, photos: albumPhotos }
        : null,
  };
}

export type GalleryPage = Awaited<ReturnType<typeof getGalleryPage>>;

import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import {
  city,
  destination,
  destinationBanner,
  destinationDetail,
  destinationDirection,
  destinationGallery,
  destinationTicketInfo,
} from "~/db/schema";
import type { Language } from "~/i18n/config";
import { contentMemoById } from "./content-memo.server";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { aliased } from "./columns.server";
import { bannersOf, blocksOf, galleryOf } from "./place-parts.server";
import { batchPrepared, placeholder, preparedQuery } from "./prepared.server";
import { localize } from "./translation.server";

/** A destination as its cards show it (home page, the other destinations), with its city's name. */
export const destinationCardColumns = {
  id: destination.id,
  nama: destination.nama,
  ringkasan: destination.ringkasan,
  fotoKey: destination.fotoKey,
  // Aliased: inside db.batch D1 returns rows keyed by column name, so two `nama` columns would collide.
  kota: aliased<string | null>(city.nama, "kota"),
};

const placeId = () => placeholder<number>("id");
const pageQuery = preparedQuery("destination.page", (db) =>
  db
    .select({
      ...destinationCardColumns,
      alamat: destination.alamat,
      latitude: destination.latitude,
      longitude: destination.longitude,
    })
    .from(destination)
    .leftJoin(city, eq(city.id, destination.cityId))
    .where(and(eq(destination.id, placeId()), eq(destination.aktif, true)))
    .limit(1),
);
const bannersQuery = preparedQuery("destination.banners", (db) =>
  bannersOf(db, destinationBanner, destinationBanner.destinationId, placeId()),
);
// Spec §2: detail blocks ordered by id.
const detailsQuery = preparedQuery("destination.details", (db) =>
  db
    .select({
      id: destinationDetail.id,
      judul: destinationDetail.judul,
      deskripsi: destinationDetail.deskripsi,
      fotoKey: destinationDetail.fotoKey,
    })
    .from(destinationDetail)
    .where(eq(destinationDetail.destinationId, placeId()))
    .orderBy(asc(destinationDetail.id)),
);
const galleryQuery = preparedQuery("destination.gallery", (db) =>
  galleryOf(db, destinationGallery, destinationGallery.destinationId, placeId()),
);
const directionsQuery = preparedQuery("destination.directions", (db) =>
  blocksOf(db, destinationDirection, destinationDirection.destinationId, placeId()),
);
const ticketsQuery = preparedQuery("destination.tickets", (db) =>
  blocksOf(db, destinationTicketInfo, destinationTicketInfo.destinationId, placeId()),
);
const othersQuery = preparedQuery("destination.others", (db) =>
  db
    .select(destinationCardColumns)
    .from(destination)
    .leftJoin(city, eq(city.id, destination.cityId))
    .where(and(eq(destination.aktif, true), ne(destination.id, placeId())))
    .orderBy(asc(destination.urutan), asc(destination.id)),
);

/**
 * Everything the page of one destination shows, in the page's language: one D1 round trip (and one for
 * the English and French versions); null when there is no such active destination.
 */
async function readDestinationPage(db: Db, _day: string, language: Language, id: number) {
  const [destinations, banners, details, gallery, directions, tickets, others] = await batchPrepared(db, [
    pageQuery.with(db, { id }),
    bannersQuery.with(db, { id }),
    detailsQuery.with(db, { id }),
    galleryQuery.with(db, { id }),
    directionsQuery.with(db, { id }),
    ticketsQuery.with(db, { id }),
    othersQuery.with(db, { id }),
  ] as const);
  const found = destinations[0];
  if (!found) return null;
  await localize(db, language, [
    { entity: "destination", rows: [found, ...others], fields: ["nama", "ringkasan"] },
    { entity: "destination_detail", rows: details, fields: ["judul", "deskripsi"] },
    { entity: "destination_gallery", rows: gallery, fields: ["nama"] },
    { entity: "destination_direction", rows: directions, fields: ["title", "deskripsi"] },
    { entity: "destination_ticket_info", rows: tickets, fields: ["title", "deskripsi"] },
  ]);
  const clean = <T extends { deskripsi: string | null }>(rows: T[]) =>
    rows.map((row) => ({ ...row, deskripsi: sanitizeHtml(row.deskripsi) }));
  return {
    destination: found,
    banners,
    details: clean(details),
    gallery,
    directions: clean(directions),
    tickets: clean(tickets),
    others,
  };
}

/**
 * A destination's page: content only (every edit moves the content version), so each isolate reads it once
 * per version, day and language (contentMemoById, ADR 031), for up to 90 pages (30 destinations in three
 * languages). Shared by the requests that read it: frozen.
 */
export const getDestinationPage = contentMemoById(readDestinationPage, 90);

export type DestinationPage = NonNullable<Awaited<ReturnType<typeof readDestinationPage>>>;

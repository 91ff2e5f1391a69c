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
import { sanitizeHtml } from "~/utils/sanitize-html";
import { aliased } from "./columns.server";

/** Everything the page of one destination shows, in one D1 round trip; null when there is no such active one. */
export async function getDestinationPage(db: Db, id: number) {
  const [destinations, banners, details, gallery, directions, tickets, others] = await db.batch([
    db
      .select({
        id: destination.id,
        nama: destination.nama,
        ringkasan: destination.ringkasan,
        alamat: destination.alamat,
        latitude: destination.latitude,
        longitude: destination.longitude,
        fotoKey: destination.fotoKey,
        kota: aliased<string | null>(city.nama, "kota"),
      })
      .from(destination)
      .leftJoin(city, eq(city.id, destination.cityId))
      .where(and(eq(destination.id, id), eq(destination.aktif, true)))
      .limit(1),
    db
      .select({ id: destinationBanner.id, fotoKey: destinationBanner.fotoKey })
      .from(destinationBanner)
      .where(eq(destinationBanner.destinationId, id))
      .orderBy(asc(destinationBanner.urutan), asc(destinationBanner.id)),
    // Spec §2: detail blocks ordered by id.
    db
      .select({
        id: destinationDetail.id,
        judul: destinationDetail.judul,
        deskripsi: destinationDetail.deskripsi,
        fotoKey: destinationDetail.fotoKey,
      })
      .from(destinationDetail)
      .where(eq(destinationDetail.destinationId, id))
      .orderBy(asc(destinationDetail.id)),
    db
      .select({ id: destinationGallery.id, nama: destinationGallery.nama, fotoKey: destinationGallery.fotoKey })
      .from(destinationGallery)
      .where(eq(destinationGallery.destinationId, id))
      .orderBy(asc(destinationGallery.urutan), asc(destinationGallery.id)),
    db
      .select({ id: destinationDirection.id, title: destinationDirection.title, deskripsi: destinationDirection.deskripsi })
      .from(destinationDirection)
      .where(eq(destinationDirection.destinationId, id))
      .orderBy(asc(destinationDirection.id)),
    db
      .select({
        id: destinationTicketInfo.id,
        title: destinationTicketInfo.title,
        deskripsi: destinationTicketInfo.deskripsi,
      })
      .from(destinationTicketInfo)
      .where(eq(destinationTicketInfo.destinationId, id))
      .orderBy(asc(destinationTicketInfo.id)),
    db
      .select({
        id: destination.id,
        nama: destination.nama,
        ringkasan: destination.ringkasan,
        fotoKey: destination.fotoKey,
        kota: aliased<string | null>(city.nama, "kota"),
      })
      .from(destination)
      .leftJoin(city, eq(city.id, destination.cityId))
      .where(and(eq(destination.aktif, true), ne(destination.id, id)))
      .orderBy(asc(destination.urutan), asc(destination.id)),
  ]);
  const found = destinations[0];
  if (!found) return null;
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

export type DestinationPage = NonNullable<Awaited<ReturnType<typeof getDestinationPage>>>;

import { asc, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/models/db.server";
import { aliased } from "./columns.server";

/**
 * The parts a place page (a cafe, a destination) keeps in tables of their own, one row per part and a
 * column naming the place: banner photos, gallery photos and titled HTML blocks (directions, ticket
 * information). Each query here reads one kind of part for one place, whatever the place, in the order
 * staff arranged them. Safe inside `db.batch`: every column is selected under its own name.
 */

type PartTable = SQLiteTable & { id: SQLiteColumn };
type PhotoTable = PartTable & { fotoKey: SQLiteColumn; urutan: SQLiteColumn };

/** The banner photos of one place (`parent`: the table's column holding the place's id). */
export function bannersOf(db: Db, part: PhotoTable, parent: SQLiteColumn, placeId: number) {
  return db
    .select({ id: aliased<number>(part.id, "id"), fotoKey: aliased<string>(part.fotoKey, "foto_key") })
    .from(part)
    .where(eq(parent, placeId))
    .orderBy(asc(part.urutan), asc(part.id));
}

/** The gallery photos of one place, each with its optional caption. */
export function galleryOf(db: Db, part: PhotoTable & { nama: SQLiteColumn }, parent: SQLiteColumn, placeId: number) {
  return db
    .select({
      id: aliased<number>(part.id, "id"),
      nama: aliased<string | null>(part.nama, "nama"),
      fotoKey: aliased<string>(part.fotoKey, "foto_key"),
    })
    .from(part)
    .where(eq(parent, placeId))
    .orderBy(asc(part.urutan), asc(part.id));
}

/** Titled blocks of stored HTML (directions, ticket information) of one place, in the order they were added. */
export function blocksOf(
  db: Db,
  part: PartTable & { title: SQLiteColumn; deskripsi: SQLiteColumn },
  parent: SQLiteColumn,
  placeId: number,
) {
  return db
    .select({
      id: aliased<number>(part.id, "id"),
      title: aliased<string>(part.title, "title"),
      deskripsi: aliased<string | null>(part.deskripsi, "deskripsi"),
    })
    .from(part)
    .where(eq(parent, placeId))
    .orderBy(asc(part.id));
}

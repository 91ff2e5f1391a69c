import { asc } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { video } from "~/db/schema";

/** The video gallery: videos are URLs stored in D1, with an optional thumbnail in R2. */
export async function listVideos(db: Db) {
  return db
    .select({ id: video.id, judul: video.judul, url: video.url, thumbnailKey: video.thumbnailKey, deskripsi: video.deskripsi })
    .from(video)
    .orderBy(asc(video.urutan), asc(video.id));
}

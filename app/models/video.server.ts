import { asc } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { video } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { localize } from "./translation.server";

/** The video gallery, in the page's language: videos are URLs stored in D1, with an optional thumbnail in R2. */
export async function listVideos(db: Db, language: Language) {
  const videos = await db
    .select({ id: video.id, judul: video.judul, url: video.url, thumbnailKey: video.thumbnailKey, deskripsi: video.deskripsi })
    .from(video)
    .orderBy(asc(video.urutan), asc(video.id));
  await localize(db, language, [{ entity: "video", rows: videos, fields: ["judul", "deskripsi"] }]);
  return videos;
}

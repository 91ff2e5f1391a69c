import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { hotel, review, roomType } from "~/db/schema";
import { inHotelScope, type HotelScope } from "./staff-scope.server";

/**
 * Guest reviews in the back-office (moderation). A hidden review stays stored but leaves the public
 * room page and the hotel's rating, which is recomputed in the same batch that hides or shows it.
 */

/** The hotel's denormalised rating (search sorts on it), from its visible reviews only. */
export function hotelRatingUpdate(db: Db, hotelId: number) {
  const visible = and(eq(review.hotelId, hotelId), eq(review.hidden, false));
  return db
    .update(hotel)
    .set({
      ratingAvg: sql`coalesce((select avg(${review.rating}) from ${review} where ${visible}), 0)`,
      ratingCount: sql`(select count(*) from ${review} where ${visible})`,
    })
    .where(eq(hotel.id, hotelId));
}

export const REVIEW_VISIBILITY = ["all", "shown", "hidden"] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITY)[number];

export interface ModeratedReview {
  id: number;
  hotelNama: string;
  roomTypeNama: string | null;
  guestName: string;
  rating: number;
  komentar: string | null;
  tgl: Date;
  hidden: boolean;
}

/** One page of reviews of the scope's estates, newest first, with the total for the pager. */
export async function listReviewsForModeration(
  db: Db,
  options: { visibility: ReviewVisibility; scope: HotelScope; offset: number; limit: number },
): Promise<{ total: number; rows: ModeratedReview[] }> {
  const where = and(
    options.visibility === "all" ? undefined : eq(review.hidden, options.visibility === "hidden"),
    inHotelScope(review.hotelId, options.scope),
  );
  // Not one db.batch: D1 batches return rows keyed by column name, and hotel and room type share `nama`.
  const [totals, rows] = await Promise.all([
    db.select({ n: count() }).from(review).where(where),
    db
      .select({
        id: review.id,
        hotelNama: hotel.nama,
        roomTypeNama: roomType.nama,
        guestName: review.guestName,
        rating: review.rating,
        komentar: review.komentar,
        tgl: review.tgl,
        hidden: review.hidden,
      })
      .from(review)
      .innerJoin(hotel, eq(hotel.id, review.hotelId))
      .leftJoin(roomType, eq(roomType.id, review.roomTypeId))
      .where(where)
      .orderBy(desc(review.tgl), desc(review.id))
      .limit(options.limit)
      .offset(options.offset),
  ]);
  return { total: totals[0]?.n ?? 0, rows };
}

/**
 * Hides or shows one review and recomputes its hotel's rating in one batch. Returns the review's hotel
 * and whether anything changed, or null for an unknown review.
 */
export async function setReviewHidden(
  db: Db,
  reviewId: number,
  hidden: boolean,
): Promise<{ hotelId: number; changed: boolean } | null> {
  const [row] = await db.select({ hotelId: review.hotelId, hidden: review.hidden }).from(review).where(eq(review.id, reviewId)).limit(1);
  if (!row) return null;
  if (row.hidden === hidden) return { hotelId: row.hotelId, changed: false };
  await db.batch([db.update(review).set({ hidden }).where(eq(review.id, reviewId)), hotelRatingUpdate(db, row.hotelId)]);
  return { hotelId: row.hotelId, changed: true };
}

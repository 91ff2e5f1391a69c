import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { review, satisfaction, satisfactionDetail, satisfactionReason } from "~/db/schema";
import type { Language } from "~/i18n/config";
import type { MaybeUntranslated } from "~/utils/content-lang";
import { group } from "./localize-group.server";
import { stayOfOrder } from "~/orders/store/order-refs.server";
import { hotelRatingUpdate } from "./review.server";
import { localize } from "./translation.server";

/**
 * The post-stay satisfaction survey (spec §2, §4): choosing satisfied / not satisfied saves the
 * transaction; saving the dialog stores the reasons, then the rating, once. An answer with a comment
 * becomes a review of the hotel (and counts in its average rating).
 */

/** The reasons a guest can tick, in `language` (the booking's); fallbacks listed in `untranslated`. */
export async function listSatisfactionReasons(db: Db, language: Language): Promise<({ id: number; nama: string } & MaybeUntranslated)[]> {
  const reasons = await db
    .select({ id: satisfactionReason.id, nama: satisfactionReason.nama })
    .from(satisfactionReason)
    .where(eq(satisfactionReason.aktif, true))
    .orderBy(asc(satisfactionReason.urutan), asc(satisfactionReason.id));
  await localize(db, language, [group({ entity: "satisfaction_reason", rows: reasons, fields: ["nama"] })]);
  return reasons;
}

export async function getSatisfaction(db: Db, reservationId: number) {
  const [row] = await db
    .select({ id: satisfaction.id, isPuas: satisfaction.isPuas, rating: satisfaction.rating })
    .from(satisfaction)
    .where(eq(satisfaction.reservationId, reservationId))
    .limit(1);
  return row ?? null;
}

/** Saves the satisfied / not satisfied choice; a later choice before the rating is saved replaces it. */
export async function chooseSatisfaction(db: Db, reservationId: number, isPuas: boolean): Promise<"saved" | "answered"> {
  const existing = await getSatisfaction(db, reservationId);
  if (existing?.rating != null) return "answered";
  await db
    .insert(satisfaction)
    .values({ reservationId, isPuas })
    .onConflictDoUpdate({ target: satisfaction.reservationId, set: { isPuas }, where: isNull(satisfaction.rating) });
  return "saved";
}

/** The guest's first name as reviews show it. */
export function firstName(nama: string): string {
  return nama.trim().split(/\s+/)[0] ?? "";
}

export type SaveSatisfactionResult = "saved" | "answered" | "notChosen";

/**
 * Reasons, rating and comment in one batch, each statement conditioned on the answer still being
 * open; the review insert fails on its unique key if a concurrent save got there first, rolling the
 * whole batch back.
 */
export async function saveSatisfaction(
  db: Db,
  reservationId: number,
  answer: { reasonIds: readonly number[]; rating: number; komentar: string | null },
  now: Date,
): Promise<SaveSatisfactionResult> {
  const current = await getSatisfaction(db, reservationId);
  if (!current) return "notChosen";
  if (current.rating != null) return "answered";
  const owner = await stayOfOrder(db, reservationId);
  if (!owner) return "notChosen";
  const reasonIds = [...new Set(answer.reasonIds)];
  const stillOpen = sql`exists (select 1 from ${satisfaction} where ${satisfaction.id} = ${current.id} and ${satisfaction.rating} is null)`;
  const statements = [];
  if (reasonIds.length > 0) {
    statements.push(
      db.insert(satisfactionDetail).select(
        db
          .select({ satisfactionId: sql<number>`${current.id}`.as("satisfaction_id"), reasonId: satisfactionReason.id })
          .from(satisfactionReason)
          .where(and(inArray(satisfactionReason.id, reasonIds), eq(satisfactionReason.aktif, true), stillOpen)),
      ),
    );
  }
  statements.push(
    db
      .update(satisfaction)
      .set({ rating: answer.rating, komentar: answer.komentar, tgl: now })
      .where(and(eq(satisfaction.id, current.id), isNull(satisfaction.rating))),
  );
  if (answer.komentar) {
    statements.push(
      db.insert(review).values({
        hotelId: owner.hotelId,
        roomTypeId: owner.roomTypeId,
        satisfactionId: current.id,
        guestName: firstName(owner.nama),
        rating: answer.rating,
        komentar: answer.komentar,
        tgl: now,
      }),
      hotelRatingUpdate(db, owner.hotelId),
    );
  }
  try {
    await db.batch(statements as unknown as [(typeof statements)[number], ...(typeof statements)[number][]]);
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) return "answered";
    throw error;
  }
  return "saved";
}

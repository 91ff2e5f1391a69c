import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { hotel, icalFeed, reservation, roomHold, roomNight, roomType, roomUnit } from "~/db/schema";
import type { Db } from "~/models/db.server";
import { isNightTaken, nightsOfRange, releaseHoldNightsStatement } from "~/models/room-hold.server";
import type { FeedEvent } from "~/utils/ical-parse";

/**
 * Applying an imported calendar to its unit (docs/decisions/028): each event is one EXTERNAL hold keyed
 * by (feed, UID). New events are held, moved events release and re-hold their nights, vanished events are
 * deleted with their nights; holds already over are left alone. The nights an event cannot take because
 * something else holds them here are listed in its `konflik` (nights held by the same feed's other events
 * are not conflicts: OTAs publish overlapping entries). Everything is one batch — all new holds in one
 * INSERT … SELECT and all their nights in another, so a 2 000-event calendar costs a handful of
 * statements — and the `room_night` primary key decides against a booking made meanwhile: the batch rolls
 * back and is planned again from a fresh read.
 */

export const MAX_IMPORT_ATTEMPTS = 5;

export interface ImportResult {
  /** Events held for the first time. */
  added: number;
  /** Events whose dates changed (nights released and held again). */
  moved: number;
  /** Events gone from the feed (deleted with their nights). */
  removed: number;
  /** Added or moved events with nights already taken here. */
  conflicts: number;
}

interface ExistingHold {
  id: number;
  uid: string | null;
  cekin: string;
  cekout: string;
  konflik: string | null;
}

interface Plan {
  gone: ExistingHold[];
  moved: { hold: ExistingHold; event: FeedEvent; konflik: string[] }[];
  fresh: { event: FeedEvent; konflik: string[] }[];
  nights: { u: string; n: string }[];
}

const jsonOrNull = (nights: string[]) => (nights.length > 0 ? JSON.stringify(nights) : null);

/** Which nights each added or moved event takes, from one read of the unit's nights over their span. */
async function plan(db: Db, feed: { id: number; unitId: number }, events: FeedEvent[], today: string): Promise<Plan> {
  const existing: ExistingHold[] = await db
    .select({ id: roomHold.id, uid: roomHold.uid, cekin: roomHold.cekin, cekout: roomHold.cekout, konflik: roomHold.konflik })
    .from(roomHold)
    .where(eq(roomHold.feedId, feed.id));
  const byUid = new Map(existing.map((h) => [h.uid, h]));
  const wanted = new Set(events.map((e) => e.uid));
  const gone = existing.filter((h) => !wanted.has(h.uid ?? "") && h.cekout > today);
  const changed = events.filter((e) => {
    const hold = byUid.get(e.uid);
    return !hold || hold.cekin !== e.cekin || hold.cekout !== e.cekout;
  });
  const result: Plan = { gone, moved: [], fresh: [], nights: [] };
  if (changed.length === 0) return result;

  const from = changed.reduce((m, e) => (e.cekin < m ? e.cekin : m), changed[0].cekin);
  const to = changed.reduce((m, e) => (e.cekout > m ? e.cekout : m), changed[0].cekout);
  const ownHolds = new Set(existing.map((h) => h.id));
  const freed = new Set([...gone.map((h) => h.id), ...changed.flatMap((e) => byUid.get(e.uid)?.id ?? [])]);
  const rows = await db
    .select({ night: roomNight.night, holdId: roomNight.holdId })
    .from(roomNight)
    .where(and(eq(roomNight.unitId, feed.unitId), gte(roomNight.night, from), lt(roomNight.night, to)));
  // night → "own" (this feed holds it) or "other" (a booking, a block, another feed)
  const taken = new Map<string, "own" | "other">();
  for (const r of rows) {
    if (r.holdId !== null && freed.has(r.holdId)) continue;
    taken.set(r.night, r.holdId !== null && ownHolds.has(r.holdId) ? "own" : "other");
  }
  for (const event of [...changed].sort((a, b) => (a.cekin < b.cekin ? -1 : a.cekin > b.cekin ? 1 : 0))) {
    const konflik: string[] = [];
    for (const night of nightsOfRange(event.cekin, event.cekout)) {
      const by = taken.get(night);
      if (by === "other") konflik.push(night);
      if (by) continue;
      taken.set(night, "own");
      result.nights.push({ u: event.uid, n: night });
    }
    const hold = byUid.get(event.uid);
    if (hold) result.moved.push({ hold, event, konflik });
    else result.fresh.push({ event, konflik });
  }
  return result;
}

function statementsOf(db: Db, feed: { id: number; unitId: number }, p: Plan) {
  const goneIds = JSON.stringify(p.gone.map((h) => h.id));
  const now = Date.now();
  const fresh = JSON.stringify(
    p.fresh.map(({ event, konflik }) => ({ u: event.uid, i: event.cekin, o: event.cekout, k: jsonOrNull(konflik) })),
  );
  return [
    ...(p.gone.length > 0
      ? [
          db.delete(roomNight).where(sql`${roomNight.holdId} in (select value from json_each(${goneIds}))`),
          db.delete(roomHold).where(sql`${roomHold.id} in (select value from json_each(${goneIds}))`),
        ]
      : []),
    ...p.moved.flatMap(({ hold, event, konflik }) => {
      const k = jsonOrNull(konflik);
      return [
        releaseHoldNightsStatement(db, hold.id),
        db
          .update(roomHold)
          .set({
            cekin: event.cekin,
            cekout: event.cekout,
            konflik: k,
            // Nights newly sold twice are worth telling again.
            ...(k !== null && k !== hold.konflik ? { konflikDilaporkan: false } : {}),
          })
          .where(eq(roomHold.id, hold.id)),
      ];
    }),
    ...(p.fresh.length > 0
      ? [
          // Every column, in the schema's order (drizzle names them all in an INSERT … SELECT).
          db.insert(roomHold).select(
            sql`select null, ${feed.unitId}, 'EXTERNAL', ${feed.id}, json_extract(value, '$.u'), json_extract(value, '$.i'),
              json_extract(value, '$.o'), null, json_extract(value, '$.k'), 0, null, ${now}, ${now}
              from json_each(${fresh}) where true`,
          ),
      ]
      : []),
    ...(p.nights.length > 0
      ? [
          db.insert(roomNight).select(
            sql`select ${feed.unitId}, json_extract(j.value, '$.n'), null, h.id
              from json_each(${JSON.stringify(p.nights)}) j
              join room_hold h on h.feed_id = ${feed.id} and h.uid = json_extract(j.value, '$.u') where true`,
          ),
      ]
      : []),
  ];
}

/** True when a batch lost a race for a night or for a (feed, UID) another sync of the same feed wrote. */
function lostRace(error: unknown): boolean {
  const text = String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error);
  return isNightTaken(error) || (/UNIQUE/i.test(text) && text.includes("room_hold"));
}

export async function applyFeedEvents(
  db: Db,
  feed: { id: number; unitId: number },
  events: FeedEvent[],
  today: string,
): Promise<ImportResult> {
  for (let attempt = 0; ; attempt++) {
    const p = await plan(db, feed, events, today);
    const statements = statementsOf(db, feed, p);
    if (statements.length > 0) {
      try {
        await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
      } catch (error) {
        if (attempt + 1 < MAX_IMPORT_ATTEMPTS && lostRace(error)) {
          await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 5 * (attempt + 1))));
          continue;
        }
        throw error;
      }
    }
    const withKonflik = [...p.fresh, ...p.moved].filter((e) => e.konflik.length > 0).length;
    return { added: p.fresh.length, moved: p.moved.length, removed: p.gone.length, conflicts: withKonflik };
  }
}

/** A conflict to report: the hold, its conflicting nights and who holds each of them here. */
export interface ReportedConflict {
  holdId: number;
  uid: string | null;
  cekin: string;
  cekout: string;
  nights: { night: string; kodeBooking: string | null }[];
}

/**
 * Claims the feed's conflicts not reported yet (a conditional UPDATE, so two overlapping syncs never
 * report the same hold twice) and reads the booking codes holding their nights.
 */
export async function claimUnreportedConflicts(db: Db, feed: { id: number; unitId: number }): Promise<ReportedConflict[]> {
  const claimed = await db
    .update(roomHold)
    .set({ konflikDilaporkan: true })
    .where(and(eq(roomHold.feedId, feed.id), isNotNull(roomHold.konflik), eq(roomHold.konflikDilaporkan, false)))
    .returning({ id: roomHold.id, uid: roomHold.uid, cekin: roomHold.cekin, cekout: roomHold.cekout, konflik: roomHold.konflik });
  if (claimed.length === 0) return [];
  const parsed = claimed
    .map((h) => ({ ...h, list: JSON.parse(h.konflik ?? "[]") as string[] }))
    .sort((a, b) => (a.cekin < b.cekin ? -1 : 1));
  const all = [...new Set(parsed.flatMap((h) => h.list))];
  const holders = await db
    .select({ night: roomNight.night, kodeBooking: reservation.kodeBooking })
    .from(roomNight)
    .leftJoin(reservation, eq(reservation.id, roomNight.reservationId))
    .where(and(eq(roomNight.unitId, feed.unitId), sql`${roomNight.night} in (select value from json_each(${JSON.stringify(all)}))`));
  const codeOf = new Map(holders.map((h) => [h.night, h.kodeBooking]));
  return parsed.map((h) => ({
    holdId: h.id,
    uid: h.uid,
    cekin: h.cekin,
    cekout: h.cekout,
    nights: h.list.map((night) => ({ night, kodeBooking: codeOf.get(night) ?? null })),
  }));
}

/** What a conflict e-mail names: the feed, its unit and the property, and where to write. */
export async function feedPlace(db: Db, feedId: number) {
  return db
    .select({
      label: icalFeed.label,
      unitNomor: roomUnit.nomor,
      roomTypeNama: roomType.nama,
      hotelId: hotel.id,
      hotelNama: hotel.nama,
      hotelEmail: hotel.email,
    })
    .from(icalFeed)
    .innerJoin(roomUnit, eq(roomUnit.id, icalFeed.unitId))
    .innerJoin(roomType, eq(roomType.id, roomUnit.roomTypeId))
    .innerJoin(hotel, eq(hotel.id, roomType.hotelId))
    .where(eq(icalFeed.id, feedId))
    .get();
}

/** The feed's holds, for tests and the channel page: dates, conflicts, in date order. */
export async function listHoldsOfFeed(db: Db, feedId: number) {
  return db
    .select({ id: roomHold.id, uid: roomHold.uid, cekin: roomHold.cekin, cekout: roomHold.cekout, konflik: roomHold.konflik })
    .from(roomHold)
    .where(eq(roomHold.feedId, feedId))
    .orderBy(asc(roomHold.cekin), asc(roomHold.id));
}

/** How many nights the holds of the given feeds hold. */
export async function countHeldNights(db: Db, feedIds: number[]): Promise<number> {
  if (feedIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(roomNight)
    .innerJoin(roomHold, eq(roomHold.id, roomNight.holdId))
    .where(inArray(roomHold.feedId, feedIds));
  return row?.n ?? 0;
}

import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { hotel, icalFeed, roomHold, roomNight, roomType, roomUnit } from "~/db/schema";
import type { Db } from "~/models/db.server";
import { bookingCodesOfNights } from "~/orders/store/order-refs.server";
import { isNightTaken, nightsOfRange } from "~/models/room-hold.server";
import { daysBetween } from "~/utils/dates";
import type { FeedEvent } from "~/utils/ical-parse";
import { chunksBytes, jsonChunks } from "~/utils/json-chunks";

/**
 * Applying an imported calendar to its unit (docs/decisions/028): each event is one EXTERNAL hold keyed
 * by (feed, UID). New events are held, moved events release and re-hold their nights, vanished events are
 * deleted with their nights; holds already over are left alone. The nights an event cannot take because
 * something else holds them here are listed in its `konflik` (nights held by the same feed's other events
 * are not conflicts: OTAs publish overlapping entries). Everything is one batch of set-based statements —
 * new holds, moved holds and their nights each written from JSON lists cut to stay within D1's limits, so
 * a 2 000-event calendar costs a handful of statements — and the `room_night` primary key decides against
 * a booking made meanwhile: the batch rolls back and is planned again from a fresh read.
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
  // Every night of the span once (at most ~1 100): an event's nights are a slice of it, not a date
  // computed per night (2 000 year-long events are 730 000 nights).
  const span = nightsOfRange(from, to);
  for (const event of [...changed].sort((a, b) => (a.cekin < b.cekin ? -1 : a.cekin > b.cekin ? 1 : 0))) {
    const konflik: string[] = [];
    const first = daysBetween(from, event.cekin);
    for (const night of span.slice(first, first + daysBetween(event.cekin, event.cekout))) {
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

/**
 * What one bound JSON list carries at most: D1 refuses a string over 2 000 000 bytes (SQLITE_TOOBIG), and
 * a statement's text over 100 KB or with over 100 parameters; each statement below binds one list and a
 * few numbers, so a list of any length becomes several statements of the same batch.
 */
export const APPLY_CHUNK_BYTES = 256 * 1024;
/**
 * What one apply writes at most. A feed is at most 1 MiB, but its conflicts are not: every event may list
 * up to 365 nights already taken here. A feed past this is refused with `too_many_conflicts`, nothing written.
 */
export const MAX_APPLY_BYTES = 8 * 1024 * 1024;

function statementsOf(db: Db, feed: { id: number; unitId: number }, p: Plan) {
  const now = Date.now();
  const gone = jsonChunks(
    p.gone.map((h) => h.id),
    APPLY_CHUNK_BYTES,
  );
  const movedIds = jsonChunks(
    p.moved.map(({ hold }) => hold.id),
    APPLY_CHUNK_BYTES,
  );
  const moved = jsonChunks(
    p.moved.map(({ hold, event, konflik }) => ({ h: hold.id, i: event.cekin, o: event.cekout, k: jsonOrNull(konflik) })),
    APPLY_CHUNK_BYTES,
  );
  const fresh = jsonChunks(
    p.fresh.map(({ event, konflik }) => ({ u: event.uid, i: event.cekin, o: event.cekout, k: jsonOrNull(konflik) })),
    APPLY_CHUNK_BYTES,
  );
  const nights = jsonChunks(p.nights, APPLY_CHUNK_BYTES);
  const k = sql`json_extract(j.value, '$.k')`;
  const list = [
    ...gone.flatMap((ids) => [
      db.delete(roomNight).where(sql`${roomNight.holdId} in (select value from json_each(${ids}))`),
      db.delete(roomHold).where(sql`${roomHold.id} in (select value from json_each(${ids}))`),
    ]),
    // A moved event gives back all its nights, then takes those of its new dates still free (below).
    ...movedIds.map((ids) => db.delete(roomNight).where(sql`${roomNight.holdId} in (select value from json_each(${ids}))`)),
    ...moved.map((rows) =>
      db
        .update(roomHold)
        .set({
          cekin: sql`json_extract(j.value, '$.i')`,
          cekout: sql`json_extract(j.value, '$.o')`,
          konflik: k,
          // Nights newly sold twice are worth telling again.
          konflikDilaporkan: sql`case when ${k} is not null and ${k} is not ${roomHold.konflik} then 0 else ${roomHold.konflikDilaporkan} end`,
        })
        .from(sql`json_each(${rows}) j`)
        .where(sql`${roomHold.id} = json_extract(j.value, '$.h')`),
    ),
    ...fresh.map((rows) =>
      // Every column, in the schema's order (drizzle names them all in an INSERT … SELECT).
      db.insert(roomHold).select(
        sql`select null, ${feed.unitId}, 'EXTERNAL', ${feed.id}, json_extract(value, '$.u'), json_extract(value, '$.i'),
          json_extract(value, '$.o'), null, json_extract(value, '$.k'), 0, null, ${now}, ${now}
          from json_each(${rows}) where true`,
      ),
    ),
    ...nights.map((rows) =>
      db.insert(roomNight).select(
        sql`select ${feed.unitId}, json_extract(j.value, '$.n'), null, h.id
          from json_each(${rows}) j
          join room_hold h on h.feed_id = ${feed.id} and h.uid = json_extract(j.value, '$.u') where true`,
      ),
    ),
  ];
  return { list, bytes: chunksBytes([...gone, ...movedIds, ...moved, ...fresh, ...nights]) };
}

/** True when a batch lost a race for a night or for a (feed, UID) another sync of the same feed wrote. */
function lostRace(error: unknown): boolean {
  const text = String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error);
  return isNightTaken(error) || (/UNIQUE/i.test(text) && text.includes("room_hold"));
}

/** What applying a feed did, or why it was not applied (nothing written then). */
export type ApplyResult = ({ ok: true } & ImportResult) | { ok: false; error: "too_many_conflicts"; detail: string };

export async function applyFeedEvents(
  db: Db,
  feed: { id: number; unitId: number },
  events: FeedEvent[],
  today: string,
): Promise<ApplyResult> {
  for (let attempt = 0; ; attempt++) {
    const p = await plan(db, feed, events, today);
    const { list, bytes } = statementsOf(db, feed, p);
    if (bytes > MAX_APPLY_BYTES) {
      const nights = [...p.fresh, ...p.moved].reduce((sum, e) => sum + e.konflik.length, 0);
      return { ok: false, error: "too_many_conflicts", detail: String(nights) };
    }
    if (list.length > 0) {
      try {
        await db.batch(list as [(typeof list)[number], ...typeof list]);
      } catch (error) {
        if (attempt + 1 < MAX_IMPORT_ATTEMPTS && lostRace(error)) {
          await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 5 * (attempt + 1))));
          continue;
        }
        throw error;
      }
    }
    const withKonflik = [...p.fresh, ...p.moved].filter((e) => e.konflik.length > 0).length;
    return { ok: true, added: p.fresh.length, moved: p.moved.length, removed: p.gone.length, conflicts: withKonflik };
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
  const holders = await bookingCodesOfNights(db, feed.unitId, all);
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

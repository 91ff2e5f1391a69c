import { and, asc, desc, eq, gte, lt, ne } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { event, type EventItem } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { eventStatus } from "~/utils/events";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { localize } from "./translation.server";

/** Spec §9: one event is shown with three other events. */
export const OTHER_EVENTS = 3;
const BANNER_EVENTS = 5;

const listColumns = {
  id: event.id,
  nama: event.nama,
  tanggal: event.tanggal,
  tanggalSelesai: event.tanggalSelesai,
  lokasi: event.lokasi,
  jenisEvent: event.jenisEvent,
  deskripsi: event.deskripsi,
  fotoKey: event.fotoKey,
  bannerKey: event.bannerKey,
};

type EventRow = Pick<EventItem, keyof typeof listColumns>;

/** Puts events' texts into the page's language (one D1 query for English and French). */
function localizeEvents(db: Db, language: Language, rows: EventRow[]) {
  return localize(db, language, [{ entity: "event", rows, fields: ["nama", "lokasi", "jenisEvent", "deskripsi"] }]);
}

function present(row: EventRow, today: string) {
  return {
    ...row,
    deskripsi: sanitizeHtml(row.deskripsi),
    status: eventStatus(row.tanggal, row.tanggalSelesai, today),
  };
}

export type EventSummary = ReturnType<typeof present>;

/**
 * The events page: every event as a timeline, newest date first (spec §2), and the banner events:
 * upcoming ones with a banner, soonest first, topped up with the latest past ones.
 */
export async function getEventsIndex(db: Db, today: string, language: Language) {
  const rows = await db
    .select(listColumns)
    .from(event)
    .orderBy(desc(event.tanggal), desc(event.id));
  await localizeEvents(db, language, rows);
  const events = rows.map((row) => present(row, today));
  const withBanner = events.filter((e) => e.bannerKey);
  const coming = withBanner.filter((e) => e.status !== "past").reverse();
  const past = withBanner.filter((e) => e.status === "past");
  const banners = [...coming, ...past].slice(0, BANNER_EVENTS);
  return { events, banners };
}

/**
 * One event and three others: the next upcoming ones, soonest first, then the most recent past ones.
 * Null when there is no such event.
 */
export async function getEventPage(db: Db, id: number, today: string, language: Language) {
  const [found, upcoming, past] = await db.batch([
    db.select(listColumns).from(event).where(eq(event.id, id)).limit(1),
    db
      .select(listColumns)
      .from(event)
      .where(and(ne(event.id, id), gte(event.tanggal, today)))
      .orderBy(asc(event.tanggal), asc(event.id))
      .limit(OTHER_EVENTS),
    db
      .select(listColumns)
      .from(event)
      .where(and(ne(event.id, id), lt(event.tanggal, today)))
      .orderBy(desc(event.tanggal), desc(event.id))
      .limit(OTHER_EVENTS),
  ]);
  if (!found[0]) return null;
  const others = [...upcoming, ...past].slice(0, OTHER_EVENTS);
  await localizeEvents(db, language, [found[0], ...others]);
  return { event: present(found[0], today), others: others.map((row) => present(row, today)) };
}

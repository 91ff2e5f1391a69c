import { asc, desc, eq, gte, lt } from "drizzle-orm";
import type { LayoutData } from "~/utils/layout-data";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/config";
import { cafe, destination, event, link, profile } from "~/db/schema";
import { contactTexts, firstContactQuery } from "./contact.server";
import { contentMemo } from "./content-memo.server";
import { localize } from "./translation.server";
import { batchPrepared, placeholder, preparedQuery } from "./prepared.server";
import { formatDate } from "~/utils/dates";
import { themeRowsQuery, themeVariables } from "./theme.server";
import { CONTACT_SCHEMES, safeHref } from "~/utils/safe-href";
import type { MaybeUntranslated } from "~/utils/content-lang";

const safeLink = (url: string) => safeHref(url, { schemes: CONTACT_SCHEMES, relative: true }) ?? "";

const LATEST_EVENTS = 4;

const eventColumns = { id: event.id, nama: event.nama, tanggal: event.tanggal, lokasi: event.lokasi };
const today = placeholder<string>("today");

/** The shell's queries, prepared once (prepared.server.ts); only the upcoming/past events take a value. */
const contactsQuery = preparedQuery("layout.contact", (db) => firstContactQuery(db));
const profilesQuery = preparedQuery("layout.profiles", (db) =>
  db.select({ id: profile.id, judul: profile.judul }).from(profile).where(eq(profile.inMenu, true)).orderBy(asc(profile.urutan), asc(profile.id)),
);
const destinationsQuery = preparedQuery("layout.destinations", (db) =>
  db
    .select({ id: destination.id, nama: destination.nama })
    .from(destination)
    .where(eq(destination.aktif, true))
    .orderBy(asc(destination.urutan), asc(destination.id)),
);
const cafesQuery = preparedQuery("layout.cafes", (db) =>
  db.select({ id: cafe.id, nama: cafe.nama }).from(cafe).where(eq(cafe.aktif, true)).orderBy(asc(cafe.urutan), asc(cafe.id)),
);
const linksQuery = preparedQuery("layout.links", (db) =>
  db.select({ id: link.id, nama: link.nama, url: link.url, posisi: link.posisi }).from(link).orderBy(asc(link.urutan), asc(link.id)),
);
const upcomingQuery = preparedQuery("layout.upcomingEvents", (db) =>
  db.select(eventColumns).from(event).where(gte(event.tanggal, today)).orderBy(asc(event.tanggal), asc(event.id)).limit(LATEST_EVENTS),
);
const pastQuery = preparedQuery("layout.pastEvents", (db) =>
  db.select(eventColumns).from(event).where(lt(event.tanggal, today)).orderBy(desc(event.tanggal), desc(event.id)).limit(LATEST_EVENTS),
);
const themeQuery = preparedQuery("layout.theme", (db) => themeRowsQuery(db));

/**
 * Everything the shell (header, footer, theme) shows on every page, in the page's language: one D1
 * round trip, and one more for the English and French versions.
 * "Latest events" are the next upcoming ones, topped up with the most recent past ones.
 */
export async function getLayoutData(db: Db, day: string, language: Language): Promise<LayoutData> {
  const [contacts, profiles, destinations, cafes, links, upcoming, past, theme] = await batchPrepared(db, [
    contactsQuery.with(db, {}),
    profilesQuery.with(db, {}),
    destinationsQuery.with(db, {}),
    cafesQuery.with(db, {}),
    linksQuery.with(db, {}),
    upcomingQuery.with(db, { today: day }),
    pastQuery.with(db, { today: day }),
    themeQuery.with(db, {}),
  ] as const);

  const latestEvents = [...upcoming];
  for (const e of past) {
    if (latestEvents.length >= LATEST_EVENTS) break;
    if (!latestEvents.some((x) => x.id === e.id)) latestEvents.push(e);
  }
  await localize(db, language, [
    contactTexts(contacts),
    { entity: "profile", rows: profiles, fields: ["judul"] },
    { entity: "destination", rows: destinations, fields: ["nama"] },
    { entity: "cafe", rows: cafes, fields: ["nama"] },
    { entity: "link", rows: links, fields: ["nama"] },
    { entity: "event", rows: latestEvents, fields: ["nama", "lokasi"] },
  ]);
  // Links stored before URL fields were checked may hold anything: only a safe address is sent.
  const linksAt = (posisi: string) =>
    links.filter((l) => l.posisi === posisi).map(({ id, nama, url, untranslated }: (typeof links)[number] & MaybeUntranslated) => ({ id, nama, url: safeLink(url), untranslated }));

  return {
    contact: contacts[0] ?? null,
    profileMenu: profiles,
    destinations,
    cafes,
    headerLinks: linksAt("HEADER"),
    footerLinks: linksAt("FOOTER"),
    latestEvents,
    themeVariables: themeVariables(theme),
  };
}

/** A page's shell: the layout data and the footer's event dates written out in the page's language. */
export interface PageLayout {
  layout: LayoutData;
  eventDates: Record<number, string>;
}

async function buildPageLayout(db: Db, day: string, language: Language): Promise<PageLayout> {
  const layout = await getLayoutData(db, day, language);
  const eventDates: Record<number, string> = Object.fromEntries(
    layout.latestEvents.map((e) => [e.id, formatDate(e.tanggal, "long", language)]),
  );
  return { layout, eventDates };
}

/**
 * The shell of a request: today's layout data (Asia/Jakarta) and the footer's event dates written out in
 * the page's language, so the layout every page loads needs no date library in the browser.
 *
 * Everything in it is content, changed by an edit, which moves the content version (ADR 008): so it is read
 * once per version, day, language and isolate (contentMemo), and a page's own queries are its only D1 round
 * trip (ADR 031). `contentVersionTtlMs` is how the version is read; 0 reads the shell afresh on every request.
 */
export const getPageLayout = contentMemo(buildPageLayout);

import { and, asc, count, eq, gt, isNotNull } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { banner, contact, contactMessage } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { localize, type LocalizeGroup } from "./translation.server";

/** Naive per-IP limit for the contact form: at most this many messages … */
export const CONTACT_RATE_LIMIT = 5;
/** … within this window. */
export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;

/** The contact record the site shows everywhere (spec §3: the first record), for use in a batch. */
export function firstContactQuery(db: Db) {
  return db
    .select({
      id: contact.id,
      nama: contact.nama,
      alamat: contact.alamat,
      telepon: contact.telepon,
      email: contact.email,
      whatsapp: contact.whatsapp,
      jamOperasional: contact.jamOperasional,
      latitude: contact.latitude,
      longitude: contact.longitude,
    })
    .from(contact)
    .orderBy(asc(contact.id))
    .limit(1);
}

/** The contact record's texts to put into the page's language (its name, the opening hours), for `localize`. */
export function contactTexts(rows: { id: number; nama: string; jamOperasional: string | null }[]): LocalizeGroup<object> {
  return { entity: "contact", rows, fields: ["nama", "jamOperasional"] };
}

/** The contact page: the contact record, in the page's language, and an image for link previews. */
export async function getContactPage(db: Db, language: Language) {
  const [contacts, banners] = await db.batch([
    firstContactQuery(db),
    db
      .select({ fotoKey: banner.fotoKey })
      .from(banner)
      .where(and(eq(banner.publish, true), isNotNull(banner.fotoKey)))
      .orderBy(asc(banner.urutan), asc(banner.id))
      .limit(1),
  ]);
  await localize(db, language, [contactTexts(contacts)]);
  return { contact: contacts[0] ?? null, shareImage: banners[0]?.fotoKey ?? null };
}

/** The address visitors' messages are sent to (the contact record's e-mail), or null. */
export async function getContactEmail(db: Db): Promise<string | null> {
  const row = await db.select({ email: contact.email }).from(contact).orderBy(asc(contact.id)).limit(1).get();
  return row?.email ?? null;
}

/** How many messages this IP sent within the rate-limit window. */
export async function recentMessageCount(db: Db, ip: string, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - CONTACT_RATE_WINDOW_MS);
  const row = await db
    .select({ n: count() })
    .from(contactMessage)
    .where(and(eq(contactMessage.ip, ip), gt(contactMessage.createdAt, since)))
    .get();
  return row?.n ?? 0;
}

export interface NewContactMessage {
  nama: string;
  email: string;
  subjek: string | null;
  pesan: string;
  ip: string;
}

/** Stores a visitor's message; returns its id. */
export async function saveContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessage).values(message).returning({ id: contactMessage.id });
  return row.id;
}

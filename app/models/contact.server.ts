import { and, asc, count, eq, gt, isNotNull } from "drizzle-orm";
import type { Db } from "~/context.server";
import { banner, contact, contactMessage, outbox } from "~/db/schema";
import { messagesFor } from "~/utils/meta";

/** Naive per-IP limit for the contact form: at most this many messages … */
export const CONTACT_RATE_LIMIT = 5;
/** … within this window. */
export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000;

/** The contact record the site shows (spec §3: the first record), and an image for link previews. */
export async function getContactPage(db: Db) {
  const [contacts, banners] = await db.batch([
    db
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
      .limit(1),
    db
      .select({ fotoKey: banner.fotoKey })
      .from(banner)
      .where(and(eq(banner.publish, true), isNotNull(banner.fotoKey)))
      .orderBy(asc(banner.urutan), asc(banner.id))
      .limit(1),
  ]);
  return { contact: contacts[0] ?? null, shareImage: banners[0]?.fotoKey ?? null };
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

export interface StaffEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Stores a visitor's message and, in the same batch, queues the e-mail that tells staff about it
 * (the outbox is sent by the mailer; nothing is sent while the visitor waits).
 */
export async function saveContactMessage(db: Db, message: NewContactMessage, email: StaffEmail | null) {
  const insertMessage = db.insert(contactMessage).values(message).returning({ id: contactMessage.id });
  if (!email) {
    const [row] = await insertMessage;
    return row.id;
  }
  const [rows] = await db.batch([
    insertMessage,
    db.insert(outbox).values({
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      kind: "contact_message",
      langKey: "id",
    }),
  ]);
  return rows[0].id;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The e-mail that tells staff about a message, in Indonesian (the staff's language). The visitor's text is
 * escaped in the HTML part; the plain-text part carries it as written.
 */
export function staffEmailFor(message: Omit<NewContactMessage, "ip">, to: string): StaffEmail {
  const m = messagesFor("id").content.contact.staffEmail;
  const subjek = message.subjek || m.noSubject;
  const subject = m.subject.replace("{{subjek}}", subjek).slice(0, 200);
  const text = [
    m.intro,
    "",
    `${m.from}: ${message.nama} <${message.email}>`,
    `${m.subjectLabel}: ${subjek}`,
    "",
    `${m.message}:`,
    message.pesan,
    "",
    m.replyHint,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(m.intro)}</p>`,
    `<p><strong>${escapeHtml(m.from)}:</strong> ${escapeHtml(message.nama)} &lt;${escapeHtml(message.email)}&gt;<br>`,
    `<strong>${escapeHtml(m.subjectLabel)}:</strong> ${escapeHtml(subjek)}</p>`,
    `<p><strong>${escapeHtml(m.message)}:</strong></p>`,
    `<p>${escapeHtml(message.pesan).replace(/\r?\n/g, "<br>")}</p>`,
    `<p>${escapeHtml(m.replyHint)}</p>`,
  ].join("\n");
  return { to, subject, html, text };
}

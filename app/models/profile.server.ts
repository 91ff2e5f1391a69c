import { asc, eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { contact, profile } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { localize } from "./translation.server";

/**
 * One company profile page, every profile page (the page lists the others), and the contact record the
 * Organization structured data describes, in the page's language. Null when there is no such profile.
 */
export async function getProfilePage(db: Db, id: number, language: Language) {
  const [found, all, contacts] = await db.batch([
    db
      .select({ id: profile.id, judul: profile.judul, ringkasan: profile.ringkasan, isi: profile.isi, fotoKey: profile.fotoKey })
      .from(profile)
      .where(eq(profile.id, id))
      .limit(1),
    db
      .select({ id: profile.id, judul: profile.judul, ringkasan: profile.ringkasan, isi: profile.isi, fotoKey: profile.fotoKey })
      .from(profile)
      .orderBy(asc(profile.urutan), asc(profile.id)),
    db
      .select({
        id: contact.id,
        nama: contact.nama,
        alamat: contact.alamat,
        telepon: contact.telepon,
        email: contact.email,
      })
      .from(contact)
      .orderBy(asc(contact.id))
      .limit(1),
  ]);
  if (!found[0]) return null;
  const others = all.filter((p) => p.id !== id);
  await localize(db, language, [
    { entity: "profile", rows: [found[0], ...others], fields: ["judul", "ringkasan", "isi"] },
    { entity: "contact", rows: contacts, fields: ["nama"] },
  ]);
  return {
    profile: { ...found[0], isi: sanitizeHtml(found[0].isi) },
    others: others.map((p) => ({ ...p, isi: sanitizeHtml(p.isi) })),
    organization: contacts[0] ?? null,
  };
}

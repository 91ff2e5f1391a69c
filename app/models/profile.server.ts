import { asc, eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { contact, profile } from "~/db/schema";
import { sanitizeHtml } from "~/utils/sanitize-html";

/**
 * One company profile page, every profile page (the page lists the others), and the contact record the
 * Organization structured data describes. Null when there is no such profile.
 */
export async function getProfilePage(db: Db, id: number) {
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
  return {
    profile: { ...found[0], isi: sanitizeHtml(found[0].isi) },
    others: all.filter((p) => p.id !== id).map((p) => ({ ...p, isi: sanitizeHtml(p.isi) })),
    organization: contacts[0] ?? null,
  };
}

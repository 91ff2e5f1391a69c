import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profile, translation } from "~/db/schema";
import { getContentVersion } from "~/models/content-version.server";
import { RESOURCES } from "~/models/crud-resources/index.server";
import { tableOf } from "~/models/translation-status.server";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { isHtmlField, TRANSLATABLE, TRANSLATABLE_ENTITIES } from "~/utils/translatable";
import { decodeHtml } from "./support/browser";
import { staffBrowser } from "./support/crud";
import { db, unique } from "./support/db";

/**
 * Staff write English and French beside the Indonesian in the master-data forms (docs/decisions/026):
 * plain form posts, as a browser without JavaScript sends them.
 */

/** The value of an input, or the text of a textarea, of a rendered form by its name. */
function formValue(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  if (input) return /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
  const textarea = new RegExp(`<textarea[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html);
  return textarea ? decodeHtml(textarea[1]) : null;
}

/** The HTML of one list row. */
function rowHtml(html: string, id: number): string {
  const start = html.indexOf(`<tr data-id="${id}"`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</tr>", start));
}

async function translationsOfProfile(id: number) {
  const rows = await db
    .select({ field: translation.field, lang: translation.lang, text: translation.text })
    .from(translation)
    .where(and(eq(translation.entity, "profile"), eq(translation.entityId, id)));
  return Object.fromEntries(rows.map((r) => [`${r.field}.${r.lang}`, r.text]));
}

const HOSTILE = '<img src="x" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">lien</a>';

describe("translatable fields in the master-data forms", () => {
  it("a French staff member without JavaScript saves id/en/fr, the longest French title and sanitised French HTML; the form reads all three back", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "fr");
    const slug = unique("profil-tiga-bahasa");
    const longFrench = "Théière é".repeat(20).slice(0, 150);
    expect(longFrench).toHaveLength(150);
    const isi = `<p>Kebun teh di lereng gunung.</p>${HOSTILE}`;
    const isiFr = `<p>Plantation de thé à flanc de montagne.</p>${HOSTILE}`;
    const before = await getContentVersion(db);

    const created = await browser.post("/master/profil/new", {
      judul: "Sejarah Kebun",
      judul__en: "History of the estate",
      judul__fr: longFrench,
      slug,
      ringkasan: "Ringkasan singkat",
      ringkasan__fr: "Résumé court",
      isi,
      isi__en: "<p>Tea on the slopes.</p>",
      isi__fr: isiFr,
    });
    expect(created.status).toBe(302);
    expect(Number(await getContentVersion(db))).toBeGreaterThan(Number(before));
    const [row] = await db.select().from(profile).where(eq(profile.slug, slug));
    const stored = await translationsOfProfile(row.id);
    expect(stored).toEqual({
      "judul.en": "History of the estate",
      "judul.fr": longFrench,
      "ringkasan.fr": "Résumé court",
      "isi.en": "<p>Tea on the slopes.</p>",
      "isi.fr": sanitizeHtml(isiFr),
    });
    // French HTML goes through the very sanitiser the Indonesian does.
    expect(row.isi).toBe(sanitizeHtml(isi));
    for (const text of [row.isi ?? "", stored["isi.fr"]]) {
      expect(text).not.toMatch(/<script|onerror|javascript:/i);
    }

    const { html } = await browser.visit(`/master/profil/${row.id}/edit`);
    expect(formValue(html, "judul")).toBe("Sejarah Kebun");
    expect(formValue(html, "judul__en")).toBe("History of the estate");
    expect(formValue(html, "judul__fr")).toBe(longFrench);
    expect(formValue(html, "ringkasan__en")).toBe("");
    expect(formValue(html, "isi__fr")).toBe(sanitizeHtml(isiFr));
    // Three labelled inputs, each in its language, grouped under the field's name.
    expect(html).toMatch(/<fieldset class="crud-field crud-translatable"><legend>Titre<\/legend>/);
    expect(html).toMatch(/<label for="[^"]+">Anglais<\/label><input[^>]*name="judul__en" lang="en"[^>]*maxLength="150"/i);
  });

  it("keeps the Indonesian rules, and holds English and French to the same length", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "fr");
    const empty = await browser.post("/master/profil/new", { judul: "", judul__en: "Only English", slug: unique("kosong") });
    expect(empty.status).toBe(400);
    const tooLong = await browser.post("/master/profil/new", { judul: "Judul", judul__fr: "é".repeat(151), slug: unique("panjang") });
    expect(tooLong.status).toBe(400);
    const html = decodeHtml(await tooLong.text());
    expect(html).toMatch(/name="judul__fr"[^>]*aria-invalid="true"/);
    expect(html).toContain("150 caractères au plus.");
  });

  it("clearing English removes it; the list and the missing-translations view say what is missing until it is translated; deleting removes the rest", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "fr");
    const slug = unique("profil-hapus");
    const judul = unique("Profil Terjemahan");
    const form = { judul, slug, judul__en: "Translated", judul__fr: "Traduit" };
    expect((await browser.post("/master/profil/new", form)).status).toBe(302);
    const [row] = await db.select().from(profile).where(eq(profile.slug, slug));
    const editLink = `href="/master/profil/${row.id}/edit"`;

    let list = await browser.visit(`/master/profil?q=${encodeURIComponent(judul)}`);
    expect(rowHtml(list.html, row.id)).toContain("EN ✓");
    expect(rowHtml(list.html, row.id)).toContain("FR ✓");
    expect((await browser.visit("/master/terjemahan")).html).not.toContain(editLink);

    const before = await getContentVersion(db);
    expect((await browser.post(`/master/profil/${row.id}/edit`, { ...form, judul__en: "  " })).status).toBe(302);
    expect(Number(await getContentVersion(db))).toBeGreaterThan(Number(before));
    expect(await translationsOfProfile(row.id)).toEqual({ "judul.fr": "Traduit" });

    list = await browser.visit(`/master/profil?q=${encodeURIComponent(judul)}`);
    expect(list.html).toContain("<th");
    expect(list.html).toContain("Traductions");
    const cells = rowHtml(list.html, row.id);
    expect(cells).toContain("EN ✗");
    expect(cells).toContain("Anglais manquant");
    expect(cells).toContain("FR ✓");

    const missing = await browser.visit("/master/terjemahan");
    expect(missing.response.status).toBe(200);
    expect(missing.html).toContain("Traductions manquantes");
    expect(missing.html).toContain(`${editLink}>${judul}</a>`);

    expect((await browser.post(`/master/profil/${row.id}/edit`, form)).status).toBe(302);
    expect((await browser.visit("/master/terjemahan")).html).not.toContain(editLink);

    expect((await browser.post(`/master/profil/${row.id}/delete`, {})).status).toBe(302);
    expect(await db.select().from(profile).where(eq(profile.id, row.id))).toEqual([]);
    expect(await translationsOfProfile(row.id)).toEqual({});
  });

  it("is open to administrators only", async () => {
    const other = await staffBrowser(["ROLE_USER", "ROLE_FRONTDESK"]);
    expect((await other.get("/master/terjemahan")).status).toBe(403);
  });
});

describe("the resources and the list of translatable fields", () => {
  it("edit every TRANSLATABLE field of every table in the list, HTML exactly where the list says so", () => {
    const problems: string[] = [];
    for (const entity of TRANSLATABLE_ENTITIES) {
      const definition = RESOURCES.find((d) => d.table === tableOf(entity));
      if (!definition) {
        problems.push(`${entity}: no resource`);
        continue;
      }
      expect(definition.entity, entity).toBe(entity);
      for (const name of TRANSLATABLE[entity].fields) {
        const field = definition.fields.find((f) => f.name === name);
        if (!field) problems.push(`${definition.name}: no field ${name}`);
        else if ((field.kind === "html") !== isHtmlField(entity, name)) problems.push(`${definition.name}.${name}: ${field.kind}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

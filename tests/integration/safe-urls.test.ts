import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { banner, link, video } from "~/db/schema";
import { fieldSpecs } from "~/crud/define";
import { RESOURCES } from "~/models/crud-resources/index.server";
import { formSchema } from "~/crud/fields";
import { safeHref } from "~/utils/safe-href";
import { decodeHtml, TestBrowser } from "./support/browser";
import { postMultipart, staffBrowser } from "./support/crud";
import { db, unique } from "./support/db";

/** An href that a browser would read as a javascript: URL (spaces, controls and tabs dropped). */
// eslint-disable-next-line no-control-regex
const SCRIPT_HREF = /href="[\s\u0000-\u001f]*java\s*script:/i;

/** Ways a script URL is written to slip past a naive check; browsers run every one of them. */
const UNSAFE = [
  "javascript:alert(1)",
  " JAVASCRIPT:alert(document.cookie)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0001javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "//evil.example/x",
  "/\\evil.example/x",
  "https:evil.example",
];

const urlFields = RESOURCES.flatMap((resource) =>
  resource.fields.filter((field) => field.kind === "url").map((field) => [resource.name, field.name] as const),
);

describe("URL fields accept only safe schemes", () => {
  it("declares every link-like field of every resource as a URL field", () => {
    expect(urlFields).toEqual(
      expect.arrayContaining([
        ["banner", "linkUrl"],
        ["link", "url"],
        ["video", "url"],
      ]),
    );
    for (const resource of RESOURCES) {
      for (const field of resource.fields) {
        if (/url|link|href/i.test(field.name)) expect(field.kind, `${resource.name}.${field.name}`).toBe("url");
      }
    }
  });

  it.each(urlFields)("refuses script and data URLs in %s.%s, with the message of that field", (name, fieldName) => {
    const resource = RESOURCES.find((r) => r.name === name)!;
    const schema = formSchema(fieldSpecs(resource));
    for (const value of UNSAFE) {
      const result = schema.safeParse({ [fieldName]: value });
      expect(result.success, JSON.stringify(value)).toBe(false);
      const issues = result.error!.issues.filter((issue) => issue.path[0] === fieldName);
      expect(issues.map((issue) => issue.message)[0], JSON.stringify(value)).toMatch(/^crud\.validation\.url/);
    }
    const ok = schema.safeParse({ [fieldName]: "  https://www.youtube.com/watch?v=Wn7sTeh2025 " });
    expect(ok.success ? [] : ok.error.issues.filter((issue) => issue.path[0] === fieldName)).toEqual([]);
  });

  it("keeps mailto:/tel: to the links that need them and site paths to links and banners", () => {
    const accepts = (name: string, fieldName: string, value: string) => {
      const schema = formSchema(fieldSpecs(RESOURCES.find((r) => r.name === name)!));
      const result = schema.safeParse({ [fieldName]: value });
      return result.success || !result.error.issues.some((issue) => issue.path[0] === fieldName);
    };
    expect(accepts("link", "url", "mailto:info@agrowisata.example")).toBe(true);
    expect(accepts("link", "url", "tel:+62341426123")).toBe(true);
    expect(accepts("link", "url", "/kontak")).toBe(true);
    expect(accepts("banner", "linkUrl", "/wisata/3")).toBe(true);
    expect(accepts("banner", "linkUrl", "mailto:info@agrowisata.example")).toBe(false);
    expect(accepts("video", "url", "/galery-video")).toBe(false);
    expect(accepts("video", "url", "tel:123")).toBe(false);
  });

  it("refuses an unsafe link posted to the back-office with a 400 in the editor's language, storing nothing", async () => {
    const browser = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "fr");
    const nama = unique("Lien piégé");
    const form = new FormData();
    form.set("posisi", "FOOTER");
    form.set("nama", nama);
    form.set("url", " JAVASCRIPT:alert(1)");
    const response = await postMultipart(browser, "/master/link/new", form);
    expect(response.status).toBe(400);
    expect(decodeHtml(await response.text())).toContain(
      "Saisissez une adresse commençant par https://, http://, mailto: ou tel:, ou une page de ce site commençant par /",
    );
    expect(await db.$count(link, eq(link.nama, nama))).toBe(0);
  });

  it("renders a bad row stored directly in D1 without its href on the public pages", async () => {
    const nama = unique("Tautan lama");
    const judul = unique("Video lama");
    await db.insert(link).values({ posisi: "FOOTER", nama, url: "java\tscript:alert(1)", urutan: 1 });
    await db.insert(video).values({ judul, url: "javascript:alert(2)", urutan: 1 });
    const visitor = new TestBrowser({ language: "id" });

    const home = decodeHtml((await visitor.visit(`/faq?v=${unique("x")}`)).html);
    expect(home).toContain(nama);
    expect(home).not.toMatch(SCRIPT_HREF);
    const videos = decodeHtml((await visitor.visit(`/galery-video?v=${unique("x")}`)).html);
    expect(videos).toContain(judul);
    expect(videos).not.toMatch(SCRIPT_HREF);
    expect(videos).not.toContain("alert(2)");
  });

  it("migration 0011 empties unsafe stored URLs and keeps safe ones", async () => {
    const bad = await db
      .insert(link)
      .values({ posisi: "FOOTER", nama: unique("l"), url: " JAVASCRIPT:alert(1)", urutan: 1 })
      .returning({ id: link.id });
    const good = await db
      .insert(link)
      .values({ posisi: "FOOTER", nama: unique("l"), url: "mailto:info@agrowisata.example", urutan: 1 })
      .returning({ id: link.id });
    const badVideo = await db
      .insert(video)
      .values({ judul: unique("v"), url: "data:text/html,x", urutan: 1 })
      .returning({ id: video.id });
    const badBanner = await db
      .insert(banner)
      .values({ fotoKey: "seed/x.jpg", linkUrl: "java\tscript:alert(1)" })
      .returning({ id: banner.id });
    const goodBanner = await db
      .insert(banner)
      .values({ fotoKey: "seed/x.jpg", linkUrl: "/hotel" })
      .returning({ id: banner.id });

    // Run the migration's clean-up statements again, as a deployment with old rows would.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0011_"))!;
    const updates = migration.queries.filter((query) =>
      /^\s*(--[^\n]*\n\s*)*UPDATE `(link|banner|video)`/i.test(query),
    );
    expect(updates).toHaveLength(3);
    for (const query of updates) await env.DB.prepare(query).run();

    const url = async (id: number) => (await db.select({ url: link.url }).from(link).where(eq(link.id, id)))[0].url;
    expect(await url(bad[0].id)).toBe("");
    expect(await url(good[0].id)).toBe("mailto:info@agrowisata.example");
    expect((await db.select().from(video).where(eq(video.id, badVideo[0].id)))[0].url).toBe("");
    expect((await db.select().from(banner).where(eq(banner.id, badBanner[0].id)))[0].linkUrl).toBeNull();
    expect((await db.select().from(banner).where(eq(banner.id, goodBanner[0].id)))[0].linkUrl).toBe("/hotel");
  });

  it("safeHref reads URLs as browsers do", () => {
    for (const value of UNSAFE) expect(safeHref(value, { relative: true }), JSON.stringify(value)).toBeUndefined();
    expect(safeHref(" https://example.com/a b ")).toBe("https://example.com/a b");
    expect(safeHref("/wisata/3")).toBe("/wisata/3");
    expect(safeHref("/wisata/3", { relative: false })).toBeUndefined();
    expect(safeHref("mailto:a@b.example")).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});

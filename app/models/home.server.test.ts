import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { banner, translation } from "~/db/schema";
import { testDb } from "../../tests/fixtures/accommodation";
import { CONTENT_MAX_AGE_MS } from "./content-memo.server";
import { bumpContentVersion } from "./content-version.server";
import { getHomeContent } from "./home.server";

const db = testDb();
const TTL = 60_000;

const bannerTitles = async (language: "id" | "en" | "fr", ttl = TTL, now?: number) =>
  (await getHomeContent(db, language, ttl, now)).banners.map((b) => b.judul);

describe("the home page's content", () => {
  let id: number;

  beforeAll(async () => {
    [{ id }] = await db
      .insert(banner)
      .values({ judul: "Panen Kopi Ijen", fotoKey: "test/panen.svg", publish: true, urutan: 1 })
      .returning({ id: banner.id });
    await bumpContentVersion(db);
  });

  it("is read once per content version: a write that did not move the version is not seen", async () => {
    expect(await bannerTitles("id")).toContain("Panen Kopi Ijen");
    await db.update(banner).set({ judul: "Diubah Diam-diam" }).where(eq(banner.id, id));
    expect(await bannerTitles("id")).toContain("Panen Kopi Ijen");
  });

  it("shows an editor's change on the next page of the isolate that made it", async () => {
    await db.update(banner).set({ judul: "Festival Kopi" }).where(eq(banner.id, id));
    await bumpContentVersion(db);
    expect(await bannerTitles("id")).toEqual(expect.arrayContaining(["Festival Kopi"]));
    expect(await bannerTitles("id")).not.toContain("Panen Kopi Ijen");
  });

  it("keeps each language apart: French reads its translation, Indonesian keeps its text", async () => {
    await db.insert(translation).values({ entity: "banner", entityId: id, field: "judul", lang: "fr", text: "Fête du café" });
    await bumpContentVersion(db);
    expect(await bannerTitles("fr")).toContain("Fête du café");
    expect(await bannerTitles("id")).toContain("Festival Kopi");
    expect(await bannerTitles("en")).toContain("Festival Kopi");
  });

  it("is read again after CONTENT_MAX_AGE_MS, and on every call with TTL 0", async () => {
    const start = Date.now();
    expect(await bannerTitles("id", TTL, start)).toContain("Festival Kopi");
    await db.update(banner).set({ judul: "Lewat Migrasi" }).where(eq(banner.id, id));
    expect(await bannerTitles("id", TTL, start + 1_000)).toContain("Festival Kopi");
    expect(await bannerTitles("id", TTL, start + CONTENT_MAX_AGE_MS + 1)).toContain("Lewat Migrasi");
    await db.update(banner).set({ judul: "Segar" }).where(eq(banner.id, id));
    expect(await bannerTitles("id", 0)).toContain("Segar");
  });

  it("cannot be changed by a page that reads it (it is shared)", async () => {
    const content = await getHomeContent(db, "id", TTL);
    expect(() => {
      (content.banners as unknown[]).push({});
    }).toThrow(TypeError);
    expect(() => {
      (content.banners[0] as { judul: string | null }).judul = "x";
    }).toThrow(TypeError);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { destination, translation } from "~/db/schema";
import { testDb } from "../../tests/fixtures/accommodation";
import { bumpContentVersion } from "./content-version.server";
import { CONTENT_MAX_AGE_MS } from "./content-memo.server";
import { getPageLayout } from "./layout.server";

const db = testDb();
const TTL = 60_000;

const menuNames = async (language: "id" | "en", ttl = TTL, now?: number) =>
  (await getPageLayout(db, language, ttl, now)).layout.destinations.map((d) => d.nama);

describe("the page shell (menus, footer, theme)", () => {
  let id: number;

  beforeAll(async () => {
    [{ id }] = await db
      .insert(destination)
      .values({ nama: "Kebun Teh Shell", urutan: 1, aktif: true })
      .returning({ id: destination.id });
    await bumpContentVersion(db);
  });

  it("is built once per content version: a change that did not move the version is not read", async () => {
    expect(await menuNames("id")).toContain("Kebun Teh Shell");
    // Written behind the app's back (no version bump): the shell this isolate built is what pages get.
    await db.update(destination).set({ nama: "Kebun Teh Diam-diam" }).where(eq(destination.id, id));
    expect(await menuNames("id")).toContain("Kebun Teh Shell");
  });

  it("shows an edit at once on the next page of the isolate that made it", async () => {
    await db.update(destination).set({ nama: "Kebun Teh Baru" }).where(eq(destination.id, id));
    await bumpContentVersion(db);
    const names = await menuNames("id");
    expect(names).toContain("Kebun Teh Baru");
    expect(names).not.toContain("Kebun Teh Shell");
  });

  it("keeps one shell per language", async () => {
    await db.insert(translation).values({ entity: "destination", entityId: id, field: "nama", lang: "en", text: "New Tea Garden" });
    await bumpContentVersion(db);
    expect(await menuNames("en")).toContain("New Tea Garden");
    expect(await menuNames("id")).toContain("Kebun Teh Baru");
  });

  it("is read again after CONTENT_MAX_AGE_MS, so a write that moved no version (a migration) reaches pages", async () => {
    const start = Date.now();
    expect(await menuNames("id", TTL, start)).toContain("Kebun Teh Baru");
    await db.update(destination).set({ nama: "Kebun Teh Migrasi" }).where(eq(destination.id, id));
    expect(await menuNames("id", TTL, start + 1_000)).toContain("Kebun Teh Baru");
    expect(await menuNames("id", TTL, start + CONTENT_MAX_AGE_MS + 1)).toContain("Kebun Teh Migrasi");
  });

  it("is read afresh on every request when the version is not remembered (TTL 0)", async () => {
    await db.update(destination).set({ nama: "Kebun Teh Segar" }).where(eq(destination.id, id));
    expect(await menuNames("id", 0)).toContain("Kebun Teh Segar");
  });

  it("cannot be changed by a page that reads it", async () => {
    const { layout } = await getPageLayout(db, "id", TTL);
    expect(() => {
      (layout.destinations as { nama: string }[]).push({ nama: "x" });
    }).toThrow(TypeError);
    expect(() => {
      (layout.destinations[0] as { nama: string }).nama = "x";
    }).toThrow(TypeError);
  });
});

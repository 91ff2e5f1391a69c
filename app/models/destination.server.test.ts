import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { destination, destinationTicketInfo } from "~/db/schema";
import { testDb } from "../../tests/fixtures/accommodation";
import { bumpContentVersion } from "./content-version.server";
import { getDestinationPage } from "./destination.server";

const db = testDb();
const TTL = 60_000;

describe("a destination's page, read once per content version", () => {
  let kawah: number;
  let kebun: number;

  beforeAll(async () => {
    [{ id: kawah }, { id: kebun }] = await db
      .insert(destination)
      .values([
        { nama: "Kawah Memo", urutan: 1, aktif: true },
        { nama: "Kebun Memo", urutan: 2, aktif: false },
      ])
      .returning({ id: destination.id });
    await db.insert(destinationTicketInfo).values({ destinationId: kawah, title: "Tiket masuk", deskripsi: "<p>Rp 15.000</p>" });
    await bumpContentVersion(db);
  });

  it("keeps each destination's page apart, and a ticket price edit shows at once", async () => {
    const page = await getDestinationPage(db, "id", TTL, kawah);
    expect(page?.destination.nama).toBe("Kawah Memo");
    expect(page?.tickets.map((t) => t.deskripsi)).toEqual(["<p>Rp 15.000</p>"]);
    await db.update(destinationTicketInfo).set({ deskripsi: "<p>Rp 20.000</p>" }).where(eq(destinationTicketInfo.destinationId, kawah));
    // Not through the app (no version moved): the isolate's reading stands.
    expect((await getDestinationPage(db, "id", TTL, kawah))?.tickets[0].deskripsi).toBe("<p>Rp 15.000</p>");
    await bumpContentVersion(db);
    expect((await getDestinationPage(db, "id", TTL, kawah))?.tickets[0].deskripsi).toBe("<p>Rp 20.000</p>");
  });

  it("answers null for a destination not shown, and shows it once it is switched on", async () => {
    expect(await getDestinationPage(db, "id", TTL, kebun)).toBeNull();
    // A 404 is not kept (unknown ids would crowd out the pages): even a switch that moved no version shows.
    await db.update(destination).set({ aktif: true }).where(eq(destination.id, kebun));
    expect((await getDestinationPage(db, "id", TTL, kebun))?.destination.nama).toBe("Kebun Memo");
    expect((await getDestinationPage(db, "id", TTL, kawah))?.destination.nama).toBe("Kawah Memo");
  });

  it("is shared by the pages that read it, so it cannot be changed", async () => {
    const page = await getDestinationPage(db, "id", TTL, kawah);
    expect(() => {
      (page!.destination as { nama: string }).nama = "x";
    }).toThrow(TypeError);
  });
});

import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { insertFeed } from "~/models/ical-feed.server";
import { syncFeed } from "~/services/channel-sync.server";
import { testDb } from "../fixtures/accommodation";
import { bookingWorld } from "../fixtures/booking";
import { decodeHtml } from "./support/browser";
import { staffBrowser } from "./support/crud";

const db = testDb();
const context = () => ({ db, env: { ...parseEnv(env as never), isProduction: false }, ctx: createExecutionContext() });

/** The runtime's own words when a fetch fails for a reason it does not explain. */
const RUNTIME_FAILURE = "internal error; reference = 7ab1r2c3d4e5f6g7h8i9j0k1";

describe("a channel-sync error the runtime words itself", () => {
  it("is shown in the page's language with its reference as a small detail, never the raw text", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const unitId = world.room.unitIds[0];
    const feedId = (await insertFeed(db, { unitId, label: "Traveloka", url: "https://ical.traveloka.example/unit.ics" }))!;
    const outcome = await syncFeed(context(), feedId, new Date(), {
      fetch: (async () => {
        throw new Error(RUNTIME_FAILURE);
      }) as typeof fetch,
    });
    expect(outcome).toMatchObject({ status: "failed", error: "network" });

    for (const [language, message, reference] of [
      ["id", "OTA tidak dapat dihubungi.", "Kode rujukan untuk dukungan: 7ab1r2c3d4e5f6g7h8i9j0k1"],
      ["en", "The OTA could not be reached.", "Support reference: 7ab1r2c3d4e5f6g7h8i9j0k1"],
      ["fr", "Impossible de joindre l'OTA.", "Référence pour l'assistance : 7ab1r2c3d4e5f6g7h8i9j0k1"],
    ] as const) {
      const admin = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], language);
      const page = await admin.visit(`/admin/kanal/${unitId}`);
      expect(page.response.status).toBe(200);
      const html = decodeHtml(page.html);
      expect(html).toContain(message);
      expect(html).toContain(reference);
      expect(html).not.toContain("internal error");
    }
  });
});

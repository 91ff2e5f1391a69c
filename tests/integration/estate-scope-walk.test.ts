import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { icalFeed, reservation, roomHold, roomRate, roomUnit, type Role } from "~/db/schema";
import { translator, type MessageKey } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { testDb } from "../fixtures/accommodation";
import * as build from "../../build/index.js";
import { decodeHtml } from "./support/browser";
import { ESTATE_ROUTES, type ListProbe, type Probe, type RouteEntry, type WalkRequest } from "./support/estate-routes";
import { EstateWorld, scopedStaff, WALK_ROLES, type ScopedStaff, type WalkRole } from "./support/estate-world";

/**
 * The estate-scope walk: an account of each staff role, working for one estate only, goes through every
 * back-office route and every button of it (the table in support/estate-routes.ts) with the ids of
 * another estate — a unit, room type, booking, refund, OTA calendar, block, e-mail, review, photo — and
 * is answered 404 (or, where a form answers an unknown id under its field, that field error), with
 * nothing of that estate changed; with its own estate's ids the same requests
 * work, and the lists show its estates only. The accounts read the back office in French.
 */

type Scoped = Extract<RouteEntry, { probes: readonly Probe[] }>;
const scoped = Object.entries(ESTATE_ROUTES).filter((e): e is [string, Scoped] => "probes" in e[1]);

let mine: EstateWorld;
let other: EstateWorld;
let staff: ScopedStaff[];

beforeAll(async () => {
  mine = await EstateWorld.create();
  other = await EstateWorld.create();
  staff = [];
  for (const role of Object.keys(WALK_ROLES) as WalkRole[]) staff.push(await scopedStaff(role, mine, "fr"));
}, 120_000);

const mayOpen = (roles: readonly Role[]) => staff.filter((s) => roles.includes(s.authority));

async function send(user: ScopedStaff, request: WalkRequest) {
  const response = request.form ? await user.browser.post(request.path, request.form) : await user.browser.get(request.path);
  return { status: response.status, body: decodeHtml(await response.text()) };
}

const shown = (world: EstateWorld, what: ListProbe["shows"]) =>
  what === "hotelName" ? world.hotelName : what === "email" ? world.email : world.marker;

describe("the estate-scope walk", () => {
  it("has an entry for every back-office route, and every estate page is walked by a role that opens it", () => {
    const routeIds = Object.keys(build.routes).filter((id) => id.startsWith("routes/_staff.") || id.startsWith("routes/admin."));
    expect(routeIds.length).toBeGreaterThan(40);
    expect(Object.keys(ESTATE_ROUTES).sort()).toEqual(routeIds.sort());
    for (const [id, entry] of scoped) {
      expect(mayOpen(entry.roles).length, id).toBeGreaterThan(0);
      // Every form action of a route with an action is walked, not only its page.
      const module = (build.routes as Record<string, { module: { action?: unknown } }>)[id].module;
      if (typeof module.action === "function") expect(entry.probes.some((p) => p.name.startsWith("POST")), id).toBe(true);
    }
  });

  it("shows in every list only the account's estate", async () => {
    for (const [id, entry] of scoped) {
      for (const probe of entry.lists ?? []) {
        for (const user of mayOpen(entry.roles)) {
          const { status, body } = await send(user, { path: probe.path(mine) });
          const where = `${id} ${probe.name} as ${user.role}`;
          expect(status, where).toBe(200);
          expect(body.includes(shown(mine, probe.shows)), `${where} shows its own estate`).toBe(true);
          expect(body.includes(shown(other, probe.shows)), `${where} shows the other estate`).toBe(false);
        }
      }
    }
  }, 120_000);

  it("answers another estate's ids with 404 on every page and button, and changes nothing of that estate", async () => {
    const before = await other.state();
    for (const [id, entry] of scoped) {
      for (const probe of entry.probes) {
        for (const user of mayOpen(entry.roles)) {
          const request = await probe.request({ target: other, home: mine, own: false });
          const { status, body } = await send(user, request);
          const where = `${id} ${probe.name} as ${user.role}`;
          expect(status, where).toBe(probe.foreign ?? 404);
          expect(body.includes(other.marker) || body.includes(other.hotelName), `${where} shows the other estate`).toBe(false);
          // A page says so in the account's language (the CSV exports answer the status alone; a JSON
          // answer carries its message in that language).
          if (body.startsWith("{")) {
            const { key, message } = JSON.parse(body) as { key: MessageKey; message: string };
            expect(message, `${where} in French`).toBe(translator(fixedT("fr"))(key));
          }
          else if (!request.path.includes(".csv")) expect(body.includes('<html lang="fr"'), `${where} in French`).toBe(true);
          expect(await other.state(), `${where} wrote to the other estate`).toBe(before);
        }
      }
    }
  }, 240_000);

  it("lets the same accounts read and change their own estate's ids", async () => {
    for (const [id, entry] of scoped) {
      for (const probe of entry.probes) {
        for (const user of mayOpen(entry.roles)) {
          const request = await probe.request({ target: mine, home: mine, own: true });
          const { status } = await send(user, request);
          expect(probe.own, `${id} ${probe.name} as ${user.role}: ${status}`).toContain(status);
        }
      }
    }
    // The changes were made: rates, a block, an OTA calendar, walk-ins, units.
    const db = testDb();
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    expect(await count(db.select().from(roomRate).where(and(eq(roomRate.roomTypeId, mine.roomTypeId), eq(roomRate.hargaOnline, 555_000))))).toBeGreaterThan(0);
    expect(await count(db.select().from(roomHold).where(and(eq(roomHold.unitId, mine.unitId), eq(roomHold.keterangan, "Renovasi"))))).toBeGreaterThan(0);
    expect(await count(db.select().from(icalFeed).where(and(eq(icalFeed.unitId, mine.unitId), eq(icalFeed.label, "Airbnb"))))).toBeGreaterThan(0);
    expect(await count(db.select().from(reservation).where(and(eq(reservation.hotelId, mine.hotelId), eq(reservation.guestNama, "Walk In"))))).toBeGreaterThan(0);
    expect(await count(db.select().from(roomUnit).where(eq(roomUnit.roomTypeId, mine.roomTypeId)))).toBeGreaterThan(mine.world.room.allUnitIds.length);
  }, 240_000);

  it("keeps every other role out of the estate pages, and estate staff out of the site-wide administration", async () => {
    for (const [id, entry] of Object.entries(ESTATE_ROUTES)) {
      const first = "probes" in entry ? entry.probes.find((p) => !p.name.startsWith("POST")) : undefined;
      const path =
        "adminOnly" in entry
          ? entry.path
          : "probes" in entry
            ? first
              ? (await first.request({ target: mine, home: mine, own: true })).path
              : (entry.lists?.[0]?.path(mine) ?? null)
            : null;
      if (path === null) continue;
      const roles = "adminOnly" in entry ? ["ROLE_ADMIN" as const] : entry.roles;
      for (const user of staff.filter((s) => !roles.includes(s.authority))) {
        const { status } = await send(user, { path });
        expect(status, `${id} as ${user.role}`).toBe(403);
      }
    }
  }, 240_000);
});

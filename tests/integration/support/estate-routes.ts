import type { Role } from "~/db/schema";
import { CHAT_OPERATOR_ROLES } from "~/utils/chat-roles";
import { addDays } from "~/utils/dates";
import { CHANNEL_ROLES, DASHBOARD_ROLES, FINANCE_ROLES, FRONT_DESK_ROLES, RATE_ROLES } from "~/utils/staff-menu";
import type { EstateWorld } from "./estate-world";

/**
 * Every back-office route (routes/_staff.* and routes/admin.*), each with what it names of an estate: the
 * table the estate-scope walk (tests/integration/estate-scope-walk.test.ts) runs. A new staff route needs
 * an entry here, or the walk fails.
 */

export interface WalkRequest {
  path: string;
  /** A form POST (the page's button); absent = GET. */
  form?: Record<string, string>;
}

/**
 * Who is asked about what: `target` is the estate whose ids the request names, `home` the estate of the
 * account; `own` is true when both are the account's (the request may then use fresh rows, as it may
 * change them).
 */
export interface WalkSide {
  target: EstateWorld;
  home: EstateWorld;
  own: boolean;
}

export interface Probe {
  name: string;
  request(side: WalkSide): WalkRequest | Promise<WalkRequest>;
  /** What the account's own estate answers. */
  own: readonly number[];
  /**
   * What another estate's answers: 404, as an unknown id, unless a form answers an unknown id with its own
   * field error (400) — then another estate's gets the same. Either way nothing changes.
   */
  foreign?: 400;
}

/** A list naming no id: for the account's own estate it shows `shows`, for another estate never. */
export interface ListProbe {
  name: string;
  path(home: EstateWorld): string;
  shows: "hotelName" | "email" | "marker";
}

export type RouteEntry =
  | { roles: readonly Role[]; probes: readonly Probe[]; lists?: readonly ListProbe[] }
  | { noEstate: string; roles: readonly Role[] }
  | { adminOnly: string; path: string };

const ADMIN: readonly Role[] = ["ROLE_ADMIN"];
const get = (name: string, path: (t: EstateWorld, home: EstateWorld) => string): Probe => ({
  name,
  request: ({ target, home }) => ({ path: path(target, home) }),
  own: [200],
});
const list = (name: string, path: string | ((home: EstateWorld) => string), shows: ListProbe["shows"]): ListProbe => ({
  name,
  path: typeof path === "string" ? () => path : path,
  shows,
});

/** The front desk's walk-in form for a unit of `target` on a fresh night, posted with the property `hotel`. */
function walkIn(target: EstateWorld, home: EstateWorld, hotel: EstateWorld): WalkRequest {
  const cekin = home.freshNight();
  const w = target.world;
  return {
    path: `/admin/kalender/pesan?hotel=${hotel.hotelId}&unit=${target.unitId}&cekin=${cekin}`,
    form: {
      hotel: String(hotel.hotelId),
      unit: String(target.unitId),
      cekin,
      durasi: "1",
      tamu: "1",
      nama: "Walk In",
      telepon: "081298765432",
      email: "",
      identitas: String(w.identityTypeId),
      noIdentitas: "5171010101010002",
      negara: String(w.countryId),
      metode: String(w.methods.direct),
      bayar: "nanti",
    },
  };
}

function block(unit: EstateWorld, hotel: EstateWorld, home: EstateWorld): WalkRequest {
  const cekin = home.freshNight();
  return {
    path: `/admin/kalender?hotel=${hotel.hotelId}`,
    form: { intent: "block", hotel: String(hotel.hotelId), unit: String(unit.unitId), cekin, cekout: addDays(cekin, 1), keterangan: "Renovasi" },
  };
}

const kanal = (unit: EstateWorld) => `/admin/kanal/${unit.unitId}`;
const feedOf = async ({ target, own }: WalkSide) => String(own ? await target.freshFeed() : target.feedId);
const desk = (intent: string, extra: Record<string, string> = {}): Probe => ({
  name: `POST intent=${intent}`,
  request: ({ target }) => ({ path: `/admin/reservasi/${target.kode}`, form: { intent, ...extra } }),
  // Whether the stay allows the change is the next question (409); the estate was the first.
  own: [302, 409],
});
const photo = (intent: string, form: (t: EstateWorld) => Record<string, string>, own: readonly number[]): Probe => ({
  name: `POST intent=${intent}`,
  request: ({ target }) => ({ path: `/admin/properti/${target.hotelId}/foto`, form: { intent, ...form(target) } }),
  own,
});
let unitNumber = 7000;

const HEAD_OFFICE =
  "site-wide administration (master data, accounts, system): administrators only, and an administrator can change any account's estates, its own included, so for administrators the estates narrow the desk pages and are no boundary";

export const ESTATE_ROUTES: Record<string, RouteEntry> = {
  "routes/_staff.admin._index": {
    roles: DASHBOARD_ROLES,
    probes: [get("GET ?hotel=", (t) => `/admin?hotel=${t.hotelId}`)],
    lists: [list("estates of the dashboard", "/admin", "hotelName")],
  },
  "routes/admin.dashboard[.]csv": {
    roles: DASHBOARD_ROLES,
    probes: [get("GET ?hotel=", (t) => `/admin/dashboard.csv?bagian=performance&hotel=${t.hotelId}`)],
    lists: [list("estates of the CSV", "/admin/dashboard.csv?bagian=performance", "hotelName")],
  },
  "routes/_staff.admin.kalender._index": {
    roles: FRONT_DESK_ROLES,
    probes: [
      get("GET ?hotel=", (t) => `/admin/kalender?hotel=${t.hotelId}`),
      get("GET ?tipe=", (t) => `/admin/kalender?tipe=${t.roomTypeId}`),
      { name: "POST intent=block", request: ({ target, home }) => block(target, target, home), own: [302] },
      // The unit is a field of the property's form: another estate's is "not a unit of this property", like an unknown one.
      { name: "POST intent=block, own property, other unit", request: ({ target, home }) => block(target, home, home), own: [302], foreign: 400 },
      {
        name: "POST intent=unblock",
        request: async ({ target, own }) => ({ path: "/admin/kalender", form: { intent: "unblock", block: String(own ? await target.freshBlock() : target.blockId) } }),
        own: [302],
      },
    ],
    lists: [list("blocks and bookings of the chart", (home) => `/admin/kalender?from=${home.blockDay}&days=7`, "marker")],
  },
  "routes/_staff.admin.kalender.bentrok": {
    roles: FRONT_DESK_ROLES,
    probes: [get("GET ?hotel=", (t) => `/admin/kalender/bentrok?hotel=${t.hotelId}`)],
    lists: [list("estates to pick", "/admin/kalender/bentrok", "hotelName")],
  },
  "routes/_staff.admin.kalender.pesan": {
    roles: FRONT_DESK_ROLES,
    probes: [
      get("GET cell", (t, home) => walkIn(t, home, t).path),
      get("GET cell, own property, other unit", (t, home) => walkIn(t, home, home).path),
      { name: "POST walk-in", request: ({ target, home }) => walkIn(target, home, target), own: [302] },
      { name: "POST walk-in, own property, other unit", request: ({ target, home }) => walkIn(target, home, home), own: [302] },
    ],
  },
  "routes/_staff.admin.kanal._index": {
    roles: CHANNEL_ROLES,
    probes: [get("GET ?hotel=", (t) => `/admin/kanal?hotel=${t.hotelId}`)],
    lists: [list("estates to pick", "/admin/kanal", "hotelName")],
  },
  "routes/_staff.admin.kanal.$unitId": {
    roles: CHANNEL_ROLES,
    probes: [
      get("GET unit", (t) => kanal(t)),
      {
        name: "POST intent=add",
        request: ({ target }) => ({ path: kanal(target), form: { intent: "add", label: "Airbnb", url: `http://127.0.0.1:9/${crypto.randomUUID()}.ics` } }),
        own: [302],
      },
      { name: "POST intent=regenerate target=unit", request: ({ target }) => ({ path: kanal(target), form: { intent: "regenerate", target: "unit" } }), own: [302] },
      { name: "POST intent=regenerate target=type", request: ({ target }) => ({ path: kanal(target), form: { intent: "regenerate", target: "type" } }), own: [302] },
      // The world's feeds name a closed local port: an allowed sync reaches the fetch and reports the OTA's failure (502).
      { name: "POST intent=sync", request: async (side) => ({ path: kanal(side.target), form: { intent: "sync", feedId: await feedOf(side) } }), own: [502] },
      { name: "POST intent=remove", request: async (side) => ({ path: kanal(side.target), form: { intent: "remove", feedId: await feedOf(side) } }), own: [302] },
      { name: "POST intent=sync, own unit, other feed", request: async (side) => ({ path: kanal(side.home), form: { intent: "sync", feedId: await feedOf(side) } }), own: [502] },
      { name: "POST intent=remove, own unit, other feed", request: async (side) => ({ path: kanal(side.home), form: { intent: "remove", feedId: await feedOf(side) } }), own: [302] },
    ],
  },
  "routes/_staff.admin.kedatangan": {
    roles: FRONT_DESK_ROLES,
    probes: [get("GET ?hotel=", (t) => `/admin/kedatangan?hotel=${t.hotelId}`)],
    lists: [list("estates to pick", "/admin/kedatangan", "hotelName")],
  },
  "routes/_staff.admin.outbox._index": { roles: FRONT_DESK_ROLES, probes: [], lists: [list("e-mails", "/admin/outbox", "email")] },
  "routes/_staff.admin.outbox.$id": { roles: FRONT_DESK_ROLES, probes: [get("GET e-mail", (t) => `/admin/outbox/${t.outboxId}`)] },
  "routes/_staff.admin.properti._index": { roles: ADMIN, probes: [], lists: [list("properties", "/admin/properti", "hotelName")] },
  "routes/_staff.admin.properti.$hotelId._index": {
    roles: ADMIN,
    probes: [
      get("GET property", (t) => `/admin/properti/${t.hotelId}`),
      {
        name: "POST units",
        request: ({ target }) => ({ path: `/admin/properti/${target.hotelId}`, form: { roomTypeId: String(target.roomTypeId), nomor: String((unitNumber += 1)) } }),
        own: [302],
      },
    ],
  },
  "routes/_staff.admin.properti.$hotelId.foto": {
    roles: ADMIN,
    probes: [
      get("GET photos", (t) => `/admin/properti/${t.hotelId}/foto`),
      photo("caption", (t) => ({ id: String(t.photoId), caption: "Kebun teh" }), [302]),
      photo("order", (t) => ({ ids: String(t.photoId) }), [302]),
      photo("up", (t) => ({ id: String(t.photoId) }), [302]),
      photo("upload", () => ({}), [400]),
    ],
  },
  "routes/_staff.admin.refund": {
    roles: FINANCE_ROLES,
    probes: [
      { name: "POST intent=markPaid", request: ({ target }) => ({ path: "/admin/refund", form: { intent: "markPaid", refund: String(target.refunds.manual) } }), own: [302, 409] },
      { name: "POST intent=retry", request: ({ target }) => ({ path: "/admin/refund", form: { intent: "retry", refund: String(target.refunds.gateway) } }), own: [302, 409, 502] },
    ],
    lists: [list("refunds", "/admin/refund", "email")],
  },
  "routes/_staff.admin.reservasi._index": {
    roles: FRONT_DESK_ROLES,
    probes: [get("GET ?hotel=", (t) => `/admin/reservasi?hotel=${t.hotelId}`)],
    lists: [list("reservations", "/admin/reservasi", "email")],
  },
  "routes/_staff.admin.reservasi.$kode": {
    roles: FRONT_DESK_ROLES,
    probes: [
      get("GET booking", (t) => `/admin/reservasi/${t.kode}`),
      desk("markPaid"),
      desk("markUnpaid"),
      desk("resend"),
      desk("checkIn"),
      desk("checkOut"),
      desk("checkOutEarly", { quoted: "0" }),
      desk("noShow"),
      desk("cancel"),
    ],
  },
  "routes/admin.chat.pesanan.$kode": {
    roles: CHAT_OPERATOR_ROLES,
    probes: [get("GET booking quoted in a chat", (t) => `/admin/chat/pesanan/${t.kode}`)],
  },
  "routes/admin.reservasi[.]csv": {
    roles: FRONT_DESK_ROLES,
    probes: [get("GET ?hotel=", (t) => `/admin/reservasi.csv?hotel=${t.hotelId}`)],
    lists: [list("reservations", "/admin/reservasi.csv", "email")],
  },
  "routes/_staff.admin.tarif": {
    roles: RATE_ROLES,
    probes: [
      get("GET ?type=", (t) => `/admin/tarif?type=${t.roomTypeId}`),
      {
        name: "POST rates",
        request: ({ target, home }) => {
          const from = home.freshNight();
          return { path: "/admin/tarif", form: { intent: "apply", roomTypeId: String(target.roomTypeId), from, to: addDays(from, 2), kind: "priceOnline", nilai: "555000" } };
        },
        own: [302],
      },
      {
        // Reviewing a change writes nothing, but names the room type: another estate's is not shown either.
        name: "POST preview",
        request: ({ target, home }) => {
          const from = home.freshNight();
          return { path: "/admin/tarif", form: { roomTypeId: String(target.roomTypeId), from, to: addDays(from, 2), kind: "priceOnline", nilai: "555000" } };
        },
        own: [200],
      },
      {
        name: "POST wholeHotel",
        request: ({ target, home }) => {
          const from = home.freshNight();
          return { path: "/admin/tarif", form: { intent: "apply", wholeHotel: String(target.hotelId), from, to: addDays(from, 2), kind: "priceOnline", nilai: "555000" } };
        },
        own: [302],
      },
    ],
    lists: [list("room types to pick", "/admin/tarif", "hotelName")],
  },
  "routes/_staff.admin.ulasan": {
    roles: FRONT_DESK_ROLES,
    probes: [
      { name: "POST intent=hide", request: ({ target }) => ({ path: "/admin/ulasan", form: { intent: "hide", review: String(target.reviewId) } }), own: [302] },
      { name: "POST intent=show", request: ({ target }) => ({ path: "/admin/ulasan", form: { intent: "show", review: String(target.reviewId) } }), own: [302] },
    ],
    lists: [list("reviews", "/admin/ulasan", "marker")],
  },
  "routes/_staff.admin.chat": { noEstate: "a chat is with a guest, not about an estate", roles: CHAT_OPERATOR_ROLES },
  "routes/_staff.admin.tema": { adminOnly: HEAD_OFFICE, path: "/admin/tema" },
  "routes/_staff.audits": { adminOnly: HEAD_OFFICE, path: "/audits" },
  "routes/_staff.configuration": { adminOnly: HEAD_OFFICE, path: "/configuration" },
  "routes/_staff.docs": { adminOnly: HEAD_OFFICE, path: "/docs" },
  "routes/_staff.health": { adminOnly: HEAD_OFFICE, path: "/health" },
  "routes/_staff.logs": { adminOnly: HEAD_OFFICE, path: "/logs" },
  "routes/_staff.metrics": { adminOnly: HEAD_OFFICE, path: "/metrics" },
  "routes/_staff.tracker": { adminOnly: HEAD_OFFICE, path: "/tracker" },
  "routes/_staff.pengguna._index": { adminOnly: HEAD_OFFICE, path: "/pengguna" },
  "routes/_staff.pengguna.new": { adminOnly: HEAD_OFFICE, path: "/pengguna/new" },
  "routes/_staff.pengguna.$login.edit": { adminOnly: HEAD_OFFICE, path: "/pengguna/admin/edit" },
  "routes/_staff.pengguna.$login.delete": { adminOnly: HEAD_OFFICE, path: "/pengguna/admin/delete" },
  "routes/_staff.pengguna.user.$login": { adminOnly: HEAD_OFFICE, path: "/pengguna/user/admin" },
  "routes/_staff.master._index": { adminOnly: HEAD_OFFICE, path: "/master" },
  "routes/_staff.master.$": { adminOnly: HEAD_OFFICE, path: "/master/homestay/1/view" },
  "routes/_staff.master.terjemahan": { adminOnly: HEAD_OFFICE, path: "/master/terjemahan" },
  "routes/_staff.master.$resource._index": { adminOnly: HEAD_OFFICE, path: "/master/homestay" },
  "routes/_staff.master.$resource.new": { adminOnly: HEAD_OFFICE, path: "/master/homestay/new" },
  "routes/_staff.master.$resource.$id.edit": { adminOnly: HEAD_OFFICE, path: "/master/homestay/1/edit" },
  "routes/_staff.master.$resource.$id.delete": { adminOnly: HEAD_OFFICE, path: "/master/homestay/1/delete" },
  "routes/_staff.kota._index": { adminOnly: HEAD_OFFICE, path: "/kota" },
  "routes/_staff.kota.new": { adminOnly: HEAD_OFFICE, path: "/kota/new" },
  "routes/_staff.kota.$id.edit": { adminOnly: HEAD_OFFICE, path: "/kota/1/edit" },
  "routes/_staff.kota.$id.delete": { adminOnly: HEAD_OFFICE, path: "/kota/1/delete" },
  "routes/_staff.kota.$": { adminOnly: HEAD_OFFICE, path: "/kota/1/view" },
  "routes/_staff.kamarhomestay._index": { adminOnly: HEAD_OFFICE, path: "/kamarhomestay" },
  "routes/_staff.kamarhomestay.new": { adminOnly: HEAD_OFFICE, path: "/kamarhomestay/new" },
  "routes/_staff.kamarhomestay.$id.edit": { adminOnly: HEAD_OFFICE, path: "/kamarhomestay/1/edit" },
  "routes/_staff.kamarhomestay.$id.delete": { adminOnly: HEAD_OFFICE, path: "/kamarhomestay/1/delete" },
  "routes/_staff.kamarhomestay.$": { adminOnly: HEAD_OFFICE, path: "/kamarhomestay/1/view" },
};

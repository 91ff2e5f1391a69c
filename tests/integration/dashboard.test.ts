import { describe, expect, it } from "vitest";
import { audit, country, guest, icalFeed, reservation, roomHold, roomNight, satisfaction } from "~/db/schema";
import { loadDashboard } from "~/models/dashboard.server";
import { chooseEstate, hotelScopeOf, setHotelScope } from "~/models/staff-scope.server";
import { addDays, daysBetween, todayInJakarta } from "~/utils/dates";
import { addHotel, addRoomType, testDb, unique } from "../fixtures/accommodation";
import { and, eq } from "drizzle-orm";
import { bookingWorld } from "../fixtures/booking";
import { signIn } from "./support/account";
import { decodeHtml, ORIGIN, TestBrowser } from "./support/browser";
import { createUser } from "./support/db";

const db = testDb();

/** 12:00 in Jakarta on 10 March 2026: this month = 1–10 March (10 nights), last month = February (28 nights). */
const NOW = new Date("2026-03-10T05:00:00Z");

type World = Awaited<ReturnType<typeof bookingWorld>>;

interface BookingSpec {
  hotelId: number;
  roomTypeId: number;
  unitIds: number[];
  cekin: string;
  cekout: string;
  harga: number;
  rincian?: [string, number][];
  status?: "BOOKED" | "CHECKED_IN" | "CHECKED_OUT" | "CANCELLED" | "EXPIRED" | "NO_SHOW";
  statusBayar?: "WAITING" | "PAID" | "REFUNDED";
  mode?: "WEB" | "OFFLINE";
  paymentMethodId: number;
  countryId: number;
  /** Whether the booking still holds its nights (a cancelled or no-show booking released them). */
  holdsNights?: boolean;
}

async function addGuest(world: World) {
  const [row] = await db
    .insert(guest)
    .values({
      nama: "Tamu Dasbor",
      identityTypeId: world.identityTypeId,
      noIdentitas: "3573010101010001",
      countryId: world.countryId,
      email: `${crypto.randomUUID()}@example.test`,
      telepon: "081234567890",
    })
    .returning({ id: guest.id });
  return row.id;
}

/** A reservation as the booking flow leaves it, with its room_night rows when it holds nights. */
async function book(guestId: number, spec: BookingSpec) {
  const durasi = daysBetween(spec.cekin, spec.cekout);
  const [row] = await db
    .insert(reservation)
    .values({
      kodeBooking: `DSB${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      guestId,
      guestNama: unique("Tamu"),
      guestCountryId: spec.countryId,
      hotelId: spec.hotelId,
      roomTypeId: spec.roomTypeId,
      cekin: spec.cekin,
      cekout: spec.cekout,
      durasi,
      jumlahKamar: spec.unitIds.length,
      jumlahTamu: spec.unitIds.length,
      harga: spec.harga,
      totalHargaOnly: spec.harga * durasi,
      totalTaxOnly: 0,
      total: spec.harga * durasi * spec.unitIds.length,
      mode: spec.mode ?? "WEB",
      status: spec.status ?? "CHECKED_OUT",
      statusBayar: spec.statusBayar ?? "PAID",
      batasBayar: new Date(Date.parse(`${spec.cekin}T00:00:00Z`)),
      paymentMethodId: spec.paymentMethodId,
      rincianMalam: spec.rincian ? JSON.stringify(spec.rincian.map(([night, harga]) => ({ night, harga }))) : null,
    })
    .returning({ id: reservation.id, kode: reservation.kodeBooking, guestNama: reservation.guestNama });
  if (spec.holdsNights ?? true) {
    const nights = spec.unitIds.flatMap((unitId) =>
      Array.from({ length: durasi }, (_, d) => ({ unitId, night: addDays(spec.cekin, d), reservationId: row.id })),
    );
    await db.insert(roomNight).values(nights);
  }
  return row;
}

async function hold(unitId: number, kind: "EXTERNAL" | "BLOCK", cekin: string, cekout: string) {
  let feedId: number | null = null;
  if (kind === "EXTERNAL") {
    const [feed] = await db
      .insert(icalFeed)
      .values({ unitId, label: "Booking.com", url: `https://ota.example/${crypto.randomUUID()}.ics` })
      .returning({ id: icalFeed.id });
    feedId = feed.id;
  }
  const [row] = await db
    .insert(roomHold)
    .values({ unitId, kind, feedId, uid: feedId ? crypto.randomUUID() : null, cekin, cekout })
    .returning({ id: roomHold.id });
  const nights = Array.from({ length: daysBetween(cekin, cekout) }, (_, d) => ({
    unitId,
    night: addDays(cekin, d),
    holdId: row.id,
  }));
  await db.insert(roomNight).values(nights);
}

/**
 * Estate A: one room type of 2 units (u1, u2). Estate B: one unit. The bookings of March 2026 (this month
 * up to the 10th) and February 2026 (last month), each with what the definitions make of it.
 */
async function scenario() {
  const world = await bookingWorld(db, { units: 2, hargaOnline: 500_000 });
  const guestId = await addGuest(world);
  const a = world.hotel;
  const roomA = world.room.id;
  const [u1, u2] = world.room.unitIds;
  const [fr] = await db
    .select({ id: country.id, nama: country.nama })
    .from(country)
    .where(eq(country.kode, "FR"))
    .limit(1);
  const b = await addHotel(db, {
    cityId: world.city.id,
    typeId: (await db.query.hotel.findFirst({ where: (h, { eq: e }) => e(h.id, a.id) }))!.accommodationTypeId,
  });
  const roomB = await addRoomType(db, { hotelId: b.id, hargaOnline: 300_000, units: 1 });
  const base = { countryId: world.countryId, paymentMethodId: world.methods.page };
  const inA = { ...base, hotelId: a.id, roomTypeId: roomA };

  // A — paid web booking, u1, 2–5 March: 3 nights sold, 500 000 + 500 000 + 600 000 = 1 600 000.
  await book(guestId, {
    ...inA,
    unitIds: [u1],
    cekin: "2026-03-02",
    cekout: "2026-03-05",
    harga: 500_000,
    rincian: [
      ["2026-03-02", 500_000],
      ["2026-03-03", 500_000],
      ["2026-03-04", 600_000],
    ],
  });
  // A — cancelled, u2, 2–4 March: not sold (and its nights released).
  await book(guestId, {
    ...inA,
    unitIds: [u2],
    cekin: "2026-03-02",
    cekout: "2026-03-04",
    harga: 500_000,
    status: "CANCELLED",
    statusBayar: "REFUNDED",
    holdsNights: false,
  });
  // A — no-show, u2, 5–7 March, paid: not sold (the room was not occupied).
  await book(guestId, {
    ...inA,
    unitIds: [u2],
    cekin: "2026-03-05",
    cekout: "2026-03-07",
    harga: 500_000,
    status: "NO_SHOW",
    holdsNights: false,
  });
  // A — desk booking, u2, 7–9 March, not paid yet, French guest: 2 nights sold, 450 000 × 2 = 900 000 (no detail: `harga`).
  await book(guestId, {
    ...inA,
    countryId: fr.id,
    unitIds: [u2],
    cekin: "2026-03-07",
    cekout: "2026-03-09",
    harga: 450_000,
    mode: "OFFLINE",
    statusBayar: "WAITING",
    paymentMethodId: world.methods.direct,
  });
  // A — pay at the property (web, DIRECT PAYMENT, not paid), u2, 10–12 March: the night of the 10th is this month's, 500 000.
  const direct = await book(guestId, {
    ...inA,
    unitIds: [u2],
    cekin: "2026-03-10",
    cekout: "2026-03-12",
    harga: 500_000,
    status: "BOOKED",
    statusBayar: "WAITING",
    paymentMethodId: world.methods.direct,
  });
  // A — unpaid web booking (payment page), u1, 12–14 March: not sold while unpaid; waiting for payment.
  const unpaid = await book(guestId, {
    ...inA,
    unitIds: [u1],
    cekin: "2026-03-12",
    cekout: "2026-03-14",
    harga: 500_000,
    status: "BOOKED",
    statusBayar: "WAITING",
  });
  // A — OTA import, u1, 6–8 March: 2 nights sold for occupancy, no revenue.
  await hold(u1, "EXTERNAL", "2026-03-06", "2026-03-08");
  // A — desk block, u2, 9 March: 1 night not available.
  await hold(u2, "BLOCK", "2026-03-09", "2026-03-10");
  // A — last month: paid web booking of both units, 20–22 February at 400 000: 2 rooms × 2 nights = 4 sold, 1 600 000.
  await book(guestId, { ...inA, unitIds: [u1, u2], cekin: "2026-02-20", cekout: "2026-02-22", harga: 400_000 });
  // B — desk booking, 1–3 March: 2 nights, 300 000 + 350 000 = 650 000.
  await book(guestId, {
    ...base,
    hotelId: b.id,
    roomTypeId: roomB.id,
    unitIds: roomB.unitIds,
    cekin: "2026-03-01",
    cekout: "2026-03-03",
    harga: 300_000,
    mode: "OFFLINE",
    rincian: [
      ["2026-03-01", 300_000],
      ["2026-03-02", 350_000],
    ],
  });
  return { world, a, b, direct, unpaid, frNama: fr.nama };
}

const close = (value: number | null, expected: number) => expect(value).toBeCloseTo(expected, 6);

describe("the manager's dashboard figures (industry definitions, docs/decisions/029)", () => {
  it("computes occupancy, ADR and RevPAR per estate and in total, this month and last month, as counted by hand", async () => {
    const { a, b, direct, unpaid, frNama } = await scenario();
    const estates = [
      { id: a.id, nama: a.nama, aktif: true },
      { id: b.id, nama: b.nama, aktif: true },
    ];
    const data = await loadDashboard(db, { scope: [a.id, b.id], hotelId: null }, estates, NOW);
    expect(data.periods.thisMonth).toEqual({ from: "2026-03-01", until: "2026-03-11" });
    expect(data.periods.lastMonth).toEqual({ from: "2026-02-01", until: "2026-03-01" });
    const [estateA, estateB] = data.performance.estates;

    // A, this month (1–10 March): available 2 units × 10 nights − 1 blocked = 19; sold here 3 + 2 + 1 = 6,
    // from the OTA 2; revenue 1 600 000 + 900 000 + 500 000 = 3 000 000.
    // Occupancy (6 + 2) / 19 = 42.105 %; ADR 3 000 000 / 6 = 500 000; RevPAR 3 000 000 / 19 = 157 894.74.
    expect(estateA.thisMonth).toMatchObject({ available: 19, soldStay: 6, soldOta: 2, revenue: 3_000_000 });
    close(estateA.thisMonth.occupancy, 8 / 19);
    close(estateA.thisMonth.adr, 500_000);
    close(estateA.thisMonth.revpar, 3_000_000 / 19);
    // A, February: available 2 × 28 = 56; sold 4; revenue 1 600 000. Occupancy 7.14 %; ADR 400 000; RevPAR 28 571.43.
    expect(estateA.lastMonth).toMatchObject({ available: 56, soldStay: 4, soldOta: 0, revenue: 1_600_000 });
    close(estateA.lastMonth.occupancy, 4 / 56);
    close(estateA.lastMonth.adr, 400_000);
    close(estateA.lastMonth.revpar, 1_600_000 / 56);
    // A, March 2025: nothing sold out of 2 × 31 = 62: occupancy 0, ADR undefined (nothing sold), RevPAR 0.
    expect(estateA.lastYear).toMatchObject({
      available: 62,
      soldStay: 0,
      revenue: 0,
      occupancy: 0,
      adr: null,
      revpar: 0,
    });

    // B, this month: available 10; sold 2; revenue 650 000. Occupancy 20 %; ADR 325 000; RevPAR 65 000.
    expect(estateB.thisMonth).toMatchObject({ available: 10, soldStay: 2, soldOta: 0, revenue: 650_000 });
    close(estateB.thisMonth.occupancy, 0.2);
    close(estateB.thisMonth.adr, 325_000);
    close(estateB.thisMonth.revpar, 65_000);

    // Total, this month: available 29; sold 8 + 2 OTA; revenue 3 650 000. Occupancy 10 / 29 = 34.48 %;
    // ADR 3 650 000 / 8 = 456 250; RevPAR 3 650 000 / 29 = 125 862.07.
    expect(data.performance.total.thisMonth).toMatchObject({
      available: 29,
      soldStay: 8,
      soldOta: 2,
      revenue: 3_650_000,
    });
    close(data.performance.total.thisMonth.occupancy, 10 / 29);
    close(data.performance.total.thisMonth.adr, 456_250);
    close(data.performance.total.thisMonth.revpar, 3_650_000 / 29);
    // Total, February: available 56 + 28 = 84; sold 4; revenue 1 600 000. Occupancy 4.76 %; ADR 400 000; RevPAR 19 047.62.
    expect(data.performance.total.lastMonth).toMatchObject({ available: 84, soldStay: 4, revenue: 1_600_000 });
    close(data.performance.total.lastMonth.occupancy, 4 / 84);
    close(data.performance.total.lastMonth.revpar, 1_600_000 / 84);

    // Today (10 March): the pay-at-the-property booking arrives; the unpaid web booking waits for payment.
    expect(data.today.arrivals.rows.map((r) => r.kodeBooking)).toEqual([direct.kode]);
    expect(data.today.pending.rows.map((r) => r.kodeBooking)).toContain(unpaid.kode);
    expect(data.today.pending.rows.map((r) => r.kodeBooking)).toContain(direct.kode);

    // Channels this month: web = the paid booking (3) and pay-at-property (1 night in March) = 2 bookings, 4 nights;
    // desk = A's (2) and B's (2) = 2 bookings, 4 nights; OTA = 1 event, 2 nights.
    expect(data.mix.channels).toEqual([
      { id: "web", bookings: 2, roomNights: 4, revenueKnown: true },
      { id: "desk", bookings: 2, roomNights: 4, revenueKnown: true },
      { id: "ota", bookings: 1, roomNights: 2, revenueKnown: false },
    ]);
    // Countries: Indonesia 3 bookings, 6 nights; France 1 booking, 2 nights.
    expect(data.mix.countries.map((c) => [c.nama, c.bookings, c.roomNights])).toEqual([
      ["Indonesia", 3, 6],
      [frNama, 1, 2],
    ]);
  });

  it("averages satisfaction answers per month (Jakarta time)", async () => {
    const { a, world } = await scenario().then((s) => ({ a: s.a, world: s.world }));
    const guestId = await addGuest(world);
    const base = {
      countryId: world.countryId,
      paymentMethodId: world.methods.page,
      hotelId: a.id,
      roomTypeId: world.room.id,
      harga: 1,
    };
    const one = await book(guestId, {
      ...base,
      unitIds: [world.room.unitIds[0]],
      cekin: "2026-01-05",
      cekout: "2026-01-06",
    });
    const two = await book(guestId, {
      ...base,
      unitIds: [world.room.unitIds[0]],
      cekin: "2026-01-07",
      cekout: "2026-01-08",
    });
    const three = await book(guestId, {
      ...base,
      unitIds: [world.room.unitIds[0]],
      cekin: "2026-01-09",
      cekout: "2026-01-10",
    });
    // 31 January 20:00 UTC is 1 February 03:00 in Jakarta: a February answer.
    await db.insert(satisfaction).values([
      { reservationId: one.id, isPuas: true, rating: 5, tgl: new Date("2026-01-10T03:00:00Z") },
      { reservationId: two.id, isPuas: false, rating: 2, tgl: new Date("2026-01-20T03:00:00Z") },
      { reservationId: three.id, isPuas: true, rating: null, tgl: new Date("2026-01-31T20:00:00Z") },
    ]);
    const data = await loadDashboard(
      db,
      { scope: null, hotelId: a.id },
      [{ id: a.id, nama: a.nama, aktif: true }],
      NOW,
    );
    expect(data.mix.satisfaction).toEqual([
      { month: "2026-01", answers: 2, puas: 1, puasShare: 0.5, ratings: 2, ratingAvg: 3.5 },
      { month: "2026-02", answers: 1, puas: 1, puasShare: 1, ratings: 0, ratingAvg: null },
    ]);
  });
});

describe("the dashboard page and its CSV, for an account scoped to one estate", () => {
  it("shows a French manager only their estate, refuses another one, and the CSV has the table's figures", async () => {
    const mine = await bookingWorld(db, { units: 1, hargaOnline: 777_000 });
    const other = await bookingWorld(db, { units: 1 });
    const guestId = await addGuest(mine);
    const today = todayInJakarta();
    const stay = await book(guestId, {
      countryId: mine.countryId,
      paymentMethodId: mine.methods.direct,
      hotelId: mine.hotel.id,
      roomTypeId: mine.room.id,
      unitIds: mine.room.unitIds,
      cekin: today,
      cekout: addDays(today, 1),
      harga: 777_000,
      mode: "OFFLINE",
      status: "CHECKED_IN",
      statusBayar: "WAITING",
    });
    // Another estate sells a room tonight too: a leak of scope would add its 555 000 to the headline.
    await book(await addGuest(other), {
      countryId: other.countryId,
      paymentMethodId: other.methods.direct,
      hotelId: other.hotel.id,
      roomTypeId: other.room.id,
      unitIds: other.room.unitIds,
      cekin: today,
      cekout: addDays(today, 1),
      harga: 555_000,
      mode: "OFFLINE",
      status: "CHECKED_IN",
      statusBayar: "WAITING",
    });
    const manager = await createUser({ roles: ["ROLE_USER", "ROLE_MANAJEMEN"], langKey: "fr" });
    await setHotelScope(db, manager.id, [mine.hotel.id]);
    const scope = await chooseEstate(db, manager.id, null);
    expect(scope.ok && scope.estates.map((e) => e.id)).toEqual([mine.hotel.id]);

    const browser = new TestBrowser({ language: "fr" });
    await (await signIn(browser, manager.login, manager.password)).body?.cancel();
    const page = await browser.visit("/admin");
    expect(page.response.status).toBe(200);
    const html = decodeHtml(page.html);
    expect(html).toContain("Tableau de bord");
    expect(html).toContain("Comment les chiffres sont calculés");
    expect(html).toContain(mine.hotel.nama);
    expect(html).not.toContain(other.hotel.nama);
    // The headline is this account's one estate: tonight 1 room of 1 sold for 777 000 (ADR and RevPAR the same).
    expect(html).toContain("Votre établissement (1)");
    const headline = html.slice(html.indexOf('data-testid="headline"'), html.indexOf("</table>", html.indexOf('data-testid="headline"')));
    const tonight = (metric: string) => {
      const row = headline.slice(headline.indexOf(`data-metric="${metric}"`));
      return /<td title="([^"]*)"/.exec(row)?.[1].replace(/\s/g, " ");
    };
    expect(tonight("revenue")).toMatch(/^777\s000\sRp$/);
    expect(tonight("occupancy")).toMatch(/^100 %$/);
    expect(tonight("adr")).toMatch(/^777 000/);
    expect(tonight("revpar")).toMatch(/^777 000/);
    // Arriving and in the house today, linked to the booking; the room revenue in this month's row.
    expect(html).toContain(`/admin/reservasi/${stay.kode}`);
    expect(html).toContain(`/admin/kedatangan?tanggal=${today}`);
    expect(html).toMatch(/role="img"/);

    const refused = await browser.get(`/admin?hotel=${other.hotel.id}`);
    expect(refused.status).toBe(404);
    expect(decodeHtml(await refused.text())).toContain("ne fait pas partie de ceux de votre compte");
    const bad = await browser.get("/admin?hotel=abc");
    expect(bad.status).toBe(400);
    await bad.body?.cancel();

    const csv = await browser.get(`/admin/dashboard.csv?bagian=performance&hotel=${mine.hotel.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain('"CA hébergement"');
    const thisMonth = lines.find((line) => line.startsWith(`"${mine.hotel.nama}","Ce mois-ci (à date)"`));
    // Revenue 777 000; 1 room-night sold of 1 × (days of the month so far) available.
    const day = Number(today.slice(8, 10));
    expect(thisMonth?.split(",").slice(2)).toEqual([
      "777000",
      String(Math.round((1000 * 1) / day) / 10),
      "777000",
      String(Math.round(777_000 / day)),
      "1",
      "0",
      String(day),
    ]);
    // The page's table shows the same figures, formatted.
    expect(html).toMatch(/777\u202f?\s?000|777 000/);
    const outside = await browser.get(`/admin/dashboard.csv?bagian=performance&hotel=${other.hotel.id}`);
    expect(outside.status).toBe(404);
    await outside.body?.cancel();
    const unknown = await browser.get("/admin/dashboard.csv?bagian=everything");
    expect(unknown.status).toBe(400);
    await unknown.body?.cancel();
  });
});

describe("the estates of an account, set on its edit page", () => {
  it("saves the ticked estates (none = every estate) and refuses an unknown one without saving", async () => {
    const one = await bookingWorld(db, { units: 1 });
    const two = await bookingWorld(db, { units: 1 });
    const admin = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"], langKey: "id" });
    const manager = await createUser({ roles: ["ROLE_USER", "ROLE_MANAJEMEN"] });
    const browser = new TestBrowser({ language: "id" });
    await (await signIn(browser, admin.login, admin.password)).body?.cancel();
    const path = `/pengguna/${manager.login}/edit`;
    const page = await browser.visit(path);
    expect(decodeHtml(page.html)).toContain("Properti yang ditangani");
    expect(page.html).toContain(`value="${one.hotel.id}"`);

    // Two ticked boxes: the field twice, as a browser sends it.
    const saved = await browser.fetch(path, {
      method: "POST",
      body: new URLSearchParams([
        ["intent", "estates"],
        ["hotel", String(one.hotel.id)],
        ["hotel", String(two.hotel.id)],
      ]),
      headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    });
    expect(saved.status).toBe(302);
    expect(await hotelScopeOf(db, manager.id)).toEqual(expect.arrayContaining([one.hotel.id, two.hotel.id]));

    const refused = await browser.post(path, { intent: "estates", hotel: "999999999" });
    expect(refused.status).toBe(400);
    expect(decodeHtml(await refused.text())).toContain("Pilihan properti tidak valid.");
    expect((await hotelScopeOf(db, manager.id))?.length).toBe(2);

    const cleared = await browser.post(path, { intent: "estates" });
    expect(cleared.status).toBe(302);
    expect(await hotelScopeOf(db, manager.id)).toBeNull();
    // Who gave whom which estates stays on record (the audits page lists it).
    const audits = await db
      .select({ data: audit.data })
      .from(audit)
      .where(and(eq(audit.principal, admin.login), eq(audit.type, "USER_UPDATED")));
    expect(audits.map((a) => a.data?.message)).toEqual([`User ${manager.login} estates changed`, `User ${manager.login} estates changed`]);
    expect(audits[1]?.data?.estatesAfter).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { guest, reservation, reservationExtra, roomNight, users } from "~/db/schema";
import { extra } from "~/db/schema";
import { testDb, unique } from "../../../tests/fixtures/accommodation";
import {
  bookingInput,
  bookingWorld,
  doubleHeldNights,
  freshStay,
  nightsOf,
  reservationRow,
} from "../../../tests/fixtures/booking";
import { countFreeUnits } from "~/models/availability.server";
import { chargeLines } from "~/models/pricing.server";
import { getReservationDetail } from "./reservation-detail.server";
import { createReservation, PAYMENT_DEADLINE_MS } from "./reservation.server";

const db = testDb();

/** An activated account owning `email` (bookings only need its id). */
async function accountId(email: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ login: email, email, activated: true, createdBy: "test" })
    .returning({ id: users.id });
  return row.id;
}

describe("createReservation", () => {
  it("creates a BOOKED, WEB, WAITING booking with its nights, a unique code and a one-hour deadline", async () => {
    const world = await bookingWorld(db, { units: 3, hargaOnline: 400_000 });
    const now = new Date();
    const result = await createReservation(db, { ...bookingInput(world), kamar: 2, tamu: 3, now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await reservationRow(db, result.reservation.id);
    expect(row).toMatchObject({ status: "BOOKED", mode: "WEB", statusBayar: "WAITING", jumlahKamar: 2, durasi: 2 });
    expect(row.kodeBooking).toMatch(/^AGW\d{6}-[A-Z0-9]{6}$/);
    expect(row.batasBayar.getTime()).toBe(now.getTime() + PAYMENT_DEADLINE_MS);
    // Price from the server: 400 000 × 2 nights + 10% tax? Only the configured fees apply; the total equals
    // the sum of the stored per-room figures times the rooms.
    expect(row.total).toBe((row.totalHargaOnly + row.totalTaxOnly) * 2);
    expect(await nightsOf(db, row.id)).toBe(4);
  });

  it("creates the guest by e-mail once; only the owner's signed-in booking updates it, every booking keeps its own snapshot", async () => {
    const world = await bookingWorld(db);
    const email = `${unique("tamu").replace(/\W/g, "")}@example.test`.toLowerCase();
    const first = await createReservation(db, bookingInput(world, { email }));
    const input = bookingInput(world, { email: email.toUpperCase() });
    input.guest.nama = "Nama Baru";
    const second = await createReservation(db, input);
    expect(first.ok && second.ok).toBe(true);
    const rows = await db.select().from(guest).where(eq(guest.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].nama).toBe("Siti Aminah");
    expect(rows[0].userId).toBeNull();
    const snapshots = await db
      .select({ nama: reservation.guestNama, email: reservation.guestEmail })
      .from(reservation)
      .where(eq(reservation.guestId, rows[0].id));
    expect(snapshots.map((r) => r.nama).sort()).toEqual(["Nama Baru", "Siti Aminah"]);
    expect(snapshots.every((r) => r.email === email)).toBe(true);

    // Another account typing this address changes nothing; the address's own account does.
    const stranger = bookingInput(world, { email, account: { id: await accountId(`x${email}`), email: `x${email}` } });
    stranger.guest.nama = "Orang Lain";
    expect((await createReservation(db, stranger)).ok).toBe(true);
    expect((await db.select().from(guest).where(eq(guest.email, email)))[0].nama).toBe("Siti Aminah");
    const ownerId = await accountId(email);
    const own = bookingInput(world, { email, account: { id: ownerId, email } });
    own.guest.nama = "Siti Pemilik";
    expect((await createReservation(db, own)).ok).toBe(true);
    const [linked] = await db.select().from(guest).where(eq(guest.email, email));
    expect(linked.nama).toBe("Siti Pemilik");
    expect(linked.userId).toBe(ownerId);
  });

  it("books once for the same form token submitted twice", async () => {
    const world = await bookingWorld(db, { units: 5 });
    const input = bookingInput(world, { formToken: `form-${crypto.randomUUID()}` });
    const [a, b] = await Promise.all([createReservation(db, input), createReservation(db, input)]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.reservation.kodeBooking).toBe(b.reservation.kodeBooking);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    const rows = await db.select().from(reservation).where(eq(reservation.formToken, input.formToken!));
    expect(rows).toHaveLength(1);
  });

  it("answers notAvailable and writes nothing when no unit is free", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const stay = freshStay();
    const first = await createReservation(db, bookingInput(world, stay));
    expect(first.ok).toBe(true);
    const email = `${crypto.randomUUID()}@example.test`;
    const second = await createReservation(db, bookingInput(world, { ...stay, email }));
    expect(second).toEqual({ ok: false, reason: "notAvailable" });
    expect(await db.select().from(guest).where(eq(guest.email, email))).toHaveLength(0);
  });

  it("rejects unknown references and too many guests without writing", async () => {
    const world = await bookingWorld(db, { units: 2, kapasitas: 2 });
    const email = `${crypto.randomUUID()}@example.test`;
    expect(await createReservation(db, { ...bookingInput(world, { email }), paymentMethodId: 999_999 })).toEqual({
      ok: false,
      reason: "paymentMethod",
    });
    const badGuest = bookingInput(world, { email });
    badGuest.guest.regencyId = 999_999;
    expect(await createReservation(db, badGuest)).toEqual({ ok: false, reason: "guestData" });
    expect(await createReservation(db, { ...bookingInput(world, { email }), tamu: 5, kamar: 2 })).toEqual({
      ok: false,
      reason: "capacity",
    });
    expect(await createReservation(db, { ...bookingInput(world, { email }), kota: 999_999 })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await db.select().from(guest).where(eq(guest.email, email))).toHaveLength(0);
  });

  it("adds extras to the total and records them", async () => {
    const world = await bookingWorld(db);
    const [e] = await db
      .insert(extra)
      .values({ nama: unique("Sarapan"), harga: 50_000, satuan: "paket" })
      .returning({ id: extra.id });
    const result = await createReservation(db, { ...bookingInput(world), extraIds: [e.id] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await reservationRow(db, result.reservation.id);
    expect(row.total).toBe(row.totalHargaOnly + row.totalTaxOnly + 50_000);
    expect(await db.select().from(reservationExtra).where(eq(reservationExtra.reservationId, row.id))).toHaveLength(1);
  });

  it("charges a per-person extra for every guest and keeps what it was sold at when the price changes later", async () => {
    const world = await bookingWorld(db, { units: 3, kapasitas: 2 });
    const [tour] = await db
      .insert(extra)
      .values({ nama: unique("Paket Tur Kopi Ijen"), harga: 125_000, satuan: "per orang", basis: "PER_PERSON" })
      .returning({ id: extra.id, nama: extra.nama });
    const result = await createReservation(db, { ...bookingInput(world), tamu: 4, kamar: 2, extraIds: [tour.id] });
    if (!result.ok) throw new Error(result.reason);
    const row = await reservationRow(db, result.reservation.id);
    const rooms = (row.totalHargaOnly + row.totalTaxOnly) * 2;
    expect(row.totalTambahan).toBe(500_000);
    expect(row.total).toBe(rooms + 500_000);
    expect(result.reservation.total).toBe(row.total);
    const [line] = await db.select().from(reservationExtra).where(eq(reservationExtra.reservationId, row.id));
    expect(line).toMatchObject({ nama: tour.nama, basis: "PER_PERSON", harga: 125_000, qty: 4, jumlah: 500_000 });

    // A later price or basis change of the extra never alters the booking.
    await db
      .update(extra)
      .set({ harga: 999_000, basis: "PER_STAY", nama: unique("Renamed") })
      .where(eq(extra.id, tour.id));
    const detail = await getReservationDetail(db, { id: row.id }, "id");
    expect(detail?.charges.tambahan).toEqual([
      { nama: tour.nama, basis: "PER_PERSON", harga: 125_000, qty: 4, amount: 500_000 },
    ]);
    const lines = chargeLines(detail!.charges);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(detail!.total);
    expect(detail!.total).toBe(row.total);
  });

  it("never oversells: 50 concurrent attempts for 5 free units give 5 bookings, 20 times over", async () => {
    const world = await bookingWorld(db, { units: 5 });
    for (let round = 0; round < 20; round++) {
      const stay = freshStay(2);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => createReservation(db, bookingInput(world, stay))),
      );
      const booked = results.filter((r) => r.ok);
      const refused = results.filter((r) => !r.ok);
      expect(booked).toHaveLength(5);
      expect(refused).toHaveLength(45);
      for (const r of refused) expect(r).toEqual({ ok: false, reason: "notAvailable" });
      expect(await countFreeUnits(db, world.room.id, stay)).toBe(0);
      const held = await db
        .select({ unitId: roomNight.unitId, night: roomNight.night })
        .from(roomNight)
        .innerJoin(reservation, eq(reservation.id, roomNight.reservationId))
        .where(eq(reservation.cekin, stay.cekin));
      const forThisRoom = held.filter((h) => world.room.unitIds.includes(h.unitId));
      expect(forThisRoom).toHaveLength(5 * 2);
      expect(new Set(forThisRoom.map((h) => `${h.unitId}/${h.night}`)).size).toBe(10);
    }
    expect(await doubleHeldNights(db)).toBe(0);
  }, 120_000);
});

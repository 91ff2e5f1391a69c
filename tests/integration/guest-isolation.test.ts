import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { guest, reservation } from "~/db/schema";
import { testDb } from "../fixtures/accommodation";
import { bookingWorld, freshStay, type BookingWorld } from "../fixtures/booking";
import { signIn } from "./support/account";
import { bookThroughForm, fieldValue, guestFields } from "./support/booking";
import { TestBrowser } from "./support/browser";
import { createUser } from "./support/db";

const db = testDb();

/**
 * The attack found in review: a signed-in account books with someone else's e-mail address. Before,
 * the guest upsert re-linked the victim's guest row to the attacker's account and overwrote it, so
 * /detailuser and the booking form showed the attacker the victim's ID number, phone and bookings.
 */
describe("a booking with someone else's e-mail", () => {
  let world: BookingWorld;
  let victim: Awaited<ReturnType<typeof createUser>>;
  let attacker: Awaited<ReturnType<typeof createUser>>;
  let victimBrowser: TestBrowser;
  let attackerBrowser: TestBrowser;
  let victimKode: string;
  const victimDetails = { nama: "Dewi Lestari", noIdentitas: "3273015512880007", telepon: "+6281311112222" };

  beforeAll(async () => {
    world = await bookingWorld(db, { units: 4 });
    victim = await createUser({ firstName: "Dewi" });
    attacker = await createUser({ firstName: "Mallory" });
    victimBrowser = new TestBrowser({ language: "id" });
    attackerBrowser = new TestBrowser({ language: "id" });
    expect((await signIn(victimBrowser, victim.login, victim.password)).status).toBe(302);
    expect((await signIn(attackerBrowser, attacker.login, attacker.password)).status).toBe(302);

    // The victim books for themself, signed in, with their own e-mail.
    const own = await bookThroughForm(victimBrowser, world, freshStay(), {
      ...guestFields(world, victim.email),
      ...victimDetails,
    });
    expect(own.response.status).toBe(302);
    const [booked] = await db.select().from(reservation).where(eq(reservation.formToken, own.formToken));
    victimKode = booked.kodeBooking;
    expect(booked.userId).toBe(victim.id);
  });

  it("neither links nor overwrites the victim's guest details and shows the attacker nothing of them", async () => {
    const [before] = await db.select().from(guest).where(eq(guest.email, victim.email));
    expect(before.userId).toBe(victim.id);

    const attack = await bookThroughForm(attackerBrowser, world, freshStay(), {
      ...guestFields(world, victim.email.toUpperCase()),
      nama: "Mallory",
      noIdentitas: "9999999999999999",
      telepon: "089900000000",
    });
    expect(attack.response.status).toBe(302);
    // The attacker's first look at the booking form was not prefilled with the victim's details either.
    expect(attack.html).not.toContain(victimDetails.noIdentitas);

    const [after] = await db.select().from(guest).where(eq(guest.email, victim.email));
    expect(after).toEqual(before);
    const [theirs] = await db.select().from(reservation).where(eq(reservation.formToken, attack.formToken));
    expect(theirs.userId).toBe(attacker.id);
    expect(theirs.guestNoIdentitas).toBe("9999999999999999");

    const detail = await attackerBrowser.visit("/detailuser");
    expect(detail.response.status).toBe(200);
    for (const secret of [victimDetails.noIdentitas, victimDetails.telepon, victimDetails.nama, victimKode]) {
      expect(detail.html).not.toContain(secret);
    }
    expect(detail.html).toContain(theirs.kodeBooking);

    const form = await attackerBrowser.visit(
      `/reservasi/${world.city.id}/2/1/${freshStay().cekin}/${freshStay().cekout}/${world.hotel.id}/${world.room.id}/2`,
    );
    expect(fieldValue(form.html, "noIdentitas")).not.toBe(victimDetails.noIdentitas);
    expect(fieldValue(form.html, "telepon")).not.toBe(victimDetails.telepon);
  });

  it("keeps the victim's own view intact: their details and only their bookings", async () => {
    const detail = await victimBrowser.visit("/detailuser");
    expect(detail.html).toContain(victimDetails.noIdentitas);
    expect(detail.html).toContain(victimKode);
    expect(detail.html).not.toContain("9999999999999999");
    expect(detail.html).not.toContain("Mallory");
  });

  it("lets an anonymous booking with a known e-mail change nothing of that guest", async () => {
    const [before] = await db.select().from(guest).where(eq(guest.email, victim.email));
    const anonymous = new TestBrowser({ language: "en" });
    const booked = await bookThroughForm(anonymous, world, freshStay(), {
      ...guestFields(world, victim.email),
      nama: "Someone Else",
      noIdentitas: "1111222233334444",
    });
    expect(booked.response.status).toBe(302);
    const [after] = await db.select().from(guest).where(eq(guest.email, victim.email));
    expect(after).toEqual(before);
    const [row] = await db.select().from(reservation).where(eq(reservation.formToken, booked.formToken));
    expect(row.userId).toBeNull();
    expect(row.guestNama).toBe("Someone Else");
    expect(row.guestId).toBe(before.id);
  });
});

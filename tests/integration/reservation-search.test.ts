import { describe, expect, it } from "vitest";
import { createReservation } from "~/orders/store/reservation.server";
import { setHotelScope } from "~/models/staff-scope.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, type BookingWorld } from "../fixtures/booking";
import { staffBrowser } from "./support/desk";

const db = testDb();

/** Nine random digits, so each run's guest has a phone number no other test uses. */
const digits = () => String(Math.floor(100_000_000 + Math.random() * 899_999_999));

async function bookGuest(world: BookingWorld, guest: { nama: string; telepon: string; email: string }) {
  const input = bookingInput(world);
  const result = await createReservation(db, { ...input, guest: { ...input.guest, ...guest } });
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  return result.reservation;
}

async function twoEstates() {
  const a = await bookingWorld(db, { units: 2 });
  const b = await bookingWorld(db, { units: 2 });
  const tag = crypto.randomUUID().slice(0, 8);
  const phone = digits();
  const guestA = { nama: `Ni Luh Sekar ${tag}`, telepon: `+62 812 ${phone.slice(0, 4)} ${phone.slice(4)}`, email: `Sekar.${tag}@Example.test` };
  const guestB = { nama: `Komang Ayu ${tag}`, telepon: `0813${digits()}`, email: `ayu.${tag}@example.test` };
  const inA = await bookGuest(a, guestA);
  const inB = await bookGuest(b, guestB);
  return { a, b, tag, phone, guestA, inA, inB };
}

describe("reservation search", () => {
  it("finds a booking by part of the guest's name in any case, by phone in another format, by e-mail and by code", async () => {
    const { tag, phone, inA, inB } = await twoEstates();
    const { browser } = await staffBrowser();
    const search = async (q: string) => (await browser.visit(`/admin/reservasi?q=${encodeURIComponent(q)}`)).html;

    const byName = await search(`sekar ${tag.toUpperCase()}`);
    expect(byName).toContain(`data-kode="${inA.kodeBooking}"`);
    expect(byName).not.toContain(`data-kode="${inB.kodeBooking}"`);
    // The row shows who the guest is: name and phone as stored.
    expect(byName).toContain(`Ni Luh Sekar ${tag}`);
    expect(byName).toContain(`+62 812 ${phone.slice(0, 4)} ${phone.slice(4)}`);

    const local = `0812-${phone.slice(0, 4)}-${phone.slice(4)}`;
    expect(await search(local)).toContain(`data-kode="${inA.kodeBooking}"`);
    expect(await search(`62812${phone}`)).toContain(`data-kode="${inA.kodeBooking}"`);
    expect(await search(`sekar.${tag}@example.TEST`)).toContain(`data-kode="${inA.kodeBooking}"`);
    const byCode = await search(inA.kodeBooking.slice(-6).toLowerCase());
    expect(byCode).toContain(`data-kode="${inA.kodeBooking}"`);
    expect(byCode).toContain("dari 1 item");
    // Old links with kode= still work.
    expect((await browser.visit(`/admin/reservasi?kode=${inA.kodeBooking}`)).html).toContain(`data-kode="${inA.kodeBooking}"`);
  });

  it("finds a French guest's booking by the number as a French clerk or guest writes it", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const tag = crypto.randomUUID().slice(0, 8);
    const eight = digits().slice(0, 8);
    const pairs = eight.match(/../g)?.join(" ") ?? "";
    // Stored as the booking form stores every number: E.164.
    const booked = await bookGuest(world, { nama: `Amélie Poulain ${tag}`, telepon: `+336${eight}`, email: `amelie.${tag}@example.fr` });
    const { browser } = await staffBrowser();
    const search = async (q: string) => (await browser.visit(`/admin/reservasi?q=${encodeURIComponent(q)}`)).html;
    expect(await search(`+33 6 ${pairs}`)).toContain(`data-kode="${booked.kodeBooking}"`);
    expect(await search(`0033 6 ${pairs}`)).toContain(`data-kode="${booked.kodeBooking}"`);
    expect(await search(`+33 7 ${pairs}`)).not.toContain(`data-kode="${booked.kodeBooking}"`);
  });

  it("combines the search with the other filters and the CSV export honours it", async () => {
    const { a, b, tag, inA } = await twoEstates();
    const { browser } = await staffBrowser();
    const other = await browser.visit(`/admin/reservasi?q=${tag}&hotel=${b.hotel.id}`);
    expect(other.html).not.toContain(`data-kode="${inA.kodeBooking}"`);
    const csv = await browser.get(`/admin/reservasi.csv?q=${encodeURIComponent(`Sekar ${tag}`)}&hotel=${a.hotel.id}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(inA.kodeBooking);
  });

  it("an account working for estate A does not find estate B's booking, in the list or the CSV", async () => {
    const { a, tag, inA, inB } = await twoEstates();
    const { browser, user } = await staffBrowser(["ROLE_USER", "ROLE_FRONTDESK"]);
    await setHotelScope(db, user.id, [a.hotel.id]);
    const list = await browser.visit(`/admin/reservasi?q=${tag}`);
    expect(list.html).toContain(`data-kode="${inA.kodeBooking}"`);
    expect(list.html).not.toContain(`data-kode="${inB.kodeBooking}"`);
    expect((await browser.visit(`/admin/reservasi?q=${inB.kodeBooking}`)).html).toContain("Tidak ada reservasi yang cocok dengan filter.");
    const csv = await (await browser.get(`/admin/reservasi.csv?q=${tag}`)).text();
    expect(csv).toContain(inA.kodeBooking);
    expect(csv).not.toContain(inB.kodeBooking);
  });

  it("answers a 200-character search with 400 and a message in the page's language", async () => {
    const { browser } = await staffBrowser();
    const page = await browser.visit(`/admin/reservasi?q=${"a".repeat(200)}`);
    expect(page.response.status).toBe(400);
    expect(page.html).toContain("Kata pencarian terlalu panjang: paling banyak 100 karakter.");
    const csv = await browser.get(`/admin/reservasi.csv?q=${"a".repeat(200)}`);
    expect(csv.status).toBe(400);
    await csv.body?.cancel();
  });
});

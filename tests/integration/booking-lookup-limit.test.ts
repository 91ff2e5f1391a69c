import { describe, expect, it } from "vitest";
import { createReservation } from "~/orders/store/reservation.server";
import { MAX_LOOKUP_MISSES } from "~/services/lookup-limit.server";
import { testDb } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";
import { decodeHtml, TestBrowser } from "./support/browser";

const db = testDb();

async function booked(): Promise<{ kode: string; email: string }> {
  const world = await bookingWorld(db);
  const email = `${crypto.randomUUID()}@example.test`;
  const result = await createReservation(db, bookingInput(world, { email }));
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  return { kode: result.reservation.kodeBooking, email };
}

/** The i-th well-formed code nobody holds (AGW, a day, six code characters). */
const guess = (i: number) => `AGW000000-${"ABCDEFGHJKMNPQRSTUVWXYZ"[i % 23]}${"23456789"[Math.floor(i / 23) % 8]}GUES`;

/** An IPv6 /64 of its own (documentation prefix), so tests never share a budget. */
function freshNetwork(): string {
  const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${hex()}:${hex()}`;
}

const PAUSED = /Too many booking codes not found from your address\. Please try again in \d+ minutes\./;

async function status(browser: TestBrowser, path: string): Promise<number> {
  const response = await browser.get(path);
  await response.arrayBuffer();
  return response.status;
}

describe("booking-code look-ups are limited per client", () => {
  it("pauses a client that keeps guessing codes, on the status API and the payment page alike", async () => {
    const { kode } = await booked();
    const guesser = new TestBrowser({ language: "en" });
    for (let i = 0; i < MAX_LOOKUP_MISSES; i++) {
      const path = i % 2 === 0 ? `/api/reservasi-status/${guess(i)}` : `/reservasi-info-pendpay/${guess(i)}`;
      expect(await status(guesser, path), path).toBe(404);
    }
    // Past the budget even a real code is refused, with how long to wait, in the visitor's language.
    const refused = await guesser.get(`/reservasi-info-pendpay/${kode}`);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const page = decodeHtml(await refused.text());
    expect(page).toMatch(PAUSED);
    expect(page).not.toContain('data-testid="booked-summary"');
    const api = await guesser.get(`/api/reservasi-status/${kode}`);
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(decodeHtml(await api.text())).toMatch(PAUSED);

    // Another client is not affected.
    expect(await status(new TestBrowser(), `/api/reservasi-status/${kode}`)).toBe(200);
  });

  it("counts the payment-outcome page: 100 guesses through /reservasi-notif get 429 after the same 20 misses", async () => {
    const { kode } = await booked();
    const guesser = new TestBrowser({ language: "fr" });
    const answers: number[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await guesser.get(`/reservasi-notif/${i % 2 ? "success" : "failure"}?order_id=${guess(i)}&status_code=200`);
      const html = decodeHtml(await response.text());
      answers.push(response.status);
      if (response.status === 429) {
        expect(html).toMatch(/Trop de codes de réservation introuvables depuis votre adresse\. Veuillez réessayer dans \d+ minutes\./);
        expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      }
    }
    expect(answers.slice(0, MAX_LOOKUP_MISSES)).toEqual(Array(MAX_LOOKUP_MISSES).fill(200));
    expect(answers.slice(MAX_LOOKUP_MISSES)).toEqual(Array(100 - MAX_LOOKUP_MISSES).fill(429));
    // The page no longer says whether a real code exists, nor its status; nor do the other look-ups.
    const real = await guesser.get(`/reservasi-notif/success?order_id=${kode}`);
    expect(real.status).toBe(429);
    expect(await real.text()).not.toContain('data-testid="notif-status"');
    expect(await status(guesser, `/reservasi-info-pendpay/${kode}`)).toBe(429);
    expect(await status(guesser, `/api/reservasi-status/${kode}`)).toBe(429);
  });

  it("shares one budget between every look-up URL, however the path is spelled", async () => {
    const { kode, email } = await booked();
    const guesser = new TestBrowser({ language: "en" });
    const ways = [
      (i: number) => guesser.get(`/reservasi-notif/failure?order_id=${guess(i)}`),
      (i: number) => guesser.get(`/RESERVASI-INFO-PENDPAY/${guess(i)}`),
      (i: number) => guesser.get(`/reservasi%2Dinfo-pendpay/${guess(i)}`),
      (i: number) => guesser.get(`/Api/Reservasi-Status/${guess(i)}`),
      (i: number) => guesser.get(`/Reservasi-Notif/success/?order_id=${guess(i)}`),
      (i: number) => guesser.get(`/reservasi-info-pendpay/${guess(i)}?_data=routes%2Freservasi-info-pendpay.%24kode`),
      (i: number) => guesser.post("/pesanan", { kode: guess(i), email }),
      (i: number) => guesser.get(`/reservasi-info-pendpay/${guess(i)}/kalender.ics`),
      (i: number) => guesser.post(`/reservasi-info-pendpay/${guess(i)}`, { intent: "switch", metode: "1" }),
    ];
    for (let i = 0; i < MAX_LOOKUP_MISSES; i++) {
      const response = await ways[i % ways.length](i);
      await response.arrayBuffer();
      expect(response.status, `look-up ${i}`).not.toBe(429);
    }
    for (const path of [
      `/reservasi-notif/success?order_id=${kode}`,
      `/reservasi-info-pendpay/${kode}`,
      `/RESERVASI-INFO-PENDPAY/${kode}`,
      `/api/reservasi-status/${kode}`,
      `/pesanan/${kode}`,
      `/reservasi-info-pendpay/${kode}/kalender.ics`,
    ]) {
      expect(await status(guesser, path), path).toBe(429);
    }
    const form = await guesser.post("/pesanan", { kode, email });
    expect(form.status).toBe(429);
    expect(decodeHtml(await form.text())).toMatch(PAUSED);
  });

  it("counts every address of one IPv6 /64 as one client, and another /64 apart", async () => {
    const { kode } = await booked();
    const network = freshNetwork();
    for (let i = 0; i < MAX_LOOKUP_MISSES; i++) {
      // A phone's privacy addresses change all the time; each of these guesses comes from a new one.
      const address = new TestBrowser({ ip: `${network}:${(i + 1).toString(16)}:0:0:${((i * 7919) % 0xffff).toString(16)}` });
      expect(await status(address, `/reservasi-notif/failure?order_id=${guess(i)}`)).toBe(200);
    }
    expect(await status(new TestBrowser({ ip: `${network}:ffff:ffff:ffff:ffff` }), `/api/reservasi-status/${kode}`)).toBe(429);
    expect(await status(new TestBrowser({ ip: `${network}::1` }), `/reservasi-info-pendpay/${kode}`)).toBe(429);
    // The neighbouring /64 (same /48, another household) is not paused.
    const [a, b, c, d] = network.split(":");
    const neighbour = `${a}:${b}:${c}:${(parseInt(d, 16) ^ 1).toString(16)}::1`;
    expect(await status(new TestBrowser({ ip: neighbour }), `/api/reservasi-status/${kode}`)).toBe(200);
  });

  it("never slows a guest looking up their own booking, however often", async () => {
    const { kode, email } = await booked();
    const network = freshNetwork();
    const guest = new TestBrowser({ language: "id", ip: `${network}::42` });
    for (let i = 0; i < MAX_LOOKUP_MISSES + 5; i++) {
      const response = await guest.get(`/api/reservasi-status/${kode}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      await response.arrayBuffer();
      const page = i % 2 ? `/reservasi-info-pendpay/${kode}?_data=routes%2Freservasi-info-pendpay.%24kode` : `/reservasi-notif/success?order_id=${kode}`;
      expect(await status(guest, page)).toBe(200);
    }
    // From a phone whose address changed, the guest opens Pesanan Saya: found, and its page opens.
    const phone = new TestBrowser({ language: "id", ip: `${network}::43` });
    const found = await phone.post("/pesanan", { kode, email });
    expect(found.status).toBe(302);
    expect(await status(phone, found.headers.get("Location")!.replace("https://example.com", ""))).toBe(200);
    // A few typos of their own later, the guest's own code still opens everywhere.
    for (let i = 0; i < MAX_LOOKUP_MISSES - 1; i++) expect(await status(guest, `/reservasi-info-pendpay/${guess(i)}`)).toBe(404);
    expect(await status(guest, `/reservasi-info-pendpay/${kode}`)).toBe(200);
  });
});

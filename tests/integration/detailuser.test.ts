import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../scripts/seed/index";
import { signIn } from "./support/account";
import { TestBrowser, decodeHtml } from "./support/browser";
import { createUser } from "./support/db";

interface SeededBooking {
  id: number;
  kode_booking: string;
  email: string;
}

describe("/detailuser", () => {
  let booking: SeededBooking;

  beforeAll(async () => {
    await seedDatabase(env, { today: "2026-11-21", year: false });
    // A seeded guest with a booking; one of their bookings is turned into an unpaid one.
    booking = (await env.DB.prepare(
      `SELECT r.id, r.kode_booking, g.email FROM reservation r JOIN guest g ON g.id = r.guest_id
       JOIN payment_method m ON m.id = r.payment_method_id
       WHERE m.kategori = 'PENDING PAYMENT' ORDER BY r.id LIMIT 1`,
    ).first<SeededBooking>())!;
    await env.DB.prepare(
      "UPDATE reservation SET status_bayar = 'WAITING', batas_bayar = ?, paid_at = NULL WHERE id = ?",
    )
      .bind(Date.now() + 30 * 60_000, booking.id)
      .run();
  });

  it("sends a signed-out visitor to sign in first", async () => {
    const response = await new TestBrowser().get("/detailuser");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fdetailuser/);
  });

  it("lists the signed-in guest's bookings with a pay-now link while unpaid and vouchers when paid", async () => {
    const user = await createUser({ email: booking.email });
    // The guest's bookings were made signed in to this account (bookings are listed by the account
    // that made them, never by an e-mail address a stranger could type).
    await env.DB.prepare("UPDATE reservation SET user_id = ? WHERE guest_id = (SELECT id FROM guest WHERE email = ?)")
      .bind(user.id, booking.email)
      .run();
    const browser = new TestBrowser({ language: "id" });
    await signIn(browser, user.login, user.password);
    const response = await browser.get("/detailuser");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const html = decodeHtml(await response.text());
    expect(html).toContain(booking.kode_booking);
    const payNow = new RegExp(`href="/reservasi-info-pendpay/${booking.kode_booking}"`);
    expect(html).toMatch(payNow);

    const others = await env.DB.prepare(
      `SELECT r.kode_booking FROM reservation r JOIN guest g ON g.id = r.guest_id
       WHERE g.email = ? AND r.status_bayar = 'PAID'`,
    )
      .bind(booking.email)
      .all<{ kode_booking: string }>();
    for (const paid of others.results) expect(html).toContain(paid.kode_booking);
  });

  it("shows an empty list to an account that never booked", async () => {
    const user = await createUser();
    const browser = new TestBrowser({ language: "en" });
    await signIn(browser, user.login, user.password);
    const response = await browser.get("/detailuser");
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("/reservasi-info-pendpay/");
  });
});

import { describe, expect, it } from "vitest";
import { testDb } from "../fixtures/accommodation";
import { bookingWorld, freshStay, type BookingWorld } from "../fixtures/booking";
import { fieldValue, guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, TestBrowser } from "./support/browser";

const db = testDb();

/** Opens the booking page and sends the guest step; the browser then holds the draft cookie. */
async function afterGuestStep(world: BookingWorld, language: "id" | "en" = "id") {
  const path = reservasiPath(world, freshStay());
  const browser = new TestBrowser({ language });
  const html = decodeHtml(await (await browser.get(path)).text());
  const tokens = { formToken: hiddenValue(html, "formToken"), captchaToken: hiddenValue(html, "captchaToken") };
  const guest = await browser.post(path, {
    ...tokens,
    ...guestFields(world, "draft@example.test"),
    step: "1",
    intent: "next-guest",
  });
  expect(guest.status).toBe(200);
  return {
    path,
    browser,
    tokens,
    setCookie: guest.headers.get("Set-Cookie") ?? "",
    html: decodeHtml(await guest.text()),
  };
}

/** The payment step, filled in, as the form posts it. */
function paymentStep(world: BookingWorld, tokens: Record<string, string>) {
  return { ...tokens, step: "2", intent: "next-payment", metode: String(world.methods.va) };
}

/** The answer to a step whose earlier steps the draft does not hold: the guest step, saying why. */
async function expectStartedOver(response: Response) {
  expect(response.status).toBe(400);
  const html = decodeHtml(await response.text());
  expect(html).toContain("Data pemesanan Anda sudah tidak tersimpan");
  expect(html).toContain('name="step" value="1"');
}

describe("the booking wizard's draft of accepted steps", () => {
  it("is a small signed cookie scoped to the booking page, HttpOnly, SameSite=Lax, half an hour", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const { path, setCookie, html } = await afterGuestStep(world);
    expect(html).toContain('name="step" value="2"');
    expect(setCookie).toMatch(/^booking_draft=[^;]+\.[^;]+;/);
    expect(setCookie).toContain(`Path=${path}`);
    expect(setCookie).toContain("Max-Age=1800");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie.length).toBeLessThan(1000);
    // The accepted guest step no longer travels in the form.
    expect(html).not.toContain('name="nama"');
  });

  it("starts over at the guest step with a message when the draft is missing", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const { path, browser, tokens } = await afterGuestStep(world);
    browser.cookies.delete("booking_draft");
    await expectStartedOver(await browser.post(path, paymentStep(world, tokens)));
  });

  it("treats a tampered draft as missing, clears it and never answers 500", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const { path, browser, tokens } = await afterGuestStep(world, "en");
    const value = browser.cookies.get("booking_draft")!;
    for (const forged of [`${value.slice(0, 10)}x${value.slice(11)}`, "garbage", "%%%.%%%", `${value}x`]) {
      browser.cookies.set("booking_draft", forged);
      const response = await browser.post(path, { ...tokens, step: "3", intent: "book", captcha: "ABCDEFG" });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Your booking details are no longer saved");
      expect(response.headers.get("Set-Cookie")).toMatch(/^booking_draft=; Max-Age=0/);
      expect(browser.cookies.has("booking_draft")).toBe(false);
    }
  });

  it("belongs to one filled-in form: a draft of another form token does not count", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const { path, browser, tokens } = await afterGuestStep(world);
    await expectStartedOver(await browser.post(path, paymentStep(world, { ...tokens, formToken: "b".repeat(24) })));
  });

  it("opened again (a reload), shows the furthest step the draft allows, filled in, for the same form", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const { path, browser, tokens } = await afterGuestStep(world);
    const reloaded = decodeHtml(await (await browser.get(path)).text());
    expect(reloaded).toContain('name="step" value="2"');
    expect(hiddenValue(reloaded, "formToken")).toBe(tokens.formToken);
    // The accepted guest step is in the summary of the draft, not a form field.
    expect(reloaded).not.toContain('name="nama"');

    const payment = await browser.post(path, paymentStep(world, tokens));
    expect(payment.status).toBe(200);
    const review = decodeHtml(await (await browser.get(path)).text());
    expect(review).toContain('name="step" value="3"');
    expect(hiddenValue(review, "formToken")).toBe(tokens.formToken);
    expect(review).toContain("Budi Santoso");

    // Back on the guest step, its fields are filled in from the draft.
    const back = await browser.post(path, { ...tokens, step: "3", intent: "goto-guest" });
    expect(fieldValue(decodeHtml(await back.text()), "nama")).toBe("Budi Santoso");
  });

  it("opened without a readable draft, starts a new form at the guest step", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const { path, browser, tokens } = await afterGuestStep(world);
    browser.cookies.set("booking_draft", "garbage");
    const html = decodeHtml(await (await browser.get(path)).text());
    expect(html).toContain('name="step" value="1"');
    expect(hiddenValue(html, "formToken")).not.toBe(tokens.formToken);
  });

  it("keeps the guest step when going back and answers an unknown intent with a message", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const { path, browser, tokens } = await afterGuestStep(world);
    const back = await browser.post(path, { ...tokens, step: "2", intent: "back" });
    expect(back.status).toBe(200);
    const html = decodeHtml(await back.text());
    expect(html).toContain('name="step" value="1"');
    expect(fieldValue(html, "nama")).toBe("Budi Santoso");
    expect(fieldValue(html, "noIdentitas")).toBe("3573010101010001");

    for (const intent of ["next", "goto:3", "book", ""]) {
      const response = await browser.post(path, { ...tokens, step: "2", intent });
      expect(response.status, intent).toBe(400);
      expect(await response.text()).toContain("Permintaan formulir tidak dikenali");
    }
  });
});

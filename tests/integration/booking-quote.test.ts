import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservation, roomRate } from "~/db/schema";
import worker from "../../workers/app";
import { testDb } from "../fixtures/accommodation";
import { bookingWorld, freshStay } from "../fixtures/booking";
import { captchaAnswer, guestFields, hiddenValue, reservasiPath } from "./support/booking";
import { decodeHtml, TestBrowser } from "./support/browser";

/**
 * The booking wizard's work per step (issue 37): a signed quote made once on the page carries the stay and its
 * price through the steps, so a step that only refreshes the region lists does not price the stay again, and
 * the booking does not read back the reservation it has just written. Each request goes to the Worker with its
 * D1 binding wrapped, so the test sees every statement the step prepared.
 */
const db = testDb();

/** Every SQL statement the Worker prepares while one request is answered. */
function watchedBrowser(language: "id" | "en" | "fr") {
  const log: string[] = [];
  const spied = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          log.push(query);
          return target.prepare(query);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const browser = new TestBrowser({
    language,
    fetcher: async (request) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(request as never, { ...env, DB: spied } as never, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    },
  });
  /** The statements of one request. */
  async function step(run: () => Promise<Response>) {
    log.length = 0;
    const response = await run();
    const html = decodeHtml(await response.text());
    return { response, html, sql: [...log] };
  }
  return { browser, step };
}

// The summary's queries: the stay's nightly rates and the fees (the price), and nothing else reads these tables here.
const SUMMARY_SQL = /from "(room_rate|fee)"/i;
const READS_RESERVATION = /^select[\s\S]* (from|join) "reservation"(?!_)/i;
const WRITES_RESERVATION = /^insert into "reservation"(?!_)/i;

describe("the wizard prices once and never reads back what it wrote", () => {
  it("walks a booking without JavaScript: regions refresh without the summary, the booking reads nothing back", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const path = reservasiPath(world, freshStay());
    const { browser, step } = watchedBrowser("id");
    const email = `${crypto.randomUUID()}@example.test`;

    const page = await step(() => browser.get(path));
    expect(page.response.status).toBe(200);
    expect(page.sql.some((q) => SUMMARY_SQL.test(q))).toBe(true);
    const hidden = {
      formToken: hiddenValue(page.html, "formToken"),
      captchaToken: hiddenValue(page.html, "captchaToken"),
      quote: hiddenValue(page.html, "quote"),
    };

    // The province select re-submitted without JavaScript: the lists again, never the summary.
    const region = await step(() =>
      browser.post(path, { ...hidden, ...guestFields(world, email), kabupaten: "", step: "1", intent: "region" }),
    );
    expect(region.response.status).toBe(200);
    expect(region.html).toContain("Ringkasan Pemesanan");
    expect(region.sql.filter((q) => SUMMARY_SQL.test(q))).toEqual([]);

    const guest = await step(() =>
      browser.post(path, { ...hidden, ...guestFields(world, email), step: "1", intent: "next-guest" }),
    );
    expect(guest.html).toContain('name="step" value="2"');
    expect(guest.sql.filter((q) => SUMMARY_SQL.test(q))).toEqual([]);
    const payment = await step(() =>
      browser.post(path, {
        ...hidden,
        quote: hiddenValue(guest.html, "quote"),
        step: "2",
        intent: "next-payment",
        metode: String(world.methods.va),
      }),
    );
    expect(payment.html).toContain('name="step" value="3"');
    expect(payment.sql.filter((q) => SUMMARY_SQL.test(q))).toEqual([]);

    const booked = await step(async () =>
      browser.post(path, {
        ...(await captchaAnswer(payment.html)),
        formToken: hidden.formToken,
        quote: hiddenValue(payment.html, "quote"),
        step: "3",
        intent: "book",
      }),
    );
    expect(booked.response.status).toBe(302);
    expect(booked.response.headers.get("Location")).toMatch(/^\/reservasi-info-pendpay\/AGW/);
    const written = booked.sql.findIndex((q) => WRITES_RESERVATION.test(q));
    expect(written).toBeGreaterThan(-1);
    expect(booked.sql.slice(written + 1).filter((q) => READS_RESERVATION.test(q))).toEqual([]);
    // What it wrote is what the guest is mailed and sent to: the booking, its payment started, its e-mail queued.
    const [row] = await db.select().from(reservation).where(eq(reservation.formToken, hidden.formToken));
    expect(row.paymentCode).toMatch(/^70012\d{11}$/);
    const info = await browser.visit(booked.response.headers.get("Location")!);
    expect(info.html).toContain(row.paymentCode!);
  });

  it("refuses a tampered quote in the guest's language with a 400 and a fresh quote, never a 500", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const path = reservasiPath(world, freshStay());
    const { browser, step } = watchedBrowser("fr");
    const page = await step(() => browser.get(path));
    const quote = hiddenValue(page.html, "quote");
    const [body, signature] = quote.split(".");
    const forged = `${body.slice(0, -2)}${body.slice(-2) === "AA" ? "AB" : "AA"}.${signature}`;
    const email = `${crypto.randomUUID()}@example.test`;
    const answer = await step(() =>
      browser.post(path, {
        formToken: hiddenValue(page.html, "formToken"),
        captchaToken: hiddenValue(page.html, "captchaToken"),
        quote: forged,
        ...guestFields(world, email),
        step: "1",
        intent: "next-guest",
      }),
    );
    expect(answer.response.status).toBe(400);
    expect(answer.html).toContain("Le devis de ce séjour n’est plus valable");
    expect(hiddenValue(answer.html, "quote")).not.toBe(forged);
  });

  it("tells the guest when the price moved between the review and the booking, and books nothing", async () => {
    const world = await bookingWorld(db, { units: 2 });
    const stay = freshStay();
    const path = reservasiPath(world, stay);
    const { browser, step } = watchedBrowser("en");
    const email = `${crypto.randomUUID()}@example.test`;
    const page = await step(() => browser.get(path));
    const hidden = {
      formToken: hiddenValue(page.html, "formToken"),
      captchaToken: hiddenValue(page.html, "captchaToken"),
    };
    const guest = await step(() =>
      browser.post(path, {
        ...hidden,
        quote: hiddenValue(page.html, "quote"),
        ...guestFields(world, email),
        step: "1",
        intent: "next-guest",
      }),
    );
    const payment = await step(() =>
      browser.post(path, {
        ...hidden,
        quote: hiddenValue(guest.html, "quote"),
        step: "2",
        intent: "next-payment",
        metode: String(world.methods.va),
      }),
    );
    // Staff change the first night's price while the guest reads the review.
    await db.insert(roomRate).values({ roomTypeId: world.room.id, night: stay.cekin, hargaOnline: 777_000 });
    const booked = await step(async () =>
      browser.post(path, {
        ...(await captchaAnswer(payment.html)),
        formToken: hidden.formToken,
        quote: hiddenValue(payment.html, "quote"),
        step: "3",
        intent: "book",
      }),
    );
    expect(booked.response.status).toBe(409);
    expect(booked.html).toContain("The price of this stay has changed");
    expect(await db.select().from(reservation).where(eq(reservation.formToken, hidden.formToken))).toEqual([]);
    // The review shown again quotes the new price; booking it now goes through.
    const again = await step(async () =>
      browser.post(path, {
        ...(await captchaAnswer(booked.html)),
        formToken: hidden.formToken,
        quote: hiddenValue(booked.html, "quote"),
        step: "3",
        intent: "book",
      }),
    );
    expect(again.response.status).toBe(302);
    const [row] = await db.select().from(reservation).where(eq(reservation.formToken, hidden.formToken));
    expect(row.total).toBe(Number(/data-testid="summary-total" data-amount="(\d+)"/.exec(booked.html)?.[1]));
  });
});

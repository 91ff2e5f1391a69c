import { devices, expect, test, type Browser, type BrowserContext, type APIRequestContext, type Page } from "@playwright/test";
import { captchaCode, chooseEastJavaAddress, choosePaymentMethod, fillGuest, openRoomPage, satisfactionPath } from "./support/booking";
import { expectNoPageErrors, waitForHydration, watchPageErrors } from "./support/page-errors";

/**
 * Every page a visitor can reach, with JavaScript, on a phone, in Indonesian, English and French: each loads
 * (HTTP < 400), hydrates, and shows no error page, no script error, no console error and no hydration warning.
 * A page that only breaks once its script runs (Pesanan Saya did: its form read a schema the browser build does
 * not have) passes every test without JavaScript and fails here. Per language: the public pages (every URL of
 * the sitemap), and a guest's pages (search, room, the three booking steps, the pending payment page of a fresh
 * booking, the gateway's return pages, Pesanan Saya and a booking's page, the post-stay survey, the chat pages,
 * the account pages signed out, the e-mailed activation and reset links, and the pages of a guest signed in).
 */

type Lng = "id" | "en" | "fr";
const LANGUAGES: readonly Lng[] = ["id", "en", "fr"];
const LOCALE: Record<Lng, string> = { id: "id-ID", en: "en-GB", fr: "fr-FR" };
const UI = {
  id: { next: "Berikutnya", book: "Booking", confirmYes: "Ya, pesan sekarang" },
  en: { next: "Next", book: "Book", confirmYes: "Yes, book now" },
  fr: { next: "Suivant", book: "Réserver", confirmYes: "Oui, réserver" },
} as const;
/** Each language books its own nights, away from the other specs' stays. */
const DAYS_AHEAD: Record<Lng, number> = { id: 150, en: 160, fr: 170 };

// Six tests (two per language), each a few dozen page loads through wrangler dev on a shared machine.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

/** `path` in the page language `lng` (the `?lng=` switch). */
function inLanguage(path: string, lng: Lng): string {
  const url = new URL(path, "http://site");
  url.searchParams.set("lng", lng);
  return `${url.pathname}${url.search}`;
}

interface Crawler {
  page: Page;
  /** Loads `path` as a document in the crawler's language and checks it. */
  visit(path: string): Promise<void>;
  /** Checks the page as it is now (after a click or a form), under `label`. */
  check(label: string): Promise<void>;
  /** Fails on anything logged since the last check, then closes the tab. */
  close(): Promise<void>;
}

function phoneContext(browser: Browser, lng: Lng): Promise<BrowserContext> {
  return browser.newContext({ ...devices["Pixel 7"], locale: LOCALE[lng], timezoneId: "Asia/Jakarta" });
}

async function crawler(context: BrowserContext, lng: Lng): Promise<Crawler> {
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  let lastLabel = "";
  const check = async (label: string) => {
    lastLabel = label;
    await waitForHydration(page);
    await expect(page.locator("html"), `${label}: the page's language`).toHaveAttribute("lang", lng);
    await expectNoPageErrors(page, errors, label);
  };
  // Anything logged after the last check (a late request of the previous page) is that page's.
  const nothingLate = () => expect(errors.seen, `${lastLabel}: errors after it had loaded`).toEqual([]);
  return {
    page,
    async visit(path) {
      nothingLate();
      const url = inLanguage(path, lng);
      const response = await page.goto(url, { waitUntil: "load" });
      expect(response?.status(), `${url}: HTTP status`).toBeLessThan(400);
      await check(url);
    },
    check,
    async close() {
      nothingLate();
      await page.close();
    },
  };
}

/** The sitemap's pages in `lng`, as paths of this server (the sitemap names the configured public address). */
async function sitemapPaths(request: APIRequestContext, lng: Lng): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll("&amp;", "&"));
  const paths = locs.map((loc) => new URL(loc)).filter((url) => url.searchParams.get("lng") === lng).map((url) => `${url.pathname}${url.search}`);
  expect(paths.length, "pages in the sitemap").toBeGreaterThan(20);
  return paths;
}

/** The newest link to `path` e-mailed to `email` (from the development outbox), as a path of this server. */
async function emailedLink(page: Page, email: string, path: string): Promise<string> {
  const response = await page.request.get(`/_dev/outbox?to=${encodeURIComponent(email)}`);
  const hrefs = [...(await response.text()).matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
  const link = hrefs.find((href) => href.includes(`${path}?key=`));
  expect(link, `the e-mail to ${email} links to ${path}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

for (const lng of LANGUAGES) {
  test(`every page of the sitemap hydrates on a phone — ${lng}`, async ({ browser }) => {
    const context = await phoneContext(browser, lng);
    const paths = await sitemapPaths(context.request, lng);
    // A few tabs at once: most of a page's time is waiting on the server, not this machine's cores.
    const tabs = 3;
    await Promise.all(
      Array.from({ length: tabs }, async (_, tab) => {
        const crawl = await crawler(context, lng);
        for (const path of paths.filter((_, i) => i % tabs === tab)) await crawl.visit(path);
        await crawl.close();
      }),
    );
    await context.close();
  });

  test(`a guest's pages hydrate on a phone: search, room, booking, payment, Pesanan Saya, chat, account — ${lng}`, async ({
    browser,
  }) => {
    const context = await phoneContext(browser, lng);
    const crawl = await crawler(context, lng);
    const { page } = crawl;
    const ui = UI[lng];
    const stamp = `${lng}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `crawl-${stamp}@example.test`;

    // Search and room, each also loaded as a document of its own.
    await openRoomPage(page, 2, DAYS_AHEAD[lng], lng);
    const roomPath = new URL(page.url()).pathname;
    await page.goBack();
    await expect(page).toHaveURL(/\/cari_hotel\//);
    await crawl.visit(new URL(page.url()).pathname);
    await crawl.visit(roomPath);

    // The three booking steps, then the pending payment page of the new booking.
    const bookHref = await page.locator("a.room-card__book").first().getAttribute("href");
    await crawl.visit(bookHref!);
    await fillGuest(page, email);
    await chooseEastJavaAddress(page);
    await page.getByRole("button", { name: ui.next }).click();
    await expect(page.locator('input[name="step"]')).toHaveValue("2");
    await crawl.check("booking step 2");
    await choosePaymentMethod(page, /^(BCA Virtual Account|Compte virtuel BCA)/);
    await page.getByRole("button", { name: ui.next }).click();
    await expect(page.locator('input[name="step"]')).toHaveValue("3");
    await crawl.check("booking step 3");
    await page.locator("#booking-captcha").fill(await captchaCode(page));
    await page.getByRole("button", { name: ui.book, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: ui.confirmYes }).click();
    await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
    await crawl.check("the pending payment page, reached from step 3");
    const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
    await crawl.visit(`/reservasi-info-pendpay/${kode}`);
    // Where the gateway's hosted page sends a guest back.
    await crawl.visit(`/reservasi-notif/success?order_id=${kode}`);
    await crawl.visit(`/reservasi-notif/failure?order_id=${kode}`);

    // Pesanan Saya: the look-up form, the booking's page, its cancellation step (not confirmed).
    await crawl.visit(`/pesanan?kode=${kode}`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator("form#order-lookup button[type=submit]").click();
    await expect(page.getByTestId("order-status")).toBeVisible();
    await crawl.check("a booking's page, reached from Pesanan Saya");
    await crawl.visit(new URL(page.url()).pathname + new URL(page.url()).search);
    await page.locator(".orders-cancel button[type=submit]").click();
    await expect(page.getByTestId("cancel-refund")).toBeVisible();
    await crawl.check("a booking's cancellation step");

    // The post-stay survey a paid, past booking's e-mail links to (loading it changes nothing).
    let survey = "";
    for (let id = 1; id <= 60 && !survey; id++) {
      if ((await page.request.get(satisfactionPath(id))).status() === 200) survey = satisfactionPath(id);
    }
    expect(survey, "a seeded booking with a satisfaction survey").not.toBe("");
    await crawl.visit(survey);

    // The chat's pages (the chat itself is in the sitemap).
    await crawl.visit("/chat/lanjutkan");
    // A reply e-mail's link opens the chat at once; in a browser that never chatted it asks for name and e-mail.
    await crawl.visit("/?chat=1");
    await expect(page.getByRole("dialog").locator('input[name="email"]')).toBeVisible();
    await crawl.check("the chat opened by a reply e-mail's link");

    // Account pages signed out, then as a new guest: register, activate, sign in.
    await crawl.visit("/login");
    await crawl.visit("/register");
    const login = `crawl${stamp}`;
    await page.locator('main input[name="login"]').fill(login);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill("Rahasia#2026");
    await page.locator('main input[name="confirmPassword"]').fill("Rahasia#2026");
    await page.locator('main form:has(input[name="confirmPassword"]) button[type="submit"]').click();
    await expect(page).toHaveURL(/\/register\?status=saved/);
    await crawl.check("registered");
    await crawl.visit(await emailedLink(page, email, "/activate"));
    await page.locator('main form:has(input[name="key"]) button[type="submit"]').click();
    await expect(page).toHaveURL(/\/activate\?status=done/);
    await crawl.check("activated");
    // The reset link's page (opening it uses nothing up).
    await crawl.visit("/reset/request");
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main form:has(input[name="email"]) button[type="submit"]').click();
    await expect(page).toHaveURL(/\/reset\/request\?status=sent/);
    await crawl.check("reset requested");
    await crawl.visit(await emailedLink(page, email, "/reset/finish"));
    await crawl.visit("/login");
    await page.locator('main input[name="login"]').fill(login);
    await page.locator('main input[name="password"]').fill("Rahasia#2026");
    await page.locator('main form:has(input[name="password"]) button[type="submit"]').click();
    await expect(page).not.toHaveURL(/\/login/);
    await crawl.check("signed in");
    for (const path of ["/settings", "/sessions", "/password", "/detailuser", `/pesanan/${kode}`]) await crawl.visit(path);
    await crawl.close();
    await context.close();
  });
}

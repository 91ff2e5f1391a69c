import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  bookFromRoomPage,
  captchaCode,
  chooseEastJavaAddress,
  choosePaymentMethod,
  fillGuest,
  openRoomPage,
} from "./support/booking";

/**
 * What a guest on a 390 × 844 phone sees without hunting for it: a destination's name on the first screen,
 * values and links not under the chat and back-to-top buttons, the wizard's extras lined up with their names,
 * and step 2 opening at its top.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The destination pages the sitemap lists, in every language (`/wisata/{id}?lng=…`). */
async function destinationPages(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/wisata\/\d+\?lng=(?:id|en|fr))<\/loc>/g)].map((m) => m[1]);
}

test("every destination's name is on the first screen of a phone, in Indonesian, English and French", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const pages = await destinationPages(page);
  expect(pages.filter((p) => p.endsWith("lng=fr")).length).toBeGreaterThanOrEqual(3);
  for (const path of pages) {
    await page.goto(path);
    const title = page.locator("h1");
    await expect(title).toHaveCount(1);
    const box = (await title.boundingBox())!;
    // The whole title, not its first pixels, without scrolling.
    expect(box.y + box.height, `${path}: the title's bottom`).toBeLessThanOrEqual(PHONE.height);
    // The other destinations come after what this page is about.
    const others = page.locator(".content-others");
    if ((await others.count()) > 0) {
      const order = await title.evaluate(
        (h1, el) => h1.compareDocumentPosition(el!) & Node.DOCUMENT_POSITION_FOLLOWING,
        await others.elementHandle(),
      );
      expect(order, `${path}: "other destinations" after the page's own content`).toBeTruthy();
      const details = page.locator(".content-section").first();
      if ((await details.count()) > 0) {
        expect((await others.boundingBox())!.y).toBeGreaterThan((await details.boundingBox())!.y);
      }
    }
  }
});

const nextButton = (page: Page) => page.locator('.booking-actions button[name="intent"][value^="next-"]');

/** Step 1 filled in with JavaScript on a phone, then "next" tapped where the guest finds it: at the bottom. */
async function reachStepTwo(page: Page, email: string) {
  await openRoomPage(page, 2, 43);
  await bookFromRoomPage(page);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await fillGuest(page, email);
  await chooseEastJavaAddress(page);
  await nextButton(page).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("2");
}

test("step 2 opens at its top on a phone, its heading in view", async ({ page }) => {
  await reachStepTwo(page, `langkah2-${Date.now()}@example.test`);
  // Measured once the page has stopped moving (a smooth scroll included).
  let scrollY = -1;
  await expect
    .poll(async () => {
      const [before, after] = await page.evaluate(async () => {
        const first = window.scrollY;
        await new Promise((resolve) => setTimeout(resolve, 150));
        return [first, window.scrollY];
      });
      scrollY = after;
      return before === after;
    })
    .toBe(true);
  expect(scrollY, "window.scrollY on arriving at step 2").toBeLessThan(200);
  const heading = page.locator(".booking-page h1");
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  const tabs = (await page.locator(".wizard__tabs").boundingBox())!;
  expect(tabs.y + tabs.height).toBeLessThanOrEqual(PHONE.height);
  const stepHeading = page.locator(".booking-form > fieldset > legend").first();
  await expect(stepHeading).toBeInViewport();
});

test("each extra's checkbox sits on the first line of its name and price on a phone", async ({ page }) => {
  await reachStepTwo(page, `ekstra-${Date.now()}@example.test`);
  const extras = page.locator(".booking-extras label");
  const count = await extras.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const label = extras.nth(i);
    const { box, firstLine } = await label.evaluate((el) => {
      const input = el.querySelector("input")!;
      const text = el.querySelector("span")!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const line = range.getClientRects()[0];
      const rect = input.getBoundingClientRect();
      return {
        box: { top: rect.top, height: rect.height },
        firstLine: { top: line.top, height: line.height },
      };
    });
    const boxCentre = box.top + box.height / 2;
    const lineCentre = firstLine.top + firstLine.height / 2;
    expect(
      Math.abs(boxCentre - lineCentre),
      `extra ${i + 1}: checkbox centre vs first line centre`,
    ).toBeLessThanOrEqual(4);
    // A box a finger can hit, not a 42 px tall text field.
    expect(box.height).toBeLessThanOrEqual(28);
  }
});

/** The chat and back-to-top buttons shown (not faded out or hidden) over `target`'s box: their class names. */
async function floatingOver(page: Page, target: Locator): Promise<string[]> {
  const box = await target.boundingBox();
  if (!box) return ["(the element has no box)"];
  const hits: string[] = [];
  for (const button of await page.locator(".chat-launcher, .back-to-top").all()) {
    const shown = await button.evaluate(
      (el) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && getComputedStyle(el).opacity !== "0",
    );
    const other = await button.boundingBox();
    if (!shown || !other) continue;
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    if (overlaps) hits.push(`${await button.evaluate((el) => el.className)} over ${JSON.stringify(box)}`);
  }
  return hits;
}

/**
 * `target` as a guest finds it: where the page opens (when it is on the screen then), and brought into view by
 * the browser, as a tap on a link to it or a search of the page does. Neither time is a floating button over it.
 */
async function expectUncovered(page: Page, target: Locator, what: string) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(target).toBeVisible();
  const inWindow = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
  if (inWindow) expect(await floatingOver(page, target), `${what}, as the page opens`).toEqual([]);
  await target.scrollIntoViewIfNeeded();
  await expect.poll(() => floatingOver(page, target), `${what}, scrolled into view`).toEqual([]);
  // Scrolled on past it and back (the back-to-top button shows after 400 px), it is still clear.
  await page.evaluate(() => window.scrollBy({ top: 600, behavior: "instant" }));
  await target.scrollIntoViewIfNeeded();
  await expect.poll(() => floatingOver(page, target), `${what}, scrolled back to`).toEqual([]);
}

test("the floating buttons never cover the search form's guests, the map link or the refund on a phone", async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const path of ["/", "/hotel"]) {
    await page.goto(path);
    await expectUncovered(page, page.getByLabel("Jumlah Tamu"), `"Jumlah Tamu" on ${path}`);
    await expectUncovered(page, page.locator("label", { hasText: "Jumlah Tamu" }).first(), `its label on ${path}`);
  }

  await openRoomPage(page, 2, 44);
  await expectUncovered(
    page,
    page.getByRole("link", { name: "Lihat peta lokasi" }).first(),
    '"Lihat peta lokasi" on the room page',
  );

  // A paid booking's cancellation step: what comes back, and the button that cancels.
  await bookFromRoomPage(page);
  const email = `tombol-${Date.now()}@example.test`;
  await fillGuest(page, email);
  await chooseEastJavaAddress(page);
  await nextButton(page).click();
  await choosePaymentMethod(page, /^BCA Virtual Account/);
  await nextButton(page).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("3");
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await page.getByRole("button", { name: "Booking" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Ya, pesan sekarang" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\//);
  const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
  await page.getByRole("link", { name: "Bayar di simulator bank (lokal)" }).click();
  await page.getByRole("button", { name: "Bayar tagihan" }).click();
  await page.getByRole("link", { name: "Kembali ke halaman pembayaran" }).click();
  await expect(page.getByTestId("status-bayar")).toHaveText("Lunas");
  // Pesanan Saya: the booking found by its code and e-mail, then "Batalkan pesanan".
  await page.goto(`/pesanan?kode=${kode}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("E-mail pemesan").fill(email);
  await page.getByRole("button", { name: "Cari pesanan" }).click();
  await expect(page.getByTestId("order-payment")).toHaveText("Lunas");
  await page.getByRole("button", { name: "Batalkan pesanan" }).click();
  await expect(page.getByTestId("cancel-refund")).toHaveText(/Rp/);
  await expectUncovered(page, page.getByTestId("cancel-refund"), "the refund amount");
  await expectUncovered(page, page.getByRole("button", { name: "Ya, batalkan pesanan" }), '"Ya, batalkan pesanan"');
});

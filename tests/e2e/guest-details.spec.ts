import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  bookFromRoomPage,
  captchaCode,
  chooseEastJavaAddress,
  choosePaymentMethod,
  fillGuest,
  openRoomPage,
  satisfactionPath,
  chooseEastJavaAddressWithoutJs,
} from "./support/booking";

/**
 * What a guest notices around the booking path: a reload keeps the wizard where it was, a phone
 * shows the field a search is missing and keeps the floating buttons off the fields, the pending
 * page summarises the booking and copies the payment number, the booking e-mail links to this very
 * server, and the satisfaction stars light up to the one chosen.
 */
const PHONE = { width: 390, height: 844 };
const step = (page: Page) => page.locator('input[name="step"]');
const nextButton = (page: Page) => page.locator('.booking-actions button[name="intent"][value^="next-"]');

test.describe("reloading the booking wizard", () => {
  test("with JavaScript: a reload shows the furthest step the draft allows, filled in", async ({ page }) => {
    await openRoomPage(page, 2);
    await bookFromRoomPage(page);
    await fillGuest(page, `muat-ulang-${Date.now()}@example.test`);
    await chooseEastJavaAddress(page);
    await nextButton(page).click();
    await expect(step(page)).toHaveValue("2");

    await page.reload();
    await expect(step(page)).toHaveValue("2");
    await expect(page.locator("#booking-metode")).toBeVisible();
    await choosePaymentMethod(page, /^BCA Virtual Account/);
    await nextButton(page).click();
    await expect(step(page)).toHaveValue("3");

    await page.reload();
    await expect(step(page)).toHaveValue("3");
    await expect(page.locator(".booking-form")).toContainText("Dewi Lestari");
    // Back to the guest step: its fields hold what was typed before the reloads.
    await page.locator('button[name="intent"][value="goto-guest"]').click();
    await expect(step(page)).toHaveValue("1");
    await expect(page.locator("#booking-nama")).toHaveValue("Dewi Lestari");
    // The phone comes back as it was stored: normalised with the country code.
    await expect(page.locator("#booking-telepon")).toHaveValue("+6281233344455");
  });

  test("without JavaScript: reopening the page shows the step the draft allows", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
    const page = await context.newPage();
    await openRoomPage(page, 2);
    await bookFromRoomPage(page);
    await fillGuest(page, `muat-ulang-nojs-${Date.now()}@example.test`);
    await chooseEastJavaAddressWithoutJs(page);
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await expect(step(page)).toHaveValue("2");

    // The address bar's Enter (a GET of the same page), then the browser's reload.
    await page.goto(page.url());
    await expect(step(page)).toHaveValue("2");
    await page.reload();
    await expect(step(page)).toHaveValue("2");
    await page.locator('button[name="intent"][value="back"]').click();
    await expect(page.locator("#booking-nama")).toHaveValue("Dewi Lestari");
    await context.close();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a search without a city shows that field below the sticky header and names it", async ({ page }) => {
    await page.goto("/hotel");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const form = page.locator("form.search-form").first();
    const city = form.locator('select[name="kota"]');
    await expect(city).toHaveValue("");
    // The guest has scrolled down to the button: the city field is above the window.
    const submit = form.getByRole("button", { name: "Cari", exact: true });
    await submit.evaluate((button) =>
      window.scrollTo({ top: button.getBoundingClientRect().top + window.scrollY - 300, behavior: "instant" }),
    );
    await expect.poll(() => city.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(0);
    await submit.click();

    await expect(city).toBeFocused();
    await expect(form.getByRole("alert")).toContainText("Semua kolom harus diisi");
    await expect(form.getByRole("alert")).toContainText("Belum diisi: Kota");
    const headerBottom = await page.locator(".header").evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(() => city.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });

  test("the chat and back-to-top buttons never cover the field being filled in", async ({ page }) => {
    await openRoomPage(page, 2);
    await bookFromRoomPage(page);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const floating = page.locator(".chat-launcher, .back-to-top");
    expect(await floating.count()).toBeGreaterThan(0);
    const fields = page.locator(".booking-form").locator("input:not([type=hidden]), select, textarea");
    const count = await fields.count();
    expect(count).toBeGreaterThan(4);
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      // Put the field where the floating buttons sit (near the bottom right), then tap into it.
      await field.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        window.scrollBy({ top: rect.bottom - (window.innerHeight - 100), behavior: "instant" });
      });
      await field.focus();
      const covered = await coveringButtons(field, floating);
      expect(covered, `field ${await field.getAttribute("name")}`).toEqual([]);
    }
  });
});

/** The floating buttons shown over a field's box. */
async function coveringButtons(field: Locator, floating: Locator): Promise<string[]> {
  const box = await field.boundingBox();
  if (!box) return [];
  const hits: string[] = [];
  for (const button of await floating.all()) {
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
    if (overlaps) hits.push(await button.evaluate((el) => el.className));
  }
  return hits;
}

test("the pending page summarises the booking, copies the payment number, and the e-mail links to this server", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `ringkasan-${Date.now()}@example.test`;
  await openRoomPage(page, 2);
  await bookFromRoomPage(page);
  const hotel = (await page.locator(".booking-summary").textContent()) ?? "";
  await fillGuest(page, email);
  await chooseEastJavaAddress(page);
  await nextButton(page).click();
  await choosePaymentMethod(page, /^BCA Virtual Account/);
  await nextButton(page).click();
  await expect(step(page)).toHaveValue("3");
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await page.getByRole("button", { name: "Booking" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Ya, pesan sekarang" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\//);
  const pending = page.url();

  const summary = page.getByTestId("booked-summary");
  await expect(summary).toContainText("Ringkasan Pemesanan");
  await expect(summary).toContainText("2 malam");
  await expect(summary).toContainText("1 kamar");
  await expect(summary).toContainText("2 tamu");
  await expect(summary).toContainText(/Rp/);
  const dates = await summary.locator("dd").nth(2).textContent();
  expect(dates).toContain("–");
  const hotelName = (await summary.locator("dd").first().textContent())!.trim();
  expect(hotel).toContain(hotelName);

  // With JavaScript: the button copies the number.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const number = (await page.getByTestId("va-number").textContent())!.trim();
  await page.getByRole("button", { name: "Salin nomor" }).click();
  await expect(page.getByText("Nomor sudah disalin")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

  // One tap selects the whole number (a style, so the same without JavaScript).
  expect(await page.getByTestId("va-number").evaluate((el) => getComputedStyle(el).userSelect)).toBe("all");

  // Without JavaScript: the number as text, no button that cannot work.
  const noJs = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
  const plain = await noJs.newPage();
  await plain.goto(pending);
  await expect(plain.getByTestId("va-number")).toHaveText(number);
  await expect(plain.getByRole("button", { name: "Salin nomor" })).toHaveCount(0);
  await expect(plain.getByTestId("booked-summary")).toContainText("2 malam");
  await noJs.close();

  // The booking e-mail's link reaches the server this run talks to (npm start --port), not port 8787.
  await page.goto(`/_dev/outbox?to=${encodeURIComponent(email)}`);
  const created = page.locator('.outbox__item[data-kind="booking-created"]');
  await expect(created).toHaveCount(1);
  const port = new URL(baseURL!).port;
  await expect(created).toContainText(`localhost:${port}/reservasi-info-pendpay/`);
  await expect(created).not.toContainText("localhost:8787");
});

test("the satisfaction stars light up to the one chosen, by pointer and by keyboard", async ({ page }) => {
  // The first seeded booking not yet answered.
  let path = "";
  for (let id = 1; id <= 60 && !path; id++) {
    const response = await page.goto(satisfactionPath(id));
    if (response?.status() !== 200) continue;
    if ((await page.getByText("sudah tersimpan").count()) === 0) path = satisfactionPath(id);
  }
  expect(path).not.toBe("");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Tidak Puas" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  const lit = () =>
    dialog.locator(".stars label").evaluateAll((labels) =>
      labels
        .filter((label) => getComputedStyle(label).color === "rgb(224, 165, 38)")
        .map((label) => Number(label.getAttribute("for")!.replace("rating-", "")))
        .sort(),
    );
  await dialog.locator('label[for="rating-3"]').click();
  await page.mouse.move(0, 0);
  await expect(dialog.locator("#rating-3")).toBeChecked();
  await expect.poll(lit).toEqual([1, 2, 3]);

  // The radios are one keyboard group: an arrow key moves the choice, and the stars follow.
  await dialog.locator("#rating-3").focus();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.locator("#rating-4")).toBeChecked();
  await expect.poll(lit).toEqual([1, 2, 3, 4]);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator("#rating-2")).toBeChecked();
  await expect.poll(lit).toEqual([1, 2]);
});

test("with JavaScript, on a phone, in French: the satisfaction comment stops at 1 000 characters, the server's limit", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: "fr-FR" });
  const page = await context.newPage();
  // A seeded booking whose survey nobody has begun (two answers offered, none chosen), from the other end of the
  // list than the test above, which chooses one.
  let path = "";
  for (let id = 60; id >= 1 && !path; id--) {
    const response = await page.request.get(satisfactionPath(id));
    const html = response.status() === 200 ? await response.text() : "";
    if (html.includes('value="tidak"') && !html.includes('aria-pressed="true"'))
      path = `${satisfactionPath(id)}&lng=fr`;
  }
  expect(path).not.toBe("");
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The dialog is drawn by the page's script after the answer: its comment box carries the limit all the same.
  await page.getByRole("button", { name: "Pas satisfait" }).click();
  const comment = page.getByRole("dialog").getByLabel("Commentaire");
  await expect(comment).toBeVisible();
  await expect(comment).toHaveAttribute("maxlength", "1000");
  await comment.fill("Très bien. ".repeat(120));
  expect((await comment.inputValue()).length).toBe(1000);
  await context.close();
});

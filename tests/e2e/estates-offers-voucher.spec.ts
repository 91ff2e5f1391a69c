import { expect, test } from "@playwright/test";
import { bookQrisStay } from "./support/booking";

/**
 * Smaller things found walking the site as guests: every estate in one search, a promo banner that opens its
 * offer, a QRIS code a phone can save, an on-page e-voucher with what the e-mail has (and a print layout), and
 * dates and money written one way per language.
 */

const FR_PHONE = { locale: "fr-FR", extraHTTPHeaders: { "Accept-Language": "fr-FR,fr;q=0.9" }, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const FR_DATE = /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} [a-zéû]+ \d{4}$/;
const FR_MONEY = /^\d{1,3}(\u202f\d{3})*\u00a0Rp$/;

test.describe("a French phone without JavaScript", () => {
  test.use({ ...FR_PHONE, javaScriptEnabled: false });

  test("searches every estate for two nights, sees room types of two estates and opens one at the same price", async ({ page }) => {
    await page.goto("/hotel");
    await page.getByLabel("Ville").selectOption({ label: "Tous les hébergements" });
    await page.getByLabel("Voyageurs").fill("2");
    await page.getByLabel("Durée du séjour (nuits)").selectOption("2");
    const cekin = new Date(Date.now() + 7 * 3_600_000 + 40 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Arrivée").fill(cekin);
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page).toHaveURL(/\/cari_hotel\/semua\/2\/1\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tous les hébergements");
    const estates = new Set(await page.getByTestId("estate").allTextContents());
    expect(estates.size).toBeGreaterThanOrEqual(2);
    const rooms = page.getByTestId("estate-room");
    expect(await rooms.count()).toBeGreaterThanOrEqual(2);

    // Dates and money: French, and the filter and the cards write amounts the same way.
    for (const text of await page.locator(".stay-summary dd, .results dl dd").allTextContents()) {
      if (/\d{4}$/.test(text.trim())) expect(text.trim()).toMatch(FR_DATE);
    }
    const hint = (await page.locator("#price-hint").textContent()) ?? "";
    expect(hint).toMatch(/^Entre 0\u00a0Rp et 5\u202f000\u202f000\u00a0Rp$/);
    for (const amount of await page.locator(".hotel-card .price__amount").allTextContents()) expect(amount.trim()).toMatch(FR_MONEY);

    const first = rooms.first();
    const total = ((await first.getByTestId("estate-room-total").textContent()) ?? "").replace(/ pour .*/, "").trim();
    expect(total).toMatch(FR_MONEY);
    const link = first.getByRole("link");
    const href = (await link.getAttribute("href")) ?? "";
    const typeId = href.split("#tipe-")[1];
    await link.click();
    await expect(page).toHaveURL(/\/room\/\d+\/2\/1\//);
    await expect(page.locator(`#tipe-${typeId} .room-card__total-amount`)).toHaveText(total);
  });
});

test("the home banner's 'Lihat detail' opens the cottage with its price", async ({ page }) => {
  await page.goto("/");
  await page.locator(".banner", { hasText: "Menginap di Antara Hamparan Teh" }).getByRole("link", { name: "Lihat detail" }).click();
  await expect(page).toHaveURL(/\/room\/\d+\/1\/1\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\/\d+\/1#tipe-\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cottage Kebun Teh Wonosari");
  const card = page.locator(".room-card", { hasText: "Cottage 2 Orang" });
  await expect(card.locator(".price--online .price__amount")).toHaveText(/^Rp\. [\d.]+$/);
  // The promo applies to the night it lands on.
  await expect(card.locator(".price--was")).toBeVisible();
});

test("a QRIS code is saved on a phone without JavaScript; once paid, the e-voucher has what the e-mail has and prints cleanly", async ({ page, browser }) => {
  const booking = await bookQrisStay(page, { daysAhead: 50, email: `tamu-voucher-${Date.now()}@example.test` });

  const phone = await browser.newContext({ ...FR_PHONE, javaScriptEnabled: false });
  const phonePage = await phone.newPage();
  await phonePage.goto(booking.url);
  const save = phonePage.getByRole("link", { name: "Enregistrer le code QR" });
  await expect(save).toBeVisible();
  await expect(save).toHaveAttribute("download", "");
  await expect(phonePage.getByTestId("qr-save-hint")).toBeVisible();
  const image = await phonePage.request.get((await save.getAttribute("href")) ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["content-disposition"]).toMatch(/^attachment; filename="QRIS-AGW\d{6}-[A-Z0-9]{6}\.png"$/);
  expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
  const unknown = await phonePage.request.get("/reservasi-info-pendpay/AGW000000-ZZZZZZ/kode-qr.png");
  expect(unknown.status()).toBe(404);

  // Paid in the simulator's banking app.
  await page.getByRole("link", { name: "Buka pemindai simulator" }).click();
  await page.getByRole("button", { name: "Scan & bayar" }).click();
  await expect(page.getByText("Pembayaran berhasil. Merchant sudah diberi tahu.")).toBeVisible();

  // Read in French on the phone: the voucher stays in the language it was booked in (Indonesian).
  await phonePage.goto(booking.url);
  const voucher = phonePage.getByTestId("voucher");
  await expect(voucher).toBeVisible();
  await expect(voucher.getByTestId("voucher-checkin")).toHaveText(/^Check-in: \S+, \d{2}-\d{2}-\d{4}, mulai pukul \d{2}:\d{2} WIB$/);
  await expect(voucher.getByTestId("voucher-total")).toHaveText(booking.amount);
  await expect(voucher.getByTestId("voucher-phone")).not.toBeEmpty();
  await expect(voucher.getByTestId("voucher-manage")).toHaveAttribute("href", /^\/pesanan\?kode=AGW/);
  await expect(voucher.getByTestId("voucher-manage")).toHaveText("Lihat atau batalkan di Pesanan Saya");

  await phonePage.emulateMedia({ media: "print" });
  await expect(phonePage.locator(".site-header")).toBeHidden();
  await expect(phonePage.locator(".site-footer")).toBeHidden();
  await expect(phonePage.locator(".chat-launcher, .chat-widget").first()).toBeHidden();
  await expect(voucher).toBeVisible();
  await phone.close();
});

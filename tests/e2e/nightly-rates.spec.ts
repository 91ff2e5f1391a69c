import { expect, test, type Page } from "@playwright/test";
import { bookFromRoomPage, captchaCode, chooseEastJavaAddress, choosePaymentMethod, fillGuest } from "./support/booking";

/**
 * Nightly rates as a guest meets them at Cottage Kebun Teh Wonosari (the seed gives it Friday and
 * Saturday nights +25 %): the Friday–Sunday stay costs the sum of the nights the room page's strip
 * shows, plus the fees the card shows, on the payment page too; on a phone the 30-day strip scrolls.
 */

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A Friday two weeks or more ahead, outside the year-end season. */
function nextFriday(): string {
  let day = addDays(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10), 14);
  const yearEnd = (d: string) => d.slice(5) >= "12-20" || d.slice(5) <= "01-05";
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 5 || yearEnd(day)) day = addDays(day, 1);
  return day;
}

async function openWonosari(page: Page, cekin: string, nights: number, language = "") {
  await page.goto("/hotel");
  const kota = await page.getByLabel("Kota").locator("option", { hasText: "Malang" }).getAttribute("value");
  const cekout = addDays(cekin, nights);
  // The seed's second property is Cottage Kebun Teh Wonosari.
  await page.goto(`/room/${kota}/2/1/${cekin}/${cekout}/2/${nights}${language}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Wonosari"); // the name is translated on the French page
}

const amountOf = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute("data-amount"));

test("a Friday–Sunday stay costs the sum of the nightly prices the room page shows", async ({ page }) => {
  test.slow();
  const friday = nextFriday();
  await openWonosari(page, friday, 2);
  const card = page.locator(".room-card").first();
  const night = async (day: string) =>
    Number(await card.locator(`[data-testid="price-strip"] [data-night="${day}"]`).getAttribute("data-price"));
  const nights = (await night(friday)) + (await night(addDays(friday, 1)));
  const sunday = await night(addDays(friday, 2));
  // Weekend nights are dearer than the Sunday night after them.
  expect(await night(friday)).toBeGreaterThan(sunday);
  const cardTotal = Number((await card.locator(".room-card__total-amount").textContent())!.replace(/[^\d]/g, ""));

  await bookFromRoomPage(page);
  await fillGuest(page, `tamu-malam-${Date.now()}@example.test`);
  await chooseEastJavaAddress(page);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("2");
  await choosePaymentMethod(page, /^BCA Virtual Account/);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("3");
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await expect(page.getByText("Captcha Sudah Benar")).toBeVisible();
  await page.getByRole("button", { name: "Booking" }).click();
  await page
    .getByRole("dialog", { name: "Konfirmasi Pemesanan" })
    .getByRole("button", { name: "Ya, pesan sekarang" })
    .click();

  await expect(page).toHaveURL(/\/reservasi-info-pendpay\//);
  const lines = page.getByTestId("charges").locator('[data-testid="charge-line"] dd');
  // The rooms line is the nights as the strip showed them; the total is the card's (nights + fees).
  expect(Number(await lines.first().getAttribute("data-amount"))).toBe(nights);
  expect(await amountOf(page, "charge-total")).toBe(cardTotal);
});

test.describe("on a phone, in French", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the 30-day strip of nightly prices scrolls sideways and a Saturday one-night stay says why it cannot be booked", async ({
    page,
  }) => {
    const friday = nextFriday();
    await openWonosari(page, addDays(friday, 1), 1, "?lng=fr");
    const strip = page.getByTestId("price-strip").first();
    await expect(strip).toBeVisible();
    await expect(strip.locator("li")).toHaveCount(30);
    const scroll = strip.locator(".price-strip__scroll");
    const [scrollWidth, clientWidth] = await scroll.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator(".room-card").first().locator(".availability")).toContainText(
      "Minimum 2 nuits pour une arrivée le samedi",
    );
    await expect(page.locator(".room-card").first().locator(".room-card__book")).toHaveCount(0);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { HOLIDAYS } from "../../scripts/seed/data/holidays";

/**
 * The price a visitor is shown is the price charged (docs/decisions/035, and 027 on promo validity), against
 * the seeded site:
 * - an administrator sets two nights of Hotel Rolas Malang's Superior room to Rp 777.000 in the rate grid; a
 *   visitor who had the room page from the page cache sees the new price within 2 s, and the booking page's
 *   total is the card's;
 * - Cottage Kebun Teh Wonosari's "Promo Hari Kerja" (−20 %, Sunday–Thursday nights, not on holidays) is on a
 *   Tuesday night's price and not on a Friday's; the strip, the card and the booking page agree — the Friday
 *   seen by a French visitor on a phone.
 */

const plusDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const holidays = new Set(HOLIDAYS.map((h) => h.tanggal));

/** The first `day` (0 = Sunday) from `from` on whose week (to the Friday after it) has no holiday and no year-end season. */
function quietDay(day: number, from: string): string {
  let date = from;
  const yearEnd = (d: string) => d.slice(5) >= "12-20" || d.slice(5) <= "01-05";
  const quiet = (d: string) =>
    Array.from({ length: 7 }, (_, i) => plusDays(d, i)).every((n) => !holidays.has(n) && !yearEnd(n));
  while (weekday(date) !== day || !quiet(date)) date = plusDays(date, 1);
  return date;
}

const amount = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator('main button[type="submit"]').click();
  await expect(page.locator(".account-menu__name")).toBeVisible();
}

async function malangId(page: Page): Promise<string> {
  await page.goto("/hotel");
  return (await page.locator('select[name="kota"] option', { hasText: "Malang" }).getAttribute("value")) ?? "";
}

test("a rate changed in /admin/tarif reaches an anonymous visitor's cached room page within 2 s, and the booking page charges it", async ({
  page,
  browser,
}) => {
  test.slow();
  // A Tuesday–Thursday stay 20 to 50 days ahead (another on each run; the rate grid's own test uses 60 days on).
  const cekin = quietDay(2, plusDays(today(), 20 + Math.floor(Math.random() * 30)));
  const cekout = plusDays(cekin, 2);
  const visitor = await browser.newContext({ locale: "id-ID" });
  const guest = await visitor.newPage();
  const kota = await malangId(guest);
  // Hotel Rolas Malang is the seed's third property; its Superior room has no promo and no seasonal rates.
  const url = `/room/${kota}/2/1/${cekin}/${cekout}/3/2`;
  await expect(async () => {
    const response = await guest.request.get(url);
    expect(response.headers()["x-cache"]).toBe("HIT");
  }).toPass({ timeout: 10_000 });
  await guest.goto(url);
  const card = guest.locator("article.room-card", {
    has: guest.getByRole("heading", { name: "Superior", exact: true }),
  });
  await expect(card.locator(`[data-night="${cekin}"]`)).toHaveAttribute("data-price", "480000");

  await signInAsAdmin(page);
  await page.goto("/admin/tarif");
  await page.locator('select[name="type"]').selectOption({ label: "Hotel Rolas Malang — Superior" });
  await page.locator('input[name="month"]').fill(cekin.slice(0, 7));
  await page.getByRole("button", { name: "Tampilkan" }).click();
  await expect(page).toHaveURL(new RegExp(`month=${cekin.slice(0, 7)}`));
  await page.locator('input[name="from"]').fill(cekin);
  await page.locator('input[name="to"]').fill(plusDays(cekin, 1));
  await page.getByLabel("Perubahan").selectOption("priceOnline");
  await page.getByLabel("Nilai (Rp atau %)").fill("777.000");
  // Reviewed first (nothing is written yet), then saved.
  await page.getByRole("button", { name: "Lihat perubahan" }).click();
  await page.getByRole("button", { name: "Simpan perubahan" }).click();
  await expect(page.locator(".toast__message", { hasText: "Tarif 2 malam disimpan." })).toBeVisible();
  const saved = Date.now();

  // The visitor asks again: within 2 s of the save, the answer carries the new price.
  let fresh = "";
  while (Date.now() - saved < 2_000) {
    const html = await (await guest.request.get(url)).text();
    if (html.includes(`data-night="${cekin}" data-price="777000"`)) {
      fresh = html;
      break;
    }
    await guest.waitForTimeout(100);
  }
  expect(fresh, `the room page still showed the old price ${Date.now() - saved} ms after the change`).not.toBe("");
  expect(fresh).toContain(`data-night="${plusDays(cekin, 1)}" data-price="777000"`);
  await guest.reload();
  await expect(card).toContainText("Rp. 777.000");
  const shown = amount(await card.locator(".room-card__total-amount").textContent());
  // 2 × 777.000 + PB1 10 % + Rp 15.000 a night.
  expect(shown).toBe(2 * 777_000 + 155_400 + 30_000);
  await card.locator("a.room-card__book").click();
  await expect(guest.getByTestId("summary-total")).toHaveAttribute("data-amount", String(shown));
  await visitor.close();
});

test.describe("a weekday promo", () => {
  test("is on a Tuesday night's price and not on a Friday's; the strip, the card and the booking page agree", async ({
    page,
  }) => {
    // Within six weeks: the rate grid's test changes this cottage's Fridays further ahead.
    const tuesday = quietDay(2, plusDays(today(), 15));
    const friday = plusDays(tuesday, 3);
    const kota = await malangId(page);
    // Cottage Kebun Teh Wonosari is the seed's second property; "Cottage 2 Orang" costs 850.000 (+25 % on Fridays and Saturdays).
    await page.goto(`/room/${kota}/2/1/${tuesday}/${plusDays(tuesday, 1)}/2/1`);
    const card = page.locator("article.room-card", { has: page.getByRole("heading", { name: "Cottage 2 Orang" }) });
    const promo = card.getByTestId("room-promo");
    await expect(promo).toContainText("Promo Hari Kerja");
    await expect(promo).toContainText("Berlaku: menginap hari Minggu–Kamis");
    await expect(promo).toContainText("kecuali hari libur nasional dan cuti bersama");
    await expect(promo).not.toContainText("Tidak berlaku");
    // The strip: Tuesday 850.000 − 20 % = 680.000; Friday 1.062.500 without the promo.
    await expect(card.locator(`[data-night="${tuesday}"]`)).toHaveAttribute("data-price", "680000");
    await expect(card.locator(`[data-night="${friday}"]`)).toHaveAttribute("data-price", "1062500");
    const total = amount(await card.locator(".room-card__total-amount").textContent());
    expect(total).toBe(680_000 + 68_000 + 15_000);
    await card.locator("a.room-card__book").click();
    await expect(page.getByTestId("summary-total")).toHaveAttribute("data-amount", String(total));
    await expect(page.locator(".booking-summary__row", { hasText: "Harga tanpa pajak" }).locator("dd")).toHaveText(
      "Rp. 680.000",
    );
  });

  test.describe("seen from France on a phone", () => {
    test.use({ locale: "fr-FR", viewport: { width: 360, height: 740 } });

    test("a Friday night pays the full price, and the card says the offer does not apply to it", async ({ page }) => {
      const friday = plusDays(quietDay(2, plusDays(today(), 15)), 3);
      const kota = await malangId(page);
      await page.goto(`/room/${kota}/2/1/${friday}/${plusDays(friday, 1)}/2/1?lng=fr`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      // The promo's room type is the one whose card carries it (its name is translated on this page).
      const card = page.locator("article.room-card", { has: page.getByTestId("room-promo") }).first();
      const promo = card.getByTestId("room-promo");
      await expect(promo).toContainText("Valable : nuits du dimanche au jeudi");
      await expect(promo).toContainText("hors jours fériés");
      await expect(promo).toContainText("Ne s’applique pas à ces dates.");
      await expect(card.locator(`[data-night="${friday}"]`)).toHaveAttribute("data-price", "1062500");
      const total = amount(await card.locator(".room-card__total-amount").textContent());
      expect(total).toBe(1_062_500 + 106_250 + 15_000);
      // The page does not scroll sideways on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await card.locator("a.room-card__book").click();
      await expect(page.getByTestId("summary-total")).toHaveAttribute("data-amount", String(total));
    });
  });
});

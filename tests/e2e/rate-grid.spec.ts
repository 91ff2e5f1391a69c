import { expect, test, type Page } from "@playwright/test";

/**
 * The rate grid end to end against the seeded site: the administrator selects a Friday and a Saturday in
 * the month grid of a Wonosari cottage and sets their online price; the grid shows it (the room type's
 * promo is for Sunday–Thursday nights only), and so does the public room page for a Friday–Sunday stay. Then the same form without
 * JavaScript, in French, on a phone.
 */

const HOTEL = "Cottage Kebun Teh Wonosari";
const ROOM = "Cottage 2 Orang";
/** The seed gives "Cottage 2 Orang" a 20 % promo on Sunday–Thursday nights: a weekend night is sold at its price. */
const PRICE = "1.000.000";
const WEEKEND_PRICE = "Rp. 1.000.000";

/**
 * A Friday some months ahead (a different one on each run) whose Sunday is in the same month, so that the
 * whole weekend is in one month's grid (a Friday 30 April has its Saturday in May's), as YYYY-MM-DD.
 */
function aFriday(): string {
  const day = new Date(Date.now() + 7 * 3_600_000);
  day.setUTCDate(day.getUTCDate() + 60 + Math.floor(Math.random() * 240));
  day.setUTCDate(day.getUTCDate() + ((5 - day.getUTCDay() + 7) % 7));
  let friday = day.toISOString().slice(0, 10);
  while (plusDays(friday, 2).slice(0, 7) !== friday.slice(0, 7)) friday = plusDays(friday, 7);
  return friday;
}

function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator('main button[type="submit"]').click();
  await expect(page.locator(".account-menu__name")).toBeVisible();
}

test("staff set a weekend price in the month grid and the room page shows it", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const friday = aFriday();
  const saturday = plusDays(friday, 1);
  const sunday = plusDays(friday, 2);

  await page.goto("/admin");
  const nav = page.locator(".staff-nav");
  await nav.locator("summary", { hasText: "Agrowisata" }).click();
  await nav.getByRole("link", { name: "Tarif & Aturan Menginap" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tarif & Aturan Menginap" })).toBeVisible();
  await page.locator('select[name="type"]').selectOption({ label: `${HOTEL} — ${ROOM}` });
  await page.locator('input[name="month"]').fill(friday.slice(0, 7));
  await page.getByRole("button", { name: "Tampilkan" }).click();
  await expect(page).toHaveURL(new RegExp(`month=${friday.slice(0, 7)}`));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // Click the first day, then the last: the form's range follows.
  await page.locator(`td[data-date="${friday}"] button`).click();
  await page.locator(`td[data-date="${saturday}"] button`).click();
  await expect(page.locator('input[name="from"]')).toHaveValue(friday);
  await expect(page.locator('input[name="to"]')).toHaveValue(saturday);
  await expect(page.locator(`td[data-date="${saturday}"] button`)).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Perubahan").selectOption("priceOnline");
  await page.getByLabel("Nilai (Rp atau %)").fill(PRICE);
  // The change is reviewed first, in the page; nothing is written until it is saved.
  await page.getByRole("button", { name: "Lihat perubahan" }).click();
  await expect(page.getByRole("heading", { name: "Periksa sebelum menyimpan" })).toBeFocused();
  await page.getByRole("button", { name: "Simpan perubahan" }).click();

  await expect(page.locator(".toast__message", { hasText: "Tarif 2 malam disimpan." })).toBeVisible();
  await expect(page.locator(`td[data-date="${friday}"] [data-testid="day-price"]`)).toHaveText(WEEKEND_PRICE);
  await expect(page.locator(`td[data-date="${saturday}"] [data-testid="day-price"]`)).toHaveText(WEEKEND_PRICE);
  await expect(page.locator(`td[data-date="${sunday}"] [data-testid="day-price"]`)).not.toHaveText(WEEKEND_PRICE);

  // Where the public room page of that cottage lives: its id and city.
  await page.goto(`/master/homestay?q=${encodeURIComponent(HOTEL)}`);
  const hotelId = await page.getByRole("row", { name: new RegExp(HOTEL) }).first().getAttribute("data-id");
  await page.goto(`/master/homestay/${hotelId}/edit`);
  const cityId = await page.locator('select[name="cityId"]').inputValue();

  // A visitor's Friday–Sunday stay is priced from the nightly rates (the room page reads them once the
  // nightly-rate pricing is in).
  const visitor = await browser.newContext({ locale: "id-ID" });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/room/${cityId}/2/1/${friday}/${sunday}/${hotelId}/2`);
  const card = publicPage.locator("article.room-card", { has: publicPage.getByRole("heading", { name: ROOM }) });
  await expect(card).toContainText(WEEKEND_PRICE);
  await visitor.close();
});

test("without JavaScript, in French, on a phone: the form below the grid sets a walk-in price and explains a bad range", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const friday = aFriday();
  const thursday = plusDays(friday, 6);

  // The room type's value, read while the page is still in Indonesian (French pages show translated names).
  await page.goto("/admin/tarif?lng=id");
  const option = page.locator('select[name="type"] option', { hasText: `${HOTEL} — ${ROOM}` });
  const typeId = await option.getAttribute("value");
  await page.goto(`/admin/tarif?lng=fr`);
  await expect(page.getByRole("heading", { level: 1, name: "Tarifs et règles de séjour" })).toBeVisible();
  await page.locator('select[name="type"]').selectOption(typeId!);
  await page.locator('input[name="month"]').fill(friday.slice(0, 7));
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page).toHaveURL(new RegExp(`type=${typeId}&month=${friday.slice(0, 7)}`));
  // The grid scrolls inside its own box; the page itself does not overflow the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A range that ends before it starts is refused in French, next to the field.
  await page.getByLabel("Du", { exact: true }).fill(thursday);
  await page.getByLabel("Au", { exact: true }).fill(friday);
  await page.getByLabel("Valeur (Rp ou %)").fill("1 200 000");
  await page.getByRole("button", { name: "Vérifier la modification" }).click();
  await expect(page.getByText("Le dernier jour ne peut pas précéder le premier.")).toBeVisible();

  await page.getByLabel("Du", { exact: true }).fill(friday);
  await page.getByLabel("Au", { exact: true }).fill(thursday);
  await page.getByLabel("samedi", { exact: true }).check();
  await page.getByRole("combobox", { name: "Modification" }).selectOption({ label: "Fixer le prix au comptoir (Rp)" });
  await page.getByLabel("Valeur (Rp ou %)").fill("1 200 000");
  await page.getByRole("button", { name: "Vérifier la modification" }).click();
  await page.getByRole("button", { name: "Enregistrer la modification" }).click();
  await expect(page.locator(".toast__message", { hasText: "Tarif de 1 nuit enregistré." })).toBeVisible();
  await expect(page.locator(`td[data-date="${plusDays(friday, 1)}"]`)).toContainText("1\u202f200\u202f000\u00a0Rp");
  await context.close();
});

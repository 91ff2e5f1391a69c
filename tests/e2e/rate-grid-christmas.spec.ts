import { expect, test, type Page } from "@playwright/test";

/**
 * The rate grid never overwrites Christmas silently (docs/decisions/038), against the seeded site: Cottage Kebun
 * Teh Wonosari's room types are +25 % on Friday and Saturday nights and +50 % from 24 December to 2 January, so
 * "December, Friday and Saturday, Rp 950.000" meets the year-end Fridays and Saturdays (25–26 December in 2026)
 * as nights that are different now. Without JavaScript the confirmation is the page the post returns; with it,
 * the same form in the page. Each walk undoes its change at the end, so the seeded prices are back for others;
 * neither touches "Cottage 2 Orang", which the other walks price.
 */

const HOTEL = "Cottage Kebun Teh Wonosari";
const VILLA = "Villa Keluarga dengan Dapur";
const COTTAGE4 = "Cottage 4 Orang";

/** The December still to come (this year's until it is over) as YYYY-MM. */
function december(): string {
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4)) + (today.slice(5) > "12-20" ? 1 : 0);
  return `${year}-12`;
}

/** Friday and Saturday nights of that December, and those of them in the seed's year-end season (from the 24th). */
function weekendNights(month: string) {
  const all: string[] = [];
  for (let day = 1; day <= 31; day++) {
    const date = `${month}-${String(day).padStart(2, "0")}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 5 || weekday === 6) all.push(date);
  }
  return { all, yearEnd: all.filter((d) => d.slice(8) >= "24"), ordinary: all.filter((d) => d.slice(8) < "24") };
}

async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator('main button[type="submit"]').click();
  await expect(page.locator(".account-menu__name")).toBeVisible();
}

/** The room type's id, read from the picker while the page is in Indonesian (other languages translate names). */
async function roomTypeId(page: Page, name: string): Promise<string> {
  await page.goto("/admin/tarif?lng=id");
  return (await page.locator('select[name="type"] option', { hasText: `${HOTEL} — ${name}` }).getAttribute("value")) ?? "";
}

const priceOf = (page: Page, date: string) => page.locator(`td[data-date="${date}"] [data-testid="day-price"]`);

test.describe.configure({ mode: "serial" });

test("without JavaScript: December Friday and Saturday nights list the Christmas nights as different now, keep them, and the change is undone", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const month = december();
  const nights = weekendNights(month);
  const villa = await roomTypeId(page, VILLA);
  await page.goto(`/admin/tarif?type=${villa}&month=${month}`);
  const before = new Map(await Promise.all(nights.all.map(async (d) => [d, await priceOf(page, d).textContent()] as const)));
  // The year-end season is dearer than an ordinary weekend night: the override the change must not drop.
  expect(before.get(nights.yearEnd[0])).not.toBe(before.get(nights.ordinary[0]));

  await page.getByLabel("Dari tanggal").fill(`${month}-01`);
  await page.getByLabel("Sampai tanggal").fill(`${month}-31`);
  await page.getByLabel("Jumat", { exact: true }).check();
  await page.getByLabel("Sabtu", { exact: true }).check();
  await page.getByLabel("Perubahan").selectOption("priceOnline");
  await page.getByLabel("Nilai (Rp atau %)").fill("950.000");
  await page.getByRole("button", { name: "Lihat perubahan" }).click();

  // The confirmation comes first on the returned page, in view; the Christmas nights are listed, kept by default.
  const heading = page.getByRole("heading", { name: "Periksa sebelum menyimpan" });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Berbeda sekarang" })).toBeVisible();
  const different = page.locator(`[data-testid="different-${villa}"] tbody tr`);
  expect(await different.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-date")))).toEqual(nights.yearEnd);
  for (const row of await different.all()) await expect(row.getByLabel("Pertahankan")).toBeChecked();
  // Nothing is written yet: the grid below still has the old prices.
  await expect(priceOf(page, nights.ordinary[0])).toHaveText(before.get(nights.ordinary[0]) ?? "");

  await page.getByRole("button", { name: "Simpan perubahan" }).click();
  await expect(page.locator(".toast__message")).toHaveText(
    `Tarif ${nights.ordinary.length} malam disimpan; ${nights.yearEnd.length} malam yang berbeda dipertahankan.`,
  );
  for (const d of nights.ordinary) await expect(priceOf(page, d)).toHaveText("Rp. 950.000");
  for (const d of nights.yearEnd) await expect(priceOf(page, d)).toHaveText(before.get(d) ?? "");
  await expect(page.locator(`td[data-date="${nights.ordinary[0]}"]`)).toHaveClass(/rate-day--weekend/);

  // Undo, with its confirmation: the old prices are back.
  const last = page.getByRole("region", { name: "Perubahan terakhir" });
  await expect(last).toContainText(`${HOTEL} — ${VILLA}: ${nights.ordinary.length} malam`);
  await last.getByRole("button", { name: "Urungkan" }).click();
  await expect(page.getByRole("heading", { name: "Urungkan perubahan ini?" })).toBeInViewport();
  await page.getByRole("button", { name: "Ya, urungkan" }).click();
  await expect(page.locator(".toast__message")).toHaveText(`Perubahan diurungkan: ${nights.ordinary.length} malam kembali seperti semula.`);
  for (const d of nights.all) await expect(priceOf(page, d)).toHaveText(before.get(d) ?? "");
  await context.close();
});

test("with JavaScript, in English: one change for two room types, one Christmas night overwritten, each type's nights written with an audit row each, then undone", async ({ page }) => {
  await signInAsAdmin(page);
  const month = december();
  const nights = weekendNights(month);
  const villa = await roomTypeId(page, VILLA);
  const cottage = await roomTypeId(page, COTTAGE4);
  const pricesOf = async (type: string) => {
    await page.goto(`/admin/tarif?type=${type}&month=${month}&lng=en`);
    return new Map(await Promise.all(nights.all.map(async (d) => [d, await priceOf(page, d).textContent()] as const)));
  };
  const villaBefore = await pricesOf(villa);
  const cottageBefore = await pricesOf(cottage);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  await page.getByLabel("From", { exact: true }).fill(`${month}-01`);
  await page.getByLabel("To", { exact: true }).fill(`${month}-31`);
  await page.getByLabel("Friday", { exact: true }).check();
  await page.getByLabel("Saturday", { exact: true }).check();
  const types = page.getByRole("group", { name: "Room types to change" });
  // English names: "Cottage for 4", "Family Villa with Kitchen".
  await expect(types.getByRole("checkbox", { name: "Cottage for 4" })).toBeChecked();
  await types.getByRole("checkbox", { name: "Family Villa with Kitchen" }).check();
  await page.locator('select[name="kind"]').selectOption("priceOnline");
  await page.getByLabel("Value (Rp or %)").fill("950,000");
  await page.getByRole("button", { name: "Review change" }).click();

  const preview = page.getByTestId("rate-preview");
  await expect(page.getByRole("heading", { name: "Check before saving" })).toBeFocused();
  for (const type of [cottage, villa]) {
    const rows = preview.locator(`[data-testid="different-${type}"] tbody tr`);
    expect(await rows.evaluateAll((r) => r.map((row) => row.getAttribute("data-date")))).toEqual(nights.yearEnd);
  }
  const christmas = nights.yearEnd[0];
  await preview.locator(`[data-testid="different-${cottage}"] tr[data-date="${christmas}"]`).getByLabel("Overwrite").check();
  await preview.getByRole("button", { name: "Save change" }).click();
  const written = nights.ordinary.length * 2 + 1;
  await expect(page.locator(".toast__message")).toHaveText(`Rates of ${written} nights saved; ${nights.yearEnd.length * 2 - 1} different night(s) kept.`);

  // Each room type's nights are written; the Christmas night only where it was overwritten.
  await expect(priceOf(page, christmas)).toHaveText("Rp 950,000");
  for (const d of nights.ordinary) await expect(priceOf(page, d)).toHaveText("Rp 950,000");
  const last = page.getByRole("region", { name: "Last change" });
  // One audit row per room type: the undo names each with the nights it wrote.
  await expect(last.getByRole("listitem")).toHaveText([
    new RegExp(`— Cottage for 4: ${nights.ordinary.length + 1} nights$`),
    new RegExp(`— Family Villa with Kitchen: ${nights.ordinary.length} nights$`),
  ]);
  await page.goto(`/admin/tarif?type=${villa}&month=${month}&lng=en`);
  for (const d of nights.ordinary) await expect(priceOf(page, d)).toHaveText("Rp 950,000");
  await expect(priceOf(page, christmas)).toHaveText(villaBefore.get(christmas) ?? "");

  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("region", { name: "Last change" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("heading", { name: "Undo this change?" })).toBeFocused();
  await page.getByRole("button", { name: "Yes, undo" }).click();
  await expect(page.locator(".toast__message")).toHaveText(`Change undone: ${written} nights are back as they were.`);
  for (const d of nights.all) await expect(priceOf(page, d)).toHaveText(villaBefore.get(d) ?? "");
  expect(await pricesOf(cottage)).toEqual(cottageBefore);
});

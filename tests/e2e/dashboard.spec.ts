import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";

/**
 * The manager's dashboard as the administrator reads it with JavaScript off: every section has its
 * heading and figures, the charts are SVG images with their names and their numbers beside them, axe
 * finds nothing serious, and in French the headings are French — on a phone-width screen too.
 */

test.use({ javaScriptEnabled: false });

async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * axe runs in the page, so it needs script: the same server-rendered page is opened in a context with
 * JavaScript on (and the width of the test's screen) and checked there.
 */
async function checkWithAxe(browser: Browser, path: string, label: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto(path);
  await expectNoSeriousViolations(page, label);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label}: horizontal overflow`).toBeLessThanOrEqual(0);
  await page.goto("/admin?lng=id");
  await context.close();
}

test("the administrator reads the dashboard's figures and charts without JavaScript", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dasbor" })).toBeVisible();
  for (const heading of [
    /^Hari ini, /,
    /^Menunggu pembayaran/,
    /^Tingkat hunian$/,
    /^Pendapatan, ADR dan RevPAR$/,
    /^Pemesanan per kanal$/,
    /^Pemesanan per negara tamu$/,
    /^Kepuasan tamu per bulan$/,
    /^Cara angka dihitung$/,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // Occupancy in words and numbers, the charts as named images.
  await expect(page.locator('[data-figure="occupancy-last30"]')).toContainText("kamar-malam");
  await expect(page.getByRole("img", { name: /Hunian per malam, 30 malam terakhir/ })).toBeVisible();
  await expect(page.getByRole("figure", { name: /Pendapatan kamar bulan ini per properti/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Kamar-malam per kanal/ })).toBeVisible();
  // The exact figures unfold under their section; their CSV link is there.
  const figures = page.getByRole("table", { name: "Pendapatan, ADR dan RevPAR" });
  await expect(figures).toBeHidden();
  await page.locator("#dashboard-performance + p + .dashboard-numbers summary").click();
  await expect(figures).toBeVisible();
  await expect(figures.getByRole("columnheader", { name: "RevPAR" })).toBeVisible();
  await expect(figures.getByRole("rowheader").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Unduh CSV: Pendapatan, ADR dan RevPAR" })).toHaveAttribute(
    "href",
    /\/admin\/dashboard\.csv\?bagian=performance/,
  );
  // A chart's numbers unfold without script.
  await page.getByText("Lihat angkanya").first().click();
  await expect(page.getByRole("table", { name: "Hunian per malam, 30 malam terakhir" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "RevPAR (pendapatan per kamar tersedia)" })).toBeVisible();

  // The estate filter narrows the page (a GET form, no script needed).
  const select = page.locator('select[name="hotel"]');
  const firstEstate = await select.locator("option").nth(1).textContent();
  await select.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Tampilkan" }).click();
  await expect(page).toHaveURL(/\?hotel=\d+/);
  // The headline names the estate; the figures are its own.
  await expect(page.getByRole("heading", { level: 2, name: firstEstate ?? "" })).toBeVisible();
  await page.locator("#dashboard-performance + p + .dashboard-numbers summary").click();
  await expect(figures.getByRole("rowheader").first()).toHaveText(firstEstate ?? "");
  await checkWithAxe(browser, "/admin", "dashboard");
});

test("a French manager on a phone reads the dashboard in French", async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/admin?lng=fr");
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Taux d’occupation" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Chiffre d’affaires, PMC et RevPAR" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Comment les chiffres sont calculés" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Occupation par nuit, 30 prochaines nuits/ })).toBeVisible();
  await checkWithAxe(browser, "/admin?lng=fr", "dashboard (fr, phone)", { width: 390, height: 844 });
  // Back to Indonesian for the other walks of the suite (the language is remembered in a cookie).
  await page.goto("/admin?lng=id");
});

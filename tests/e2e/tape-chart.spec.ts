import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { WCAG_TAGS } from "./support/axe";
import { signInAsAdmin } from "./support/desk";

/**
 * The tape chart: the administrator opens the occupancy calendar and sees every estate at once, the
 * seeded upcoming stays as bars with their guests' names; a bar opens its reservation and an empty cell
 * the walk-in form for that unit and night. At phone width the days scroll under a first column that stays.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The estates (data-hotel of the unit rows) that have at least one booking bar in view. */
async function estatesWithBars(page: Page) {
  const ids = await page
    .locator("tr[data-hotel]")
    .filter({ has: page.locator("td.tape-bar") })
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-hotel")));
  return new Set(ids);
}

test("the admin sees two estates with guest names on the tape, opens a booking and a walk-in from it", async ({ page }) => {
  await signInAsAdmin(page);
  // Two weeks of every estate (the page opens on one week when it shows them all).
  await page.goto("/admin/kalender?days=14");
  await expect(page.getByRole("heading", { level: 1, name: "Kalender Hunian" })).toBeVisible();
  const estate = page.locator('.desk-filters select[name="hotel"]');
  await expect(estate).toHaveValue("");
  await expect(estate.locator("option:checked")).toHaveText("Semua estate");
  expect((await estatesWithBars(page)).size).toBeGreaterThanOrEqual(2);

  // A bar: the guest's name on it, the booking code in its accessible name; it opens the reservation.
  const bar = page.locator("td.tape-bar").first();
  const guest = (await bar.locator(".tape-bar__guest").innerText()).replace(/[◂▸]/g, "").trim();
  expect(guest.length).toBeGreaterThan(0);
  const kode = (await bar.getAttribute("data-kode"))!;
  const link = bar.getByRole("link");
  await expect(link).toHaveAccessibleName(new RegExp(`${escape(guest)}.*${kode}`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/reservasi/${kode}$`));
  await expect(page.getByTestId("guest-name")).toHaveText(guest);

  // An empty cell: the walk-in form for that estate, unit and night.
  await page.goBack();
  const free = page.locator('td[data-state="free"]').first();
  const unit = (await free.getAttribute("data-unit"))!;
  const date = (await free.getAttribute("data-date"))!;
  const hotel = (await free.locator("xpath=ancestor::tr[1]").getAttribute("data-hotel"))!;
  await expect(free.getByRole("link")).toHaveAccessibleName(new RegExp(`^Kamar ${escape(unit)}, .+: kosong — buat walk-in$`));
  await free.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/kalender/pesan\\?hotel=${hotel}&unit=\\d+&cekin=${date}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Pemesanan di Front Desk" })).toBeVisible();
  await expect(page.getByTestId("desk-room")).toContainText(`kamar ${unit}`);

  // The chart, its filters, legend and forms (the staff layout around them is checked with the layout), on
  // one estate's fortnight: every cell of the chart is drawn by the same few components.
  await page.goto(`/admin/kalender?hotel=${hotel}`);
  await expect(page.locator("td.tape-bar, td[data-state]").first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include(".desk-page").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the days scroll sideways while the room column stays readable", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/kalender?days=30");
    const wrap = page.locator(".tape-wrap");
    const firstRoom = page.locator('.tape tbody th[scope="row"]').first();
    await expect(firstRoom).toBeVisible();
    const sizes = await wrap.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    // The page itself does not scroll sideways: only the chart does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The chart starts below the filters on a phone: bring its first row on screen to look at it.
    await firstRoom.scrollIntoViewIfNeeded();
    const before = (await firstRoom.boundingBox())!;
    await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
    const after = (await firstRoom.boundingBox())!;
    // It stays put (give or take the table's 2 px cell spacing).
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(3);
    expect(after.x).toBeGreaterThanOrEqual(0);
    expect(after.width).toBeGreaterThan(20);
    // What is under the sticky column is the room number itself, not a bar scrolled over it.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("th")?.textContent ?? "", {
      x: after.x + after.width / 2,
      y: after.y + after.height / 2,
    });
    expect(hit.trim()).toBe((await firstRoom.innerText()).trim());
  });
});


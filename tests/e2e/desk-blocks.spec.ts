import { expect, test } from "@playwright/test";
import { openRoomPage } from "./support/booking";
import { firstOffer, freeUnitOnCalendar, nextDay, offered, signInAsFrontDesk, stayOfRoomUrl } from "./support/desk";

/**
 * The front desk closes a unit on a phone: the clerk blocks one unit of the first Malang property for
 * two nights weeks ahead, sees the nights "Diblokir" on the calendar, and the public room page for
 * those dates offers one unit fewer. The block is removed at the end (with its confirmation), so the
 * suite's other walks find the property as they left it.
 */

test.use({ viewport: { width: 390, height: 844 } });

test("the front desk blocks a unit on a phone and the room page offers one unit fewer", async ({ page }) => {
  // Weeks ahead, a different stay on each run, so the suite's own bookings leave the units free.
  const daysAhead = 40 + Math.floor(Math.random() * 250);
  await openRoomPage(page, 2, daysAhead);
  const roomUrl = page.url();
  const { cekin, cekout, hotelId } = stayOfRoomUrl(roomUrl);
  const before = await firstOffer(page);
  expect(before.count).toBeGreaterThan(0);

  await signInAsFrontDesk(page);
  await page.goto(`/admin/kalender?hotel=${hotelId}&from=${cekin}&days=14`);
  await expect(page.getByRole("heading", { level: 1, name: "Kalender Hunian" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // A unit of that room type free on both nights.
  const unit = await freeUnitOnCalendar(page, before.name, [cekin, nextDay(cekin)]);
  expect(unit, "a free unit of the room type").not.toBeNull();

  await page.locator('select[name="unit"]').selectOption(unit!.value);
  await page.getByLabel("Dari malam").fill(cekin);
  await page.getByLabel("Sampai (tanggal check-out)").fill(cekout);
  await page.getByLabel("Alasan").fill("Perbaikan kamar mandi");
  await page.getByRole("button", { name: "Blokir", exact: true }).click();
  await expect(page.locator(".toast__message", { hasText: `Kamar ${unit!.nomor} diblokir.` })).toBeVisible();

  const cell = page.locator(`td[data-unit="${unit!.nomor}"][data-date="${cekin}"]`).first();
  await expect(cell).toHaveAttribute("data-state", "blocked");
  await expect(cell).toHaveText("Diblokir");
  await expect(cell).toHaveAttribute("title", `Kamar ${unit!.nomor} diblokir: Perbaikan kamar mandi`);

  await page.goto(roomUrl);
  await expect.poll(() => offered(page, before.name), { timeout: 10_000 }).toBe(before.count - 1);

  // Open the unit again, through the confirmation.
  await page.goto(`/admin/kalender?hotel=${hotelId}&from=${cekin}&days=14`);
  const target = (await cell.getByRole("link").getAttribute("href"))!;
  await cell.getByRole("link").click();
  const item = page.locator(target);
  await item.getByText("Buka blokir", { exact: true }).click();
  await item.getByRole("button", { name: "Ya, buka blokir" }).click();
  await expect(page.locator(".toast__message", { hasText: `Blokir kamar ${unit!.nomor} dibuka.` })).toBeVisible();
  await expect(cell).toHaveAttribute("data-state", "free");
});

test.describe("with every estate on the calendar", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the block form is near the top, picks its estate itself and blocks a room", async ({ page }) => {
    // Far ahead, a different night on each run, so nothing else of the suite has taken it.
    const daysAhead = 400 + Math.floor(Math.random() * 300);
    const cekin = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
    await signInAsFrontDesk(page);
    await page.goto(`/admin/kalender?from=${cekin}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Every estate is shown: the filter's estate is "all".
    await expect(page.locator('.desk-filters select[name="hotel"]')).toHaveValue("");

    const form = page.getByRole("region", { name: "Blokir kamar" });
    await expect(form).toBeVisible();
    const formTop = (await form.boundingBox())!.y;
    const chartTop = (await page.locator("table").first().boundingBox())!.y;
    expect(formTop, "the form comes before the chart").toBeLessThan(chartTop);
    expect(formTop, "the form is within the first screens").toBeLessThan(1_200);

    // Choosing the estate in the form offers that estate's units only.
    const estate = form.getByLabel("Properti");
    const second = await estate.locator("option").nth(2).getAttribute("value");
    await estate.selectOption(second!);
    const unitOptions = form.locator('select[name="unit"] option:not([value=""])');
    const first = unitOptions.first();
    const unitValue = (await first.getAttribute("value"))!;
    const nomor = (await first.textContent())!.split(" · ")[0];
    await form.locator('select[name="unit"]').selectOption(unitValue);
    await form.getByLabel("Dari malam").fill(cekin);
    await form.getByLabel("Sampai (tanggal check-out)").fill(nextDay(cekin));
    await form.getByLabel("Alasan").fill("Pengecatan ulang");
    await form.getByRole("button", { name: "Blokir", exact: true }).click();
    await expect(page.locator(".toast__message", { hasText: `Kamar ${nomor} diblokir.` })).toBeVisible();

    // The calendar now shows that estate from the blocked night: the night is blocked. Open it again.
    const cell = page.locator(`td[data-unit="${nomor}"][data-date="${cekin}"]`).first();
    await expect(cell).toHaveAttribute("data-state", "blocked");
    const target = (await cell.getByRole("link").getAttribute("href"))!;
    await cell.getByRole("link").click();
    const item = page.locator(target);
    await item.getByText("Buka blokir", { exact: true }).click();
    await item.getByRole("button", { name: "Ya, buka blokir" }).click();
    await expect(cell).toHaveAttribute("data-state", "free");
  });
});

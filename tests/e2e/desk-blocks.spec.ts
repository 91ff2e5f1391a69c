import { expect, test, type Page } from "@playwright/test";
import { openRoomPage } from "./support/booking";

/**
 * The front desk closes a unit on a phone: the clerk blocks one unit of the first Malang property for
 * two nights weeks ahead, sees the nights "Diblokir" on the calendar, and the public room page for
 * those dates offers one unit fewer. The block is removed at the end (with its confirmation), so the
 * suite's other walks find the property as they left it.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function signInAsFrontDesk(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("frontdesk");
  await page.locator('main input[name="password"]').fill("Frontdesk#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The first bookable room type on the room page: its name and how many units it offers. */
async function firstOffer(page: Page) {
  const card = page.locator(".room-card").filter({ has: page.locator(".availability--available") }).first();
  const name = (await card.locator(".room-card__title").innerText()).trim();
  const text = await card.locator(".availability").innerText();
  return { name, count: Number(text.match(/tersedia: (\d+)/)![1]) };
}

/** How many units the room type offers now (0 once it shows as full). */
async function offered(page: Page, name: string) {
  await page.reload();
  const card = page.locator(".room-card").filter({ has: page.locator(".room-card__title", { hasText: name }) }).first();
  const text = await card.locator(".availability").innerText();
  return Number(text.match(/tersedia: (\d+)/)?.[1] ?? 0);
}

test("the front desk blocks a unit on a phone and the room page offers one unit fewer", async ({ page }) => {
  // Weeks ahead, a different stay on each run, so the suite's own bookings leave the units free.
  const daysAhead = 40 + Math.floor(Math.random() * 250);
  await openRoomPage(page, 2, daysAhead);
  const roomUrl = page.url();
  const [, , , , cekin, cekout, hotelId] = new URL(roomUrl).pathname.split("/").slice(1);
  const before = await firstOffer(page);
  expect(before.count).toBeGreaterThan(0);

  await signInAsFrontDesk(page);
  await page.goto(`/admin/kalender?hotel=${hotelId}&from=${cekin}&days=14`);
  await expect(page.getByRole("heading", { level: 1, name: "Kalender Hunian" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // A unit of that room type free on both nights.
  const unitSelect = page.locator('select[name="unit"]');
  const options = await unitSelect.locator("option").evaluateAll((els) =>
    els.map((el) => ({ value: (el as HTMLOptionElement).value, label: el.textContent ?? "" })),
  );
  const second = new Date(Date.parse(`${cekin}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  let unit: { value: string; nomor: string } | null = null;
  for (const option of options.filter((o) => o.value && o.label.endsWith(`· ${before.name}`))) {
    const nomor = option.label.split(" · ")[0];
    const states = await Promise.all(
      [cekin, second].map((date) => page.locator(`td[data-unit="${nomor}"][data-date="${date}"]`).first().getAttribute("data-state")),
    );
    if (states.every((s) => s === "free")) {
      unit = { value: option.value, nomor };
      break;
    }
  }
  expect(unit, "a free unit of the room type").not.toBeNull();

  await unitSelect.selectOption(unit!.value);
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

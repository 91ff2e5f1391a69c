import { expect, test, type Page } from "@playwright/test";
import { signInAsFrontDesk } from "./support/desk";

/**
 * The front desk on a phone (390 px): a walk-in with only a name and a phone number who pays later sees no
 * deadline; a guest leaving after one night of two is asked to confirm and shown the new bill; the day's
 * arrivals print without the menus. The early departure is walked with JavaScript off.
 */

test.use({ viewport: { width: 390, height: 844 }, locale: "id-ID" });

function jakartaDate(offsetDays: number): string {
  const today = new Date(Date.now() + 7 * 3_600_000);
  today.setUTCDate(today.getUTCDate() + offsetDays);
  return today.toISOString().slice(0, 10);
}

/** On the calendar opened from `from`: a unit free on `from` and the next day; clicks its first cell. */
async function openFreeCell(page: Page, from: string, nights: number) {
  await page.goto(`/admin/kalender?from=${from}&days=14`);
  const cells = page.locator(`td[data-state="free"][data-date="${from}"]`);
  const count = await cells.count();
  for (let i = 0; i < count; i++) {
    const unit = (await cells.nth(i).getAttribute("data-unit"))!;
    const next = page.locator(`td[data-unit="${unit}"][data-date="${jakartaDateFrom(from, nights - 1)}"]`).first();
    if ((await next.getAttribute("data-state")) === "free") {
      await cells.nth(i).getByRole("link").click();
      return unit;
    }
  }
  throw new Error(`no unit free for ${nights} nights from ${from}`);
}

function jakartaDateFrom(day: string, offset: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The desk form with a name and a phone number only, paid later at the property. */
async function bookWalkIn(page: Page, nights: number, name: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Pemesanan di Front Desk" })).toBeVisible();
  await page.getByLabel("Jumlah malam").fill(String(nights));
  await page.getByLabel("Nama", { exact: true }).fill(name);
  await page.getByLabel("Nomor telepon").fill("081234500033");
  await page.getByLabel("Nomor identitas").fill("5171010101010005");
  const metode = page.getByLabel("Metode pembayaran");
  if ((await metode.inputValue()) === "") await metode.selectOption({ index: 1 });
  await page.getByLabel("Bayar nanti di properti (Belum)").check();
  await page.getByRole("button", { name: "Pesan", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reservasi\/AGW/);
}

test("a walk-in with a name and a phone number pays later and sees no deadline", async ({ page }) => {
  await signInAsFrontDesk(page);
  await openFreeCell(page, jakartaDate(150 + Math.floor(Math.random() * 200)), 1);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByLabel("Email (opsional)")).toBeVisible();
  await bookWalkIn(page, 1, "Nyoman Adi Putra");
  await expect(page.getByTestId("guest-name")).toHaveText("Nyoman Adi Putra");
  await expect(page.getByText("Tanpa e-mail")).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText("Belum dibayar — tagih saat check-out");
  await expect(page.getByTestId("payment-deadline")).toHaveCount(0);
  // Nothing was mailed for this booking.
  await expect(page.locator("[data-kind]")).toHaveCount(0);
});

test("without JavaScript, leaving after night 1 of 2 asks first and shows the new bill", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAsFrontDesk(page);
  await openFreeCell(page, jakartaDate(0), 2);
  await bookWalkIn(page, 2, "Ketut Pulang Awal");
  await page.getByRole("button", { name: "Tandai check-in" }).click();
  await expect(page.getByTestId("status")).toHaveText("Sudah check-in");

  await expect(page.getByRole("button", { name: "Tandai check-out" })).toHaveCount(0);
  await page.getByRole("link", { name: "Check-out (pulang lebih awal)" }).click();
  const step = page.getByTestId("early-departure");
  await expect(step.getByRole("heading", { name: "Tamu pulang lebih awal" })).toBeVisible();
  await expect(step).toContainText("dilepas dan dapat dijual lagi");
  await expect(step).toContainText("Tagihan baru");
  await expect(step.getByTestId("early-owed")).toHaveText(/Rp\. [\d.]+/);
  const owed = await step.getByTestId("early-owed").innerText();
  await step.getByRole("button", { name: "Ya, check-out sekarang" }).click();
  await expect(page.getByTestId("status")).toHaveText("Sudah check-out");
  await expect(page.getByTestId("charge-total")).toHaveText(owed);
  await context.close();
});

test("the arrivals and departures sheet prints without the menus", async ({ page }) => {
  await signInAsFrontDesk(page);
  await page.goto("/admin/kedatangan");
  await expect(page.getByRole("heading", { level: 1, name: /Kedatangan & keberangkatan/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cetak" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".staff-nav")).toBeHidden();
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.getByRole("button", { name: "Cetak" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: /Kedatangan/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Keberangkatan/ })).toBeVisible();

  await page.emulateMedia({ media: "screen" });
  const bad = await page.goto("/admin/kedatangan?tanggal=2026-02-31");
  expect(bad?.status()).toBe(400);
  await expect(page.getByText("Tanggal tidak valid. Gunakan format YYYY-MM-DD.")).toBeVisible();
});

import { expect, test, type Page } from "@playwright/test";

/**
 * The front desk end to end: the seeded administrator opens the occupancy calendar, books a free cell
 * for a walk-in guest, finds the stay held in the calendar and in the reservation list, then records
 * the payment at the desk with the Bayar toggle and sees the night turn booked.
 */

function jakartaDate(offsetDays: number): string {
  const today = new Date(Date.now() + 7 * 3_600_000);
  today.setUTCDate(today.getUTCDate() + offsetDays);
  return today.toISOString().slice(0, 10);
}

async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page.locator(".account-menu__name")).toHaveText("Halo, Admin");
}

test("the admin books a walk-in guest from the calendar and marks the stay paid", async ({ page }) => {
  await signInAsAdmin(page);
  // Far enough ahead that the seeded bookings leave free cells, different on each run.
  const from = jakartaDate(120 + Math.floor(Math.random() * 200));
  await page.goto("/admin");
  const nav = page.locator(".staff-nav");
  await nav.locator("summary", { hasText: "Agrowisata" }).click();
  await nav.getByRole("link", { name: "Kalender Hunian" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kalender Hunian" })).toBeVisible();
  await page.getByLabel("Mulai tanggal").fill(from);
  await page.getByRole("button", { name: "Tampilkan" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  const calendarUrl = page.url();

  // A free night of the week asked for (not of the page shown before the form was sent).
  const freeCell = page.locator(`td[data-state="free"][data-date="${from}"]`).first();
  const unit = (await freeCell.getAttribute("data-unit"))!;
  const date = (await freeCell.getAttribute("data-date"))!;
  const cell = () => page.locator(`td[data-unit="${unit}"][data-date="${date}"]`).first();
  await expect(page.getByText("Ditahan (menunggu pembayaran)")).toBeVisible();
  // Every estate's rooms are on the tape: wait until the page is interactive so the click is not replayed late.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await freeCell.getByRole("link").click();

  await expect(page.getByRole("heading", { level: 1, name: "Pemesanan di Front Desk" })).toBeVisible();
  await expect(page.getByTestId("desk-room")).toContainText(`kamar ${unit}`);
  // Fill the form once the page is interactive, so hydration cannot reset what was typed.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Nama", { exact: true }).fill("Made Wirawan");
  await page.getByLabel("Nomor telepon").fill("081234500011");
  const email = `walkin${Date.now()}@example.test`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nomor identitas").fill("5171010101010003");
  const metode = page.getByLabel("Metode pembayaran");
  if ((await metode.inputValue()) === "") await metode.selectOption({ index: 1 });
  await page.getByLabel("Bayar nanti di properti (Belum)").check();
  await page.getByRole("button", { name: "Pesan", exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/reservasi\/AGW/);
  const kode = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  await expect(page.locator(".toast__message", { hasText: `Reservasi ${kode} dibuat di front desk.` })).toBeVisible();
  await expect(page.getByTestId("guest-name")).toHaveText("Made Wirawan");
  await expect(page.getByTestId("status-bayar")).toHaveText("Menunggu pembayaran");

  await page.goto(calendarUrl);
  await expect(cell()).toHaveAttribute("data-state", "held");
  await expect(cell()).toContainText("Tahan");

  await page.goto(`/admin/reservasi?kode=${encodeURIComponent(kode)}`);
  const row = page.locator(`tr[data-kode="${kode}"]`);
  await expect(row).toContainText("Made Wirawan");
  await expect(row).toContainText("Front desk");
  await row.getByRole("link", { name: kode }).click();

  const toggle = page.getByRole("group", { name: "Pembayaran di properti" });
  await expect(toggle.getByRole("button", { name: "Belum" })).toHaveAttribute("aria-pressed", "true");
  await toggle.getByRole("button", { name: "Bayar" }).click();
  await expect(page.locator(".toast__message", { hasText: `Reservasi ${kode} ditandai Bayar.` })).toBeVisible();
  await expect(page.getByTestId("status-bayar")).toHaveText("Lunas");
  await expect(toggle.getByRole("button", { name: "Bayar" })).toHaveAttribute("aria-pressed", "true");

  await page.goto(calendarUrl);
  await expect(cell()).toHaveAttribute("data-state", "booked");
});

test("without JavaScript the desk books a cell, asks before cancelling, and the night is free again", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const from = jakartaDate(400 + Math.floor(Math.random() * 200));
  await page.goto(`/admin/kalender?from=${from}&days=14`);
  // A free night of the week asked for (not of the page shown before the form was sent).
  const freeCell = page.locator(`td[data-state="free"][data-date="${from}"]`).first();
  const unit = (await freeCell.getAttribute("data-unit"))!;
  const date = (await freeCell.getAttribute("data-date"))!;
  const calendarUrl = page.url();
  await freeCell.getByRole("link").click();

  await page.getByLabel("Nama", { exact: true }).fill("Ketut Arsana");
  await page.getByLabel("Nomor telepon").fill("081234500022");
  await page.getByLabel("Email").fill(`telepon${Date.now()}@example.test`);
  await page.getByLabel("Nomor identitas").fill("5171010101010004");
  const metode = page.getByLabel("Metode pembayaran");
  if ((await metode.inputValue()) === "") await metode.selectOption({ index: 1 });
  await page.getByLabel("Sudah bayar di front desk (Bayar)").check();
  await page.getByRole("button", { name: "Pesan", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reservasi\/AGW/);
  await expect(page.getByTestId("status-bayar")).toHaveText("Lunas");

  await page.goto(calendarUrl);
  await expect(page.locator(`td[data-unit="${unit}"][data-date="${date}"]`).first()).toHaveAttribute("data-state", "booked");
  await page.locator(`td[data-unit="${unit}"][data-date="${date}"] a`).first().click();

  const confirm = page.getByRole("button", { name: "Ya", exact: true });
  await expect(confirm).toBeHidden();
  await page.locator("summary", { hasText: "Batalkan reservasi" }).click();
  await expect(page.getByText("Anda yakin akan membatalkan reservasi")).toBeVisible();
  await confirm.click();
  await expect(page.getByTestId("status")).toHaveText("Dibatalkan");

  await page.goto(calendarUrl);
  await expect(page.locator(`td[data-unit="${unit}"][data-date="${date}"]`).first()).toHaveAttribute("data-state", "free");
  await context.close();
});

import { expect, test, type Page } from "@playwright/test";
import { bookFromRoomPage, captchaCode, chooseEastJavaAddress, choosePaymentMethod, fillGuest } from "./support/booking";

/**
 * One total, computed once: four guests add a tour charged per person and pay by virtual account, on a
 * phone. The summary, the confirmation dialog, the amount on the payment page and the e-mail all show
 * the same total, which counts the tour once per guest.
 */

const rupiah = (amount: number) => `Rp. ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
const amountOf = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute("data-amount"));

test.use({ viewport: { width: 390, height: 844 } });

test("four guests with a per-person tour pay the total the summary and the confirmation showed", async ({ page }) => {
  // The whole wizard, the payment start and the outbox on a phone: give it the time a full flow needs.
  test.slow();
  const email = `tamu-total-${Date.now()}@example.test`;
  await page.goto("/hotel");
  await page.getByLabel("Kota").selectOption({ label: "Malang" });
  await page.getByLabel("Jumlah Tamu").fill("4");
  await page.getByLabel("Jumlah Kamar").fill("2");
  await page.getByLabel("Durasi (malam)").selectOption("2");
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  await page.locator(".hotel-card").first().getByRole("link", { name: "Lihat Kamar" }).click();
  await expect(page).toHaveURL(/\/room\//);
  await bookFromRoomPage(page);
  await expect(page).toHaveURL(/\/reservasi\/\d+\/4\/2\//);

  await fillGuest(page, email);
  await chooseEastJavaAddress(page);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("2");

  // The tour is offered with its basis, and ticking it adds it to the summary for every guest at once.
  const roomsOnly = await amountOf(page, "summary-total");
  const tour = page.getByLabel(/Paket Tur Kopi Ijen/);
  const label = (await page.locator("label", { has: tour }).textContent()) ?? "";
  expect(label).toMatch(/Rp\. [\d.]+ \/ orang$/);
  const perPerson = Number(label.match(/Rp\. ([\d.]+) \/ orang/)![1].replace(/\./g, ""));
  await tour.check();
  await expect(page.getByTestId("summary-extra")).toContainText(`Paket Tur Kopi Ijen (${rupiah(perPerson)} × 4 tamu)`);
  await expect(page.getByTestId("summary-total")).toHaveAttribute("data-amount", String(roomsOnly + 4 * perPerson));
  const total = roomsOnly + 4 * perPerson;

  await choosePaymentMethod(page, /^BCA Virtual Account/);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("3");

  // The review: the summary still says the same total, and so does the confirmation dialog.
  await expect(page.getByTestId("summary-total")).toHaveText(rupiah(total));
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await expect(page.getByText("Captcha Sudah Benar")).toBeVisible();
  await page.getByRole("button", { name: "Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Konfirmasi Pemesanan" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("confirm-message")).toContainText(`dengan total ${rupiah(total)}?`);
  await dialog.getByRole("button", { name: "Ya, pesan sekarang" }).click();

  // The virtual account asks exactly that amount, and its breakdown adds up to it.
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("amount")).toHaveText(rupiah(total));
  await expect(page.getByTestId("va-number")).toHaveText(/^70012\d{11}$/);
  await expect(page.getByTestId("charge-total")).toHaveAttribute("data-amount", String(total));
  const lines = await page
    .getByTestId("charges")
    .locator('[data-testid="charge-line"] dd')
    .evaluateAll((dds) => dds.map((dd) => Number(dd.getAttribute("data-amount"))));
  expect(lines.reduce((sum, n) => sum + n, 0)).toBe(total);

  // The e-mail asks the same amount and lists the tour for four guests.
  await page.goto(`/_dev/outbox?to=${encodeURIComponent(email)}`);
  const mail = page.locator('.outbox__item[data-kind="booking-created"]');
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`Bayar ${rupiah(total)} ke BCA Virtual Account`);
  await expect(mail).toContainText(`Paket Tur Kopi Ijen (${rupiah(perPerson)} × 4 tamu): ${rupiah(4 * perPerson)}`);
  await expect(mail).toContainText(`Total pembayaran: ${rupiah(total)}`);
});

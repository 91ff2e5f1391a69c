import { expect, test, type Page } from "@playwright/test";
import { bookFromRoomPage, captchaCode, chooseEastJavaAddress, choosePaymentMethod, fillGuest, openRoomPage } from "./support/booking";

/**
 * Paying the way most Indonesians pay today: QRIS from the one list of payment methods, the QR on the
 * pending page, "scanned" in the local simulator's banking app; and GoPay on a phone, where the page offers
 * the button that opens the app instead of the QR.
 */

async function bookWith(page: Page, method: RegExp, nights: number) {
  await openRoomPage(page, nights);
  await bookFromRoomPage(page);
  await fillGuest(page, `tamu-qris-${Date.now()}@example.test`);
  await chooseEastJavaAddress(page);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("2");
  await expect(page.getByRole("group", { name: "QRIS & E-Wallet" })).toBeVisible();
  await choosePaymentMethod(page, method);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("3");
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await page.getByRole("button", { name: "Booking" }).click();
  await page.getByRole("dialog", { name: "Konfirmasi Pemesanan" }).getByRole("button", { name: "Ya, pesan sekarang" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
}

test("a guest pays by QRIS: the QR on the pending page, scanned in the simulator, and the booking is paid", async ({
  page,
}) => {
  await bookWith(page, /^QRIS/, 1);
  await expect(page.getByTestId("status-bayar")).toHaveText("Menunggu pembayaran");
  const qr = page.getByRole("img", { name: /^Kode QR pembayaran pemesanan AGW/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe("svg");
  await expect(page.getByTestId("countdown")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cara Pembayaran" })).toBeVisible();

  await page.getByRole("link", { name: "Buka pemindai simulator" }).click();
  await expect(page.getByRole("heading", { name: "Simulator: aplikasi pembayaran" })).toBeVisible();
  await page.getByRole("button", { name: "Scan & bayar" }).click();
  await expect(page.getByText("Pembayaran berhasil. Merchant sudah diberi tahu.")).toBeVisible();
  await page.getByRole("link", { name: "Kembali ke halaman pemesanan" }).click();
  await expect(page.getByTestId("status-bayar")).toHaveText("Lunas");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("GoPay offers the button that opens the app, and the QR is not shown", async ({ page }) => {
    await bookWith(page, /^GoPay/, 2);
    await expect(page.getByRole("link", { name: "Buka aplikasi GoPay" })).toBeVisible();
    await expect(page.getByTestId("wallet-qr")).toBeHidden();
  });
});

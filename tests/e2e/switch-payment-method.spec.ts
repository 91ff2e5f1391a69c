import { expect, test, type Page } from "@playwright/test";
import {
  bookFromRoomPage,
  captchaCode,
  chooseEastJavaAddress,
  choosePaymentMethod,
  fillGuest,
  openRoomPage,
  chooseEastJavaAddressWithoutJs,
} from "./support/booking";

/**
 * After a failed card payment the guest changes method (docs/decisions/037): the card fails on the gateway's
 * hosted page (the local simulator), the guest switches to a virtual account and pays it. The booking is paid
 * once and one e-voucher goes out; the card page the guest left can no longer take money.
 */

/** Pays the virtual account shown on the pending page at the simulator's "bank" and comes back. */
async function payVirtualAccount(page: Page) {
  await page.getByRole("link", { name: "Bayar di simulator bank (lokal)" }).click();
  await page.getByRole("button", { name: "Bayar tagihan" }).click();
  await expect(page.getByText("Pembayaran berhasil dikirim ke merchant.")).toBeVisible();
  await page.getByRole("link", { name: "Kembali ke halaman pembayaran" }).click();
  await expect(page.getByRole("heading", { name: "Terima Kasih" })).toBeVisible();
  await expect(page.getByTestId("status-bayar")).toHaveText("Lunas");
}

/** The outbox of one guest: one voucher naming the booking, and the instructions of both payments. */
async function expectOneVoucher(page: Page, email: string, kode: string) {
  await page.goto(`/_dev/outbox?to=${encodeURIComponent(email)}`);
  const voucher = page.locator('.outbox__item[data-kind="booking-voucher"]');
  await expect(voucher).toHaveCount(1);
  await expect(voucher).toContainText(kode);
  await expect(page.locator('.outbox__item[data-kind="booking-created"]')).toHaveCount(2);
}

test.describe("switching payment method", () => {
  test("with JavaScript: a card fails on the hosted page, the pending page switches to a virtual account, paid once", async ({
    page,
  }) => {
    const email = `ganti-metode-${Date.now()}@example.test`;
    // Seven weeks out: other walks take the nearer weeks' rooms of the same estates.
    await openRoomPage(page, 2, 49);
    await bookFromRoomPage(page);
    await fillGuest(page, email);
    await chooseEastJavaAddress(page);
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await choosePaymentMethod(page, /^Kartu Kredit/);
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await expect(page.locator('input[name="step"]')).toHaveValue("3");
    await page.locator("#booking-captcha").fill(await captchaCode(page));
    await expect(page.getByText("Captcha Sudah Benar")).toBeVisible();
    await page.getByRole("button", { name: "Booking" }).click();
    await page
      .getByRole("dialog", { name: "Konfirmasi Pemesanan" })
      .getByRole("button", { name: "Ya, pesan sekarang" })
      .click();

    // The card is refused on the hosted page.
    await expect(page).toHaveURL(/\/_sim\/gateway\/snap\//);
    const cardPage = page.url();
    const kode = (await page.getByTestId("sim-order").textContent())!.trim();
    await page.getByRole("button", { name: "Gagal" }).click();
    await expect(page).toHaveURL(new RegExp(`/reservasi-notif/failure\\?order_id=${kode}`));
    await expect(page.getByRole("heading", { name: "Pembayaran Gagal" })).toBeVisible();
    await expect(page.getByTestId("notif-status")).toContainText("Menunggu pembayaran");
    await expect(page.getByRole("heading", { name: "Ganti metode pembayaran" })).toBeVisible();

    // On the pending page: another method for the same booking.
    await page.getByRole("link", { name: "Lihat detail pembayaran" }).click();
    await expect(page).toHaveURL(new RegExp(`/reservasi-info-pendpay/${kode}$`));
    const amount = (await page.getByTestId("amount").textContent())!.trim();
    const switchForm = page.locator("#ganti-metode");
    await switchForm.getByRole("radio", { name: /^BCA Virtual Account/ }).check();
    await switchForm.getByRole("button", { name: "Gunakan metode ini" }).click();
    await expect(page).toHaveURL(new RegExp(`/reservasi-info-pendpay/${kode}\\?ganti=1$`));
    await expect(page.getByTestId("switched")).toBeVisible();
    await expect(page.getByTestId("kode-booking")).toHaveText(kode);
    await expect(page.getByTestId("payment-method")).toContainText("BCA");
    await expect(page.getByTestId("amount")).toHaveText(amount);
    await expect(page.getByTestId("va-number")).toHaveText(/^70012\d{11}$/);

    await payVirtualAccount(page);
    await expectOneVoucher(page, email, kode);

    // The card page the guest left takes no money any more.
    await page.goto(cardPage);
    await expect(page.getByRole("alert")).toContainText("sudah tidak menunggu pembayaran");
    await expect(page.getByRole("button", { name: "Bayar", exact: true })).toHaveCount(0);
  });

  test("without JavaScript on a phone: switch from the failure page itself and pay", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: "id-ID",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const email = `ganti-metode-nojs-${Date.now()}@example.test`;
    await openRoomPage(page, 2, 56);
    await bookFromRoomPage(page);
    await fillGuest(page, email);
    await chooseEastJavaAddressWithoutJs(page);
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await choosePaymentMethod(page, /^Kartu Kredit/);
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await page.locator("#booking-captcha").fill(await captchaCode(page));
    await page.getByRole("button", { name: "Booking" }).click();
    await page.getByRole("button", { name: "Ya, pesan sekarang" }).click();

    await expect(page).toHaveURL(/\/_sim\/gateway\/snap\//);
    const kode = (await page.getByTestId("sim-order").textContent())!.trim();
    await page.getByRole("button", { name: "Gagal" }).click();
    await expect(page).toHaveURL(/\/reservasi-notif\/failure\?/);
    const switchForm = page.locator("#ganti-metode");
    await switchForm.getByRole("radio", { name: /^BCA Virtual Account/ }).check();
    await switchForm.getByRole("button", { name: "Gunakan metode ini" }).click();
    await expect(page).toHaveURL(new RegExp(`/reservasi-info-pendpay/${kode}\\?ganti=1$`));
    await expect(page.getByTestId("va-number")).toHaveText(/^70012\d{11}$/);

    await payVirtualAccount(page);
    await expectOneVoucher(page, email, kode);
    await context.close();
  });
});

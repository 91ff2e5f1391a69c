import { devices, expect, test } from "@playwright/test";
import {
  bookFromRoomPage,
  captchaCode,
  chooseEastJavaAddress,
  chooseEastJavaAddressWithoutJs,
  choosePaymentMethod,
  fillGuest,
  openRoomPage,
} from "./support/booking";
import { expectNoPageErrors, waitForHydration, watchPageErrors } from "./support/page-errors";
import { askToCancel, confirmCancellation, findOnPesanan, payOnSimulator } from "./support/pesanan";

// A whole stay's life (book, pay, find, cancel, read the e-mail), page by page without JavaScript: more than
// the suite's 90 s on a busy shared machine.
test.describe.configure({ timeout: 180_000 });

/**
 * "Pesanan Saya" without JavaScript: a guest books and pays a virtual account on the local simulator,
 * finds the booking by code and e-mail, sees what comes back, cancels, and gets the cancellation e-mail
 * (read from the development outbox).
 */
test("without JavaScript: book, pay, find the booking on /pesanan, see the refund, cancel, get the e-mail", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
  const page = await context.newPage();
  const email = `batal-${Date.now()}@example.test`;
  await openRoomPage(page, 2);
  await bookFromRoomPage(page);
  await fillGuest(page, email);
  await chooseEastJavaAddressWithoutJs(page);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await choosePaymentMethod(page, /^BCA Virtual Account/);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  // The review step states the cancellation terms the booking will carry.
  await expect(page.getByTestId("review-policy")).toHaveText(/^(Gratis pembatalan|Tidak dapat dikembalikan)/);
  const code = await captchaCode(page);
  await page.locator("#booking-captcha").fill(code);
  await page.getByRole("button", { name: "Booking" }).click();
  await page.getByRole("button", { name: "Ya, pesan sekarang" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
  const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
  await payOnSimulator(page, "va");

  // "Pesanan Saya" is linked from every page's footer.
  await page.getByRole("contentinfo").getByRole("link", { name: "Pesanan Saya" }).click();
  await expect(page).toHaveURL(/\/pesanan$/);
  await findOnPesanan(page, { kode, email, open: false });
  await expect(page.getByTestId("order-status")).toHaveText("Dipesan");
  await expect(page.getByTestId("order-payment")).toHaveText("Lunas");
  await expect(page.getByTestId("order-policy")).not.toBeEmpty();

  await askToCancel(page);
  await expect(page.getByTestId("cancel-refund")).toHaveText(/^Dana yang dikembalikan: Rp\. [\d.]+$/);
  // A virtual account is refunded by transfer: the guest says where to, when something comes back.
  const rekening = page.getByLabel("Nomor rekening");
  if (await rekening.isVisible()) {
    await page.getByLabel("Nama bank").fill("Bank Jatim");
    await rekening.fill("0011223344");
    await page.getByLabel("Nama pemilik rekening").fill("Dewi Lestari");
  }
  await confirmCancellation(page);
  await expect(page.getByRole("button", { name: "Batalkan pesanan" })).toHaveCount(0);

  await page.goto(`/_dev/outbox?to=${encodeURIComponent(email)}`);
  const cancelled = page.locator('.outbox__item[data-kind="booking-cancelled"]');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText(`Pesanan ${kode} dibatalkan`);
  await context.close();
});

/**
 * The other refund path, also without JavaScript: a QRIS payment is refunded through the gateway (here the local
 * simulator, which confirms it with Midtrans' signed refund notification), and the guest gets the e-mail saying
 * the money is back.
 */
test("without JavaScript: pay by QRIS, cancel on /pesanan, and the refund e-mail arrives", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
  const page = await context.newPage();
  const email = `refund-qris-${Date.now()}@example.test`;
  await openRoomPage(page, 2);
  await bookFromRoomPage(page);
  await fillGuest(page, email);
  await chooseEastJavaAddressWithoutJs(page);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await choosePaymentMethod(page, /^QRIS/);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await page.getByRole("button", { name: "Booking" }).click();
  await page.getByRole("button", { name: "Ya, pesan sekarang" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
  const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
  await payOnSimulator(page, "qris");

  await findOnPesanan(page, { kode, email });
  await askToCancel(page);
  const refund = (await page.getByTestId("cancel-refund").textContent())!.replace(/[^\d]/g, "");
  // Paid by QRIS: the gateway refunds it, so no bank account is asked.
  await expect(page.getByLabel("Nomor rekening")).toHaveCount(0);
  await confirmCancellation(page);
  await expect(page.getByTestId("order-payment")).toHaveText(/^Dana dikembalikan/);

  await page.goto(`/_dev/outbox?to=${encodeURIComponent(email)}`);
  const refunded = page.locator('.outbox__item[data-kind="booking-refunded"]');
  await expect(refunded).toHaveCount(1);
  await expect(refunded).toContainText(`Dana Anda sudah dikembalikan — ${kode}`);
  expect(Number(refund)).toBeGreaterThan(0);
  await context.close();
});

/**
 * "Pesanan Saya" with JavaScript, as a French couple on a phone: the look-up form hydrates (it used to give way to
 * the error page as soon as the page's script ran), finds the booking, and the cancellation goes through — no
 * script error, no console error, no error page on the way.
 */
test("with JavaScript, on a phone, in French: find the booking on /pesanan and cancel it", async ({ browser }) => {
  const context = await browser.newContext({ ...devices["Pixel 7"], locale: "fr-FR", timezoneId: "Asia/Jakarta" });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const email = `annulation-${Date.now()}@example.test`;
  await openRoomPage(page, 2, 110, "fr");
  await page.locator("a.room-card__book").first().click();
  await expect(page.getByRole("heading", { name: "Récapitulatif de la réservation" })).toBeVisible();
  await waitForHydration(page);
  await fillGuest(page, email);
  await chooseEastJavaAddress(page);
  await page.getByRole("button", { name: "Suivant" }).click();
  await choosePaymentMethod(page, /^Compte virtuel BCA/);
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await page.getByRole("button", { name: "Réserver", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmer la réservation" });
  await dialog.getByRole("button", { name: "Oui, réserver" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
  const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
  await expectNoPageErrors(page, errors, "booking");

  await page.goto("/pesanan");
  await waitForHydration(page);
  await expectNoPageErrors(page, errors, "/pesanan");
  await expect(page.getByRole("heading", { name: "Mes réservations", level: 1 })).toBeVisible();
  await findOnPesanan(page, { kode: kode.toLowerCase(), email, lng: "fr", open: false });
  await expect(page.getByTestId("order-status")).toHaveText("Réservée");
  await expect(page.getByTestId("order-payment")).not.toBeEmpty();
  await expectNoPageErrors(page, errors, "the booking's page");

  await askToCancel(page, "fr");
  await expect(page.getByTestId("cancel-refund")).toHaveText(/^Cette réservation n'est pas encore payée/);
  await confirmCancellation(page, "fr");
  await expect(page.getByRole("button", { name: "Annuler la réservation" })).toHaveCount(0);
  await expect(page.locator(".toast__message", { hasText: `La réservation ${kode} est annulée.` })).toBeVisible();
  await expectNoPageErrors(page, errors, "the cancelled booking");
  await context.close();
});

import { expect, test } from "@playwright/test";
import { captchaCode, chooseEastJavaAddress, choosePaymentMethod, fillGuest, openRoomPage } from "./support/booking";
import { expectInView } from "./support/in-view";
import { askToCancel, confirmCancellation, findOnPesanan, payOnSimulator } from "./support/pesanan";
import { waitForHydration } from "./support/page-errors";

/**
 * A confirmation lands where the guest is looking: on a 390 × 844 phone, the booking's "confirm?" step and the
 * cancellation's refund and "yes" button are on screen right after the guest asks for them, with JavaScript
 * and without, not a thousand pixels further down a page that reloaded at its top.
 */

test.describe.configure({ timeout: 180_000 });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: "Asia/Jakarta" } as const;

test("without JavaScript, in French: the booking's confirmation and the cancellation's refund land in view", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, locale: "fr-FR" });
  const page = await context.newPage();
  const email = `confirmation-${Date.now()}@example.test`;
  await openRoomPage(page, 1, 62, "fr");
  await page.locator("a.room-card__book").first().click();
  await expect(page.getByRole("heading", { name: "Récapitulatif de la réservation" })).toBeVisible();
  await fillGuest(page, email);
  await page.locator("#booking-negara").selectOption({ label: "Indonésie" });
  await page.getByRole("button", { name: "Mettre à jour les régions" }).click();
  await page.locator("#booking-provinsi").selectOption({ label: "Jawa Timur" });
  await page.getByRole("button", { name: "Mettre à jour les régions" }).click();
  await page.locator("#booking-kabupaten").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Suivant" }).click();
  await choosePaymentMethod(page, /^QRIS/);
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await page.getByRole("button", { name: "Réserver", exact: true }).click();

  // The server answers with the confirmation box: it is on screen, question, total and both buttons.
  const confirm = page.getByRole("alertdialog", { name: "Confirmer la réservation" });
  await expectInView(page, confirm.getByTestId("confirm-message"), "the booking question");
  await expectInView(page, confirm.getByRole("button", { name: "Oui, réserver" }), "« Oui, réserver »");
  await expectInView(page, confirm.getByRole("button", { name: "Annuler", exact: true }), "« Annuler »");
  // The page opened at the box (#konfirmasi) and the box has the focus: the next Tab reaches its buttons.
  await expect(confirm).toBeFocused();
  await confirm.getByRole("button", { name: "Oui, réserver" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
  const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
  await payOnSimulator(page, "qris", "fr");

  await findOnPesanan(page, { kode, email, lng: "fr" });
  await askToCancel(page, "fr");
  await expect(page.getByTestId("cancel-refund")).toHaveText(/^Montant remboursé/);
  await expectInView(page, page.getByTestId("cancel-refund"), "the refund amount");
  await expectInView(page, page.getByRole("button", { name: "Oui, annuler la réservation" }), "« Oui, annuler la réservation »");
  await expect(page.getByRole("region", { name: `Annuler la réservation ${kode} ?` })).toBeFocused();
  await confirmCancellation(page, "fr");
  await context.close();
});

test("with JavaScript on a phone: the booking dialog, then the refund, the bank fields and the button land in view", async ({ browser }) => {
  // Reduced motion: the jump is immediate, as the visitor asked.
  const context = await browser.newContext({ ...PHONE, locale: "id-ID", reducedMotion: "reduce" });
  const page = await context.newPage();
  const email = `konfirmasi-${Date.now()}@example.test`;
  await openRoomPage(page, 1, 64);
  await page.locator("a.room-card__book").first().click();
  await expect(page.getByRole("heading", { name: "Ringkasan Pemesanan" })).toBeVisible();
  await waitForHydration(page);
  await fillGuest(page, email);
  await chooseEastJavaAddress(page);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await choosePaymentMethod(page, /^BCA Virtual Account/);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await expect(page.getByText("Captcha Sudah Benar")).toBeVisible();
  await page.getByRole("button", { name: "Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Konfirmasi Pemesanan" });
  await expectInView(page, dialog.getByTestId("confirm-message"), "the booking question");
  await expectInView(page, dialog.getByRole("button", { name: "Ya, pesan sekarang" }), "“Ya, pesan sekarang”");
  await dialog.getByRole("button", { name: "Ya, pesan sekarang" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
  const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
  await payOnSimulator(page, "va");

  await findOnPesanan(page, { kode, email, hydrate: true });
  await expect(page.getByTestId("order-status")).toHaveText("Dipesan");
  await askToCancel(page);
  await expect(page.getByTestId("cancel-refund")).toHaveText(/^Dana yang dikembalikan: Rp\. [\d.]+$/);
  await expectInView(page, page.getByTestId("cancel-refund"), "the refund amount");
  await expect(page.getByRole("region", { name: `Batalkan pesanan ${kode}?` })).toBeFocused();
  // A virtual account is refunded by transfer: the three fields, then the button.
  await expectInView(page, page.getByLabel("Nama bank"), "the bank field");
  await page.getByLabel("Nama bank").fill("Bank Jatim");
  await page.getByLabel("Nomor rekening").fill("12-AB");
  await page.getByLabel("Nama pemilik rekening").fill("Dewi Lestari");
  await expectInView(page, page.getByRole("button", { name: "Ya, batalkan pesanan" }), "“Ya, batalkan pesanan”");
  await page.getByRole("button", { name: "Ya, batalkan pesanan" }).click();
  // Refused by the server: the confirmation comes back on screen with the field's message.
  const refused = page.getByText("Isi nomor rekening (hanya angka, 5–30 digit)");
  await expect(refused).toBeVisible();
  await expectInView(page, refused, "the account number's message");
  await page.getByLabel("Nomor rekening").fill("0011223344");
  await confirmCancellation(page);
  await context.close();
});

test("without JavaScript, in English: a wrong captcha opens at the captcha, then pay at reception's confirmation in view", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, locale: "en-GB" });
  const page = await context.newPage();
  await openRoomPage(page, 1, 66, "en");
  await page.locator("a.room-card__book").first().click();
  await fillGuest(page, `backpacker-${Date.now()}@example.test`);
  await page.locator("#booking-negara").selectOption({ label: "Indonesia" });
  await page.getByRole("button", { name: "Update region choices" }).click();
  await page.locator("#booking-provinsi").selectOption({ label: "Jawa Timur" });
  await page.getByRole("button", { name: "Update region choices" }).click();
  await page.locator("#booking-kabupaten").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next" }).click();
  await choosePaymentMethod(page, /^Pay at reception/);
  await page.getByRole("button", { name: "Next" }).click();

  const right = await captchaCode(page);
  await page.locator("#booking-captcha").fill(right === "AAAAAAA" ? "BBBBBBB" : "AAAAAAA");
  await page.getByRole("button", { name: "Book", exact: true }).click();
  // Refused: the page opens at the captcha and its message, not at the top.
  await expectInView(page, page.locator("#booking-captcha"), "the captcha field");
  await expectInView(page, page.getByText("Wrong captcha"), "the captcha's message");

  await page.locator("#booking-captcha").fill(right);
  await page.getByRole("button", { name: "Book", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm booking" });
  await expectInView(page, confirm.getByTestId("confirm-message"), "the booking question");
  await expectInView(page, confirm.getByRole("button", { name: "Yes, book now" }), "“Yes, book now”");
  await confirm.getByRole("button", { name: "Yes, book now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  await context.close();
});

test("without JavaScript: a refused change of payment method opens at the choice and its message", async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, locale: "id-ID" });
  const page = await context.newPage();
  await openRoomPage(page, 1, 68);
  await page.locator("a.room-card__book").first().click();
  await fillGuest(page, `ganti-${Date.now()}@example.test`);
  await page.locator("#booking-negara").selectOption({ label: "Indonesia" });
  await page.getByRole("button", { name: "Perbarui pilihan wilayah" }).click();
  await page.locator("#booking-provinsi").selectOption({ label: "Jawa Timur" });
  await page.getByRole("button", { name: "Perbarui pilihan wilayah" }).click();
  await page.locator("#booking-kabupaten").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await choosePaymentMethod(page, /^BCA Virtual Account/);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await page.getByRole("button", { name: "Booking" }).click();
  await page.getByRole("button", { name: "Ya, pesan sekarang" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
  const pending = new URL(page.url()).pathname;

  // The same booking open in two tabs, both on the choice of methods: the other tab switches to BRI first.
  const other = await context.newPage();
  for (const tab of [page, other]) await tab.goto(`${pending}?ganti-metode=1#ganti-metode`);
  await choosePaymentMethod(other, /^BRI Virtual Account/);
  await other.getByRole("button", { name: "Gunakan metode ini" }).click();
  await expect(other.getByTestId("switched")).toBeVisible();

  await choosePaymentMethod(page, /^BRI Virtual Account/);
  await page.getByRole("button", { name: "Gunakan metode ini" }).click();
  await expect(page.getByTestId("switch-error")).toBeVisible();
  await expectInView(page, page.getByTestId("switch-error"), "the refusal");
  // The choice comes with it: the guest picks another method there and it is taken.
  await expectInView(page, page.getByRole("heading", { name: "Ganti metode pembayaran" }), "the choice's title");
  await choosePaymentMethod(page, /^BCA Virtual Account/);
  await page.getByRole("button", { name: "Gunakan metode ini" }).click();
  await expect(page.getByTestId("switched")).toBeVisible();

  // The same with JavaScript: a stale choice refused is scrolled to, its form focused.
  const withJs = await browser.newContext({ ...PHONE, locale: "id-ID" });
  const stale = await withJs.newPage();
  await stale.goto(`${pending}?ganti-metode=1`);
  await waitForHydration(stale);
  await choosePaymentMethod(other, /^BRI Virtual Account/);
  await other.getByRole("button", { name: "Gunakan metode ini" }).click();
  await expect(other.getByTestId("switched")).toBeVisible();
  await choosePaymentMethod(stale, /^BRI Virtual Account/);
  await stale.getByRole("button", { name: "Gunakan metode ini" }).click();
  await expectInView(stale, stale.getByTestId("switch-error"), "the refusal (JavaScript)");
  await expect(stale.getByRole("region", { name: "Ganti metode pembayaran" })).toBeFocused();
  await withJs.close();
  await context.close();
});

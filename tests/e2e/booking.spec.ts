import { expect, test } from "@playwright/test";
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
 * The guest's path to a paid booking against the seeded data and the local payment simulator:
 * without JavaScript (every wizard step, the dependent selects and the confirmation are server round
 * trips) through a virtual account, and with JavaScript through the simulated hosted payment page.
 * The captcha code is read from the test hook that exists only with E2E_TEST_HOOKS=1.
 */

test.describe("booking and payment", () => {
  test("without JavaScript: book, pay a virtual account on the simulator, see the voucher", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
    const page = await context.newPage();
    const email = `tamu-${Date.now()}@example.test`;
    await openRoomPage(page, 2);
    await bookFromRoomPage(page);

    // Step 1: the guest. Moving on with an empty form shows the spec's messages.
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await expect(page.getByText("Silahkan isikan Nama terlebih dulu")).toBeVisible();
    await fillGuest(page, email);
    await chooseEastJavaAddressWithoutJs(page);
    await page.getByRole("button", { name: "Berikutnya" }).click();

    // Step 2: a PENDING PAYMENT method (virtual account); the method is required.
    await expect(page.locator('input[name="step"]')).toHaveValue("2");
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await expect(page.getByText("Metode pembayaran wajib diisi")).toBeVisible();
    await choosePaymentMethod(page, /^BCA Virtual Account/);
    await page.getByRole("button", { name: "Berikutnya" }).click();

    // Step 3: review, captcha, confirmation, booking.
    await expect(page.locator('input[name="step"]')).toHaveValue("3");
    await page.locator("#booking-captcha").fill("SALAH12");
    await page.getByRole("button", { name: "Booking" }).click();
    await expect(page.getByText("Captcha Salah")).toBeVisible();
    const code = await captchaCode(page);
    await page.locator("#booking-captcha").fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole("button", { name: "Booking" }).click();
    await expect(page.getByRole("heading", { name: "Konfirmasi Pemesanan" })).toBeVisible();
    await page.getByRole("button", { name: "Ya, pesan sekarang" }).click();

    await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
    const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
    await expect(page.getByTestId("status-bayar")).toHaveText("Menunggu pembayaran");
    await expect(page.getByTestId("va-number")).toHaveText(/^70012\d{11}$/);
    await expect(page.getByTestId("countdown")).toHaveText(/\d+ menit/);
    await expect(page.getByRole("heading", { name: "Cara Pembayaran" })).toBeVisible();

    await page.getByRole("link", { name: "Bayar di simulator bank (lokal)" }).click();
    await page.getByRole("button", { name: "Bayar tagihan" }).click();
    await expect(page.getByText("Pembayaran berhasil dikirim ke merchant.")).toBeVisible();
    await page.getByRole("link", { name: "Kembali ke halaman pembayaran" }).click();
    await expect(page.getByRole("heading", { name: "Terima Kasih" })).toBeVisible();
    await expect(page.getByTestId("status-bayar")).toHaveText("Lunas");

    await page.goto(`/_dev/outbox?to=${encodeURIComponent(email)}`);
    const voucher = page.locator('.outbox__item[data-kind="booking-voucher"]');
    await expect(voucher).toHaveCount(1);
    await expect(voucher).toContainText(kode);
    await expect(page.locator('.outbox__item[data-kind="booking-created"]')).toHaveCount(1);
    await context.close();
  });

  test("with JavaScript: live selects, captcha check, confirmation dialog, hosted payment page", async ({ page }) => {
    const email = `tamu-js-${Date.now()}@example.test`;
    // Four weeks out: the desk, tape-chart and walk-in walks take this week's last rooms of the same estates.
    await openRoomPage(page, 3, 28);
    await bookFromRoomPage(page);
    await fillGuest(page, email);
    await chooseEastJavaAddress(page);
    await page.getByRole("button", { name: "Berikutnya" }).click();

    await expect(page.locator('input[name="step"]')).toHaveValue("2");
    await choosePaymentMethod(page, /^Kartu Kredit/);
    await page.getByRole("button", { name: "Berikutnya" }).click();

    await expect(page.locator('input[name="step"]')).toHaveValue("3");
    const booking = page.getByRole("button", { name: "Booking" });
    await expect(booking).toBeDisabled();
    await page.locator("#booking-captcha").fill(await captchaCode(page));
    await expect(page.getByText("Captcha Sudah Benar")).toBeVisible();
    await expect(booking).toBeEnabled();
    await booking.click();
    const dialog = page.getByRole("dialog", { name: "Konfirmasi Pemesanan" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Ya, pesan sekarang" }).click();

    await expect(page).toHaveURL(/\/_sim\/gateway\/snap\//);
    await expect(page.getByRole("heading", { name: "Simulator Pembayaran" })).toBeVisible();
    await page.getByRole("button", { name: "Bayar", exact: true }).click();
    await expect(page).toHaveURL(/\/reservasi-notif\/success\?order_id=AGW/);
    await expect(page.getByRole("heading", { name: "Pemesanan Berhasil" })).toBeVisible();
    await expect(page.getByTestId("notif-status")).toContainText("Lunas");
  });

  test("with JavaScript: a step submitted before its schemas arrive waits for them; without them the server validates", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/reservasi/"))
        posts.push(request.url());
    });
    // The schemas (zod) are downloaded once the page is interactive: hold them until "next" was pressed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/build/_shared/step-validation-*.js", async (route) => {
      await released;
      await route.continue();
    });
    // Three weeks out: the wizard must open, and tonight's last rooms in Malang go to the walks that book them.
    await openRoomPage(page, 2, 21);
    await bookFromRoomPage(page);
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await page.waitForTimeout(300);
    await expect(page.locator("#booking-nama-error")).toHaveCount(0);
    release();
    // The held submit goes on once the schemas are there, and is answered in the browser.
    await expect(page.locator("#booking-nama-error")).toBeVisible();
    await expect(page.locator("#booking-nama")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('input[name="step"]')).toHaveValue("1");
    expect(posts).toEqual([]);

    // When the download fails, the same form is validated by the server, and the lists still follow.
    await page.unroute("**/build/_shared/step-validation-*.js");
    await page.route("**/build/_shared/step-validation-*.js", (route) => route.abort());
    await page.reload();
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await expect(page.locator("#booking-nama-error")).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(page.locator('input[name="step"]')).toHaveValue("1");
    await fillGuest(page, `tamu-late-${Date.now()}@example.test`);
    await chooseEastJavaAddress(page);
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await expect(page.locator('input[name="step"]')).toHaveValue("2");
  });
});

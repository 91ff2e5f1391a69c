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
import { signInAsFrontDesk } from "./support/desk";

/**
 * "Bayar di Resepsionis" (pay at the property, docs/decisions/037): the guest ends on a confirmation page
 * with the code, and booking the same stay again — back to the form and the same details sent again — shows
 * that booking instead of making a second one; the desk's arrivals list holds one booking.
 */

/** A name of letters only (the form refuses digits) that no other booking of the run carries. */
function uniqueName(first: string, stamp: number): string {
  const word = stamp.toString(26).replace(/[0-9]/g, (d) => "klmnopqrst"[Number(d)]);
  return `${first} ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** Steps 1 and 2 with JavaScript: the guest, then pay at reception. */
async function guestAndReception(page: Page, name: string, email: string) {
  await fillGuest(page, email);
  await page.locator("#booking-nama").fill(name);
  await chooseEastJavaAddress(page);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("2");
  await choosePaymentMethod(page, /^Bayar di Resepsionis/);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("3");
}

/** Step 1 without JavaScript: each region list is filled by a round trip. */
async function fillGuestWithoutJs(page: Page, name: string, email: string) {
  await fillGuest(page, email);
  await page.locator("#booking-nama").fill(name);
  await chooseEastJavaAddressWithoutJs(page);
  await page.getByRole("button", { name: "Berikutnya" }).click();
}

/** Step 3 with JavaScript: captcha, Booking, and the confirmation dialog. */
async function confirmWithJs(page: Page) {
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await expect(page.getByText("Captcha Sudah Benar")).toBeVisible();
  await page.getByRole("button", { name: "Booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Konfirmasi Pemesanan" });
  await dialog.getByRole("button", { name: "Ya, pesan sekarang" }).click();
}

/** The desk's day sheet of the arrival day: the rows of this guest among the arrivals. */
async function arrivalsOf(page: Page, cekin: string, name: string) {
  await signInAsFrontDesk(page);
  await page.goto(`/admin/kedatangan?tanggal=${cekin}`);
  return page.getByTestId("arrivals").locator("tbody tr", { hasText: name });
}

test.describe("pay at reception", () => {
  test("with JavaScript: a confirmation page, the same stay again shows the same booking, one arrival at the desk", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const email = `resepsionis-${stamp}@example.test`;
    const name = uniqueName("Dewi", stamp);
    // Five weeks out: other walks take the nearer weeks' rooms of the same estates.
    await openRoomPage(page, 2, 35);
    await bookFromRoomPage(page);
    const bookingUrl = page.url();
    const cekin = new URL(bookingUrl).pathname.split("/")[5];
    await guestAndReception(page, name, email);
    await confirmWithJs(page);

    await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pemesanan Terkonfirmasi" })).toBeVisible();
    const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
    await expect(page.getByRole("heading", { name: "Bayar saat tiba" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Yang perlu dibawa" })).toBeVisible();
    await expect(page.getByTestId("reception-policy")).not.toBeEmpty();
    const calendar = page.getByRole("link", { name: "Tambahkan ke kalender (.ics)" });
    const ics = await page.request.get((await calendar.getAttribute("href"))!);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await ics.text()).toContain(kode);
    await expect(page.getByRole("link", { name: "Lihat atau batalkan di Pesanan Saya" })).toHaveAttribute(
      "href",
      `/pesanan?kode=${kode}`,
    );

    // Back to the booking form, the same details again.
    await page.goBack();
    await expect(page).toHaveURL(bookingUrl);
    await expect(page.locator('input[name="step"]')).toHaveValue("1");
    await guestAndReception(page, name, email);
    await confirmWithJs(page);
    await expect(page).toHaveURL(new RegExp(`/reservasi-info-pendpay/${kode}\\?ulang=1$`));
    await expect(page.getByTestId("shown-again")).toBeVisible();
    await expect(page.getByTestId("kode-booking")).toHaveText(kode);

    const desk = await browser.newContext({ locale: "id-ID" });
    const deskPage = await desk.newPage();
    const rows = await arrivalsOf(deskPage, cekin, name);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(kode);
    await desk.close();
  });

  test("without JavaScript: the confirmation, the same form sent again, the same stay booked again", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
    const page = await context.newPage();
    const stamp = Date.now();
    const email = `resepsionis-nojs-${stamp}@example.test`;
    const name = uniqueName("Backpacker", stamp);
    await openRoomPage(page, 2, 42);
    await bookFromRoomPage(page);
    const bookingUrl = page.url();
    const cekin = new URL(bookingUrl).pathname.split("/")[5];
    await fillGuestWithoutJs(page, name, email);
    await choosePaymentMethod(page, /^Bayar di Resepsionis/);
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await page.locator("#booking-captcha").fill(await captchaCode(page));
    await page.getByRole("button", { name: "Booking" }).click();
    await expect(page.getByRole("heading", { name: "Konfirmasi Pemesanan" })).toBeVisible();
    // What "Ya, pesan sekarang" sends, to send it once more later (a browser's back button and resubmit).
    const confirm = page.locator("form").filter({ has: page.getByRole("button", { name: "Ya, pesan sekarang" }) });
    const sent: Record<string, string> = { intent: "book" };
    for (const field of ["formToken", "captchaToken", "step", "captcha"]) {
      sent[field] = await confirm.locator(`input[name="${field}"]`).first().inputValue();
    }
    await page.getByRole("button", { name: "Ya, pesan sekarang" }).click();

    await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pemesanan Terkonfirmasi" })).toBeVisible();
    const kode = (await page.getByTestId("kode-booking").textContent())!.trim();
    await expect(page.getByTestId("amount")).toHaveText(/^Rp\. [\d.]+$/);

    // The same form sent again: the booking it made.
    const resent = await page.request.post(bookingUrl, {
      form: sent,
      headers: { Origin: new URL(bookingUrl).origin },
      maxRedirects: 0,
    });
    expect(resent.status()).toBe(302);
    expect(resent.headers()["location"]).toBe(`/reservasi-info-pendpay/${kode}?ulang=1`);

    // Back to the booking form, the same details once more: shown the same booking.
    await page.goto(bookingUrl);
    await expect(page.locator('input[name="step"]')).toHaveValue("1");
    await fillGuestWithoutJs(page, name, email);
    await choosePaymentMethod(page, /^Bayar di Resepsionis/);
    await page.getByRole("button", { name: "Berikutnya" }).click();
    await page.locator("#booking-captcha").fill(await captchaCode(page));
    await page.getByRole("button", { name: "Booking" }).click();
    await page.getByRole("button", { name: "Ya, pesan sekarang" }).click();
    await expect(page).toHaveURL(new RegExp(`/reservasi-info-pendpay/${kode}\\?ulang=1$`));
    await expect(page.getByTestId("shown-again")).toBeVisible();

    const rows = await arrivalsOf(page, cekin, name);
    await expect(rows).toHaveCount(1);
    await context.close();
  });
});

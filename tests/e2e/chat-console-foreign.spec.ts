import { expect, test, type Page } from "@playwright/test";
import { bookQrisStay } from "./support/booking";
import { signInAsAdmin } from "./support/desk";

/**
 * Customer service helping a foreign guest: the console says the guest writes in French, offers the
 * quick replies in French (the one picked goes out in French), and opens the booking code the guest
 * quotes, read-only, with its status and amount.
 */

test.describe.configure({ mode: "serial" });

async function signInAsOperator(page: Page) {
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator('main input[name="login"]').fill("operator");
  await page.locator('main input[name="password"]').fill("Operator#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/admin\/chat$/, { timeout: 30_000 });
}

/**
 * A booking of this test's own (a QRIS stay on days no other spec books, so nobody else pays or cancels it),
 * as the front desk lists it: its code, amount and status (Indonesian, as the console shows).
 */
async function ownBooking(guest: Page, admin: Page) {
  const { kode } = await bookQrisStay(guest, { daysAhead: 76, email: `camille-resa-${Date.now()}@example.test` });
  await signInAsAdmin(admin);
  await admin.goto(`/admin/reservasi?kode=${encodeURIComponent(kode)}`);
  const row = admin.locator(`tr[data-kode="${kode}"]`);
  await expect(row).toHaveCount(1);
  const cells = row.locator("td");
  return { kode, total: (await cells.nth(5).innerText()).trim(), status: (await cells.nth(6).innerText()).trim() };
}

test("an operator answering a French guest sees fr, replies in French and opens the quoted booking", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const bookerContext = await browser.newContext({ locale: "id-ID" });
  const operatorContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const guestContext = await browser.newContext({ locale: "fr-FR", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const booking = await ownBooking(await bookerContext.newPage(), await adminContext.newPage());
    expect(booking.kode).toMatch(/^AGW\d{6}-/);

    const operator = await operatorContext.newPage();
    await signInAsOperator(operator);
    await expect(operator.getByTestId("operator-status")).toHaveText("Anda online");

    const guest = await guestContext.newPage();
    await guest.goto("/?lng=fr");
    await expect(guest.locator("html")).toHaveAttribute("data-hydrated", "true");
    await guest.getByRole("button", { name: "Discuter avec nous" }).click();
    const dialog = guest.getByRole("dialog", { name: "Veuillez saisir votre e-mail et votre nom" });
    const stamp = Date.now();
    const name = `Camille ${stamp}`;
    await dialog.getByLabel("Nom").fill(name);
    await dialog.getByLabel("E-mail").fill(`camille${stamp}@example.test`);
    await dialog.getByRole("button", { name: "OK" }).click();
    const panel = guest.getByRole("dialog", { name: "Discuter avec un opérateur" });
    const message = panel.getByLabel("Message");
    // The guest quotes the code as people do, in small letters inside a sentence.
    await message.fill(`Bonjour, où en est ma réservation ${booking.kode.toLowerCase()} ? Merci.`);
    await message.press("Enter");

    await operator.locator(".chat-console__item", { hasText: name }).click();
    const conversation = operator.getByRole("region", { name: `Percakapan dengan ${name}` });
    await expect(conversation.getByText("où en est ma réservation")).toBeVisible();
    await expect(conversation.getByTestId("guest-language")).toContainText("fr");
    await expect(conversation.getByTestId("guest-language")).toContainText("Prancis");
    // The country is what Cloudflare's geolocation says, or a dash when it says nothing.
    await expect(conversation.getByTestId("guest-country")).toHaveText(/^(—|.+ \([A-Z]{2}\)|[A-Z]{2})$/);

    // Quick replies are offered in French, each with the Indonesian beside it; the one picked goes out in French.
    const replies = conversation.getByRole("group", { name: /Balasan cepat dalam bahasa tamu: fr/ });
    const greeting = replies.locator('[data-reply="greeting"]');
    await expect(greeting).toHaveAttribute("lang", "fr");
    await expect(greeting).toContainText("Bonjour, merci d'avoir contacté Agrowisata.");
    await expect(greeting).toContainText("Halo, terima kasih sudah menghubungi Agrowisata.");
    await greeting.click();
    await expect(operator.getByLabel("Pesan", { exact: true })).toHaveValue("Bonjour, merci d'avoir contacté Agrowisata. Comment pouvons-nous vous aider ?");
    await operator.getByRole("button", { name: "Kirim" }).click();
    await expect(panel.locator(".chat-msg--theirs", { hasText: "Bonjour, merci d'avoir contacté Agrowisata." })).toBeVisible();

    // The quoted code is a button; it opens the booking read-only with its status and amount.
    await conversation.getByRole("group", { name: "Kode pesanan dalam percakapan" }).getByRole("button", { name: booking.kode }).click();
    const details = conversation.getByRole("region", { name: `Pesanan ${booking.kode}` });
    await expect(details.getByTestId("booking-status")).toHaveText(booking.status);
    await expect(details.getByTestId("booking-amount")).toHaveText(booking.total);
    await expect(details.getByText("Hanya untuk dibaca")).toBeVisible();
    // Customer service can change nothing from here: no form posts from the panel.
    await expect(details.locator("form")).toHaveCount(0);
    // The guest's own page for it goes into the reply, in their language.
    await details.getByRole("button", { name: "Masukkan tautan Pesanan Saya ke balasan" }).click();
    await expect(operator.getByLabel("Pesan", { exact: true })).toHaveValue(new RegExp(`/pesanan\\?kode=${booking.kode}&lng=fr$`));

    // A typed code that names no booking says so.
    await conversation.getByRole("textbox", { name: "Kode pesanan", exact: true }).fill("AGW200101-ZZZZZZ");
    await conversation.getByRole("button", { name: "Buka pesanan" }).click();
    await expect(conversation.getByRole("alert")).toHaveText("Tidak ada pesanan dengan kode itu.");
  } finally {
    await guestContext.close();
    await operatorContext.close();
    await adminContext.close();
    await bookerContext.close();
  }
});

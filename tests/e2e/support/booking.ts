import { expect, type Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * Steps of the guest's booking path shared by the end-to-end specs, against the seeded data (Malang has
 * a homestay, a cottage and a city hotel). The captcha code is read from the test hook that exists only
 * with E2E_TEST_HOOKS=1.
 */

type Lng = "id" | "en" | "fr";

/** The search form's words in each language (a visitor's browser language picks the page's). */
const SEARCH_UI = {
  id: {
    kota: "Kota",
    tamu: "Jumlah Tamu",
    kamar: "Jumlah Kamar",
    durasi: "Durasi (malam)",
    cekin: "Check-in",
    submit: "Cari",
    rooms: "Lihat Kamar",
  },
  en: {
    kota: "City",
    tamu: "Guests",
    kamar: "Rooms",
    durasi: "Length of stay (nights)",
    cekin: "Check-in",
    submit: "Search",
    rooms: "See rooms",
  },
  fr: {
    kota: "Ville",
    tamu: "Voyageurs",
    kamar: "Chambres",
    durasi: "Durée du séjour (nuits)",
    cekin: "Arrivée",
    submit: "Rechercher",
    rooms: "Voir les chambres",
  },
} as const;

/**
 * The first Malang property's room page for a stay of `nights` from today, or from `daysAhead` days on: a test
 * that must find a room bookable whatever the rest of the suite sold for tonight searches days of its own.
 * The search is made in `lng` (Indonesian unless told).
 */
export async function openRoomPage(page: Page, nights: number, daysAhead = 0, lng: Lng = "id") {
  const ui = SEARCH_UI[lng];
  await page.goto(lng === "id" ? "/hotel" : `/hotel?lng=${lng}`);
  await page.getByLabel(ui.kota).selectOption({ label: "Malang" });
  await page.getByLabel(ui.tamu).fill("2");
  await page.getByLabel(ui.kamar).fill("1");
  await page.getByLabel(ui.durasi).selectOption(String(nights));
  if (daysAhead > 0) {
    const day = new Date(Date.now() + 7 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(ui.cekin).fill(day);
  }
  await page.getByRole("button", { name: ui.submit, exact: true }).click();
  await page.locator(".hotel-card").first().getByRole("link", { name: ui.rooms }).click();
  await expect(page).toHaveURL(/\/room\//);
}

export async function bookFromRoomPage(page: Page) {
  await page.locator("a.room-card__book").first().click();
  await expect(page).toHaveURL(/\/reservasi\//);
  await expect(page.getByRole("heading", { name: "Ringkasan Pemesanan" })).toBeVisible();
}

export async function captchaCode(page: Page): Promise<string> {
  const token = await page.locator('input[name="captchaToken"]').inputValue();
  const response = await page.request.get(`/_test/captcha/${token}`);
  expect(response.status()).toBe(200);
  return response.text();
}

export async function fillGuest(page: Page, email: string) {
  await page.locator("#booking-nama").fill("Dewi Lestari");
  await page.locator("#booking-identitas").selectOption({ index: 1 });
  await page.locator("#booking-noIdentitas").fill("3573014101900002");
  await page.locator("#booking-email").fill(email);
  await page.locator("#booking-telepon").fill("081233344455");
}

/** With JavaScript: Indonesia, then East Java, then its first regency, each list filled after the previous choice. */
export async function chooseEastJavaAddress(page: Page) {
  // Country names follow the page's language: "Indonesia" in id and en, "Indonésie" in fr.
  const indonesia = page.locator("#booking-negara option", { hasText: /^Indon[eé]si(a|e)$/ }).first();
  await page.locator("#booking-negara").selectOption((await indonesia.getAttribute("value")) ?? "");
  await expect(page.locator("#booking-provinsi option")).not.toHaveCount(1);
  await page.locator("#booking-provinsi").selectOption({ label: "Jawa Timur" });
  await expect(page.locator("#booking-kabupaten option")).not.toHaveCount(1);
  await page.locator("#booking-kabupaten").selectOption({ index: 1 });
}

/** Without JavaScript: the same address, each region list filled by a round trip ("Perbarui pilihan wilayah"). */
export async function chooseEastJavaAddressWithoutJs(page: Page) {
  const refresh = page.getByRole("button", { name: "Perbarui pilihan wilayah" });
  await page.locator("#booking-negara").selectOption({ label: "Indonesia" });
  await refresh.click();
  await page.locator("#booking-provinsi").selectOption({ label: "Jawa Timur" });
  await refresh.click();
  await page.locator("#booking-kabupaten").selectOption({ index: 1 });
}

/**
 * The booking page of the first or the last bookable room type of the first Malang property, for a stay of
 * `nights`, in the page language `lng` (the `?lng=` switch, remembered in a cookie). Which room types are
 * still bookable depends on the seeded bookings around today, so a test names an end of the list.
 */
export async function openBookingIn(
  page: Page,
  options: { nights: number; room: "first" | "last"; lng: "id" | "en" | "fr"; daysAhead?: number },
) {
  await openRoomPage(page, options.nights, options.daysAhead);
  const links = page.locator("a.room-card__book");
  const href = await (options.room === "first" ? links.first() : links.last()).getAttribute("href");
  expect(href).toMatch(/^\/reservasi\//);
  await page.goto(`${href}?lng=${options.lng}`);
  await expect(page.locator("html")).toHaveAttribute("lang", options.lng);
}

/**
 * Step 2: checks a payment method in the grouped list of radio options, by its label (method name and
 * payment kind), e.g. /^BCA Virtual Account/ or /^QRIS/.
 */
export async function choosePaymentMethod(page: Page, name: string | RegExp) {
  const option = page.getByRole("radio", { name }).first();
  await option.check();
  await expect(option).toBeChecked();
}

/** The signed satisfaction link of booking `id` (the test reads the local secret npm start wrote). */
export function satisfactionPath(id: number): string {
  const secret = /^SESSION_SECRET=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim() ?? "";
  const token = createHmac("sha256", secret).update(`kepuasan\n${id}`).digest("base64url");
  return `/kepuasan/${id}?token=${token}`;
}

/**
 * Books a QRIS stay of one night `daysAhead` days on, in Indonesian with JavaScript (the dialog confirms), for a
 * guest at `email`; ends on the pending page and returns its URL, the booking code and the amount it shows.
 */
export async function bookQrisStay(page: Page, options: { daysAhead: number; email: string }) {
  await openRoomPage(page, 1, options.daysAhead);
  await bookFromRoomPage(page);
  await fillGuest(page, options.email);
  await chooseEastJavaAddress(page);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("2");
  await choosePaymentMethod(page, /^QRIS/);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.locator('input[name="step"]')).toHaveValue("3");
  await page.locator("#booking-captcha").fill(await captchaCode(page));
  await page.getByRole("button", { name: "Booking" }).click();
  await page.getByRole("dialog", { name: "Konfirmasi Pemesanan" }).getByRole("button", { name: "Ya, pesan sekarang" }).click();
  await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
  const kode = ((await page.getByTestId("kode-booking").textContent()) ?? "").trim();
  return { url: page.url(), kode, amount: ((await page.getByTestId("amount").textContent()) ?? "").trim() };
}

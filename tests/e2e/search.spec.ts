import { expect, test, type Page } from "@playwright/test";

/**
 * Searching a stay, filtering and sorting, choosing a hotel and a room type, and arriving at the
 * booking URL, against the seeded data (Malang has a homestay, a cottage and a city hotel).
 */

const addDays = (isoDate: string, days: number) => {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

async function searchMalang(page: Page, nights: number) {
  await page.goto("/hotel");
  await expect(page.getByRole("heading", { name: "Cari Penginapan" })).toBeVisible();
  await page.getByLabel("Kota").selectOption({ label: "Malang" });
  await page.getByLabel("Jumlah Tamu").fill("2");
  await page.getByLabel("Jumlah Kamar").fill("1");
  await page.getByLabel("Durasi (malam)").selectOption(String(nights));
  const cekin = await page.getByLabel("Check-in").inputValue();
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cari_hotel/\\d+/2/1/${cekin}/${addDays(cekin, nights)}/${nights}$`));
  await expect(page.getByRole("heading", { name: "Penginapan di Malang" })).toBeVisible();
  await expect(page.getByText(/\d+ penginapan ditemukan/)).toBeVisible();
  return cekin;
}

async function chooseHotelAndBook(page: Page) {
  await page.locator(".hotel-card").first().getByRole("link", { name: "Lihat Kamar" }).click();
  await expect(page).toHaveURL(/\/room\/\d+\/2\/1\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\/\d+\/\d+$/);
  await expect(page.getByText("Harga Mulai dari")).toBeVisible();
  const rooms = page.getByRole("list", { name: "Daftar tipe kamar" });
  await expect(rooms.locator(".room-card").first()).toBeVisible();
  await expect(rooms.getByText(/(Kamar|Cottage) tersedia: \d+/).first()).toBeVisible();
  await expect(rooms.getByText("Total pembayaran").first()).toBeVisible();
  const roomUrl = page.url();

  const book = rooms.locator("a.room-card__book").first();
  await expect(book).toHaveText(/Memesan (Kamar|Cottage)/);
  await book.click();
  await expect(page).toHaveURL(/\/reservasi\/\d+\/2\/1\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\/\d+\/\d+\/\d+$/);
  await expect(page.getByRole("heading", { name: "Ringkasan Pemesanan" })).toBeVisible();
  await expect(page.getByText(/Rp\. [\d.]+/).first()).toBeVisible();
  return roomUrl;
}

test.describe("accommodation search", () => {
  test("works end to end without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
    const page = await context.newPage();
    await searchMalang(page, 2);

    // Tick a facility and apply: the filter lives in the URL.
    const filters = page.locator("form.filters");
    await filters.getByLabel("Wi-Fi").check();
    await filters.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/[?&]fasilitas=\d+/);
    await expect(page.locator("form.filters").getByLabel("Wi-Fi")).toBeChecked();
    await expect(page.locator(".hotel-card").first()).toBeVisible();

    // Sort by rating, keeping the filter.
    await page.getByRole("navigation", { name: "Urutkan" }).getByRole("link", { name: "Rating tertinggi" }).click();
    await expect(page).toHaveURL(/urut=rating_desc/);
    await expect(page).toHaveURL(/fasilitas=\d+/);
    await expect(page.getByRole("link", { name: "Rating tertinggi" })).toHaveAttribute("aria-current", "true");

    await chooseHotelAndBook(page);
    await context.close();
  });

  test("recomputes the check-out on the server without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
    const page = await context.newPage();
    await page.goto("/hotel");
    await page.getByLabel("Check-in").fill("2030-12-30");
    await page.getByLabel("Durasi (malam)").selectOption("3");
    await page.getByRole("button", { name: "Hitung check-out" }).click();
    await expect(page.locator("output")).toHaveText("Kamis, 02-01-2031");
    await context.close();
  });

  test("shows the form with the error for a malformed search URL", async ({ page }) => {
    const response = await page.goto("/cari_hotel/1/2/1/2026-02-30/2026-03-02/2");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Periksa kembali pencarian Anda" })).toBeVisible();
    await expect(page.getByText("Tanggal tidak valid")).toBeVisible();
  });

  test("works with JavaScript: live check-out, filters without a full reload", async ({ page }) => {
    await page.goto("/hotel");
    // Once the page is interactive the server-side "recompute" button is no longer needed.
    await expect(page.getByRole("button", { name: "Hitung check-out" })).toHaveCount(0);
    const cekin = await page.getByLabel("Check-in").inputValue();
    const output = page.locator("output");
    const before = await output.textContent();
    await page.getByLabel("Durasi (malam)").selectOption("3");
    // The check-out follows the nights at once, before anything is submitted.
    await expect(output).not.toHaveText(before ?? "");
    // "Selasa, 01-12-2026": the weekday, a comma and a space, then the day as the spec writes it.
    await expect(output).toHaveText(new RegExp(`^[A-Z][a-z]+, ${addDays(cekin, 3).split("-").reverse().join("-")}$`));

    await searchMalang(page, 2);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.locator("form.filters").getByLabel("Wi-Fi").check();
    await expect(page).toHaveURL(/[?&]fasilitas=\d+/);
    await page.getByRole("navigation", { name: "Urutkan" }).getByRole("link", { name: "Rating tertinggi" }).click();
    await expect(page).toHaveURL(/urut=rating_desc/);
    await expect(page.locator(".hotel-card").first()).toBeVisible();
    // Same document: the page updated in place.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    // The back button returns to the previous filter state.
    await page.goBack();
    await expect(page).not.toHaveURL(/urut=rating_desc/);
    await page.goForward();
    await expect(page).toHaveURL(/urut=rating_desc/);

    await chooseHotelAndBook(page);
  });

  test("is usable on a 360 px wide phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await searchMalang(page, 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

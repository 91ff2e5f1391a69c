import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, signInAsAdmin, toast, unique } from "./support/admin";
import { expectNoSeriousViolations } from "./support/axe";

/**
 * A new property set up through the guide by the seeded administrator: details, a room type, units in
 * one form, a 4000 × 3000 phone photo over 2 MB (made smaller in the browser, so the server takes it),
 * prices, activation — and then guests find it with its photo in the search of its city.
 */

/** Picks the first real option of a picker (the seeded data has some). */
async function pickFirst(select: Locator) {
  const value = await select.locator("option").nth(1).getAttribute("value");
  await select.selectOption(value ?? "");
}

/** Chooses, in the page, a generated 4000 × 3000 JPEG over 2 MB as a phone would; returns its size. */
async function choosePhonePhoto(page: Page, selector: string) {
  return page.locator(selector).evaluate(async (input: HTMLInputElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext("2d")!;
    const image = context.createImageData(4000, 3000);
    // Noise does not compress: a photo-like file size.
    for (let i = 0; i < image.data.length; i += 4) {
      image.data[i] = (i * 7) % 256;
      image.data[i + 1] = Math.random() * 256;
      image.data[i + 2] = ((i >> 8) * 13) % 256;
      image.data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.92));
    const files = new DataTransfer();
    files.items.add(new File([blob], "IMG_20261125_0930.jpg", { type: "image/jpeg" }));
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    return { size: blob.size, width: canvas.width, height: canvas.height };
  });
}

test("a new property set up through the guided steps appears on the public search with its photo", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const nama = unique("Villa Panduan");

  // 1. Details: a new property leads to its guide.
  await page.goto("/master/homestay/new");
  await hydrated(page);
  const details = page.getByRole("dialog");
  await details.locator('[name="nama"]').fill(nama);
  await pickFirst(details.locator('select[name="accommodationTypeId"]'));
  await pickFirst(details.locator('select[name="cityId"]'));
  await details.locator('[name="alamat"]').fill("Jl. Kebun Teh 7, Wonosari");
  // Not shown to guests before it is ready: activated as the last step.
  await details.locator('input[name="aktif"]').uncheck();
  await details.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/admin\/properti\/\d+$/);
  const guide = new URL(page.url()).pathname;
  const banner = page.getByTestId("setup-banner");
  await expect(banner).toContainText("Belum tampil di situs publik");
  await expect(banner).toContainText("Belum ada tipe kamar");
  await expect(banner).toContainText("Properti belum aktif");

  // 2. A room type, the property already chosen, with its prices; back to the guide.
  await page.getByRole("link", { name: "Tambah tipe kamar" }).first().click();
  await hydrated(page);
  const roomForm = page.getByRole("dialog");
  await expect(roomForm.locator('select[name="hotelId"] option:checked')).toHaveText(nama);
  await roomForm.locator('[name="nama"]').fill("Deluxe Kebun");
  await roomForm.locator('select[name="ket"]').selectOption("COTTAGE");
  await roomForm.locator('[name="kapasitas"]').fill("2");
  // The highest price sorts it first in the search (online price, highest first).
  await roomForm.locator('[name="hargaOnline"]').fill("4.900.000");
  await roomForm.locator('[name="hargaOffline"]').fill("4.950.000");
  await roomForm.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(new RegExp(`${guide}$`));
  await expect(banner).toContainText("Belum ada kamar untuk tipe Deluxe Kebun");

  // 3. Units, several in one form.
  await page.getByLabel("Nomor unit").fill("101-103");
  await page.getByRole("button", { name: "Simpan unit" }).click();
  await expect(toast(page, "3 unit ditambahkan untuk tipe Deluxe Kebun")).toBeVisible();
  await expect(banner).not.toContainText("Belum ada kamar");

  // 4. Photos: a phone photo over 2 MB is made smaller before it leaves the browser.
  await page.getByRole("link", { name: "Kelola foto" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Foto ${nama}`);
  await hydrated(page);
  const original = await choosePhonePhoto(page, "#photo-files");
  expect(original.width * original.height).toBe(4000 * 3000);
  expect(original.size).toBeGreaterThan(2 * 1024 * 1024);
  const upload = page.getByRole("button", { name: "Unggah" });
  await expect(upload).toBeEnabled({ timeout: 60_000 });
  const resized = await page.locator("#photo-files").evaluate((input: HTMLInputElement) => input.files?.[0]?.size ?? 0);
  expect(resized).toBeLessThanOrEqual(2 * 1024 * 1024);
  await upload.click();
  await expect(toast(page, "1 foto ditambahkan")).toBeVisible();
  await expect(page.getByTestId("setup-photos").locator("img")).toHaveCount(1);

  // 5. Activate, from the guide's last step.
  await page.goto(guide);
  await hydrated(page);
  await page.getByRole("link", { name: "Aktifkan properti (centang Aktif)" }).click();
  await hydrated(page);
  const edit = page.getByRole("dialog");
  await edit.locator('input[name="aktif"]').check();
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(new RegExp(`${guide}$`));
  await expect(banner).toContainText("Tampil di situs publik");

  // One look at phone width (where the sidebar's menu button shows): nothing runs off the side, axe finds nothing serious.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousViolations(page, "property guide on a phone");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // 6. Guests find it in the search of its city, with its photo.
  await banner.getByRole("link").click();
  await expect(page).toHaveURL(/\/cari_hotel\//);
  const card = page.locator(".hotel-card", { hasText: nama });
  await expect(card).toBeVisible();
  await expect(card.locator('img[src*="uploads/homestay-foto/"]')).toHaveCount(1);
});

import { expect, test } from "@playwright/test";
import { hydrated, signInAsAdmin, toast, unique } from "./support/admin";

/**
 * The master-data back-office in a real browser, as the seeded administrator: kota through the dialogs
 * (and once as plain pages without JavaScript), a kamarhomestay whose uploaded photo then shows on
 * the public room page, and a translatable name written in three languages on a phone without JavaScript.
 */

// A real 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("the administrator adds, renames and deletes a kota in dialogs; a duplicate name is refused", async ({ page }) => {
  await signInAsAdmin(page);
  const nama = unique("Kota Uji");
  await page.goto("/kota");
  await hydrated(page);

  await page.getByRole("link", { name: "Tambah" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Kota" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Nama").fill(nama);
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Kota berhasil ditambahkan")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same name again (in other letter case) is refused inside the dialog.
  await page.getByRole("link", { name: "Tambah" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Nama").fill(nama.toUpperCase());
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog.getByText("Nama kota Sudah ada Silahkan isikan dengan nama yang lain")).toBeVisible();
  // An empty name is caught before anything is sent, with the spec's message.
  await dialog.getByLabel("Nama").fill("");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog.getByText("Silahkan isikan nama terlebih dulu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox").fill(nama);
  await page.getByRole("button", { name: "Cari" }).click();
  const row = page.getByRole("row", { name: new RegExp(nama) });
  await expect(row).toHaveCount(1);

  const renamed = unique("Kota Ubah");
  await row.getByRole("link", { name: "Ubah" }).click();
  const edit = page.getByRole("dialog", { name: "Ubah Kota" });
  await expect(edit.getByLabel("Nama")).toHaveValue(nama);
  await edit.getByLabel("Nama").fill(renamed);
  await edit.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Kota berhasil diubah")).toBeVisible();

  await page.getByRole("searchbox").fill(renamed);
  await page.getByRole("button", { name: "Cari" }).click();
  await page.getByRole("row", { name: new RegExp(renamed) }).getByRole("link", { name: "Hapus" }).click();
  const confirm = page.getByRole("dialog", { name: "Konfirmasi Hapus" });
  await expect(confirm.getByText(`Anda yakin akan menghapus ${renamed}?`)).toBeVisible();
  await confirm.getByRole("button", { name: "Ya" }).click();
  await expect(toast(page, "Kota berhasil dihapus")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(renamed) })).toHaveCount(0);
});

test("without JavaScript the kota form and the delete confirmation are plain pages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const nama = unique("Kota Tanpa JS");
  await page.goto("/kota");
  await page.getByRole("link", { name: "Tambah" }).click();
  await expect(page).toHaveURL(/\/kota\/new$/);
  await expect(page.getByRole("heading", { name: "Tambah Kota" })).toBeVisible();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Silahkan isikan nama terlebih dulu")).toBeVisible();
  await page.getByLabel("Nama").fill(nama);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Kota berhasil ditambahkan")).toBeVisible();
  await page.goto(`/kota?q=${encodeURIComponent(nama)}`);
  await page.getByRole("row", { name: new RegExp(nama) }).getByRole("link", { name: "Hapus" }).click();
  await expect(page.getByText(`Anda yakin akan menghapus ${nama}?`)).toBeVisible();
  await page.getByRole("button", { name: "Ya" }).click();
  await expect(toast(page, "Kota berhasil dihapus")).toBeVisible();
  await context.close();
});

test("a kamarhomestay created with a photo shows that photo on the public room page", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const hotelName = "Wisma Kebun Teh Wonosari";
  // Where the public room page of that homestay lives: its id and city.
  await page.goto(`/master/homestay?q=${encodeURIComponent(hotelName)}`);
  const hotelId = await page.getByRole("row", { name: new RegExp(hotelName) }).first().getAttribute("data-id");
  await page.goto(`/master/homestay/${hotelId}/edit`);
  const cityId = await page.locator('select[name="cityId"]').inputValue();

  const nama = unique("Pondok Foto");
  await page.goto("/kamarhomestay");
  await hydrated(page);
  await page.getByRole("link", { name: "Tambah" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Kamarhomestay & Destination" });
  await expect(dialog).toBeVisible();
  // The room type's name is translatable: Indonesian, English and French under one "Nama" group.
  await dialog.getByRole("group", { name: "Nama" }).getByLabel("Bahasa Indonesia").fill(nama);
  await dialog.getByLabel("Homestay/Hotel").selectOption({ label: hotelName });
  await dialog.getByLabel("Jenis Kamar").selectOption("COTTAGE");
  await dialog.getByLabel("Kapasitas (tamu)").fill("2");
  const price = dialog.getByLabel("Harga Online");
  await price.fill("650000");
  await price.blur();
  await expect(price).toHaveValue("650.000");
  await dialog.getByLabel("Harga Offline").fill("700.000");
  await dialog.getByLabel("Foto 1").setInputFiles({ name: "pondok.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "Kamarhomestay berhasil ditambahkan")).toBeVisible();

  // A visitor (no session: the cached public page) sees the new room type with its photo.
  const visitor = await browser.newContext({ locale: "id-ID" });
  const publicPage = await visitor.newPage();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const photo = publicPage.getByRole("img", { name: nama });
  await expect(async () => {
    await publicPage.goto(`/room/${cityId}/2/1/${day(20)}/${day(21)}/${hotelId}/1`);
    await expect(photo).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(photo).toHaveAttribute("src", /^\/images\/uploads\/kamarhomestay\/[\w-]+\.png$/);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await visitor.close();
});

test("on a phone without JavaScript, a translatable name is written in Indonesian and English, stacked, and the list says French is missing", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const nama = unique("Kategori Tiga Bahasa");
  await page.goto("/master/kategori-faq/new");
  const group = page.getByRole("group", { name: "Nama" });
  const [id, en, fr] = ["Bahasa Indonesia", "Bahasa Inggris", "Bahasa Prancis"].map((label) => group.getByLabel(label));
  await id.fill(nama);
  await en.fill(`${nama} (English)`);
  // Stacked on a phone: each language under the one before.
  const [idBox, enBox, frBox] = await Promise.all([id.boundingBox(), en.boundingBox(), fr.boundingBox()]);
  expect(enBox!.y).toBeGreaterThan(idBox!.y + idBox!.height - 1);
  expect(frBox!.y).toBeGreaterThan(enBox!.y + enBox!.height - 1);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(toast(page, "berhasil ditambahkan")).toBeVisible();

  await page.goto(`/master/kategori-faq?q=${encodeURIComponent(nama)}`);
  const row = page.getByRole("row", { name: new RegExp(nama) });
  await expect(row).toContainText("EN ✓");
  await expect(row).toContainText("FR ✗");
  await expect(row.getByText("Bahasa Prancis belum ada")).toBeAttached();
  await row.getByRole("link", { name: "Ubah" }).click();
  await expect(page.getByRole("group", { name: "Nama" }).getByLabel("Bahasa Inggris")).toHaveValue(`${nama} (English)`);
  // Side by side where there is room.
  await page.setViewportSize({ width: 1280, height: 800 });
  const boxes = await Promise.all(["Bahasa Indonesia", "Bahasa Prancis"].map((label) => page.getByRole("group", { name: "Nama" }).getByLabel(label).boundingBox()));
  expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(2);

  await page.goto(`/master/kategori-faq?q=${encodeURIComponent(nama)}`);
  await page.getByRole("row", { name: new RegExp(nama) }).getByRole("link", { name: "Hapus" }).click();
  await page.getByRole("button", { name: "Ya" }).click();
  await expect(toast(page, "berhasil dihapus")).toBeVisible();
  await context.close();
});

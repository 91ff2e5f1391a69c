import { expect, test } from "@playwright/test";

/**
 * Finance closes a manual refund: a seeded virtual-account booking is cancelled with half its amount to
 * give back by bank transfer (test hook); the administrator finds it at the top of the refunds page, confirms
 * the transfer, and the booking shows "refunded in part" with the guest's refund e-mail queued.
 */
test("finance marks a manual refund transferred", async ({ page }) => {
  const opened = await page.request.post("/_test/refund", { form: { open: "1" } });
  expect(opened.status()).toBe(200);
  const kode = await opened.text();

  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page.locator(".account-menu__name")).toHaveText("Halo, Admin");

  await page.goto("/admin");
  const nav = page.locator(".staff-nav");
  await nav.locator("summary", { hasText: "Agrowisata" }).click();
  await nav.getByRole("link", { name: "Pengembalian Dana" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pengembalian dana" })).toBeVisible();

  const row = page.locator(`tr[data-refund="${kode}"]`);
  await expect(row.getByTestId("refund-status")).toHaveText("Menunggu");
  await expect(row).toContainText("Transfer manual");
  await expect(row).toContainText("BCA 8210012345");
  await row.locator("summary", { hasText: "Tandai sudah ditransfer" }).click();
  await row.getByRole("button", { name: "Ya, sudah ditransfer" }).click();

  await expect(page.locator(".toast__message", { hasText: `Pengembalian dana ${kode} ditandai sudah ditransfer.` })).toBeVisible();
  await expect(page.locator(`tr[data-refund="${kode}"]`).getByTestId("refund-status")).toHaveText("Selesai");

  await page.goto(`/admin/reservasi/${kode}`);
  await expect(page.getByTestId("status-bayar")).toHaveText("Dana dikembalikan sebagian");
  await expect(page.locator('tr[data-kind="booking-refunded"]')).toHaveCount(1);
});

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

test("at 1 366 px the refunds table fits and its confirmation opens full width", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const opened = await page.request.post("/_test/refund", { form: { open: "1" } });
  expect(opened.status()).toBe(200);
  const kode = await opened.text();

  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page.locator(".account-menu__name")).toHaveText("Halo, Admin");
  await page.goto("/admin/refund?status=PENDING");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // Nothing runs off the side: neither the page nor the table inside its box.
  const widths = await page.evaluate(() => {
    const wrap = document.querySelector(".staff-table-wrap") as HTMLElement;
    return {
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      table: wrap.scrollWidth,
      box: wrap.clientWidth,
    };
  });
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.table).toBeLessThanOrEqual(widths.box);

  // The confirmation is not squeezed into the actions column: it spans the page, in view.
  const row = page.locator(`tr[data-refund="${kode}"]`);
  await row.locator("summary", { hasText: "Tandai sudah ditransfer" }).click();
  const confirm = row.getByRole("button", { name: "Ya, sudah ditransfer" });
  await expect(confirm).toBeInViewport();
  const panel = (await row.locator(".desk-confirm[open] form").boundingBox())!;
  expect(panel.width).toBeGreaterThanOrEqual(1366 * 0.6);
  expect(panel.x + panel.width).toBeLessThanOrEqual(1366);
  await expect(row.locator(".desk-confirm[open] form")).toContainText(kode);
  await confirm.click();
  await expect(page.locator(".toast__message", { hasText: `Pengembalian dana ${kode} ditandai sudah ditransfer.` })).toBeVisible();
});

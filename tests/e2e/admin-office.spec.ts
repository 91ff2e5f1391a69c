import { expect, test, type Browser, type Page } from "@playwright/test";

/**
 * The back-office's user management and system pages in a real browser, as the seeded administrator and
 * as a finance clerk (ROLE_KEUANGAN) the administrator creates through the user page.
 */

test.describe.configure({ mode: "serial" });

const clerkLogin = `kasir${Date.now().toString(36)}`;
const clerkEmail = `${clerkLogin}@example.test`;
const clerkPassword = "Keuangan#2026";

/** Administrators land on the dashboard, everyone else on the home page. */
async function signIn(page: Page, login: string, password: string, landing = /\/admin$/) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill(login);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(landing);
}

async function adminPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, locale: "id-ID" });
  const page = await context.newPage();
  await signIn(page, "admin", "Admin#2026");
  return page;
}

function sidebar(page: Page) {
  return page.locator("nav.staff-nav");
}

test("the administrator creates a finance clerk, who sees only Dashboard, Keuangan and the refunds, and is refused /pengguna", async ({ browser }) => {
  const admin = await adminPage(browser);
  for (const group of ["Dashboard", "Sistem", "Administrasi", "Pengaturan"]) {
    await expect(sidebar(admin).locator("summary", { hasText: new RegExp(`^${group}$`) })).toBeVisible();
  }

  await admin.goto("/pengguna/new");
  await admin.locator('input[name="login"]').fill(clerkLogin);
  await admin.locator('input[name="email"]').fill(clerkEmail);
  await admin.locator('input[name="firstName"]').fill("Rina");
  // New users default to English (spec §4); this clerk reads Indonesian.
  await expect(admin.locator('select[name="langKey"]')).toHaveValue("en");
  await admin.locator('select[name="langKey"]').selectOption("id");
  await admin.locator('select[name="authorities"]').selectOption(["ROLE_USER", "ROLE_KEUANGAN"]);
  // With JavaScript the unit picker appears only for user kind UNIT.
  await expect(admin.locator('[data-picker="UNIT"]')).toHaveCount(0);
  await admin.locator('select[name="roleUser"]').selectOption("UNIT");
  await expect(admin.locator('[data-picker="UNIT"] select')).toBeVisible();
  await admin.locator('select[name="roleUser"]').selectOption("");
  await admin.getByRole("button", { name: "Simpan" }).click();
  await expect(admin).toHaveURL(/\/pengguna$/);
  await expect(admin.locator(".toast__message", { hasText: `Pengguna ${clerkLogin} dibuat.` })).toBeVisible();

  // The same login again: refused with the message, nothing created twice.
  await admin.goto("/pengguna/new");
  await admin.locator('input[name="login"]').fill(clerkLogin);
  await admin.locator('input[name="email"]').fill(`other-${clerkEmail}`);
  await admin.getByRole("button", { name: "Simpan" }).click();
  await expect(admin.getByText("Login sudah dipakai! Silahkan pilih login lain.")).toBeVisible();

  // The clerk chooses a password through the e-mailed link (the development outbox).
  const clerk = await (await browser.newContext({ locale: "id-ID" })).newPage();
  await clerk.goto(`/_dev/outbox?to=${encodeURIComponent(clerkEmail)}`);
  const link = clerk.locator(`.outbox__item[data-to="${clerkEmail}"] a.outbox__link[href*="/reset/finish?key="]`).first();
  await expect(link).toBeVisible();
  const url = new URL((await link.getAttribute("href"))!);
  await clerk.goto(`${url.pathname}${url.search}`);
  await clerk.locator('input[name="newPassword"]').fill(clerkPassword);
  await clerk.locator('input[name="confirmPassword"]').fill(clerkPassword);
  await clerk.getByRole("button", { name: "Simpan kata sandi baru" }).click();
  await expect(clerk.getByText("Kata sandi Anda telah direset.", { exact: false })).toBeVisible();

  await signIn(clerk, clerkLogin, clerkPassword, /127\.0\.0\.1:\d+\/$/);
  await clerk.goto("/admin");
  const groups = await sidebar(clerk).locator("summary.staff-nav__summary").allTextContents();
  // Finance also closes the site's refunds: the Agrowisata group shows that one page to a finance clerk.
  expect(groups).toEqual(["Dashboard", "Keuangan", "Agrowisata"]);
  const refused = await clerk.goto("/pengguna");
  expect(refused?.status()).toBe(403);
  await expect(clerk.getByText("Anda tidak memiliki hak akses ke halaman ini.")).toBeVisible();
  await clerk.context().close();
  await admin.context().close();
});

test("the administrator toggles a user's activation and cannot delete their own account", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto("/pengguna?sort=id,desc");
  const row = admin.locator(`tr[data-login="${clerkLogin}"]`);
  await row.getByRole("button", { name: `Ubah status aktif ${clerkLogin}` }).click();
  await expect(admin.locator(".toast__message", { hasText: `Pengguna ${clerkLogin} dinonaktifkan.` })).toBeVisible();
  await expect(row.getByRole("button", { name: `Ubah status aktif ${clerkLogin}` })).toHaveText("Nonaktif");
  await row.getByRole("button", { name: `Ubah status aktif ${clerkLogin}` }).click();
  await expect(row.getByRole("button", { name: `Ubah status aktif ${clerkLogin}` })).toHaveText("Aktif");

  // Sorting keeps working, and the administrator's own row offers no delete.
  await admin.goto("/pengguna?sort=login,asc");
  const own = admin.locator('tr[data-login="admin"]');
  await expect(own).toBeVisible();
  await expect(own.getByRole("link", { name: "Hapus" })).toHaveCount(0);
  await admin.goto("/pengguna/admin/delete");
  await expect(admin.getByText("Anda tidak dapat menghapus akun Anda sendiri.")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Hapus" })).toHaveCount(0);

  // Another user's delete asks first (without JavaScript too).
  await admin.goto(`/pengguna/${clerkLogin}/delete`);
  await expect(admin.getByText("Apakah Anda yakin akan menghapus Pengguna ini?")).toBeVisible();
  await admin.getByRole("link", { name: "Batal" }).click();
  await expect(admin).toHaveURL(/\/pengguna$/);
  await admin.context().close();
});

test("the administrator changes the header colour and sees it on the home page", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto("/admin/tema");
  const field = admin.locator('input[name="value.Header.background-color"]');
  const previous = await field.inputValue();
  await field.fill("rgb(10, 20, 30)");
  // The live preview follows the typed colour before saving.
  await expect(admin.locator(".office-preview__header")).toHaveCSS("background-color", "rgb(10, 20, 30)");
  await admin.getByRole("button", { name: "Simpan" }).click();
  await expect(admin.locator(".toast__message", { hasText: "Tema disimpan dan diterapkan ke situs." })).toBeVisible();

  const visitor = await (await browser.newContext({ locale: "id-ID" })).newPage();
  await visitor.goto("/");
  await expect(visitor.locator(".header").first()).toHaveCSS("background-color", "rgb(10, 20, 30)");
  await visitor.context().close();

  // A value that is not a colour is refused: by the browser with JavaScript, by the server without it.
  await admin.goto("/admin/tema");
  const invalid = admin.locator('input[name="value.Header.background-color"]');
  await invalid.fill("merah");
  expect(await invalid.evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(false);
  const noScript = await (await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" })).newPage();
  await signIn(noScript, "admin", "Admin#2026");
  await noScript.goto("/admin/tema");
  // Shaped like a colour (the browser lets it through) but out of range: the server refuses it.
  await noScript.locator('input[name="value.Header.background-color"]').fill("rgb(300, 0, 0)");
  await noScript.getByRole("button", { name: "Simpan" }).click();
  await expect(noScript.getByRole("alert")).toContainText("Warna tidak valid");
  await noScript.context().close();

  // Leave the site as it was for the other suites.
  await admin.goto("/admin/tema");
  await admin.locator('input[name="value.Header.background-color"]').fill(previous);
  await admin.getByRole("button", { name: "Simpan" }).click();
  await expect(admin).toHaveURL(/\/admin\/tema$/);
  await admin.context().close();
});

test("the administrator filters audits by date", async ({ browser }) => {
  const admin = await adminPage(browser, false);
  await admin.goto("/audits");
  await expect(admin.locator('tr[data-type="AUTHENTICATION_SUCCESS"]').first()).toBeVisible();
  await admin.locator('input[name="from"]').fill("2020-01-01");
  await admin.locator('input[name="to"]').fill("2020-01-31");
  await admin.getByRole("button", { name: "Tampilkan" }).click();
  await expect(admin).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(admin.getByText("Tidak ada catatan audit pada rentang ini.")).toBeVisible();
  await admin.goto("/audits?from=2020-13-45");
  await expect(admin.getByRole("alert")).toContainText("Tanggal tidak valid");
  await admin.context().close();
});

test("the tracker shows signed-in users' pages live, and a snapshot without JavaScript", async ({ browser }) => {
  const watcher = await adminPage(browser);
  await watcher.goto("/tracker");
  await expect(watcher.locator('[data-live="true"]')).toContainText("Langsung");
  const other = await adminPage(browser);
  await other.goto("/health");
  await expect(watcher.locator('tr[data-login="admin"] code')).toHaveText("/health");

  const noScript = await adminPage(browser, false);
  await noScript.goto("/tracker");
  await expect(noScript.locator('tr[data-login="admin"]')).toBeVisible();
  await expect(noScript.getByText("Cuplikan saat halaman dimuat")).toBeVisible();
  for (const page of [watcher, other, noScript]) await page.context().close();
});

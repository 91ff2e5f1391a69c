import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";

/**
 * Accounts end to end in a real browser, once with JavaScript off (plain forms, <details> menus) and once
 * with it on (the sign-in modal, live validation). E-mails are read from the development outbox viewer,
 * which the e2e server exposes (E2E_TEST_HOOKS=1).
 */

function uniqueLogin(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The path of the newest e-mailed link to `path` for `email` (links carry the configured public URL). */
async function emailedLink(page: Page, email: string, path: string): Promise<string> {
  await page.goto(`/_dev/outbox?to=${encodeURIComponent(email)}`);
  const link = page.locator(`.outbox__item[data-to="${email}"] a.outbox__link[href*="${path}?key="]`).first();
  await expect(link).toBeVisible();
  const url = new URL((await link.getAttribute("href"))!);
  return `${url.pathname}${url.search}`;
}

async function newContext(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled, locale: "id-ID" });
}

async function hydrated(page: Page, javaScriptEnabled: boolean) {
  // After hydration the header's sign-in link becomes a button that opens the modal.
  if (javaScriptEnabled) await page.locator("html[lang]").evaluate(() => new Promise((r) => requestAnimationFrame(r)));
}

async function register(page: Page, login: string, email: string, password: string) {
  await page.goto("/register");
  await page.locator('main input[name="login"]').fill(login);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator('main input[name="confirmPassword"]').fill(password);
  await page.locator("main").getByRole("button", { name: "Daftar" }).click();
  await expect(page.getByText("Pendaftaran tersimpan! Silahkan periksa email Anda untuk konfirmasi.")).toBeVisible();
}

async function activate(page: Page, email: string) {
  await page.goto(await emailedLink(page, email, "/activate"));
  await page.getByRole("button", { name: "Aktifkan akun saya" }).click();
  await expect(page.getByText("Akun Anda telah diaktifkan. Silahkan masuk.")).toBeVisible();
}

async function signInOnLoginPage(page: Page, login: string, password: string) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill(login);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page.locator(".account-menu__name")).toHaveText(`Halo, ${login}`);
}

async function signOut(page: Page) {
  await page.locator(".account-menu > summary").click();
  await page.getByRole("button", { name: "Keluar" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator(".toast__message", { hasText: "Anda telah keluar." })).toBeVisible();
}

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`register, activate, sign in, change password, sign out, reset, sign in again — ${mode}`, async ({
    browser,
  }) => {
    const context = await newContext(browser, javaScriptEnabled);
    const page = await context.newPage();
    const login = uniqueLogin(javaScriptEnabled ? "e2ejs" : "e2enojs");
    const email = `${login}@example.test`;

    // Validation speaks first: a mismatched confirmation is refused with the spec's message.
    await page.goto("/register");
    await page.locator('main input[name="login"]').fill(login);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill("rahasia1");
    await page.locator('main input[name="confirmPassword"]').fill("rahasia2");
    await page.locator("main").getByRole("button", { name: "Daftar" }).click();
    await expect(page.getByText("Kata sandi dan konfirmasinya tidak sama!")).toBeVisible();

    await register(page, login, email, "rahasia1");
    await activate(page, email);

    // Sign in with remember-me: the header dropdown without JavaScript, the modal with it.
    await hydrated(page, javaScriptEnabled);
    if (javaScriptEnabled) {
      await page.locator("button.header-login").click();
      const dialog = page.getByRole("dialog", { name: "Masuk ke akun Anda" });
      await expect(dialog).toBeVisible();
      await dialog.locator('input[name="login"]').fill(login);
      await dialog.locator('input[name="password"]').fill("salah-sekali");
      await dialog.getByRole("button", { name: "Masuk" }).click();
      await expect(dialog.getByText("Gagal masuk!", { exact: false })).toBeVisible();
      await dialog.locator('input[name="password"]').fill("rahasia1");
      await dialog.getByLabel("Ingat saya").check();
      await dialog.getByRole("button", { name: "Masuk" }).click();
    } else {
      await page.locator(".account-menu--login > summary").click();
      const dropdown = page.locator(".account-menu__login");
      await dropdown.locator('input[name="login"]').fill(login);
      await dropdown.locator('input[name="password"]').fill("rahasia1");
      await dropdown.getByLabel("Ingat saya").check();
      await dropdown.getByRole("button", { name: "Masuk" }).click();
    }
    await expect(page.locator(".account-menu__name")).toHaveText(`Halo, ${login}`);
    const session = (await context.cookies()).find((c) => c.name === "session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    // Change the password.
    await page.goto("/password");
    await page.locator('input[name="currentPassword"]').fill("rahasia1");
    await page.locator('input[name="newPassword"]').fill("Baru#2026x");
    await page.locator('input[name="confirmPassword"]').fill("Baru#2026x");
    if (javaScriptEnabled) await expect(page.locator(".auth-strength__text")).toHaveText("Sangat kuat");
    await page.locator("main").getByRole("button", { name: "Simpan" }).click();
    await expect(page.locator(".toast__message", { hasText: "Kata sandi berhasil diubah!" })).toBeVisible();

    await signOut(page);

    // Reset the password through the e-mailed key.
    await page.goto("/reset/request");
    await page.locator('main input[name="email"]').fill(email);
    await page.locator("main").getByRole("button", { name: "Reset kata sandi" }).click();
    await expect(page.getByText("Periksa email Anda untuk petunjuk cara mereset kata sandi.")).toBeVisible();
    await page.goto(await emailedLink(page, email, "/reset/finish"));
    const submit = page.locator("main").getByRole("button", { name: "Simpan kata sandi baru" });
    if (javaScriptEnabled) await expect(submit).toBeDisabled();
    await page.locator('input[name="newPassword"]').fill("Terbaru#99");
    await page.locator('input[name="confirmPassword"]').fill("Terbaru#99");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText("Kata sandi Anda telah direset.")).toBeVisible();
    await page.locator("main").getByRole("link", { name: "Masuk" }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The old password is gone; the new one signs in.
    await page.locator('main input[name="login"]').fill(login);
    await page.locator('main input[name="password"]').fill("Baru#2026x");
    await page.locator("main").getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByText("Gagal masuk!", { exact: false }).first()).toBeVisible();
    await signInOnLoginPage(page, login, "Terbaru#99");
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });
}

test("/sessions lists two browsers' sessions and revoking one signs that browser out", async ({ browser }) => {
  const login = uniqueLogin("e2esess");
  const email = `${login}@example.test`;
  const laptop = await newContext(browser, true);
  const phone = await newContext(browser, false);
  const laptopPage = await laptop.newPage();
  const phonePage = await phone.newPage();

  await register(phonePage, login, email, "rahasia1");
  await activate(phonePage, email);
  await signInOnLoginPage(laptopPage, login, "rahasia1");
  await signInOnLoginPage(phonePage, login, "rahasia1");

  await laptopPage.goto("/sessions");
  const rows = laptopPage.locator(".account-table tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(laptopPage.locator(".account-table__current")).toHaveCount(1);

  await rows
    .filter({ hasNot: laptopPage.locator(".account-badge", { hasText: "Sesi ini" }) })
    .getByRole("button")
    .click();
  await expect(laptopPage.locator(".toast__message", { hasText: "Sesi telah dicabut!" })).toBeVisible();
  await expect(rows).toHaveCount(1);

  // The phone is signed out; the laptop is not.
  await phonePage.goto("/sessions");
  await expect(phonePage).toHaveURL(/\/login\?redirectTo=%2Fsessions$/);
  await laptopPage.reload();
  await expect(laptopPage.locator(".account-table tbody tr")).toHaveCount(1);

  await laptop.close();
  await phone.close();
});

test("protected pages send a signed-out visitor to sign in and back", async ({ browser }) => {
  const context = await newContext(browser, false);
  const page = await context.newPage();
  for (const path of ["/password", "/sessions", "/settings"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
  }
  // The seeded administrator lands on the back-office dashboard.
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dasbor" })).toBeVisible();
  await context.close();
});

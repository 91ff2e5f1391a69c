import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { bookFromRoomPage, captchaCode, chooseEastJavaAddress, choosePaymentMethod, fillGuest, openRoomPage } from "./support/booking";
import { CONTENT_ROUTES, gotoHydrated } from "./support/pages";

/**
 * Accessibility of the public pages and the booking flow: axe-core (WCAG 2.0/2.1 A and AA) finds no
 * serious or critical violation, and a guest can book a room with the keyboard alone.
 */

const PUBLIC_PAGES = ["/", "/hotel", ...CONTENT_ROUTES, "/login", "/register", "/reset/request", "/chat"];

test.describe("axe: public pages", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no serious violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      // One level-one heading names every page (visually hidden on the home page, under the banners).
      await expect(page.locator("main h1")).toHaveCount(1);
      await expectNoSeriousViolations(page, path);
    });
  }

  test("the 404 page has no serious violations", async ({ page }) => {
    const response = await page.goto("/wisata/99999");
    expect(response?.status()).toBe(404);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousViolations(page, "404 page");
  });

  test("search results and room pages have no serious violations, also while a button is hovered", async ({ page }) => {
    await openRoomPage(page, 2);
    await expectNoSeriousViolations(page, "room page");
    await page.locator("a.room-card__book").first().hover();
    await expectNoSeriousViolations(page, "room page, booking link hovered");
    await page.goBack();
    await expect(page).toHaveURL(/\/cari_hotel\//);
    await page.locator(".hotel-card").first().getByRole("link", { name: "Lihat Kamar" }).hover();
    await expectNoSeriousViolations(page, "search results, first hotel link hovered");
  });

  test("open menus, the sign-in dialog and the chat panel have no serious violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .locator(".nav--wide details")
      .evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    await expectNoSeriousViolations(page, "header menus open");
    await page
      .locator(".nav--wide details")
      .evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = false)));

    await page.locator("button.header-login").click();
    await expect(page.locator("dialog.login-modal")).toBeVisible();
    await expectNoSeriousViolations(page, "sign-in dialog");
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog.login-modal")).toBeHidden();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator(".nav-mobile__toggle").click();
    await expect(page.locator(".nav--narrow")).toBeVisible();
    await expectNoSeriousViolations(page, "phone menu open");
    await page.locator(".nav-mobile__toggle").click();

    await page.locator("button.chat-launcher").click();
    await expect(page.getByRole("dialog").first()).toBeVisible();
    await expectNoSeriousViolations(page, "chat panel open");
  });

  test("carousels as plain scrolling rows (before Swiper takes over, or without JavaScript) have no serious violations", async ({
    page,
  }) => {
    // Swiper never arrives: the carousels keep their server-rendered, natively scrolling markup.
    await page.route(/\/build\/_shared\/swiper[^/]*\.js$/, (route) => route.abort());
    await openRoomPage(page, 2);
    for (const path of [page.url(), "/", "/wisata/1", "/cafe/1"]) {
      await gotoHydrated(page, path);
      await expect(page.locator(".swiper-initialized")).toHaveCount(0);
      await expectNoSeriousViolations(page, `${path} without Swiper`);
    }
  });

  test("the photo lightbox has no serious violations", async ({ page }) => {
    await gotoHydrated(page, "/galery");
    await page.locator(".photo-grid__link").first().click();
    await expect(page.getByRole("dialog", { name: "Foto galeri" })).toBeVisible();
    await expectNoSeriousViolations(page, "lightbox");
  });
});

test.describe("axe: booking flow", () => {
  test("every wizard step, the confirmation, the payment page and the outcome pages", async ({ page }) => {
    await openRoomPage(page, 2);
    await bookFromRoomPage(page);
    await expectNoSeriousViolations(page, "step 1 (guest)");

    await page.getByRole("button", { name: "Berikutnya" }).click();
    await expect(page.getByText("Silahkan isikan Nama terlebih dulu")).toBeVisible();
    await expectNoSeriousViolations(page, "step 1 with errors");

    await fillGuest(page, `a11y-${Date.now()}@example.test`);
    await chooseEastJavaAddress(page);
    await page.getByRole("button", { name: "Berikutnya" }).click();

    await expect(page.locator('input[name="step"]')).toHaveValue("2");
    await expectNoSeriousViolations(page, "step 2 (extras and payment)");
    await choosePaymentMethod(page, /^BCA Virtual Account/);
    await page.getByRole("button", { name: "Berikutnya" }).click();

    await expect(page.locator('input[name="step"]')).toHaveValue("3");
    await expectNoSeriousViolations(page, "step 3 (review and captcha)");
    await page.locator("#booking-captcha").fill(await captchaCode(page));
    await expect(page.getByText("Captcha Sudah Benar")).toBeVisible();
    await page.getByRole("button", { name: "Booking" }).click();
    await expect(page.getByRole("dialog", { name: "Konfirmasi Pemesanan" })).toBeVisible();
    await expectNoSeriousViolations(page, "confirmation dialog");
    await page.getByRole("button", { name: "Ya, pesan sekarang" }).click();

    await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
    await expect(page.getByTestId("status-bayar")).toHaveText("Menunggu pembayaran");
    await expectNoSeriousViolations(page, "payment (pending) page");
    const kode = (await page.getByTestId("kode-booking").textContent())!.trim();

    await page.goto(`/reservasi-notif/success?order_id=${kode}`);
    await expect(page.getByRole("heading", { name: "Pemesanan Berhasil" })).toBeVisible();
    await expectNoSeriousViolations(page, "payment outcome: success");
    await page.goto(`/reservasi-notif/failure?order_id=${kode}`);
    await expect(page.locator("main h1")).toBeVisible();
    await expectNoSeriousViolations(page, "payment outcome: failure");
  });
});

/** Where the keyboard focus is: a short description for failure messages and checks. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { description: "body", visible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    const description = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    return { description, visible: el.matches(":focus-visible") && (outline || ring) };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches the selector; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, { backwards = false, limit = 60 } = {}) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${selector} was not reached with the keyboard; focus is on ${(await focused(page)).description}`);
}

async function expectVisibleFocus(page: Page, what: string) {
  const focus = await focused(page);
  expect(focus.visible, `${what}: ${focus.description} should show a focus indicator`).toBe(true);
}

/** Chooses an option of the focused <select> with the arrow keys. */
async function chooseWithArrows(page: Page, text: string | RegExp) {
  const matches = (label: string) => (typeof text === "string" ? label === text : text.test(label));
  await page.keyboard.press("Home");
  for (let i = 0; i < 80; i++) {
    const label = await page.evaluate(() => {
      const select = document.activeElement;
      if (!(select instanceof HTMLSelectElement)) return "";
      return select.selectedOptions[0]?.textContent?.trim() ?? "";
    });
    if (matches(label)) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`no option ${text} in the focused select`);
}

/** Moves through the focused radio group with the arrow keys until the checked option's label matches. */
async function chooseRadioWithArrows(page: Page, text: RegExp) {
  for (let i = 0; i < 40; i++) {
    const label = await page.evaluate(() => {
      const radio = document.activeElement;
      if (!(radio instanceof HTMLInputElement) || radio.type !== "radio") return "";
      return radio.labels?.[0]?.textContent?.trim() ?? "";
    });
    if (text.test(label)) {
      await expect(page.locator('input[name="metode"]:focus')).toBeChecked();
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`no payment method ${text} in the focused radio group`);
}

async function optionCount(page: Page, selector: string) {
  return page.locator(`${selector} option`).count();
}

test.describe("keyboard only", () => {
  test("from a room page to a pending booking with Tab, Enter, Space and typing", async ({ page }) => {
    await openRoomPage(page, 2);
    // A fresh load of the room page: the keyboard starts at the top of the document.
    await gotoHydrated(page, page.url());

    // The skip link is the first stop and moves past the header.
    await page.keyboard.press("Tab");
    expect((await focused(page)).description).toContain("skip-link");
    await expectVisibleFocus(page, "skip link");

    await tabTo(page, "a.room-card__book");
    await expectVisibleFocus(page, "booking link");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Ringkasan Pemesanan" })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Step 1: the guest.
    await tabTo(page, "#booking-nama");
    await expectVisibleFocus(page, "name field");
    await page.keyboard.type("Dewi Lestari");
    await tabTo(page, "#booking-identitas");
    await expectVisibleFocus(page, "identity type");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, "#booking-noIdentitas");
    await page.keyboard.type("3573014101900002");
    await tabTo(page, "#booking-email");
    await page.keyboard.type(`keyboard-${Date.now()}@example.test`);
    await tabTo(page, "#booking-telepon");
    await page.keyboard.type("081233344455");
    await tabTo(page, "#booking-negara");
    await chooseWithArrows(page, "Indonesia");
    await expect.poll(() => optionCount(page, "#booking-provinsi")).toBeGreaterThan(1);
    await tabTo(page, "#booking-provinsi");
    await chooseWithArrows(page, "Jawa Timur");
    await expect.poll(() => optionCount(page, "#booking-kabupaten")).toBeGreaterThan(1);
    await tabTo(page, "#booking-kabupaten");
    await page.keyboard.press("ArrowDown");
    // Back to the name with Shift+Tab: nothing in between traps the focus.
    await tabTo(page, "#booking-nama", { backwards: true });
    await expect(page.locator("#booking-nama")).toHaveValue("Dewi Lestari");
    await tabTo(page, ".booking-actions button.button--primary");
    await expectVisibleFocus(page, "next button");
    await page.keyboard.press("Enter");

    // Step 2: an extra ticked with Space, a virtual account.
    await expect(page.locator('input[name="step"]')).toHaveValue("2");
    if ((await page.locator('input[name="tambahpesanan"]').count()) > 0) {
      await tabTo(page, 'input[name="tambahpesanan"]');
      await expectVisibleFocus(page, "extra checkbox");
      await page.keyboard.press("Space");
      await expect(page.locator('input[name="tambahpesanan"]').first()).toBeChecked();
    }
    await tabTo(page, 'input[name="metode"]');
    await chooseRadioWithArrows(page, /^BCA Virtual Account/);
    await tabTo(page, ".booking-actions button.button--primary");
    await page.keyboard.press("Enter");

    // Step 3: the captcha (read through the test hook), the confirmation dialog.
    await expect(page.locator('input[name="step"]')).toHaveValue("3");
    const code = await captchaCode(page);
    await tabTo(page, "#booking-captcha");
    await expectVisibleFocus(page, "captcha field");
    await page.keyboard.type(code);
    await expect(page.getByText("Captcha Sudah Benar")).toBeVisible();
    await tabTo(page, 'button[value="confirm"]');
    await expectVisibleFocus(page, "booking button");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Konfirmasi Pemesanan" });
    await expect(dialog).toBeVisible();
    // Escape closes the dialog and gives the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.value)).toBe("confirm");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    // The focus is inside the dialog and stays there.
    await tabTo(page, '.booking-dialog button[value="book"]');
    await expectVisibleFocus(page, "confirm button");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW\d{6}-[A-Z0-9]{6}$/);
    await expect(page.getByTestId("status-bayar")).toHaveText("Menunggu pembayaran");
    await expect(page.getByTestId("va-number")).toHaveText(/^70012\d{11}$/);
  });

  test("the phone menu opens with Enter and closes with Escape, giving the focus back to its button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/");
    const menu = page.locator("details.nav-mobile");
    await tabTo(page, "summary.nav-mobile__toggle");
    await expectVisibleFocus(page, "menu button");
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("open", "");
    await tabTo(page, ".nav--narrow a");
    await expect(page.locator(".nav--narrow")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
    expect((await focused(page)).description).toContain("nav-mobile__toggle");
  });
});

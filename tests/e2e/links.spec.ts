import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

/**
 * The site's links are plain anchors (app/components/ui/Link.tsx): with JavaScript a click is still a
 * client-side navigation, the menu still marks the current page, and a click meant for a new tab or a
 * link in the middle of a page (pagination, sorting) behaves as before.
 */

/** Marks the loaded document: the mark survives a client-side navigation, not a document load. */
async function markDocument(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate(() => {
    (window as unknown as { documentMark: string }).documentMark = "same";
  });
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { documentMark?: string }).documentMark === "same");

test.describe("links", () => {
  test("a menu link navigates without reloading the page and marks the new page as current", async ({ page }) => {
    await page.goto("/");
    await markDocument(page);
    const menu = page.locator(".nav--wide");
    await expect(menu.getByRole("link", { name: "Beranda" })).toHaveAttribute("aria-current", "page");

    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await expect(menu.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Beranda" })).not.toHaveAttribute("aria-current", "page");

    // Back goes back, still in the same document.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test("on a phone, a destination in the menu opens in the same document and the menu closes", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto("/");
    await markDocument(page);
    await page.locator(".nav-mobile__toggle").click();
    const phoneMenu = page.locator(".nav--narrow");
    await phoneMenu.getByText("Wisata", { exact: true }).click();
    const destination = phoneMenu.locator('a[href^="/wisata/"]').first();
    const href = await destination.getAttribute("href");
    await destination.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator("details.nav-mobile")).not.toHaveAttribute("open");
    await context.close();
  });

  test("a click with Ctrl (a new tab) is left to the browser: this page stays where it is", async ({ page, context }) => {
    await page.goto("/");
    await markDocument(page);
    const opened = context.waitForEvent("page");
    await page.locator(".site-footer").getByRole("link", { name: "Pesanan Saya" }).click({ modifiers: ["Control"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/pesanan");
    await expect(page).toHaveURL(/\/$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a public page opened from the back office's menu gets the footer the back office does not have", async ({ page }) => {
    // The menu and footer are written by the server (string islands); a page whose document had no footer
    // writes it in the browser.
    await signInAsAdmin(page);
    await markDocument(page);
    await expect(page.locator(".site-footer")).toHaveCount(0);
    await page.locator(".nav--wide").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator(".site-footer").getByRole("link", { name: "Pesanan Saya" })).toBeVisible();
    await expect(page.locator(".site-footer").getByRole("heading", { name: "Event Terbaru" })).toBeVisible();
  });

  test("a menu's dropdown closes with Escape and gives the focus back to its button", async ({ page }) => {
    await page.goto("/");
    await markDocument(page);
    const menu = page.locator(".nav--wide");
    const toggle = menu.locator("summary", { hasText: "Wisata" });
    await toggle.click();
    await expect(menu.locator("details[open]")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu.locator("details[open]")).toHaveCount(0);
    await expect(toggle).toBeFocused();
    // An outside click closes it too.
    await toggle.click();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(menu.locator("details[open]")).toHaveCount(0);
  });

  test("without JavaScript a menu link is an ordinary link", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator(".nav--wide").getByRole("link", { name: "Promo" }).click();
    await expect(page).toHaveURL(/\/promo$/);
    await expect(page.locator(".nav--wide").getByRole("link", { name: "Promo" })).toHaveAttribute("aria-current", "page");
    await context.close();
  });
});

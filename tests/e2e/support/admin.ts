import { expect, type Page } from "@playwright/test";

/** Steps of the specs that work in the master-data back office as the seeded administrator. */

export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Waits a frame after the page's script has run, so dialogs open instead of plain pages. */
export async function hydrated(page: Page) {
  await page.locator("html[lang]").evaluate(() => new Promise((r) => requestAnimationFrame(r)));
}

export function toast(page: Page, text: string) {
  return page.locator(".toast__message", { hasText: text });
}

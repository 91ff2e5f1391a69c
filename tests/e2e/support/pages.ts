import type { Page } from "@playwright/test";

/** The seeded public content pages (ids that exist in the demo seed). */
export const CONTENT_ROUTES = [
  "/cafe/1",
  "/wisata/1",
  "/event",
  "/event/1",
  "/faq",
  "/galery",
  "/galery-video",
  "/profil/1",
  "/kontak",
  "/promo",
];

/** Opens a page and waits until React has hydrated it, so clicks reach the scripted behaviour. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

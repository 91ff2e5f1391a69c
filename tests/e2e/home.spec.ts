import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("shows banners, destinations and partner links with JavaScript", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Agrowisata/);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");

    const hero = page.getByRole("region", { name: "Promosi utama" });
    await expect(hero.locator(".banner img").first()).toBeVisible();
    // Swiper took over the server-rendered markup.
    await expect(page.locator(".carousel--banner .swiper-initialized")).toHaveCount(1);

    const destinations = page.getByRole("region", { name: "Destinasi wisata" });
    await expect(destinations.locator(".card--destination").first()).toBeVisible();
    const firstImage = destinations.locator("img").first();
    await expect(firstImage).toHaveJSProperty("complete", true);
    expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await expect(page.getByRole("heading", { name: "Mitra Kami" })).toBeVisible();
    await expect(page.locator(".partner img").first()).toHaveAttribute("width", /\d+/);
  });

  test("a French visitor's page served from the page cache still runs its scripts (allowed by their hashes)", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) refused.push(message.text());
    });
    // The copy is stored after the first answer; ask until the cache serves it.
    let cache = "";
    for (let attempt = 0; attempt < 20 && cache !== "HIT"; attempt++) {
      const response = await page.goto("/wisata/1");
      cache = (await response?.headerValue("X-Cache")) ?? "";
      expect(await response?.headerValue("Content-Security-Policy")).toBeTruthy();
    }
    expect(cache).toBe("HIT");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(refused).toEqual([]);
    await context.close();
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator(".banner img").first()).toBeVisible();
    await expect(page.locator(".card--destination").first()).toBeVisible();
    // The carousels stay plain, scrollable rows.
    await expect(page.locator(".swiper-initialized")).toHaveCount(0);
    // Dropdown navigation is built on <details>: it opens without scripts.
    await page.locator(".nav--wide summary").first().click();
    await expect(page.locator(".nav--wide details[open] .dropdown__item").first()).toBeVisible();
    await context.close();
  });

  test("switches language and keeps the current page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navigasi utama" }).first()).toBeVisible();
    await page.locator(".lang-switcher summary").click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/\?lng=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Home" }).first()).toBeVisible();

    // The choice is remembered for the next page without the query parameter.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/?lng=fr");
    await expect(page.getByRole("link", { name: "Accueil" }).first()).toBeVisible();
  });

  for (const width of [1280, 375]) {
    test(`renders at ${width} px wide`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(page.locator(".banner img").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      // Nothing overflows sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await testInfo.attach(`home-${width}px`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
    });
  }
});

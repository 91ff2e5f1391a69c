import { expect, test, type Browser, type Page } from "@playwright/test";
import { CONTENT_ROUTES, gotoHydrated } from "./support/pages";

/**
 * The public content pages against the seeded site, with JavaScript (sliders, lightbox, dialogs, client
 * navigation) and without it (plain links, <details>, page states in the query string).
 */

const ROUTES = CONTENT_ROUTES;

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "id-ID" });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Every image reserves its box (width and height) and has alt text, so nothing shifts as images load. */
async function expectSizedImages(page: Page) {
  const images = await page.locator("main img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute("src"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
    })),
  );
  for (const image of images) {
    expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
    expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
    expect(image.alt, `${image.src} alt`).not.toBeNull();
  }
}

test.describe("content pages render from the seed", () => {
  for (const path of ROUTES) {
    test(`${path} with JavaScript`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /lng=id$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
      await expectSizedImages(page);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });

    test(`${path} without JavaScript`, async ({ browser }) => {
      await withoutJavaScript(browser, async (page) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("main h1")).toBeVisible();
        await expectSizedImages(page);
      });
    });
  }

  test("every page fits a 360 px wide phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ROUTES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("with JavaScript", () => {
  test("the gallery pages nine photos at a time", async ({ page }) => {
    await gotoHydrated(page, "/galery");
    const grid = page.getByRole("list", { name: "Foto galeri" });
    await expect(grid.locator(".photo-grid__link")).toHaveCount(9);
    const summary = page.locator(".pagination__summary");
    await expect(summary).toHaveText(/^Menampilkan 1 - 9 dari \d+ item$/);
    const total = Number(/dari (\d+) item/.exec((await summary.textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(9);

    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("link", { name: "Halaman 2", exact: true }).click();
    await expect(page).toHaveURL(/\/galery\?page=2$/);
    await expect(summary).toHaveText(`Menampilkan 10 - ${Math.min(18, total)} dari ${total} item`);
    await expect(grid.locator(".photo-grid__link")).toHaveCount(Math.min(9, total - 9));
    // Remix fetched only the data: the document was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("the lightbox shows a photo with its caption, moves with buttons and arrow keys, and closes with Escape", async ({ page }) => {
    await gotoHydrated(page, "/galery");
    const thumbnails = page.getByRole("list", { name: "Foto galeri" }).locator(".photo-grid__link");
    const firstCaption = (await page.locator(".photo-grid__caption").first().getAttribute("title")) ?? "";
    await thumbnails.first().click();
    const dialog = page.getByRole("dialog", { name: "Foto galeri" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(".lightbox__counter")).toHaveText("Foto 1 dari 9");
    await expect(dialog.locator(".lightbox__caption")).toContainText(firstCaption);
    await expect(page).toHaveURL(/\/galery$/);

    await dialog.getByRole("button", { name: "Foto berikutnya" }).click();
    await expect(dialog.locator(".lightbox__counter")).toHaveText("Foto 2 dari 9");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator(".lightbox__counter")).toHaveText("Foto 3 dari 9");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.locator(".lightbox__counter")).toHaveText("Foto 1 dari 9");
    await expect(dialog.getByRole("button", { name: "Foto sebelumnya" })).toBeDisabled();
    await page.keyboard.press("ArrowRight");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Focus returns to the thumbnail of the photo last shown.
    await expect(thumbnails.nth(1)).toBeFocused();
  });

  test("a dialog shows every photo of one place", async ({ page }) => {
    await gotoHydrated(page, "/galery");
    const album = page.locator(".photo-grid__album").first();
    const name = ((await album.textContent()) ?? "").replace(/^Semua foto /, "");
    await album.click();
    const dialog = page.getByRole("dialog", { name: `Foto ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(".lightbox__counter")).toHaveText(/^Foto 1 dari \d+$/);
    await expect(dialog.locator(".lightbox__image")).toHaveAttribute("width", /\d+/);
    await dialog.getByRole("button", { name: "Tutup foto" }).click();
    await expect(dialog).toBeHidden();
    await expect(album).toBeFocused();
  });

  test("choosing a FAQ category loads its questions without reloading the page", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const categories = page.getByRole("navigation", { name: "Kategori FAQ" }).getByRole("link");
    await expect(categories.first()).toHaveAttribute("aria-current", "page");
    const firstQuestion = (await page.locator(".faq-item__question").first().textContent()) ?? "";
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const second = categories.nth(1);
    const secondName = (await second.textContent()) ?? "";
    await second.click();
    await expect(page).toHaveURL(/\/faq\?kategori=\d+$/);
    await expect(second).toHaveAttribute("aria-current", "page");
    await expect(page.locator("#faq-selected")).toHaveText(secondName);
    await expect(page.locator(".faq-item__question").first()).not.toHaveText(firstQuestion);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await page.locator(".faq-item__question").first().click();
    await expect(page.locator(".faq-item__answer").first()).toBeVisible();
  });

  test("a video plays in a dialog, embedded only after the click", async ({ page }) => {
    await gotoHydrated(page, "/galery-video");
    await expect(page.locator("iframe")).toHaveCount(0);
    const first = page.locator(".video-card__link").first();
    const title = (await first.locator(".video-card__title").textContent()) ?? "";
    await first.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test("read more expands and collapses a destination description", async ({ page }) => {
    await gotoHydrated(page, "/wisata/1");
    const toggle = page.locator("button.read-more__toggle").first();
    await expect(toggle).toHaveText("selanjutnya");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveText("tampilkan lebih sedikit");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(toggle).toHaveText("selanjutnya");
  });

  test("the banner and destination sliders run", async ({ page }) => {
    await gotoHydrated(page, "/wisata/1");
    await expect(page.locator(".carousel--banner .swiper-initialized")).toHaveCount(1);
    await expect(page.locator(".carousel--destinations .swiper-initialized")).toHaveCount(1);
    await expect(page.locator(".carousel--destinations a[href^='/wisata/']").first()).toBeAttached();
  });

  test("the contact form checks fields as you go and thanks you after sending", async ({ page }) => {
    await gotoHydrated(page, "/kontak");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(page.getByText("Silahkan isikan nama terlebih dulu")).toBeVisible();
    await page.getByLabel("Nama", { exact: true }).fill("Rina Puspitasari");
    await page.getByLabel("Email", { exact: true }).fill("rina@example.com");
    await page.getByLabel("Pesan", { exact: true }).fill("Apakah ada paket rombongan untuk 30 orang di bulan Juli?");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Terima kasih, pesan Anda sudah kami terima." })).toBeVisible();
    await expect(page.getByLabel("Nama", { exact: true })).toHaveValue("");
  });
});

test.describe("without JavaScript", () => {
  test("the gallery opens photos as a page state with previous and next links", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/galery");
      await expect(page.locator(".photo-grid__link")).toHaveCount(9);
      await page.locator(".photo-grid__link").nth(1).click();
      await expect(page).toHaveURL(/\/galery\?foto=2$/);
      await expect(page.locator(".photo-viewer__counter")).toHaveText(/^Foto 2 dari \d+$/);
      await page.getByRole("link", { name: /Foto berikutnya/ }).click();
      await expect(page).toHaveURL(/\/galery\?foto=3$/);
      await page.getByRole("link", { name: "Kembali ke galeri" }).click();
      await expect(page).toHaveURL(/\/galery$/);
      await page.getByRole("link", { name: "Halaman 2", exact: true }).click();
      await expect(page.locator(".pagination__summary")).toHaveText(/^Menampilkan 10 - \d+ dari \d+ item$/);
      await page.locator(".photo-grid__album").first().click();
      await expect(page).toHaveURL(/album=/);
      await expect(page.locator(".photo-album h2")).toHaveText(/^Foto /);
    });
  });

  test("FAQ categories are plain links", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/faq");
      const second = page.getByRole("navigation", { name: "Kategori FAQ" }).getByRole("link").nth(1);
      await second.click();
      await expect(page).toHaveURL(/\/faq\?kategori=\d+$/);
      await expect(second).toHaveAttribute("aria-current", "page");
      await page.locator(".faq-item__question").first().click();
      await expect(page.locator(".faq-item__answer").first()).toBeVisible();
    });
  });

  test("read more opens the whole text in place", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/wisata/1");
      const details = page.locator("details.read-more__details").first();
      await expect(details.locator(".rich-text")).toBeHidden();
      await details.locator("summary").click();
      await expect(details.locator(".rich-text")).toBeVisible();
      await expect(details.locator(".read-more__less")).toHaveText("tampilkan lebih sedikit");
    });
  });

  test("video thumbnails link to the videos themselves", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/galery-video");
      await expect(page.locator(".video-card__link").first()).toHaveAttribute("href", /^https:\/\/(www\.)?youtube\.com\//);
      await expect(page.locator("iframe")).toHaveCount(0);
    });
  });

  test("the contact form is validated on the server and confirms with a toast", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/kontak");
      await page.getByLabel("Email", { exact: true }).fill("bukan-email");
      const invalid = page.waitForResponse((r) => r.url().endsWith("/kontak") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Kirim Pesan" }).click();
      expect((await invalid).status()).toBe(400);
      await expect(page.getByText("Silahkan isikan nama terlebih dulu")).toBeVisible();
      await expect(page.getByText("Alamat email tidak valid")).toBeVisible();

      await page.getByLabel("Nama", { exact: true }).fill("Budi Santoso");
      await page.getByLabel("Email", { exact: true }).fill("budi@example.com");
      await page.getByLabel("Pesan", { exact: true }).fill("Mohon info jadwal tur pabrik teh untuk keluarga.");
      await page.getByRole("button", { name: "Kirim Pesan" }).click();
      await expect(page).toHaveURL(/\/kontak$/);
      await expect(page.getByText("Terima kasih, pesan Anda sudah kami terima.")).toBeVisible();
    });
  });

  test("unknown and malformed ids show a 404 page in the visitor's language", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      const malformed = await page.goto("/wisata/abc");
      expect(malformed?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Destinasi wisata tidak ditemukan");
      const unknown = await page.goto("/cafe/99999?lng=en");
      expect(unknown?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cafe not found");
    });
  });
});

test.describe("findable", () => {
  test("sitemap.xml is valid XML listing the seeded pages in three languages", async ({ page, request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto("/faq");
    const result = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        locations: Array.from(doc.getElementsByTagName("loc")).map((loc) => loc.textContent ?? ""),
      };
    }, xml);
    expect(result.errors).toBe(0);
    for (const path of ["/cafe/1", "/wisata/1", "/event/1", "/profil/1"]) {
      for (const lng of ["id", "en", "fr"]) {
        expect(result.locations.some((loc) => loc.endsWith(`${path}?lng=${lng}`)), `${path} ${lng}`).toBe(true);
      }
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  for (const [path, type] of [
    ["/wisata/1", "TouristAttraction"],
    ["/event/1", "Event"],
    ["/cafe/1", "CafeOrCoffeeShop"],
    ["/profil/1", "Organization"],
  ] as const) {
    test(`${path} describes itself as ${type} in JSON-LD`, async ({ page }) => {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
      expect(types).toContain(type);
    });
  }
});

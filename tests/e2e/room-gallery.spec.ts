import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { gotoHydrated } from "./support/pages";

/**
 * What a guest learns about a property on its room page: every photo of it and of each room type in the
 * lightbox (keyboard, swipe, Escape), the description and the rules & policies, in the guest's language,
 * with or without JavaScript. The seeded Wisma Kebun Teh Wonosari (Malang, hotel 1) has three photos and
 * five house rules.
 */

const PHONE = { width: 390, height: 844 };

const addDays = (isoDate: string, days: number) => {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const cekin = addDays(new Date().toISOString().slice(0, 10), 45);
const ROOM_URL = `/room/1/2/1/${cekin}/${addDays(cekin, 1)}/1/1`;

test("a guest on a phone reads the description and the rules, and looks through the photos with swipe, arrows and Escape", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "id-ID", viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await gotoHydrated(page, `${ROOM_URL}?lng=id`);

  await expect(page.getByRole("heading", { level: 1, name: "Wisma Kebun Teh Wonosari" })).toBeVisible();
  await expect(page.getByText(/Rumah administratur peninggalan tahun 1910-an/).first()).toBeVisible();
  const policies = page.getByRole("region", { name: "Aturan & kebijakan" });
  await expect(policies.getByText("Mulai pukul 14:00 WIB")).toBeVisible();
  await expect(policies.getByText("Paling lambat pukul 12:00 WIB")).toBeVisible();
  await expect(policies.getByRole("heading", { name: "Aturan penginapan" })).toBeVisible();
  await expect(policies.getByRole("listitem").filter({ hasText: "Dilarang merokok di dalam kamar" })).toBeVisible();
  await expect(policies.getByRole("heading", { name: "Kebijakan pembatalan" })).toBeVisible();

  const gallery = page.getByRole("region", { name: "Foto Wisma Kebun Teh Wonosari" });
  await expect(gallery.getByRole("link")).toHaveCount(3);
  const seeAll = gallery.getByRole("button", { name: "Lihat semua 3 foto" });
  await seeAll.click();
  const viewer = page.getByRole("dialog", { name: "Foto Wisma Kebun Teh Wonosari" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("Foto 1 dari 3")).toBeVisible();

  // A swipe to the left shows the next photo.
  const figure = viewer.locator("figure");
  const box = (await figure.boundingBox())!;
  const y = box.y + box.height / 2;
  await figure.dispatchEvent("touchstart", { touches: [{ identifier: 1, clientX: box.x + box.width - 20, clientY: y }] });
  await figure.dispatchEvent("touchend", { changedTouches: [{ identifier: 1, clientX: box.x + 20, clientY: y }] });
  await expect(viewer.getByText("Foto 2 dari 3")).toBeVisible();
  await expect(viewer.getByRole("img", { name: "Hamparan teh di depan beranda" })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("Foto 3 dari 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("Foto 2 dari 3")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  // Focus comes back to the photo last shown.
  await expect(gallery.getByRole("link").nth(1)).toBeFocused();

  // A room type's own photos open in their own viewer.
  const deluxe = page.locator(".room-card").filter({ has: page.getByRole("heading", { name: "Deluxe" }) });
  const roomPhotos = deluxe.getByRole("list", { name: "Foto Deluxe" }).getByRole("link");
  await expect(roomPhotos).toHaveCount(3);
  await roomPhotos.first().click();
  const roomViewer = page.getByRole("dialog", { name: "Foto Deluxe" });
  await expect(roomViewer.getByText("Foto 2 dari 4")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(roomViewer).toBeHidden();
  await expect(roomPhotos.first()).toBeFocused();

  await expectNoSeriousViolations(page, "room page on a phone");
  await context.close();
});

test("a French guest reads the house rules in French, and without JavaScript every photo is a link to the image", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR", javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${ROOM_URL}?lng=fr`);

  const policies = page.getByRole("region", { name: "Règles et conditions" });
  await expect(policies.getByRole("heading", { name: "Règles de la maison" })).toBeVisible();
  await expect(policies.getByText("À partir de 14:00 (WIB)")).toBeVisible();
  await expect(policies.getByText(/Il est interdit de fumer dans les chambres/)).toBeVisible();
  await expect(policies.locator("ul[lang='id']")).toHaveCount(0);
  await expect(page.getByText(/Ancienne maison du directeur de la plantation/).first()).toBeVisible();

  const gallery = page.getByRole("region", { name: /Wisma Kebun Teh Wonosari|Wonosari/ });
  const links = gallery.getByRole("link");
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute("href")));
  expect(new Set(hrefs).size).toBe(3);
  const response = await page.request.get(hrefs[1]!);
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toMatch(/^image\//);

  await links.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[1]!.replace(/[.?]/g, "\\$&")}$`));
  await page.goBack();

  // Each room type's photos are links too: the Deluxe has four.
  const deluxe = page.locator(".room-card").filter({ has: page.getByRole("heading", { name: /Deluxe/ }) });
  await expect(deluxe.locator(".room-card__media a[href]")).toHaveCount(4);
  await context.close();
});

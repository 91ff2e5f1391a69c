import { expect, test, type Page } from "@playwright/test";

/**
 * The channel page of a seeded unit, on a phone: the front desk finds the unit from the channel list,
 * copies its export link ("Tersalin"), and the OTA's client reads the calendar behind it. Then, without
 * JavaScript, the link is plain selectable text with no copy button, and nothing overflows the screen.
 * The same session is reused, so its account language decides the page's words.
 */

const PHONE = { width: 390, height: 844 };

async function signIn(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("frontdesk");
  await page.locator('main input[name="password"]').fill("Frontdesk#2026");
  await page.locator('main button[type="submit"]').click();
  await expect(page.locator(".account-menu__name")).toBeVisible();
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test("the front desk copies a unit's export link on a phone and the feed answers", async ({ browser }) => {
  const context = await browser.newContext({ locale: "id-ID", viewport: PHONE });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await signIn(page);
  await page.goto("/admin/kanal");
  await expect(page.getByRole("heading", { level: 1, name: "Sinkronisasi Kanal" })).toBeVisible();
  await page.getByTestId("channel-units").locator("tbody a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Kanal unit");

  const field = page.getByLabel("Kalender unit ini");
  const url = await field.inputValue();
  expect(url).toMatch(/\/ical\/kamar\/\d+\.ics\?token=[A-Za-z0-9_-]{43}$/);
  await page.getByTestId("export-unit").getByRole("button", { name: "Salin" }).click();
  await expect(page.getByTestId("export-unit").getByRole("status")).toHaveText("Tersalin");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await noHorizontalScroll(page);

  const feed = await page.request.get(new URL(url).pathname + new URL(url).search);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, storageState: await context.storageState() });
  const plain = await noScript.newPage();
  await plain.goto(new URL(page.url()).pathname);
  await expect(plain.locator("#feed-url-unit")).toHaveValue(url);
  await expect(plain.getByTestId("export-unit").locator("button", { hasText: /Salin|Copy|Copier/ })).toHaveCount(0);
  await noHorizontalScroll(plain);
  await noScript.close();
  await context.close();
});

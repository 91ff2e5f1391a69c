import { expect, test, type Page } from "@playwright/test";
import { bookQrisStay } from "./support/booking";

/**
 * The how-to steps of a QRIS booking's pending page come in the page's language: a guest who booked in
 * Indonesian and reads the page in English or French (the language switcher, or the link of an e-mail forwarded
 * to a friend abroad) reads no Indonesian step.
 */

/** Every line of the how-to steps (titles and list items), as the page shows them. */
async function howtoLines(page: Page): Promise<string[]> {
  const howtos = page.getByTestId("howto");
  await expect(howtos).not.toHaveCount(0);
  const lines: string[] = [];
  for (const howto of await howtos.all()) {
    lines.push((await howto.locator("summary").innerText()).trim());
    for (const item of await howto.locator("li, p").allTextContents()) lines.push(item.trim());
  }
  return lines.filter(Boolean);
}

test.describe("QRIS how-to steps", () => {
  // Read on a phone without JavaScript, as the page first arrives.
  test("in English and French on the pending page of a booking made in Indonesian, without one Indonesian line", async ({ browser }) => {
    const booking = await browser.newContext({ locale: "id-ID", javaScriptEnabled: true });
    const { url } = await bookQrisStay(await booking.newPage(), { daysAhead: 40, email: `qris-bahasa-${Date.now()}@example.test` });
    const path = new URL(url).pathname;
    await booking.close();

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${path}?lng=id`);
    const indonesian = await howtoLines(page);
    // The Indonesian steps of the seeded QRIS method: a title and four steps.
    expect(indonesian).toContain("Pindai QRIS");
    expect(indonesian.length).toBeGreaterThanOrEqual(5);

    for (const lng of ["en", "fr"] as const) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      const lines = await howtoLines(page);
      expect(lines).toHaveLength(indonesian.length);
      for (const line of indonesian) expect(lines, `${lng}: "${line}"`).not.toContain(line);
      // Nothing on the how-to is marked as Indonesian text either.
      await expect(page.locator('.pay-info__howto [lang="id"]')).toHaveCount(0);
    }
    await expect(page.getByTestId("howto").first().locator("summary")).toHaveText("Scanner le code QRIS");
    await context.close();
  });
});

import { expect, test, type Browser, type Page } from "@playwright/test";
import { captchaCode, chooseEastJavaAddress, fillGuest } from "./support/booking";
import { equalTexts, indonesianLeft, visibleTexts, type TargetLanguage } from "./support/same-text";

/**
 * An English and a French visitor read no Indonesian: every page of the visit — the content pages, a search,
 * a room, the three booking steps and the pending payment page of a virtual-account booking — is rendered in
 * Indonesian and in the target language side by side, and no visible text of the target page may equal a
 * text of the Indonesian one, except numbers and the names kept in ./support/same-text.ts.
 *
 * Each page's count of Indonesian strings is printed and kept in the report's annotations
 * ("indonesian strings en" / "… fr"), the measure the issue asks for before and after translation.
 */

const withLanguage = (path: string, lng: string) => `${path}${path.includes("?") ? "&" : "?"}lng=${lng}`;
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function openPair(browser: Browser, language: TargetLanguage) {
  const indonesian = await (await browser.newContext({ locale: "id-ID" })).newPage();
  const target = await (await browser.newContext({ locale: language === "en" ? "en-GB" : "fr-FR" })).newPage();
  return { indonesian, target };
}

/** Where the content pages are: the first destination, cafe and profile page the home page links to. */
async function contentPaths(page: Page): Promise<string[]> {
  await page.goto("/?lng=id");
  const first = async (prefix: string) => {
    const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute("href");
    expect(href, `the home page links to a ${prefix} page`).toBeTruthy();
    return href!;
  };
  return ["/", await first("/wisata/"), await first("/cafe/"), "/event", "/faq", await first("/profil/"), "/galery"];
}

/**
 * Check-in five weeks from today: the two bookings of each language are made on days no other test books,
 * so the rooms left to them do not depend on what the rest of the suite sold for tonight.
 */
function laterCheckIn(): string {
  return new Date(Date.now() + 7 * 3_600_000 + 35 * 86_400_000).toISOString().slice(0, 10);
}

/** A search for two guests in Malang from the search form, then its first hotel's room page. */
async function searchAndRoomPaths(page: Page): Promise<{ results: string; room: string; booking: string }> {
  await page.goto("/hotel?lng=id");
  await page.locator('select[name="kota"]').selectOption({ label: "Malang" });
  await page.getByLabel("Jumlah Tamu").fill("2");
  await page.getByLabel("Jumlah Kamar").fill("1");
  await page.getByLabel("Durasi (malam)").selectOption("2");
  await page.getByLabel("Check-in").fill(laterCheckIn());
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cari_hotel/\\d+/2/1/${laterCheckIn()}/`));
  const results = pathOf(page.url());
  const room = await page.locator('.hotel-card a[href^="/room/"]').first().getAttribute("href");
  await page.goto(room!);
  // Two bookings of one room type are made (one per language): the type with the most rooms left.
  const booking = await page.locator(".room-card").evaluateAll((cards) => {
    const left = (card: Element) => Number(/tersedia: (\d+)/.exec(card.textContent ?? "")?.[1] ?? 0);
    const best = [...cards]
      .filter((card) => card.querySelector("a.room-card__book"))
      .sort((a, b) => left(b) - left(a))[0];
    return best?.querySelector("a.room-card__book")?.getAttribute("href") ?? null;
  });
  expect(booking).toMatch(/^\/reservasi\//);
  return { results, room: room!, booking: booking! };
}

/** Checks the same payment method (by value) in every page, found by its label in the first (Indonesian) one. */
async function checkSameMethod(pages: Page[], indonesianLabel: RegExp) {
  const value = (await pages[0].getByRole("radio", { name: indonesianLabel }).first().getAttribute("value")) ?? "";
  for (const page of pages) await page.locator(`input[name="metode"][value="${value}"]`).check();
}

for (const language of ["en", "fr"] as const) {
  test(`a visitor reading ${language} meets no Indonesian text on the way to a booking`, async ({ browser }) => {
    // Two browsers walk thirteen pages and make two bookings side by side.
    test.setTimeout(360_000);
    const { indonesian, target } = await openPair(browser, language);
    const both = [indonesian, target];
    const counts: Record<string, number> = {};
    const found: string[] = [];
    const equal: Record<string, string[]> = {};

    /** Compares what the two pages show now. */
    async function compare(name: string) {
      await expect(target.locator("html")).toHaveAttribute("lang", language);
      const [source, translated] = await Promise.all([visibleTexts(indonesian), visibleTexts(target)]);
      const left = indonesianLeft(source, translated, language);
      counts[name] = left.length;
      equal[name] = equalTexts(source, translated);
      found.push(...left.map((text) => `${name}: ${text}`));
      test.info().annotations.push({ type: `indonesian strings ${language}`, description: `${name}: ${left.length}` });
    }

    /** Opens the same URL in both languages and compares them. */
    async function visit(name: string, path: string) {
      await Promise.all([indonesian.goto(withLanguage(path, "id")), target.goto(withLanguage(path, language))]);
      await compare(name);
    }

    const [home, wisata, cafe, events, faq, profil, galery] = await contentPaths(indonesian);
    const { results, room, booking } = await searchAndRoomPaths(indonesian);
    await visit("home", home);
    await visit(wisata.replace(/\d+$/, "{id}"), wisata);
    await visit(cafe.replace(/\d+$/, "{id}"), cafe);
    await visit("/event", events);
    await visit("/faq", faq);
    await visit(profil.replace(/\d+$/, "{id}"), profil);
    await visit("/galery", galery);
    await visit("search results", results);
    await visit("room page", room);

    // The booking itself, step by step in both languages at once: each step is the answer to the last one's
    // form, so the Indonesian rendering of a step is the same booking made in Indonesian.
    await Promise.all(
      both.map(async (page) => {
        await page.goto(withLanguage(booking, page === target ? language : "id"));
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }),
    );
    await compare("booking step 1 (guest)");
    await Promise.all(
      both.map(async (page, index) => {
        await fillGuest(page, `terjemahan-${language}-${index}-${Date.now()}@example.test`);
        await chooseEastJavaAddress(page);
        await page.locator('button[name="intent"][value="next-guest"]').click();
        await expect(page.locator('input[name="step"]')).toHaveValue("2", { timeout: 30_000 });
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }),
    );
    // A PENDING PAYMENT method: a virtual account.
    await checkSameMethod(both, /^BCA Virtual Account/);
    await compare("booking step 2 (payment)");
    await Promise.all(
      both.map(async (page) => {
        await page.locator('button[name="intent"][value="next-payment"]').click();
        await expect(page.locator('input[name="step"]')).toHaveValue("3", { timeout: 30_000 });
        await page.locator("#booking-captcha").fill(await captchaCode(page));
        await expect(page.locator(".booking-field__ok")).toBeVisible();
        await page.locator('button[name="intent"][value="confirm"]').click();
        await expect(page.locator("dialog.booking-dialog")).toBeVisible();
      }),
    );
    await compare("booking step 3 (review and confirmation)");
    await Promise.all(
      both.map(async (page) => {
        await page.locator('dialog.booking-dialog button[name="intent"][value="book"]').click();
        await expect(page).toHaveURL(/\/reservasi-info-pendpay\/AGW/, { timeout: 30_000 });
      }),
    );
    await compare("pending payment");

    const summary = Object.entries(counts).map(([name, count]) => `${String(count).padStart(3)}  ${name}`);
    console.log(
      `Indonesian strings on ${language} pages:\n${summary.join("\n")}\n${String(found.length).padStart(3)}  in all`,
    );
    // Every equal text, listed or not, so the counts can be taken again with another list of names.
    await test.info().attach(`indonesian-strings-${language}.json`, {
      body: JSON.stringify({ counts, found, equal }, null, 2),
      contentType: "application/json",
    });
    await Promise.all(both.map((page) => page.context().close()));
    expect(found, `Indonesian text on the ${language} pages`).toEqual([]);
  });
}

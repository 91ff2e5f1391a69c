import { expect, type Page } from "@playwright/test";

/**
 * Front-desk steps shared by the specs that change a unit's inventory from the back-office (desk blocks,
 * OTA calendars) and then read the public room page.
 */

/** Signs in through the login form and waits to leave it. */
async function signInAs(page: Page, login: string, password: string) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill(login);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export const signInAsFrontDesk = (page: Page) => signInAs(page, "frontdesk", "Frontdesk#2026");
export const signInAsAdmin = (page: Page) => signInAs(page, "admin", "Admin#2026");

/** The first bookable room type on the room page: its name and how many units it offers. */
export async function firstOffer(page: Page) {
  const card = page.locator(".room-card").filter({ has: page.locator(".availability--available") }).first();
  const name = (await card.locator(".room-card__title").innerText()).trim();
  const text = await card.locator(".availability").innerText();
  return { name, count: Number(text.match(/tersedia: (\d+)/)![1]) };
}

/** How many units the room type `name` offers on the current room page, reloaded (0 once it shows as full). */
export async function offered(page: Page, name: string) {
  await page.reload();
  const card = page.locator(".room-card").filter({ has: page.locator(".room-card__title", { hasText: name }) }).first();
  const text = await card.locator(".availability").innerText();
  return Number(text.match(/tersedia: (\d+)/)?.[1] ?? 0);
}

/** The stay of a room page URL (/room/{kota}/{tamu}/{kamar}/{cekin}/{cekout}/{hotel}/{durasi}). */
export function stayOfRoomUrl(url: string) {
  const [, , , , cekin, cekout, hotelId] = new URL(url).pathname.split("/").slice(1);
  return { cekin, cekout, hotelId };
}

export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * On the desk calendar (already open from `cekin`), a unit of the room type `roomTypeName` free on the
 * nights `nights`: the value of its option in the block form's unit list (its id) and its number.
 */
export async function freeUnitOnCalendar(page: Page, roomTypeName: string, nights: string[]) {
  const options = await page
    .locator('select[name="unit"] option')
    .evaluateAll((els) => els.map((el) => ({ value: (el as HTMLOptionElement).value, label: el.textContent ?? "" })));
  for (const option of options.filter((o) => o.value && o.label.endsWith(`· ${roomTypeName}`))) {
    const nomor = option.label.split(" · ")[0];
    const states = await Promise.all(
      nights.map((date) => page.locator(`td[data-unit="${nomor}"][data-date="${date}"]`).first().getAttribute("data-state")),
    );
    if (states.every((s) => s === "free")) return { value: option.value, nomor };
  }
  return null;
}

import { expect, test } from "@playwright/test";
import { openRoomPage } from "./support/booking";
import { firstOffer, freeUnitOnCalendar, nextDay, offered, signInAsFrontDesk, stayOfRoomUrl } from "./support/desk";

/**
 * A unit sold on another channel is not sold again here: the front desk gives one unit of the first
 * Malang property the iCal address of its Booking.com calendar (the suite's fake OTA, which lists one stay
 * weeks ahead), syncs it now, and sees the nights held by "Booking.com" on the desk calendar; the public
 * room page for that stay then offers one unit fewer. Removing the calendar releases the nights again, so
 * the suite's other walks find the property as they left it. A calendar address that answers a web page
 * instead is refused with its reason (422), on the page and on the feed's card, with JavaScript on.
 */

test("an OTA calendar added to a unit holds its nights on the desk calendar and the room page", async ({ page }) => {
  // Weeks ahead, a different stay on each run, so the suite's own bookings leave the units free.
  const daysAhead = 45 + Math.floor(Math.random() * 240);
  await openRoomPage(page, 2, daysAhead);
  const roomUrl = page.url();
  const { cekin, cekout, hotelId } = stayOfRoomUrl(roomUrl);
  const before = await firstOffer(page);
  expect(before.count).toBeGreaterThan(0);

  await signInAsFrontDesk(page);
  const calendar = `/admin/kalender?hotel=${hotelId}&from=${cekin}&days=14`;
  await page.goto(calendar);
  const unit = await freeUnitOnCalendar(page, before.name, [cekin, nextDay(cekin)]);
  expect(unit, "a free unit of the room type").not.toBeNull();

  // The unit's channel page: add the OTA's calendar address, then sync it now.
  await page.goto(`/admin/kanal/${unit!.value}`);
  const feedUrl = `${new URL(page.url()).origin}/_test/ota.ics?from=${cekin}&to=${cekout}&uid=e2e-${Date.now()}@ota.test`;
  await page.getByLabel("Nama (mis. Airbnb)").fill("Booking.com");
  await page.getByLabel("Alamat iCal (.ics) dari OTA").fill(feedUrl);
  await page.getByRole("button", { name: "Tambah", exact: true }).click();
  // Each answer waits for the worker to fetch or write; a shared machine can take more than the usual 10 s.
  await expect(page.locator(".toast__message", { hasText: "Kalender ditambahkan." })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Sinkronkan Booking.com sekarang" }).click();
  await expect(page.getByTestId("sync-outcome")).toContainText("Booking.com disinkronkan: 1 acara, 1 ditahan", { timeout: 30_000 });

  // The desk calendar shows the nights as held by Booking.com.
  await page.goto(calendar);
  for (const night of [cekin, nextDay(cekin)]) {
    const cell = page.locator(`td[data-unit="${unit!.nomor}"][data-date="${night}"]`).first();
    await expect(cell).toHaveAttribute("data-state", "external");
    await expect(cell).toHaveText("Booking.com");
  }

  // Guests see one unit fewer for that stay.
  await page.goto(roomUrl);
  await expect.poll(() => offered(page, before.name), { timeout: 10_000 }).toBe(before.count - 1);

  // Removing the calendar (after its confirmation) gives the nights back.
  await page.goto(`/admin/kanal/${unit!.value}`);
  await page.getByLabel("Hapus Booking.com").click();
  await page.getByRole("button", { name: "Ya, hapus Booking.com" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Booking.com" })).toHaveCount(0, { timeout: 30_000 });
  await page.goto(roomUrl);
  await expect.poll(() => offered(page, before.name), { timeout: 10_000 }).toBe(before.count);
});

test("a calendar that cannot be used says why on the page, and the feed keeps the reason", async ({ page }) => {
  await signInAsFrontDesk(page);
  await page.goto("/admin/kanal");
  await page.getByTestId("channel-units").locator("tbody a").last().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Kanal unit");
  // A web page, not a calendar: the site's own home page.
  const label = `Traveloka ${Date.now()}`;
  await page.getByLabel("Nama (mis. Airbnb)").fill(label);
  await page.getByLabel("Alamat iCal (.ics) dari OTA").fill(`${new URL(page.url()).origin}/?bukan=kalender`);
  await page.getByRole("button", { name: "Tambah", exact: true }).click();
  await expect(page.locator(".toast__message", { hasText: "Kalender ditambahkan." })).toBeVisible({ timeout: 30_000 });
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/admin/kanal/"));
  await page.getByRole("button", { name: `Sinkronkan ${label} sekarang` }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByTestId("sync-outcome")).toContainText(`${label} gagal disinkronkan: Alamat ini tidak mengembalikan kalender iCal.`, {
    timeout: 30_000,
  });
  const card = page.getByTestId("feed").filter({ has: page.getByRole("heading", { level: 3, name: label }) });
  await expect(card.locator(".channel-feed__error")).toContainText("Alamat ini tidak mengembalikan kalender iCal.");

  await card.getByLabel(`Hapus ${label}`).click();
  await card.getByRole("button", { name: `Ya, hapus ${label}` }).click();
  await expect(page.getByRole("heading", { level: 3, name: label })).toHaveCount(0, { timeout: 30_000 });
});

import { beforeAll, describe, expect, it } from "vitest";
import {
  cafe,
  cafeDirection,
  destination,
  destinationDetail,
  destinationDirection,
  destinationTicketInfo,
  event,
  faq,
  faqCategory,
  paymentHowto,
  profile,
} from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { addAccommodationType, addCity, addHotel, addRoomType, testDb, unique } from "../fixtures/accommodation";
import { bookingInput, bookingWorld } from "../fixtures/booking";
import { pageProblems } from "../fixtures/html-oracle";
import { ALL_PAYLOADS } from "../fixtures/xss-payloads";
import { TestBrowser } from "./support/browser";

/**
 * Every hostile payload stored straight in D1 (as a row from before sanitising on save would be) in every kind
 * of rich text the public pages show, read by a French visitor: nothing of it comes alive on any of the seven
 * pages. Where a page lists many rows, each payload has its own row; where it shows one field, the payloads
 * are spread over several pages. A marker line before each payload proves that it was rendered.
 */
const db = testDb();
const marked = (label: string, index: number) => `<p>Penanda ${label} ${index}.</p>${ALL_PAYLOADS[index]}`;
const indexes = ALL_PAYLOADS.map((_, index) => index);

/**
 * The payloads split over the pages of a kind that shows one field: a dozen a page, and a payload that takes
 * the rest of its field with it (an unclosed <script>) ends its page's group, so every marker line must show.
 */
function pageGroups(): number[][] {
  const groups: number[][] = [[]];
  for (const index of indexes) {
    groups[groups.length - 1].push(index);
    const hidesTheRest = !sanitizeHtml(`${ALL_PAYLOADS[index]}<p>berikut</p>`).includes("berikut");
    if (hidesTheRest || groups[groups.length - 1].length === 12) groups.push([]);
  }
  return groups.filter((group) => group.length > 0);
}

async function expectHarmless(path: string, label: string, shown: number[] = indexes) {
  const { response, html } = await new TestBrowser({ language: "fr" }).visit(path);
  expect(response.status, path).toBe(200);
  for (const index of shown) expect(html, `${path}: ${ALL_PAYLOADS[index]}`).toContain(`Penanda ${label} ${index}.`);
  expect(await pageProblems(html), path).toEqual([]);
}

describe("hostile rich text stored in D1", () => {
  beforeAll(() => {
    expect(ALL_PAYLOADS.length).toBeGreaterThanOrEqual(28);
  });

  it("stays inert on a destination page: its descriptions, directions and ticket notes", async () => {
    const [place] = await db
      .insert(destination)
      .values({ nama: unique("Kebun Uji") })
      .returning({ id: destination.id });
    for (const index of indexes) {
      await db
        .insert(destinationDetail)
        .values({ destinationId: place.id, judul: `Blok ${index}`, deskripsi: marked("detail", index) });
      await db
        .insert(destinationDirection)
        .values({ destinationId: place.id, title: `Arah ${index}`, deskripsi: marked("arah", index) });
      await db
        .insert(destinationTicketInfo)
        .values({ destinationId: place.id, title: `Tiket ${index}`, deskripsi: marked("tiket", index) });
    }
    const { html } = await new TestBrowser({ language: "fr" }).visit(`/wisata/${place.id}`);
    for (const label of ["detail", "arah", "tiket"]) expect(html).toContain(`Penanda ${label} ${indexes.length - 1}.`);
    await expectHarmless(`/wisata/${place.id}`, "arah");
  });

  it("stays inert on a cafe page: its description and directions", async () => {
    const [shop] = await db
      .insert(cafe)
      .values({ nama: unique("Kedai Uji"), deskripsi: `<p>Penanda kedai.</p>${ALL_PAYLOADS.join("\n")}` })
      .returning({ id: cafe.id });
    for (const index of indexes) {
      await db
        .insert(cafeDirection)
        .values({ cafeId: shop.id, title: `Arah ${index}`, deskripsi: marked("kedai", index) });
    }
    await expectHarmless(`/cafe/${shop.id}`, "kedai");
  });

  it("stays inert in FAQ answers", async () => {
    const [category] = await db
      .insert(faqCategory)
      .values({ nama: unique("Kategori Uji") })
      .returning({ id: faqCategory.id });
    for (const index of indexes) {
      await db
        .insert(faq)
        .values({
          categoryId: category.id,
          pertanyaan: `Pertanyaan ${index}?`,
          jawaban: marked("faq", index),
          urutan: index,
        });
    }
    await expectHarmless(`/faq?kategori=${category.id}`, "faq");
  });

  it("stays inert on event and profile pages, every payload on one of them", async () => {
    const tanggal = addDays(todayInJakarta(), 40);
    for (const group of pageGroups()) {
      const [row] = await db
        .insert(event)
        .values({ nama: unique("Acara"), tanggal, deskripsi: group.map((index) => marked("acara", index)).join("\n") })
        .returning({ id: event.id });
      await expectHarmless(`/event/${row.id}`, "acara", group);
      const [page] = await db
        .insert(profile)
        .values({
          judul: unique("Profil"),
          slug: unique("profil-uji"),
          isi: group.map((index) => marked("profil", index)).join("\n"),
        })
        .returning({ id: profile.id });
      await expectHarmless(`/profil/${page.id}`, "profil", group);
    }
  }, 60_000);

  it("stays inert on a room page: the property's directions and each room type's facilities", async () => {
    const city = await addCity(db);
    const type = await addAccommodationType(db);
    const hotel = await addHotel(db, {
      cityId: city.id,
      typeId: type.id,
      direction: `<p>Penanda arah hotel.</p>${ALL_PAYLOADS.join("\n")}`,
    });
    for (const index of indexes) {
      await addRoomType(db, {
        hotelId: hotel.id,
        nama: `Kamar ${index}`,
        hargaOnline: 300_000 + index,
        fasWeb: marked("kamar", index),
      });
    }
    const cekin = addDays(todayInJakarta(), 45);
    await expectHarmless(`/room/${city.id}/2/1/${cekin}/${addDays(cekin, 2)}/${hotel.id}/2`, "kamar");
  }, 60_000);

  it("stays inert in the payment steps on a booking's pending page", async () => {
    const world = await bookingWorld(db);
    for (const index of indexes) {
      await db
        .insert(paymentHowto)
        .values({ methodId: world.methods.va, nama: `Cara ${index}`, deskripsi: marked("bayar", index) });
    }
    const created = await createReservation(db, bookingInput(world));
    if (!created.ok) throw new Error(`booking failed: ${created.reason}`);
    await expectHarmless(`/reservasi-info-pendpay/${created.reservation.kodeBooking}`, "bayar");
  });
});

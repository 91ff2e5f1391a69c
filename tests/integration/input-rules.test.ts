import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fee, holiday, refund, reservation, roomHold, roomType, users } from "~/db/schema";
import { createReservation } from "~/orders/store/reservation.server";
import { SimulatorGateway } from "~/dev/simulator/gateway.server";
import { addAccommodationType, addCity, addHotel, addRoomType, testDb, unique } from "../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay } from "../fixtures/booking";
import { signIn } from "./support/account";
import { decodeHtml, ORIGIN, TestBrowser } from "./support/browser";
import { staffBrowser } from "./support/crud";
import { createUser } from "./support/db";
import { ZOD_DEFAULT_TEXTS } from "./support/zod-texts";

/**
 * What staff and guests type is cleaned and bounded the same way on every form: control characters are
 * dropped, characters that reverse the text's direction are refused in names and one-line fields, dates
 * stay within 2000–2100, prices are whole Rupiah above zero, and every refusal speaks the page's language.
 */
const db = testDb();

function postForm(browser: TestBrowser, path: string, fields: [string, string][]) {
  return browser.fetch(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function refusedHtml(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  return decodeHtml(await response.text());
}

function expectNoZodText(html: string) {
  for (const pattern of ZOD_DEFAULT_TEXTS) expect(html).not.toMatch(pattern);
}

const FR_BIDI = "Ce champ contient des caractères invisibles qui inversent le sens du texte";
const ID_BIDI = "Isian ini memuat karakter tak terlihat yang membalik arah teks";

describe("a French administrator adding a public holiday (/master/libur/new)", () => {
  let admin: TestBrowser;
  beforeAll(async () => {
    admin = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "fr");
  });

  it("refuses a name with a right-to-left override, in French, and stores nothing", async () => {
    const html = await refusedHtml(
      await admin.post("/master/libur/new", { tanggal: "2031-05-01", nama: "Fête du \u202ElivarT", jenis: "LIBUR_NASIONAL" }),
    );
    expect(html).toContain(FR_BIDI);
    expect(await db.select().from(holiday).where(eq(holiday.tanggal, "2031-05-01"))).toEqual([]);
  });

  it("refuses isolates and direction marks in the name as well", async () => {
    for (const sneaky of ["\u2067Noël\u2069", "Noël\u200F", "\u202ANoël\u202C"]) {
      const html = await refusedHtml(await admin.post("/master/libur/new", { tanggal: "2031-12-25", nama: sneaky, jenis: "LIBUR_NASIONAL" }));
      expect(html, JSON.stringify(sneaky)).toContain(FR_BIDI);
    }
  });

  it("drops NUL and other control characters from the longest name, which then fits its 100 characters", async () => {
    const longest = `Fête nationale de la République — ${"é".repeat(100)}`.slice(0, 100);
    const typed = `${longest.slice(0, 10)}\u0000${longest.slice(10, 40)}\u0007\u001b${longest.slice(40)}`;
    const saved = await admin.post("/master/libur/new", { tanggal: "2031-07-14", nama: typed, nama__fr: `Fête\u0000 nationale`, jenis: "LIBUR_NASIONAL" });
    expect(saved.status).toBe(302);
    const [row] = await db.select().from(holiday).where(eq(holiday.tanggal, "2031-07-14"));
    expect(row.nama).toBe(longest);
    expect([...row.nama].some((c) => c.charCodeAt(0) < 0x20)).toBe(false);
    const tooLong = await refusedHtml(await admin.post("/master/libur/new", { tanggal: "2031-07-15", nama: `${longest}x`, jenis: "LIBUR_NASIONAL" }));
    expect(tooLong).toContain("100 caractères au plus");
  });

  it("refuses the year 0000 (a row that could never be opened again) and years after 2100, with a message", async () => {
    for (const tanggal of ["0000-01-01", "1999-12-31", "2101-01-01", "9999-12-31"]) {
      const html = await refusedHtml(await admin.post("/master/libur/new", { tanggal, nama: "Jour impossible", jenis: "LIBUR_NASIONAL" }));
      expect(html, tanggal).toContain("L'année doit être comprise entre 2000 et 2100");
      expect(await db.select().from(holiday).where(eq(holiday.tanggal, tanggal))).toEqual([]);
    }
  });

  it("says in French, not in zod's English, what is wrong with a field sent twice", async () => {
    const html = await refusedHtml(
      await postForm(admin, "/master/libur/new", [
        ["tanggal", "2031-08-15"],
        ["nama", "Assomption"],
        ["nama", "Assomption bis"],
        ["jenis", "LIBUR_NASIONAL"],
      ]),
    );
    expect(html).toContain("Ce champ a été envoyé plusieurs fois");
    expectNoZodText(html);
  });
});

describe("prices and fees are whole Rupiah above zero", () => {
  let hotelId: number;
  let roomTypeId: number;
  let admin: TestBrowser;

  beforeAll(async () => {
    const cityId = (await addCity(db)).id;
    const typeId = (await addAccommodationType(db)).id;
    hotelId = (await addHotel(db, { cityId, typeId, nama: unique("Pondok Harga") })).id;
    roomTypeId = (await addRoomType(db, { hotelId, nama: unique("Kamar Harga"), hargaOnline: 400_000 })).id;
    admin = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "id");
  });

  function roomTypeForm(values: Record<string, string>): FormData {
    const form = new FormData();
    const base = { nama: unique("Kamar"), hotelId: String(hotelId), ket: "COTTAGE", kapasitas: "2", hargaOnline: "750.000", hargaOffline: "800.000", kebijakanBatal: "FLEXIBLE", batalGratisHari: "3", dendaBatalPersen: "50" };
    for (const [name, value] of Object.entries({ ...base, ...values })) form.append(name, value);
    return form;
  }

  async function postRoomType(browser: TestBrowser, values: Record<string, string>) {
    return browser.fetch("/kamarhomestay/new", { method: "POST", body: roomTypeForm(values), headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } });
  }

  it("refuses a room type priced 0, or at a fraction of a Rupiah, saying which", async () => {
    const nama = unique("Kamar Gratis");
    const zero = await refusedHtml(await postRoomType(admin, { nama, hargaOnline: "0" }));
    expect(zero).toContain("Harga harus lebih dari Rp 0.");
    const fraction = await refusedHtml(await postRoomType(admin, { nama, hargaOffline: "150000,50" }));
    expect(fraction).toContain("Isikan Rupiah utuh, tanpa desimal.");
    expect(await db.select().from(roomType).where(eq(roomType.nama, nama))).toEqual([]);
  });

  it("tells an English administrator the highest price a room type may have, and that a promo stops at 99 %", async () => {
    const english = await staffBrowser(["ROLE_USER", "ROLE_ADMIN"], "en");
    const html = await refusedHtml(await postRoomType(english, { hargaOnline: "10.000.000", discPersenPromo: "100" }));
    expect(html).toContain("The price can be at most Rp 9,999,999.");
    expect(html).toContain("At most 99.");
  });

  it("refuses a fee of 1.5 (it was stored as Rp 15) and a fee of 0", async () => {
    const nama = unique("Biaya Pecahan");
    const half = await refusedHtml(await admin.post("/master/biaya/new", { nama, jenis: "FIXED", nilai: "1.5", urutan: "1" }));
    expect(half).toContain("Isikan bilangan bulat, tanpa desimal.");
    const zero = await refusedHtml(await admin.post("/master/biaya/new", { nama, jenis: "FIXED", nilai: "0", urutan: "1" }));
    expect(zero).toContain("Paling kecil 1.");
    expect(await db.select().from(fee).where(eq(fee.nama, nama))).toEqual([]);
    // Thousands separators still work.
    expect((await admin.post("/master/biaya/new", { nama, jenis: "FIXED", nilai: "1.500", urutan: "1" })).status).toBe(302);
    expect((await db.select().from(fee).where(eq(fee.nama, nama)))[0].nilai).toBe(1500);
  });

  const rateForm = (kind: string, nilai: string, from = "2032-03-01", to = "2032-03-02"): [string, string][] => [
    ["roomTypeId", String(roomTypeId)],
    ["from", from],
    ["to", to],
    ["kind", kind],
    ["nilai", nilai],
  ];

  it("refuses a rate-grid night priced 0, 1.5 or over Rp 999.999.999 with the right message each", async () => {
    const path = `/admin/tarif?type=${roomTypeId}&month=2032-03`;
    expect(await refusedHtml(await postForm(admin, path, rateForm("priceOnline", "0")))).toContain("Harga harus lebih dari Rp 0.");
    expect(await refusedHtml(await postForm(admin, path, rateForm("priceOffline", "1.5")))).toContain("Isikan bilangan bulat.");
    expect(await refusedHtml(await postForm(admin, path, rateForm("percent", "1.5")))).toContain("Isikan bilangan bulat.");
    const over = await refusedHtml(await postForm(admin, path, rateForm("priceOnline", "1.000.000.000")));
    expect(over).toContain("Harga paling banyak Rp 999.999.999.");
    expect(over).not.toContain("negatif");
    expect(await refusedHtml(await postForm(admin, path, rateForm("priceOnline", "500.000", "0000-01-01", "0000-01-02")))).toContain(
      "Tahun harus antara 2000 dan 2100.",
    );
  });

  it("never asks the gateway to charge a booking whose total is 0, and the simulator refuses it as a real gateway does", async () => {
    const world = await bookingWorld(db, { hargaOnline: 0 });
    await db.update(fee).set({ aktif: false });
    try {
      const result = await createReservation(db, bookingInput(world, freshStay()));
      expect(result).toEqual({ ok: false, reason: "noPrice" });
    } finally {
      await db.update(fee).set({ aktif: true });
    }
    const gateway = new SimulatorGateway(db, "key", ORIGIN);
    const charge = { orderId: `AGW-${crypto.randomUUID().slice(0, 8)}`, grossAmount: 0, itemName: "x", customer: { name: "A", email: "a@example.test", phone: "+62811" }, expiresAt: new Date(Date.now() + 3_600_000), now: new Date(), finishBase: ORIGIN };
    await expect(gateway.createPaymentPage(charge)).rejects.toThrow(/gross_amount/);
    await expect(gateway.createBankTransfer({ ...charge, bank: "bni" })).rejects.toThrow(/gross_amount/);
  });
});

describe("bank accounts for a refund (Pesanan Saya)", () => {
  it("a French guest cannot give a reversed account holder; control characters vanish from the bank's name", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const email = `${crypto.randomUUID()}@example.test`;
    const booked = await createReservation(db, bookingInput(world, { ...freshStay(2), email, langKey: "fr" }));
    if (!booked.ok) throw new Error(booked.reason);
    const r = booked.reservation;
    await db.update(reservation).set({ statusBayar: "PAID", paidAt: new Date() }).where(eq(reservation.id, r.id));
    const guest = new TestBrowser({ language: "fr" });
    const found = await guest.post("/pesanan", { kode: r.kodeBooking, email });
    const page = found.headers.get("Location")!;
    const akses = new URL(page, ORIGIN).searchParams.get("akses")!;
    // The confirm step's form (without JavaScript it posts back to the page with its access token).
    const reversed = await guest.post(`${page}&batal=1`, { intent: "cancel", akses, bankNama: "BNP", bankRekening: "1234567890", bankAtasNama: "\u202Enitram erialC" });
    const html = await refusedHtml(reversed);
    expect(html).toContain(FR_BIDI);
    expect(await db.select().from(refund).where(eq(refund.reservationId, r.id))).toEqual([]);

    const cleaned = await guest.post(`/pesanan/${r.kodeBooking}`, { intent: "cancel", akses, bankNama: "B\u0000NI\u0008", bankRekening: "1234567890", bankAtasNama: "Claire Martin" });
    expect(cleaned.status).toBe(302);
    const [row] = await db.select().from(refund).where(and(eq(refund.reservationId, r.id), eq(refund.channel, "MANUAL")));
    expect(row).toMatchObject({ bankNama: "BNI", bankAtasNama: "Claire Martin" });
  });
});

describe("names on an account (/settings)", () => {
  it("a French member with the longest first name sees a reversed one refused and control characters dropped", async () => {
    const user = await createUser({ langKey: "fr" });
    const member = new TestBrowser({ language: "fr" });
    await (await signIn(member, user.login, user.password)).body?.cancel();
    const longest = "Marie-Élisabeth-Geneviève-Anne-Charlotte-Françoise".padEnd(50, "e");
    const form = (firstName: string) => ({ firstName, lastName: "de La Tour d'Auvergne", email: user.email, langKey: "fr" });
    expect(await refusedHtml(await member.post("/settings", form(`${longest.slice(0, 10)}\u202E`)))).toContain(FR_BIDI);
    expect((await member.post("/settings", form(`${longest.slice(0, 20)}\u0000${longest.slice(20)}`))).status).toBe(302);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.firstName).toBe(longest);
  });
});

describe("a French front-desk clerk blocking a room on the tape chart", () => {
  it("cannot give a reason that reverses itself, nor a block in the year 9999; control characters vanish", async () => {
    const world = await bookingWorld(db, { units: 1 });
    const clerk = await staffBrowser(["ROLE_USER", "ROLE_FRONTDESK"], "fr");
    const stay = freshStay(1);
    const path = `/admin/kalender?index&hotel=${world.hotel.id}&from=${stay.cekin}&days=14`;
    const form = (cekin: string, cekout: string, keterangan: string) => ({ intent: "block", hotel: String(world.hotel.id), unit: String(world.room.unitIds[0]), cekin, cekout, keterangan });

    expect(await refusedHtml(await clerk.post(path, form(stay.cekin, stay.cekout, "Toit \u202Eeriaper à")))).toContain(FR_BIDI);
    expect(await refusedHtml(await clerk.post(path, form("9999-01-01", "9999-01-02", "Travaux")))).toContain("L'année doit être comprise entre 2000 et 2100");
    expect(await db.select().from(roomHold).where(eq(roomHold.unitId, world.room.unitIds[0]))).toEqual([]);

    const saved = await clerk.post(path, form(stay.cekin, stay.cekout, "Toit\u0000 à réparer\r\nvite"));
    expect(saved.status).toBe(302);
    const [hold] = await db.select().from(roomHold).where(eq(roomHold.unitId, world.room.unitIds[0]));
    expect(hold.keterangan).toBe("Toit à réparer vite");
  });
});

describe("no zod English on a page", () => {
  it("a booking code longer than 40 characters on /pesanan gets an Indonesian message", async () => {
    const guest = new TestBrowser({ language: "id" });
    const response = await guest.post("/pesanan", { kode: "A".repeat(41), email: "tamu@example.test" });
    const html = await refusedHtml(response);
    expect(html).toContain("Paling banyak 40 karakter.");
    expectNoZodText(html);
  });

  it("a contact form with every field sent twice gets Indonesian messages", async () => {
    const guest = new TestBrowser({ language: "id" });
    const fields: [string, string][] = ["nama", "email", "subjek", "pesan"].flatMap((name): [string, string][] => [
      [name, "Isi pertama yang cukup panjang"],
      [name, "Isi kedua"],
    ]);
    const html = await refusedHtml(await postForm(guest, "/kontak", fields));
    expect(html).toContain("Isian ini terkirim lebih dari sekali.");
    expectNoZodText(html);
  });

  it("a contact form names a reversed sender in Indonesian", async () => {
    const guest = new TestBrowser({ language: "id" });
    const html = await refusedHtml(await guest.post("/kontak", { nama: "Budi \u202Eonatnamrep", email: "budi@example.test", pesan: "Apakah kamar tersedia bulan depan?" }));
    expect(html).toContain(ID_BIDI);
  });
});

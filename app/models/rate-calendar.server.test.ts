import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { audit, holiday, roomRate } from "~/db/schema";
import type { RateChangeInput } from "~/utils/rate-change";
import { addAccommodationType, addCity, addHotel, addRoomType, testDb } from "../../tests/fixtures/accommodation";
import { readRateCalendar } from "./rate-calendar.server";
import { setRates as changeRates } from "./rate-change.server";
import { undoRateChange } from "./rate-undo.server";
import { setRates } from "../../tests/fixtures/rate-changes";

const db = testDb();
const actor = { login: "admin", remoteAddress: "203.0.113.9" };

/** A refusal thrown as a Response: its status and message key. */
async function refusal(work: Promise<unknown>): Promise<{ status: number; key: string; values?: unknown }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) {
      const { key, values } = (await error.json()) as { key: string; values?: unknown };
      return values === undefined ? { status: error.status, key } : { status: error.status, key, values };
    }
    throw error;
  }
  throw new Error("not refused");
}

describe("the rate calendar of a room type", () => {
  let roomTypeId: number;
  const change = (c: Partial<RateChangeInput>): RateChangeInput => ({ roomTypeId, from: "2031-03-01", to: "2031-03-31", kind: "priceOnline", ...c }) as RateChangeInput;
  const rows = async () =>
    db.select().from(roomRate).where(eq(roomRate.roomTypeId, roomTypeId)).orderBy(roomRate.night);

  beforeAll(async () => {
    const cityId = (await addCity(db)).id;
    const typeId = (await addAccommodationType(db)).id;
    const hotelId = (await addHotel(db, { cityId, typeId })).id;
    roomTypeId = (await addRoomType(db, { hotelId, hargaOnline: 400_000, hargaOffline: 500_000, discPersenPromo: 10 })).id;
    await db.insert(holiday).values([
      { tanggal: "2031-03-20", nama: "Hari Raya Uji", jenis: "LIBUR_NASIONAL" },
      { tanggal: "2031-03-21", nama: "Cuti Bersama Uji", jenis: "CUTI_BERSAMA" },
    ]);
  });

  it("sets a price on the chosen weekdays only, and the month shows it after promo with the holidays", async () => {
    // March 2031: the 7th is a Friday, the 8th a Saturday.
    const result = await setRates(db, actor, change({ weekdays: ["5", "6"], nilai: "500.000" }));
    expect(result.nights).toBe(9); // Fridays 7, 14, 21, 28; Saturdays 1, 8, 15, 22, 29
    const nights = (await rows()).map((r) => r.night);
    expect(nights).toEqual(["2031-03-01", "2031-03-07", "2031-03-08", "2031-03-14", "2031-03-15", "2031-03-21", "2031-03-22", "2031-03-28", "2031-03-29"]);

    const calendar = await readRateCalendar(db, roomTypeId, "2031-03-01", "2031-03-31", "en");
    const day = (date: string) => calendar!.days.find((d) => d.date === date)!;
    expect(day("2031-03-07")).toMatchObject({ weekday: 5, online: 500_000, offline: 500_000, onlineAfterPromo: 450_000 });
    expect(day("2031-03-06")).toMatchObject({ weekday: 4, online: 400_000, onlineAfterPromo: 360_000, rate: null });
    expect(day("2031-03-20").holiday).toMatchObject({ nama: "Hari Raya Uji", jenis: "LIBUR_NASIONAL" });
    expect(calendar!.days).toHaveLength(31);
  });

  it("changes only the holidays when asked, keeping what else the day has", async () => {
    const result = await setRates(db, actor, change({ holidaysOnly: "on", kind: "percent", nilai: "50" }));
    expect(result.nights).toBe(2);
    const [holidayRow, cutiRow] = (await rows()).filter((r) => r.night === "2031-03-20" || r.night === "2031-03-21");
    expect(holidayRow).toMatchObject({ night: "2031-03-20", persen: 50, hargaOnline: null });
    // The 21st had the Friday price: a percent replaces a fixed price.
    expect(cutiRow).toMatchObject({ night: "2031-03-21", persen: 50, hargaOnline: null });
    const calendar = await readRateCalendar(db, roomTypeId, "2031-03-20", "2031-03-20", "id");
    expect(calendar!.days[0]).toMatchObject({ online: 600_000, offline: 750_000 });
  });

  it("sets stay rules and switches, and resets days to the base by removing their rows", async () => {
    await setRates(db, actor, change({ from: "2031-04-05", to: "2031-04-05", kind: "stayLength", minMalam: "2", maxMalam: "7" }));
    await setRates(db, actor, change({ from: "2031-04-05", to: "2031-04-06", kind: "stopSell", aktif: "on" }));
    const april = (await rows()).filter((r) => r.night >= "2031-04-01");
    expect(april).toMatchObject([
      { night: "2031-04-05", minMalam: 2, maxMalam: 7, stopSell: true },
      { night: "2031-04-06", minMalam: null, stopSell: true },
    ]);
    // Lifting the only rule of the 6th leaves nothing differing from the base: no row.
    await setRates(db, actor, change({ from: "2031-04-06", to: "2031-04-06", kind: "stopSell" }));
    expect((await rows()).filter((r) => r.night === "2031-04-06")).toEqual([]);

    await setRates(db, actor, change({ from: "2031-03-01", to: "2031-04-30", kind: "reset" }));
    expect(await rows()).toEqual([]);
  });

  it("writes one audit row per change naming the range and what changed", async () => {
    await setRates(db, actor, change({ from: "2031-05-01", to: "2031-05-10", weekdays: ["6"], kind: "closedArrival", aktif: "on" }));
    const entries = await db.select().from(audit).where(and(eq(audit.type, "RATES_CHANGED"), eq(audit.principal, "admin")));
    const last = entries.at(-1)!;
    expect(last.remoteAddress).toBe("203.0.113.9");
    expect(last.data).toMatchObject({ roomTypeId, from: "2031-05-01", to: "2031-05-10", weekdays: [6], kind: "closedArrival", aktif: true, nights: 2 });
  });

  it("returns a refused change as a Result with its key and status, never as a thrown response", async () => {
    const noDays = change({ from: "2031-06-01", to: "2031-06-01", holidaysOnly: "on", nilai: "1" });
    await expect(changeRates(db, actor, noDays)).resolves.toEqual({ ok: false, key: "rateGrid.errors.noDays", status: 400 });
    await expect(changeRates(db, actor, change({ roomTypeId: 999_999, nilai: "1" }))).resolves.toEqual({ ok: false, key: "rateGrid.errors.roomType", status: 404 });
    await expect(changeRates(db, actor, change({ nilai: "1000000000" }))).resolves.toEqual({ ok: false, key: "validationStaff.priceMax", values: { max: 999_999_999 } });
    await expect(undoRateChange(db, actor, "no-such-change", "fr")).resolves.toEqual({ ok: false, key: "rateGrid.undo.unknown", status: 404 });
  });

  it("refuses a bad change with a 4xx and the reason", async () => {
    expect(await refusal(setRates(db, actor, change({ from: "2031-06-10", to: "2031-06-01" })))).toEqual({ status: 400, key: "rateGrid.errors.rangeOrder" });
    expect(await refusal(setRates(db, actor, change({ from: "2031-01-01", to: "2032-01-06" })))).toEqual({ status: 400, key: "rateGrid.errors.rangeLength" });
    expect(await refusal(setRates(db, actor, change({ kind: "percent", nilai: "-95" })))).toEqual({ status: 400, key: "rateGrid.errors.percentRange" });
    expect(await refusal(setRates(db, actor, change({ nilai: "-1" })))).toEqual({ status: 400, key: "validationStaff.priceZero" });
    expect(await refusal(setRates(db, actor, change({ nilai: "0" })))).toEqual({ status: 400, key: "validationStaff.priceZero" });
    expect(await refusal(setRates(db, actor, change({ nilai: "1.5" })))).toEqual({ status: 400, key: "rateGrid.errors.number" });
    expect(await refusal(setRates(db, actor, change({ nilai: "1000000000" })))).toEqual({ status: 400, key: "validationStaff.priceMax", values: { max: 999_999_999 } });
    expect(await refusal(setRates(db, actor, change({ from: "0000-01-01", to: "0000-01-02" })))).toEqual({ status: 400, key: "validationStaff.dateRange", values: { from: 2000, to: 2100 } });
    expect(await refusal(setRates(db, actor, change({ kind: "stayLength", minMalam: "5", maxMalam: "3" })))).toEqual({ status: 400, key: "rateGrid.errors.minAboveMax" });
    expect(await refusal(setRates(db, actor, change({ from: "2031-02-30" })))).toEqual({ status: 400, key: "rateGrid.errors.date" });
    expect(await refusal(setRates(db, actor, change({ from: "2031-06-01", to: "2031-06-01", holidaysOnly: "on", nilai: "1" })))).toEqual({ status: 400, key: "rateGrid.errors.noDays" });
    expect(await refusal(setRates(db, actor, change({ roomTypeId: 999_999, nilai: "1" })))).toEqual({ status: 404, key: "rateGrid.errors.roomType" });
    expect((await rows()).filter((r) => r.night >= "2031-06-01")).toEqual([]);
  });

  it("changes a 370-day range in one go, past D1's 100 bound values", async () => {
    const result = await setRates(db, actor, change({ from: "2032-01-01", to: "2033-01-04", kind: "priceOffline", nilai: "650000" }));
    expect(result.nights).toBe(370);
    const year = (await rows()).filter((r) => r.night >= "2032-01-01");
    expect(year).toHaveLength(370);
    expect(year.every((r) => r.hargaOffline === 650_000 && r.hargaOnline === null)).toBe(true);
    expect(year.at(-1)!.night).toBe("2033-01-04");
  });
});

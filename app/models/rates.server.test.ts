import { describe, expect, it } from "vitest";
import { roomRate } from "~/db/schema";
import { addAccommodationType, addCity, addHotel, addRoomType, testDb } from "../../tests/fixtures/accommodation";
import { hotelRatesJsonQuery, rateRowsOfJson, ratesQuery } from "./rates.server";

const db = testDb();

describe("a hotel's rate calendar read as one JSON text (the room page)", () => {
  it("gives exactly the rows, values, flags and order of the column-by-column read", async () => {
    const cityId = (await addCity(db)).id;
    const typeId = (await addAccommodationType(db)).id;
    const hotelId = (await addHotel(db, { cityId, typeId })).id;
    const otherHotelId = (await addHotel(db, { cityId, typeId })).id;
    const a = (await addRoomType(db, { hotelId, hargaOnline: 500_000 })).id;
    const b = (await addRoomType(db, { hotelId, hargaOnline: 300_000 })).id;
    const elsewhere = (await addRoomType(db, { hotelId: otherHotelId, hargaOnline: 100_000 })).id;
    // Written out of order, with every kind of value: prices, a negative and a positive percentage, stay rules,
    // each flag on its own, nulls — and nights outside the range and of another hotel, which must not come back.
    await db.insert(roomRate).values([
      { roomTypeId: b, night: "2027-03-03", hargaOnline: 350_000, hargaOffline: 400_000, stopSell: true },
      { roomTypeId: a, night: "2027-03-02", persen: -10, minMalam: 2, maxMalam: 7, tutupKedatangan: true },
      { roomTypeId: a, night: "2027-03-01", persen: 25, tutupKeberangkatan: true },
      { roomTypeId: b, night: "2027-03-01" },
      { roomTypeId: a, night: "2027-02-28", hargaOnline: 1 },
      { roomTypeId: a, night: "2027-03-05", hargaOnline: 2 },
      { roomTypeId: elsewhere, night: "2027-03-02", hargaOnline: 3 },
    ]);
    const columns = await ratesQuery(db, [a, b], "2027-03-01", "2027-03-04");
    const [json] = await hotelRatesJsonQuery(db, hotelId, "2027-03-01", "2027-03-04");
    expect(columns).toHaveLength(4);
    expect(rateRowsOfJson(json.rows)).toEqual(columns);
    expect(rateRowsOfJson(json.rows).map((r) => [r.roomTypeId, r.night])).toEqual([
      [a, "2027-03-01"],
      [a, "2027-03-02"],
      [b, "2027-03-01"],
      [b, "2027-03-03"],
    ]);
  });

  it("gives no rows for a hotel without a calendar", async () => {
    const [json] = await hotelRatesJsonQuery(db, 987_654, "2027-03-01", "2027-03-04");
    expect(rateRowsOfJson(json?.rows)).toEqual([]);
    expect(rateRowsOfJson(undefined)).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import {
  addAccommodationType,
  addCity,
  addHotel,
  addRoomType,
  bookUnits,
  testDb,
} from "../../tests/fixtures/accommodation";
import { countFreeUnits, findFreeUnits, getAvailability } from "./availability.server";

const db = testDb();

describe("availability", () => {
  let hotelId: number;
  let type: Awaited<ReturnType<typeof addRoomType>>;

  beforeAll(async () => {
    const city = await addCity(db);
    const jenis = await addAccommodationType(db);
    hotelId = (await addHotel(db, { cityId: city.id, typeId: jenis.id })).id;
    // Three active units and one out of service.
    type = await addRoomType(db, { hotelId, hargaOnline: 500_000, units: 3, inactiveUnits: 1 });
    // Unit 1 is booked 2030-01-10 → 2030-01-12 (nights of the 10th and 11th).
    await bookUnits(db, { hotelId, roomTypeId: type.id, unitIds: [type.unitIds[0]], cekin: "2030-01-10", cekout: "2030-01-12" });
    // Unit 2 is booked for the single night of 2030-01-15.
    await bookUnits(db, { hotelId, roomTypeId: type.id, unitIds: [type.unitIds[1]], cekin: "2030-01-15", cekout: "2030-01-16" });
  });

  it("counts only active units when nothing is booked in the range", async () => {
    expect(await countFreeUnits(db, type.id, { cekin: "2030-02-01", cekout: "2030-02-05" })).toBe(3);
  });

  it("excludes a unit with any night booked inside the range", async () => {
    // Overlaps the first night only, the last night only, and lies fully inside.
    expect(await countFreeUnits(db, type.id, { cekin: "2030-01-11", cekout: "2030-01-14" })).toBe(2);
    expect(await countFreeUnits(db, type.id, { cekin: "2030-01-08", cekout: "2030-01-11" })).toBe(2);
    expect(await countFreeUnits(db, type.id, { cekin: "2030-01-05", cekout: "2030-01-20" })).toBe(1);
    expect(await countFreeUnits(db, type.id, { cekin: "2030-01-10", cekout: "2030-01-11" })).toBe(2);
  });

  it("treats the other guest's check-out day as free: a stay may start the day they leave", async () => {
    expect(await countFreeUnits(db, type.id, { cekin: "2030-01-12", cekout: "2030-01-15" })).toBe(3);
  });

  it("treats its own check-out day as free: a stay may end the day another begins", async () => {
    expect(await countFreeUnits(db, type.id, { cekin: "2030-01-08", cekout: "2030-01-10" })).toBe(3);
    expect(await countFreeUnits(db, type.id, { cekin: "2030-01-13", cekout: "2030-01-15" })).toBe(3);
  });

  it("includes units whose bookings lie entirely outside the range", async () => {
    expect(await countFreeUnits(db, type.id, { cekin: "2030-01-16", cekout: "2030-01-31" })).toBe(3);
    expect(await countFreeUnits(db, type.id, { cekin: "2029-12-01", cekout: "2029-12-31" })).toBe(3);
  });

  it("reports every asked room type, with 0 for a type that has no free unit", async () => {
    const full = await addRoomType(db, { hotelId, hargaOnline: 300_000, units: 1 });
    await bookUnits(db, { hotelId, roomTypeId: full.id, unitIds: full.unitIds, cekin: "2030-03-01", cekout: "2030-03-04" });
    const empty = await addRoomType(db, { hotelId, hargaOnline: 300_000, units: 0 });
    const result = await getAvailability(db, [type.id, full.id, empty.id, full.id], { cekin: "2030-03-02", cekout: "2030-03-03" });
    expect(Object.fromEntries(result)).toEqual({ [type.id]: 3, [full.id]: 0, [empty.id]: 0 });
    expect((await getAvailability(db, [], { cekin: "2030-03-02", cekout: "2030-03-03" })).size).toBe(0);
  });

  it("finds free unit candidates for a booking, never a booked or inactive one", async () => {
    const free = await findFreeUnits(db, type.id, { cekin: "2030-01-10", cekout: "2030-01-16" }, 5);
    expect(free).toEqual([type.unitIds[2]]);
    const two = await findFreeUnits(db, type.id, { cekin: "2030-04-01", cekout: "2030-04-02" }, 2);
    expect(two).toEqual([type.unitIds[0], type.unitIds[1]]);
  });
});

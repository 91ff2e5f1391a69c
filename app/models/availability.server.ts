import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { integerList } from "./sql.server";

/**
 * Availability (design §4): a unit is free for a stay [cekin, cekout) when it is active and holds no
 * `room_night` on any night from check-in up to, not including, check-out. A guest leaving on the
 * day another arrives therefore never blocks the arrival. The free units of a room type are its
 * units minus the ones holding such a night.
 *
 * Every query here looks up `room_night` through its primary key (unit_id, night): one index range
 * seek per unit, whatever the size of the table.
 */

export interface StayRange {
  /** First night, YYYY-MM-DD. */
  cekin: string;
  /** Day of departure, YYYY-MM-DD (not a night of the stay). */
  cekout: string;
}

/** SQL condition: the unit `unitId` holds no night of the stay. */
export function unitIsFreeSql(unitId: SQL, range: StayRange): SQL {
  return sql`not exists (select 1 from room_night n where n.unit_id = ${unitId} and n.night >= ${range.cekin} and n.night < ${range.cekout})`;
}

/** SQL scalar: the number of free active units of the room type `roomTypeId` for the stay. */
export function freeUnitsSql(roomTypeId: SQL, range: StayRange): SQL {
  return sql`(select count(*) from room_unit u where u.room_type_id = ${roomTypeId} and u.aktif = 1 and ${unitIsFreeSql(sql`u.id`, range)})`;
}

/**
 * SQL condition: the room type has at least `needed` free units. It stops counting at `needed`, so a
 * search asking for 2 rooms looks at no more units than it must.
 */
export function hasFreeUnitsSql(roomTypeId: SQL, range: StayRange, needed: number): SQL {
  return sql`(select count(*) from (select 1 from room_unit u where u.room_type_id = ${roomTypeId} and u.aktif = 1 and ${unitIsFreeSql(sql`u.id`, range)} limit ${needed})) >= ${needed}`;
}

/** Free units per room type (`jumlah_available`), in one query; room types with none free map to 0. */
export async function getAvailability(db: Db, roomTypeIds: readonly number[], range: StayRange): Promise<Map<number, number>> {
  const ids = [...new Set(roomTypeIds)];
  const result = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return result;
  const rows = await db.all<{ room_type_id: number; free: number }>(sql`
    select u.room_type_id, count(*) as free
    from room_unit u
    where u.room_type_id in (${integerList(ids)})
      and u.aktif = 1
      and ${unitIsFreeSql(sql`u.id`, range)}
    group by u.room_type_id`);
  for (const row of rows) result.set(row.room_type_id, row.free);
  return result;
}

/** The number of free units of one room type for the stay. */
export async function countFreeUnits(db: Db, roomTypeId: number, range: StayRange): Promise<number> {
  return (await getAvailability(db, [roomTypeId], range)).get(roomTypeId) ?? 0;
}

/**
 * Up to `limit` free units of a room type, lowest number first: the candidates a booking tries to
 * take (the room_night primary key still decides if another booking took one first).
 */
export async function findFreeUnits(db: Db, roomTypeId: number, range: StayRange, limit: number): Promise<number[]> {
  const rows = await db.all<{ id: number }>(sql`
    select u.id
    from room_unit u
    where u.room_type_id = ${roomTypeId} and u.aktif = 1 and ${unitIsFreeSql(sql`u.id`, range)}
    order by u.nomor, u.id
    limit ${limit}`);
  return rows.map((r) => r.id);
}

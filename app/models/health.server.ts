import { sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";

/** A trivial round trip to D1 (the health page's database probe); returns the number of tables. */
export async function pingDatabase(db: Db): Promise<{ tables: number }> {
  const row = await db.get<{ tables: number }>(sql`select count(*) as tables from sqlite_master where type = 'table'`);
  return { tables: Number(row?.tables ?? 0) };
}

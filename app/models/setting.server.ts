import { asc } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { setting } from "~/db/schema";

/** Every application setting (key/value rows), for the configuration page. */
export async function listSettings(db: Db): Promise<{ key: string; value: string }[]> {
  return db.select({ key: setting.key, value: setting.value }).from(setting).orderBy(asc(setting.key));
}

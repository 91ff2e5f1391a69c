import { asc } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { loggerLevel, type LogLevel } from "~/db/schema";

/** Stored logger levels (spec §3 Logger: name, level). */
export async function listLoggerLevels(db: Db): Promise<{ name: string; level: LogLevel }[]> {
  return db.select({ name: loggerLevel.name, level: loggerLevel.level }).from(loggerLevel).orderBy(asc(loggerLevel.name));
}

export async function setLoggerLevel(db: Db, name: string, level: LogLevel): Promise<void> {
  await db.insert(loggerLevel).values({ name, level }).onConflictDoUpdate({ target: loggerLevel.name, set: { level } });
}

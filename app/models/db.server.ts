import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "~/db/schema";

/** The typed D1 client every model function takes as its first argument. */
export type Db = DrizzleD1Database<typeof schema>;

/**
 * One drizzle instance per D1 binding: building one walks the whole schema (relational config of every
 * table), which cost a few percent of each page render when done several times per request. The instance
 * holds no per-request state, so the binding's instance is reused for the life of the isolate.
 */
const databases = new WeakMap<D1Database, Db>();

export function createDb(database: D1Database): Db {
  let db = databases.get(database);
  if (!db) {
    db = drizzle(database, { schema });
    databases.set(database, db);
  }
  return db;
}

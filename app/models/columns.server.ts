import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/models/db.server";
import { users } from "~/db/schema";

/**
 * A column selected under its own name. Needed in joined selects that run inside `db.batch` on D1:
 * batch results come back as objects keyed by column name, so two columns both called `nama` (or `id`)
 * would collapse into one and shift every later value. Give every duplicate name an alias.
 */
export function aliased<T>(column: SQLiteColumn, alias: string) {
  // mapWith keeps the column's own decoding (booleans, timestamps); the cast restores the value type.
  return (sql`${column}`.mapWith(column) as unknown as SQL<T>).as(alias);
}

/** The D1 binding behind a drizzle database, for the few statements drizzle cannot batch (raw compound selects). */
export function d1Of(db: Db): D1Database {
  return (db as Db & { $client: D1Database }).$client;
}

/** An account as every view of it names it: who it is, whether it is active, its language. */
export const userColumns = {
  id: users.id,
  login: users.login,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  activated: users.activated,
  langKey: users.langKey,
};

/** Who created and last changed an account, and when (the user administration shows them). */
export const userAuditColumns = {
  createdBy: users.createdBy,
  createdDate: users.createdDate,
  lastModifiedBy: users.lastModifiedBy,
  lastModifiedDate: users.lastModifiedDate,
};

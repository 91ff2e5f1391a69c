import type { AppLoadContext } from "@remix-run/cloudflare";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "~/db/schema";
import { parseEnv, type AppEnv, type Bindings } from "~/env.server";

export type Db = DrizzleD1Database<typeof schema>;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: AppEnv;
    ctx: ExecutionContext;
    db: Db;
    cf: IncomingRequestCfProperties | undefined;
    /** Per-response CSP nonce for inline scripts. */
    nonce: string;
  }
}

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

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Builds the per-request load context: nothing here outlives the request. */
export function createLoadContext(request: Request, bindings: Bindings, ctx: ExecutionContext): AppLoadContext {
  const env = parseEnv(bindings);
  return {
    env,
    ctx,
    db: createDb(env.DB),
    cf: request.cf as IncomingRequestCfProperties | undefined,
    nonce: createNonce(),
  };
}

import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseEnv, type AppEnv, type Bindings } from "~/env.server";
import { createDb, type Db } from "~/models/db.server";
import { base64 } from "~/services/tokens.server";

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

function createNonce(): string {
  return base64(crypto.getRandomValues(new Uint8Array(16)));
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

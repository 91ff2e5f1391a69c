import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { devTools } from "#dev-tools";
import { errorResponse } from "~/utils/invariant";

/**
 * End-to-end test hook: a seeded paid virtual-account booking cancelled with a half refund waiting for a
 * manual transfer, so the finance spec has one to close. Exists only when E2E_TEST_HOOKS=1 outside
 * production, and not at all in the production build (app/dev, docs/decisions/041); 404 otherwise.
 */
export async function action({ context }: ActionFunctionArgs) {
  if (!context.env.e2eHooks || !devTools) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const kode = await devTools.openManualRefund(context.db, (total) => Math.round(total / 2));
  if (!kode) throw errorResponse("errors.notFoundMessage", { status: 404 });
  return new Response(kode, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export function loader() {
  throw errorResponse("errors.notFoundMessage", { status: 404 });
}

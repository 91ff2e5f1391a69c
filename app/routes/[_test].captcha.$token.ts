import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readCaptcha } from "~/services/captcha.server";
import { errorResponse } from "~/utils/invariant";

/**
 * End-to-end test hook: the code inside a captcha token, so a browser test can type it. Exists only
 * when E2E_TEST_HOOKS=1 outside production; 404 otherwise.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!context.env.e2eHooks) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const captcha = await readCaptcha(context.env.SESSION_SECRET, params.token ?? "");
  if (!captcha) throw errorResponse("errors.notFoundMessage", { status: 404 });
  return new Response(captcha.code, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

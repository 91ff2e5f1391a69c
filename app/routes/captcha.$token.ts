import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readCaptcha, renderCaptchaSvg } from "~/services/captcha.server";
import { errorResponse } from "~/utils/invariant";

/** The captcha image of a token (SVG drawn here; no external service). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const captcha = await readCaptcha(context.env.SESSION_SECRET, params.token ?? "");
  if (!captcha) throw errorResponse("errors.notFoundMessage", { status: 404 });
  return new Response(renderCaptchaSvg(captcha.code), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

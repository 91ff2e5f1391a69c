import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { checkCaptcha } from "~/services/captcha.server";

/** The live "Captcha Sudah Benar / Captcha Salah" hint; does not spend the token. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = form.get("captchaToken");
  const answer = form.get("captcha");
  if (typeof token !== "string" || typeof answer !== "string" || answer.length > 50) {
    return json({ ok: false }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const ok = await checkCaptcha(context.env.SESSION_SECRET, token, answer);
  return json({ ok }, { headers: { "Cache-Control": "no-store" } });
}

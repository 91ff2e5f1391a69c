import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { createAuthenticator, isGoogleEnabled, oauthRedirectCookie } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import { safeRedirect } from "~/utils/redirects";

/** Starting Google sign-in is a POST (it sets the OAuth state cookie); a GET goes to the sign-in page. */
export function loader() {
  return redirect("/login");
}

/** Sends the visitor to Google's consent screen, remembering where to return afterwards. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context;
  if (!isGoogleEnabled(env)) {
    return redirectWithToast("/login", { type: "error", key: "account.login.googleFailed" }, env);
  }
  const form = await request.clone().formData();
  const redirectTo = safeRedirect(form.get("redirectTo"), "");
  try {
    await createAuthenticator(request, context).authenticate("google", request, { context });
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await oauthRedirectCookie(env).serialize(redirectTo));
      return new Response(null, { status: thrown.status, headers });
    }
    console.error("Google sign-in could not start", thrown);
  }
  return redirectWithToast("/login", { type: "error", key: "account.login.googleFailed" }, env);
}

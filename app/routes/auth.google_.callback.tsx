import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readCookieValue } from "~/services/cookies.server";
import { completeSignIn, createAuthenticator, isGoogleEnabled, oauthRedirectCookie } from "~/services/auth.server";
import { googleSignInFailed } from "~/services/google-account.server";
import { redirectWithToast } from "~/services/toast.server";

/**
 * Google sends the visitor back here with `code` and `state`. remix-auth-google checks the state
 * against the cookie, exchanges the code for a token and reads the profile; the verify callback links
 * or creates the account by verified e-mail. Any failure lands on /login with the spec's message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context;
  const redirectCookie = oauthRedirectCookie(env);
  const clearHeaders = new Headers();
  clearHeaders.append("Set-Cookie", await redirectCookie.serialize("", { maxAge: 0, expires: new Date(0) }));

  if (!isGoogleEnabled(env)) {
    return redirectWithToast("/login", { type: "error", key: "account.login.googleFailed" }, env, {
      headers: clearHeaders,
    });
  }
  const redirectTo = await readCookieValue(redirectCookie, request.headers.get("Cookie"));
  try {
    const user = await createAuthenticator(request, context).authenticate("google", request, {
      throwOnError: true,
      context,
    });
    return await completeSignIn(request, context, user, {
      remember: false,
      redirectTo,
      method: "google",
      headers: clearHeaders,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const key = await googleSignInFailed(context, request, error);
    return redirectWithToast("/login", { type: "error", key }, env, { headers: clearHeaders });
  }
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { clientIp } from "~/models/visitor.server";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { signInFailure } from "~/services/auth-errors.server";
import { readCookieValue } from "~/services/cookies.server";
import { completeSignIn, createAuthenticator, isGoogleEnabled, oauthRedirectCookie } from "~/services/auth.server";
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
    const failure = signInFailure(error);
    await writeAudit(context.db, {
      principal: "anonymous",
      type: AUDIT.loginFailure,
      message: `Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
      remoteAddress: clientIp(request),
    });
    const key =
      failure?.reason === "inactive"
        ? "account.login.inactive"
        : failure?.reason === "googleUnverified"
          ? "account.login.googleUnverified"
          : failure?.reason === "unverifiedAccount"
            ? "account.login.googleAccountUnverified"
            : "account.login.googleFailed";
    return redirectWithToast("/login", { type: "error", key }, env, { headers: clearHeaders });
  }
}

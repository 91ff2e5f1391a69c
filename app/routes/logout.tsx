import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { clientIp } from "~/models/visitor.server";
import { AUDIT, writeAudit } from "~/services/audit.server";
import { endSession, getAuthSession } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";

/** Signing out changes data, so it is a POST; a stray GET just goes home. */
export function loader() {
  return redirect("/");
}

/** Deletes this browser's session row, clears the cookie and goes to the sign-in page (spec §2). */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getAuthSession(request, context);
  const clear = await endSession(request, context);
  if (session) {
    await writeAudit(context.db, {
      principal: session.user.login,
      type: AUDIT.logout,
      remoteAddress: clientIp(request),
    });
  }
  return redirectWithToast("/login", { type: "info", key: "account.login.signedOut" }, context.env, {
    headers: { "Set-Cookie": clear },
  });
}

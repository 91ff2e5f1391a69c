import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { signOut } from "~/services/auth.server";

/** Signing out changes data, so it is a POST; a stray GET just goes home. */
export function loader() {
  return redirect("/");
}

export function action({ request, context }: ActionFunctionArgs) {
  return signOut(request, context);
}

import { redirect } from "@remix-run/cloudflare";

/** Unknown URLs go home (spec §2). A temporary redirect, so a page added later is not shadowed in caches. */
export function loader() {
  return redirect("/", 302);
}

export function action() {
  return redirect("/", 303);
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crudAction, crudLoader } from "~/crud/engine.server";

/** The spec's /kamarhomestay pages: the master-data engine with the kamarhomestay resource fixed. */
export { ErrorBoundary, default, headers, meta } from "./_staff.master.$";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return crudLoader(request, context, params["*"] ?? "", "kamarhomestay");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return crudAction(request, context, params["*"] ?? "", "kamarhomestay");
}

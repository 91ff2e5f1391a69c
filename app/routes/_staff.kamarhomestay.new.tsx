import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crudCreateAction, crudNewLoader } from "~/crud/engine.server";

/** /kamarhomestay/new: the form of a new row over the list (ADR 017). */
export { CrudErrorBoundary as ErrorBoundary, crudHeaders as headers, crudMeta as meta, CrudRoutePage as default } from "~/crud/components/CrudRoute";

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, "kamarhomestay");
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, "kamarhomestay");

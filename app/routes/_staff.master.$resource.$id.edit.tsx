import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crudRecordLoader, crudUpdateAction } from "~/crud/engine.server";

/** /master/{resource}/{id}/edit: the form of one row over the list (ADR 017). */
export { CrudErrorBoundary as ErrorBoundary, crudHeaders as headers, crudMeta as meta, CrudRoutePage as default } from "~/crud/components/CrudRoute";

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, "edit");
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args);

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crudDeleteAction, crudRecordLoader } from "~/crud/engine.server";

/** /kota/{id}/delete: whether to delete one row; POST deletes it (ADR 017). */
export { CrudErrorBoundary as ErrorBoundary, crudHeaders as headers, crudMeta as meta, CrudRoutePage as default } from "~/crud/components/CrudRoute";

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, "delete", "kota");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, "kota");

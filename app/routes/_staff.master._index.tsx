import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crudIndexLoader, crudListAction } from "~/crud/engine.server";

/** /master: the index of every master-data resource (ADR 017). */
export { CrudErrorBoundary as ErrorBoundary, crudHeaders as headers, crudMeta as meta, CrudRoutePage as default } from "~/crud/components/CrudRoute";

export const loader = (args: LoaderFunctionArgs) => crudIndexLoader(args);
export const action = (args: ActionFunctionArgs) => crudListAction(args);

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crudListLoader, crudListAction } from "~/crud/engine.server";

/** /master/{resource}: the list of the resource, paged, searchable and sortable (ADR 017). */
export { CrudErrorBoundary as ErrorBoundary, crudHeaders as headers, crudMeta as meta, CrudRoutePage as default } from "~/crud/components/CrudRoute";

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args);
export const action = (args: ActionFunctionArgs) => crudListAction(args);

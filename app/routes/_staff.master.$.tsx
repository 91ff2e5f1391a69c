import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crudUnknownPath } from "~/crud/engine.server";

/** Any other path below /master: 404 naming the unknown resource or record (ADR 017). */
export { CrudErrorBoundary as ErrorBoundary, crudHeaders as headers, crudMeta as meta, CrudRoutePage as default } from "~/crud/components/CrudRoute";

export const loader = (args: LoaderFunctionArgs) => crudUnknownPath(args);
export const action = (args: ActionFunctionArgs) => crudUnknownPath(args);

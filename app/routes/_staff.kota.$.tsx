import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crudUnknownPath } from "~/crud/engine.server";

/** Any other path below /kota: 404 (ADR 017). */
export { CrudErrorBoundary as ErrorBoundary, crudHeaders as headers, crudMeta as meta, CrudRoutePage as default } from "~/crud/components/CrudRoute";

export const loader = (args: LoaderFunctionArgs) => crudUnknownPath(args, "kota");
export const action = (args: ActionFunctionArgs) => crudUnknownPath(args, "kota");

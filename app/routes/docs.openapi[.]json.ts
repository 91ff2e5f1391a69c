import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { areApiDocsEnabled, openApiDocument } from "~/services/openapi.server";
import { requireUserWithRole } from "~/services/auth.server";
import { errorResponse } from "~/utils/invariant";

/** The OpenAPI description itself (administrators, only when API docs are enabled; 404 otherwise). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!areApiDocsEnabled(context.env)) throw errorResponse("errors.notFoundMessage", { status: 404 });
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  return json(openApiDocument(context.env.PUBLIC_SITE_URL), { headers: { "Cache-Control": "no-store" } });
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireAdmin } from "~/services/office.server";
import { areApiDocsEnabled, openApiDocument } from "~/services/openapi.server";

/** The OpenAPI description itself (administrators, only when API docs are enabled; 404 otherwise). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!areApiDocsEnabled(context.env)) throw new Response("Not found", { status: 404 });
  await requireAdmin(request, context);
  return json(openApiDocument(context.env.PUBLIC_SITE_URL), { headers: { "Cache-Control": "no-store" } });
}

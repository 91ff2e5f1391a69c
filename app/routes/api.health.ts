import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { checkHealth, durableObjectProbes } from "~/services/health.server";
import { requireUserWithRole } from "~/services/auth.server";

/** The health report as JSON (administrators): 200 when every configured component is UP, 503 otherwise. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const report = await checkHealth(context, durableObjectProbes(context.env));
  return json(report, { status: report.status === "UP" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { chatFailureResponse, leaveOfflineMessage } from "~/services/chat.server";

/** POST name, email and text when no operator is online → stored and e-mailed to staff (JSON for the widget). */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await leaveOfflineMessage(request, context, await request.formData());
  if (!outcome.ok) return chatFailureResponse(outcome);
  return json({ ok: true as const }, { headers: { "Cache-Control": "no-store" } });
}

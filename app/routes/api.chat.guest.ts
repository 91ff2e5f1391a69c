import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { chatFailureResponse, startChatAsGuest } from "~/services/chat.server";
import type { ChatStarted } from "~/utils/chat-schemas";

/**
 * POST name + email from the pre-chat dialog (or nothing, to resume) → the chat cookie and the guest
 * id, or the form's errors as message keys (JSON for the chat widget's fetcher).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await startChatAsGuest(request, context, await request.formData());
  if (!outcome.ok) return chatFailureResponse(outcome);
  const data: ChatStarted = { ok: true, ...outcome.identity };
  return json(data, { headers: { "Cache-Control": "no-store", "Set-Cookie": outcome.cookie } });
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { chatFailureResponse, resumeChatAsGuest, startChatAsGuest } from "~/services/chat.server";
import type { ChatNothingToResume, ChatStarted } from "~/utils/chat-schemas";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST name + email from the pre-chat dialog (or nothing, to resume) → the chat cookie and the guest
 * id, or the form's errors as message keys (JSON for the chat widget's fetcher). The widget reopening a
 * conversation by itself posts `intent=resume`: with nothing to resume it is told so, as an answer (200)
 * rather than a refused form, since that is how every first chat begins.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const outcome =
    form.get("intent") === "resume" ? await resumeChatAsGuest(request, context) : await startChatAsGuest(request, context, form);
  if (!outcome) return json<ChatNothingToResume>({ ok: false, resume: "none" }, { headers: NO_STORE });
  if (!outcome.ok) return chatFailureResponse(outcome);
  const data: ChatStarted = { ok: true, ...outcome.identity };
  return json(data, { headers: { ...NO_STORE, "Set-Cookie": outcome.cookie } });
}

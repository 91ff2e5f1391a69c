import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { startChatAsGuest } from "~/services/chat.server";

/** POST name + email from the pre-chat dialog → the chat cookie (JSON for the chat widget). */
export function action({ request, context }: ActionFunctionArgs) {
  return startChatAsGuest(request, context);
}

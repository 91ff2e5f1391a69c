import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { leaveOfflineMessage } from "~/services/chat.server";

/** POST name, email and text when no operator is online → stored and e-mailed to staff (JSON). */
export function action({ request, context }: ActionFunctionArgs) {
  return leaveOfflineMessage(request, context);
}

import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handlePaymentNotification } from "~/services/payments/notification.server";

/** Gateway → app payment notifications (configure this URL in the Midtrans dashboard). */
export function action({ request, context }: ActionFunctionArgs) {
  return handlePaymentNotification(request, context);
}

export function loader() {
  return new Response(JSON.stringify({ status: "method not allowed" }), {
    status: 405,
    headers: { "Content-Type": "application/json; charset=utf-8", Allow: "POST" },
  });
}

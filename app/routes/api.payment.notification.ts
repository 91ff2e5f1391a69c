import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createPaymentGateway } from "~/orders/payments/create-gateway.server";
import { handlePaymentNotification } from "~/orders/payments/notification.server";

/** Gateway → app payment notifications (configure this URL in the Midtrans dashboard). */
export function action({ request, context }: ActionFunctionArgs) {
  const expireOrder = (orderId: string) => createPaymentGateway(context, context.env.PUBLIC_SITE_URL).expire(orderId);
  return handlePaymentNotification(request, context, new Date(), expireOrder);
}

export function loader() {
  return new Response(JSON.stringify({ status: "method not allowed" }), {
    status: 405,
    headers: { "Content-Type": "application/json; charset=utf-8", Allow: "POST" },
  });
}

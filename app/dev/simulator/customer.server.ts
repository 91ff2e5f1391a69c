import type { AppLoadContext } from "@remix-run/cloudflare";
import { handlePaymentNotification } from "~/orders/payments/notification.server";
import { gatewayServerKey } from "~/orders/payments/server-key.server";
import { createSimulatorGateway } from "./connect.server";
import { deliverNotification, NOTIFICATION_PATH, simulatorNotificationBody } from "./gateway.server";
import { resolveSimTransaction, type SimOutcome, type SimTransaction } from "./ledger.server";

/**
 * What the simulator's "customer" does (the hosted page and the VA "bank" under /_sim/gateway/*): one
 * function per intent. Paying moves the ledger row, then tells the app exactly as Midtrans would.
 */

type SimContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

/**
 * The customer pays, fails or cancels a still-pending transaction: the ledger row moves, and the signed
 * notification reaches the app's own handler (retried while it answers non-2xx). Null when the
 * transaction was no longer pending.
 */
export async function resolveSimulatedPayment(
  context: SimContext,
  input: { tx: Pick<SimTransaction, "orderId">; outcome: SimOutcome; origin: string },
  now = new Date(),
) {
  const updated = await resolveSimTransaction(context.db, input.tx.orderId, input.outcome, now);
  if (!updated) return null;
  const body = await simulatorNotificationBody(updated, input.outcome, gatewayServerKey(context.env), now);
  const expireOrder = (orderId: string) => createSimulatorGateway(context, input.origin).expire(orderId);
  await deliverNotification(
    (req) => handlePaymentNotification(req, context, new Date(), expireOrder),
    `${input.origin}${NOTIFICATION_PATH}`,
    body,
  );
  return body;
}

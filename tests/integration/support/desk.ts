import { SELF } from "cloudflare:test";
import type { Role } from "~/db/schema";
import { formatGrossAmount, notificationSignature } from "~/orders/payments/midtrans.server";
import { serverKey } from "../../fixtures/booking";
import { signIn } from "./account";
import { TestBrowser } from "./browser";
import { createUser } from "./db";

/** A signed-in back-office browser with the given roles (Indonesian pages). */
export async function staffBrowser(roles: Role[] = ["ROLE_USER", "ROLE_ADMIN"]) {
  const user = await createUser({ roles, langKey: "id" });
  const browser = new TestBrowser({ language: "id" });
  const response = await signIn(browser, user.login, user.password);
  await response.body?.cancel();
  return { browser, user };
}

/** A signed gateway notification for a booking, sent the way the gateway sends it. */
export async function notifyPayment(orderId: string, amount: number, status = "settlement", statusCode = "200") {
  const grossAmount = formatGrossAmount(amount);
  const body = {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: status,
    fraud_status: "accept",
    payment_type: "bank_transfer",
    signature_key: await notificationSignature(orderId, statusCode, grossAmount, serverKey()),
  };
  const response = await SELF.fetch("https://example.com/api/payment/notification", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

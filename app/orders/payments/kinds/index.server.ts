import { paymentKindName, type PaymentKindName, type PaymentMethodKey } from "~/orders/rules/payment-kinds";
import { ok, type Result } from "~/utils/result";
import { bankTransfer } from "./bank-transfer.server";
import { hostedPage } from "./hosted-page.server";
import type { PaymentKind } from "./kind";
import { reception } from "./reception.server";
import { wallet } from "./wallet.server";

export type { KindOrder, PaymentKind } from "./kind";

const KINDS: Record<PaymentKindName, PaymentKind> = { reception, hostedPage, wallet, bankTransfer };

/**
 * The one lookup of how a payment method is paid (docs/decisions/041): its kind module, by the master data's
 * `kategori` (and, for a pending payment, its channel). A `kategori` no module knows is a failure
 * (`payMethods.errors.unknownKind`), never a crash.
 */
export function paymentKind(method: PaymentMethodKey): Result<PaymentKind> {
  const name = paymentKindName(method);
  return name.ok ? ok(KINDS[name.value]) : name;
}

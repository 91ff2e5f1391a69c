import { addDays, jakartaInstant } from "~/utils/dates";
import { isWalletChannel } from "~/orders/rules/payment-channels";
import { fail, ok, type Result } from "~/utils/result";
import type { PaymentCategory } from "~/utils/vocabulary";

/**
 * The kinds a booking is paid by (docs/decisions/041) and what any page, model or component may know about them:
 * browser-safe. A payment method of the master data (`payment_method`) is of the kind its `kategori` names; a
 * PENDING PAYMENT is a QR / e-wallet payment or a bank transfer (virtual account, store code) by its channel. What
 * the server does with a kind (start it with the gateway, refund it) is app/services/payments/kinds/, one module
 * per kind, built on these facts.
 */
export const PAYMENT_KIND_NAMES = ["reception", "hostedPage", "wallet", "bankTransfer"] as const;
export type PaymentKindName = (typeof PAYMENT_KIND_NAMES)[number];

/** A payment method as the master data stores it (a channel is only needed to tell the pending payments apart). */
export interface PaymentMethodKey {
  kategori: string;
  channel?: string;
}

export interface PaymentFacts {
  /** Paid at the property's reception: nothing is started with the gateway, the desk marks it paid. */
  paidAtReception: boolean;
  /** Paid on the gateway's hosted page: its stored redirect URL is where the guest pays, and may go again. */
  retryLink: boolean;
  /** When payment is due for a booking of `cekin` made at `now`. */
  deadline(cekin: string, now: Date): Date;
}

export const PAYMENT_DEADLINE_MS = 60 * 60_000; // spec §9: one hour after creation

/** Spec §9: one hour after booking; the gateway's own expiry is set to the same instant. */
const oneHourAfter = (_cekin: string, now: Date) => new Date(now.getTime() + PAYMENT_DEADLINE_MS);

const FACTS: Record<PaymentKindName, PaymentFacts> = {
  // Held until the end of the check-in day (Asia/Jakarta); the expiry job releases it only if the guest never came.
  reception: { paidAtReception: true, retryLink: false, deadline: (cekin) => jakartaInstant(addDays(cekin, 1)) },
  hostedPage: { paidAtReception: false, retryLink: true, deadline: oneHourAfter },
  wallet: { paidAtReception: false, retryLink: false, deadline: oneHourAfter },
  bankTransfer: { paidAtReception: false, retryLink: false, deadline: oneHourAfter },
};

/** Which kind each `kategori` of the master data is; a pending payment by its channel. */
const KIND_OF_CATEGORY: Record<PaymentCategory, (channel: string) => PaymentKindName> = {
  "DIRECT PAYMENT": () => "reception",
  "PAYMENT PAGE": () => "hostedPage",
  "PENDING PAYMENT": (channel) => (isWalletChannel(channel) ? "wallet" : "bankTransfer"),
};

/** The kind of a payment method; a `kategori` this code does not know is a failure to show, never a crash. */
export function paymentKindName(method: PaymentMethodKey): Result<PaymentKindName> {
  const kindOf = Object.hasOwn(KIND_OF_CATEGORY, method.kategori) ? KIND_OF_CATEGORY[method.kategori as PaymentCategory] : null;
  if (!kindOf) return fail("payMethods.errors.unknownKind", { status: 500 });
  return ok(kindOf(method.channel ?? ""));
}

/** An unknown kind shows nothing special: not paid at the reception, no retry link, an hour to pay. */
const UNKNOWN: PaymentFacts = { paidAtReception: false, retryLink: false, deadline: oneHourAfter };

/** What a page shows about a payment method's kind (see PaymentFacts). */
export function paymentFacts(method: PaymentMethodKey): PaymentFacts {
  const kind = paymentKindName(method);
  return kind.ok ? FACTS[kind.value] : UNKNOWN;
}

/** The facts of a kind, for its server module. */
export function factsOfKind(name: PaymentKindName): PaymentFacts {
  return FACTS[name];
}

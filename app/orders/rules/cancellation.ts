import type { MessageKey, MessageValues } from "~/i18n/message-key";
import { addDays, jakartaInstant, todayInJakarta } from "~/utils/dates";
import type { CancelPolicy } from "~/utils/vocabulary";

/**
 * Cancellation policies (docs/decisions/027) as pure functions, shared by the guest's "Pesanan Saya" page,
 * the front desk, the room page and the e-mails.
 *
 * The rule: a FLEXIBLE booking is cancelled free of charge until 23:59 WIB (Asia/Jakarta) on the day that
 * lies `freeDays` calendar days before the arrival day (3 days before a 10 December arrival = until
 * 7 December 23:59 WIB; 0 days = until 23:59 on the arrival day itself). After that `penaltyPercent` % of
 * the amount paid is kept (rounded half up to whole Rupiah) and the rest refunded. A NON_REFUNDABLE booking
 * keeps everything paid. Nothing paid means nothing to refund or keep.
 */
export interface CancelTerms {
  policy: CancelPolicy;
  /** Days before the arrival day the free window ends (FLEXIBLE). */
  freeDays: number;
  /** Percent of the amount paid kept after the free window (FLEXIBLE). */
  penaltyPercent: number;
}

export interface CancellationQuote {
  /** Whether cancelling now costs nothing. */
  free: boolean;
  /** The last instant of the free window (23:59:59.999 WIB), or null when there is none (non-refundable). */
  freeUntil: Date | null;
  /** Rupiah given back. */
  refund: number;
  /** Rupiah the policy keeps. */
  kept: number;
}

/** The last day (YYYY-MM-DD, WIB) on which a FLEXIBLE booking arriving `cekin` is cancelled free. */
export function lastFreeDay(cekin: string, freeDays: number): string {
  return addDays(cekin, -Math.max(0, Math.trunc(freeDays)));
}

/** What cancelling now gives back of `paid` under the booking's terms. */
export function cancellationQuote(
  input: CancelTerms & { paid: number; cekin: string; now: Date },
): CancellationQuote {
  const paid = Math.max(0, Math.round(input.paid));
  if (input.policy === "NON_REFUNDABLE") return { free: paid === 0, freeUntil: null, refund: 0, kept: paid };
  const lastDay = lastFreeDay(input.cekin, input.freeDays);
  const freeUntil = new Date(jakartaInstant(addDays(lastDay, 1)).getTime() - 1); // 23:59:59.999 WIB
  const inWindow = todayInJakarta(input.now) <= lastDay;
  const percent = Math.min(100, Math.max(0, input.penaltyPercent));
  const kept = inWindow ? 0 : Math.round((paid * percent) / 100);
  return { free: kept === 0, freeUntil, refund: paid - kept, kept };
}

/** The one-line description of a policy, as a message key with its values (`orders.policy.*`). */
export function policyDescription(terms: CancelTerms): { key: MessageKey; values: MessageValues } {
  if (terms.policy === "NON_REFUNDABLE") return { key: "orders.policy.nonRefundable", values: {} };
  const count = Math.max(0, Math.trunc(terms.freeDays));
  const percent = Math.min(100, Math.max(0, terms.penaltyPercent));
  if (percent === 0) return { key: "orders.policy.alwaysFree", values: {} };
  if (count === 0) return { key: "orders.policy.freeUntilArrivalDay", values: { percent } };
  if (percent === 100) return { key: "orders.policy.freeThenNothing", values: { count } };
  return { key: "orders.policy.flexible", values: { count, percent } };
}

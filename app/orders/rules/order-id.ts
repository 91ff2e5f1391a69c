import { BOOKING_CODE_PATTERN } from "./booking-code";

/**
 * The gateway order ids of a booking (docs/decisions/037). Its first payment is the order `AGW260312-K7QPX2`
 * (the booking code itself, as every booking made before method switches has); each switch of payment method
 * opens a new order with the attempt number appended, `AGW260312-K7QPX2-2`, because a gateway refuses an
 * order id it has seen before. At most MAX_PAYMENT_ATTEMPTS orders per booking.
 */
export const MAX_PAYMENT_ATTEMPTS = 10;

const ORDER_ID_PATTERN = new RegExp(`^(${BOOKING_CODE_PATTERN.source.slice(1, -1)})(?:-([2-9]|10))?$`);

export function orderIdOf(kodeBooking: string, attempt: number): string {
  return attempt <= 1 ? kodeBooking : `${kodeBooking}-${attempt}`;
}

/** The booking code and attempt an order id names, or null for anything that is not one of ours. */
export function parseOrderId(orderId: string): { kodeBooking: string; attempt: number } | null {
  const match = ORDER_ID_PATTERN.exec(orderId);
  if (!match) return null;
  return { kodeBooking: match[1], attempt: match[2] ? Number(match[2]) : 1 };
}

/** The booking code of an order id (what the guest's pages are keyed by), or null. */
export function bookingCodeOfOrder(orderId: string): string | null {
  return parseOrderId(orderId)?.kodeBooking ?? null;
}

/** The order a booking is paid through now (the one to expire when it is cancelled or overdue). */
export function currentOrderId(r: { kodeBooking: string; paymentAttempt: number }): string {
  return orderIdOf(r.kodeBooking, r.paymentAttempt);
}

/** The order that paid a booking (a refund goes to it); the first one for bookings paid before switches. */
export function paidOrderIdOf(r: { kodeBooking: string; paidOrderId: string | null }): string {
  return r.paidOrderId ?? r.kodeBooking;
}

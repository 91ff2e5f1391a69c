import type { PaymentCategory, StatusBayar } from "~/db/schema";
import type { MessageKey } from "~/i18n/message-key";

/** The message key naming each payment status (payment page, outcome page, the guest's bookings). */
export const PAYMENT_STATUS_LABELS = {
  WAITING: "payInfo.statusNames.WAITING",
  PAID: "payInfo.statusNames.PAID",
  EXPIRED: "payInfo.statusNames.EXPIRED",
  FAILED: "payInfo.statusNames.FAILED",
  REFUND_PENDING: "payInfo.statusNames.REFUND_PENDING",
  REFUNDED: "payInfo.statusNames.REFUNDED",
  PARTIALLY_REFUNDED: "payInfo.statusNames.PARTIALLY_REFUNDED",
} as const satisfies Record<StatusBayar, MessageKey>;

/** How each payment category is described next to a payment method. */
export const PAYMENT_CATEGORY_LABELS = {
  "PAYMENT PAGE": "booking.kategori.PAYMENT PAGE",
  "PENDING PAYMENT": "booking.kategori.PENDING PAYMENT",
  "DIRECT PAYMENT": "booking.kategori.DIRECT PAYMENT",
} as const satisfies Record<PaymentCategory, MessageKey>;

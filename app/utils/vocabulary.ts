/**
 * The closed value lists of the data model (text columns whose values the app checks): one home that both
 * the schema (app/db/schema.ts) and the rest of the app import, so code outside app/models can name a role
 * or a status without importing the tables. Imports nothing.
 */
export const LANG_KEYS = ["id", "en", "fr"] as const;
export type LangKey = (typeof LANG_KEYS)[number];

/** The languages content can be translated into; Indonesian is the row itself (docs/decisions/026). */
export const TRANSLATION_LANGS = ["en", "fr"] as const;
export type TranslationLang = (typeof TRANSLATION_LANGS)[number];

export const ROOM_KINDS = ["HOTEL", "COTTAGE"] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const FEE_KINDS = ["PERCENT", "FIXED"] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** How an extra is charged: once per booking, per night, per guest, per guest and night, or per trip. */
export const EXTRA_BASES = ["PER_STAY", "PER_NIGHT", "PER_PERSON", "PER_PERSON_NIGHT", "PER_TRIP"] as const;
export type ExtraBasis = (typeof EXTRA_BASES)[number];

/**
 * What one line of an order sells (docs/decisions/042): the stay (room type, dates, rooms), an extra, and —
 * kept ready for the basket — a destination's ticket or a guided tour.
 */
export const ORDER_LINE_KINDS = ["STAY", "EXTRA", "TICKET", "TOUR"] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

export const PAYMENT_CATEGORIES = ["PAYMENT PAGE", "PENDING PAYMENT", "DIRECT PAYMENT"] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

export const RESERVATION_MODES = ["WEB", "OFFLINE"] as const;
export type ReservationMode = (typeof RESERVATION_MODES)[number];

/** NO_SHOW: the guest never arrived; the desk marks it after the arrival day (its nights stay sold). */
export const RESERVATION_STATUS = ["BOOKED", "CHECKED_IN", "CHECKED_OUT", "CANCELLED", "EXPIRED", "NO_SHOW"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUS)[number];

/**
 * Payment state of a booking. After a paid booking is cancelled: REFUND_PENDING while the refund is under way
 * (the gateway has not confirmed it, or finance has not transferred it), then REFUNDED (the whole amount) or
 * PARTIALLY_REFUNDED (the policy kept a part). A paid booking cancelled with nothing to refund stays PAID.
 */
export const STATUS_BAYAR = ["WAITING", "PAID", "EXPIRED", "FAILED", "REFUND_PENDING", "REFUNDED", "PARTIALLY_REFUNDED"] as const;
export type StatusBayar = (typeof STATUS_BAYAR)[number];

export const LINK_POSITIONS = ["HEADER", "FOOTER", "RIGHT", "LEFT", "CENTER"] as const;
export type LinkPosition = (typeof LINK_POSITIONS)[number];

export const THEME_POSITIONS = ["Header", "Content", "Footer"] as const;
export type ThemePosition = (typeof THEME_POSITIONS)[number];

export const ROLES = [
  "ROLE_USER",
  "ROLE_ADMIN",
  "ROLE_KEUANGAN",
  "ROLE_SIPA",
  "ROLE_MANAJEMEN",
  "ROLE_FINANCE",
  "ROLE_PURCHASING",
  "ROLE_GUDANG",
  "ROLE_LOGISTIC",
  "ROLE_OUTLET",
  "ROLE_KASIR",
  "ROLE_KOMUNITAS",
  "ROLE_PETUGAS_RANTING",
  "ROLE_PETUGAS_CABANG",
  "ROLE_MIKRO_OFFICER",
  "ROLE_MIKRO_HEAD",
  "ROLE_SHEERKAH_MANAGEMENT_HEAD",
  "ROLE_SHEERKAH_DEPARTMENT_HEAD",
  "ROLE_MARKETING_DEPARTMENT_HEAD",
  "ROLE_REGIONAL_MARKETING_HEAD",
  "ROLE_REGIONAL_HEAD",
  "ROLE_GENERAL_AFFAIR",
  // Not in the spec's list: staff of this product who answer the chat, and who run the front desk.
  "ROLE_CS",
  "ROLE_FRONTDESK",
] as const;
export type Role = (typeof ROLES)[number];

/** The spec's `roleUser`: which organisational picker (unit, gudang, jenis usaha) applies to a user. */
export const USER_ROLE_KINDS = ["UNIT", "GUDANG", "MANAGEMEN"] as const;
export type UserRoleKind = (typeof USER_ROLE_KINDS)[number];

export const LOG_LEVELS = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const OUTBOX_STATUS = ["PENDING", "SENT", "FAILED"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUS)[number];

export const SIM_TRANSACTION_KINDS = ["PAGE", "VA", "QRIS", "EWALLET"] as const;
export type SimTransactionKind = (typeof SIM_TRANSACTION_KINDS)[number];

/**
 * How a payment method is paid, which decides how the gateway is asked for it and how it is refunded:
 * VA (bank virtual account) and CSTORE (convenience-store / post-office code) cannot be refunded by the
 * gateway (the guest gives a bank account and finance transfers by hand); CARD, QRIS and the e-wallets are
 * refunded through the gateway's refund API; DIRECT is paid at the property.
 */
export const PAYMENT_CHANNELS = ["VA", "CSTORE", "CARD", "QRIS", "GOPAY", "SHOPEEPAY", "LINKAJA", "DIRECT"] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

// Which channels the gateway refunds itself is each payment kind's `refundChannel` (app/services/payments/kinds).

/** A room type's cancellation policy: free until N days before arrival then a penalty, or non-refundable. */
export const CANCEL_POLICIES = ["FLEXIBLE", "NON_REFUNDABLE"] as const;
export type CancelPolicy = (typeof CANCEL_POLICIES)[number];

export const REFUND_STATUS = ["PENDING", "PAID", "FAILED"] as const;
export type RefundStatus = (typeof REFUND_STATUS)[number];

/** GATEWAY: through the gateway's refund API; MANUAL: finance transfers to the guest's bank account. */
export const REFUND_CHANNELS = ["GATEWAY", "MANUAL"] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];

export const HOLIDAY_KINDS = ["LIBUR_NASIONAL", "CUTI_BERSAMA"] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/**
 * What keeps a unit from sale besides a booking (docs/decisions/028): EXTERNAL, an event of an imported OTA
 * calendar; BLOCK, the desk closed it (maintenance, owner's use).
 */
export const HOLD_KINDS = ["EXTERNAL", "BLOCK"] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/**
 * Why the last sync of an imported calendar failed, shown translated on the channel page: the URL is not
 * https (production) or not a URL, its host is private/loopback/link-local (or redirects there), too many
 * redirects, no answer in time, more than the size limit, an HTTP error status, a network error, the
 * body is not an iCalendar, its events clash with more nights taken here than one import writes, or
 * writing it here failed.
 */
export const ICAL_FEED_ERRORS = [
  "bad_url",
  "not_https",
  "private_host",
  "too_many_redirects",
  "timeout",
  "too_large",
  "http_status",
  "network",
  "not_calendar",
  "too_many_conflicts",
  "apply_failed",
] as const;
export type IcalFeedError = (typeof ICAL_FEED_ERRORS)[number];


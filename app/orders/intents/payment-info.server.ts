import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Language } from "~/i18n/config";
import { i18nServer } from "~/i18n/i18n.server";
import { listHowtos } from "~/models/guest.server";
import { getReservationDetail, type ReservationDetail } from "~/orders/store/reservation-detail.server";
import { awaitsPaymentStart, finishBooking } from "~/orders/intents/book.server";
import { simulatorTools } from "~/orders/payments/create-gateway.server";
import { walletQrPayload, walletView } from "~/orders/payments/wallet-view.server";
import { qrPng } from "~/orders/payments/qr-png.server";
import { paymentSwitchView } from "~/orders/intents/switch-payment.server";
import { policyDescription } from "~/orders/rules/cancellation";
import { formatDate } from "~/utils/dates";
import { mapLink } from "~/utils/maps";
import { formatRupiah } from "~/utils/money";
import { telHref } from "~/utils/contact";
import { voucherFacts } from "~/orders/intents/voucher-facts.server";
import { langOf } from "~/utils/content-lang";
import { bookingCodeOfOrder } from "~/orders/rules/order-id";
import { paysAtDesk } from "~/orders/rules/payment-deadline";
import { paymentFacts } from "~/orders/rules/payment-kinds";

/**
 * The pending-payment page of a booking (spec §4 status_bayar). The page speaks the visitor's language,
 * but what the booking itself hands the guest — the how-to steps and the e-voucher — stays in the
 * language the guest booked in (`langKey`), whoever opens the link, as the e-mails do. Each such element
 * carries the `lang` it is written in when that is not the page's.
 */
type Context = Pick<AppLoadContext, "db" | "env" | "ctx">;

/**
 * The `lang` of a text shown in the booking's language: "id" for an Indonesian fallback on a page in
 * another language, the booking's language when it is not the page's, none otherwise.
 */
export function bookingTextLang(row: object, field: string, booking: Language, page: Language): string | undefined {
  if (langOf(row, field)) return page === "id" ? undefined : "id";
  return booking === page ? undefined : booking;
}

/**
 * The how-to steps of the booking's payment method, in the page's language: whoever reads the page (the guest
 * after switching language, a friend abroad paying for them) reads the steps in the language of the rest of it.
 */
async function howtosOf(context: Context, detail: ReservationDetail, language: Language) {
  if (detail.statusBayar !== "WAITING") return [];
  const rows = await listHowtos(context.db, detail.method.id, language);
  return rows.map((h) => ({
    id: h.id,
    nama: h.nama,
    deskripsi: h.deskripsi,
    namaLang: bookingTextLang(h, "nama", language, language),
    deskripsiLang: bookingTextLang(h, "deskripsi", language, language),
  }));
}

/** The e-voucher of a paid booking, labels, names, dates and amounts in the booking's language (as its e-mail). */
async function voucherOf(context: Context, detail: ReservationDetail, language: Language) {
  if (detail.statusBayar !== "PAID") return null;
  const booking = detail.langKey;
  const own = booking === language ? detail : ((await getReservationDetail(context.db, { id: detail.id }, "booking")) ?? detail);
  const t = await i18nServer.getFixedT(booking);
  const facts = voucherFacts(context.env, own);
  const extrasText = facts.extras.length > 0 ? facts.extras.map((e) => e.nama).join(", ") : facts.extrasNote;
  return {
    lang: booking === language ? undefined : (booking as string),
    labels: {
      title: t("payInfo.voucher"),
      kodeBooking: t("payInfo.kodeBooking"),
      stay: t("payInfo.stay"),
      guests: t("payInfo.guests"),
      address: t("payInfo.address"),
      map: t("payInfo.map"),
      total: t("payInfo.total"),
      manage: t("payInfo.reception.manage"),
    },
    hotel: own.hotel.nama,
    hotelLang: langOf(own.hotel, "nama"),
    roomType: own.roomType.nama,
    roomTypeLang: langOf(own.roomType, "nama"),
    alamat: own.hotel.alamat,
    map: own.hotel.latitude !== null && own.hotel.longitude !== null ? facts.map : null,
    rooms: own.jumlahKamar,
    guests: own.jumlahTamu,
    dates: `${formatDate(own.cekin, "stay", booking)} – ${formatDate(own.cekout, "stay", booking)}`,
    // The e-mail voucher's own lines: check-in day and time, the extras booked, the property's phone.
    checkIn: t("bookingEmail.voucherCheckIn", { date: formatDate(facts.checkIn.date, "stay", booking), time: facts.checkIn.time }),
    extras: extrasText ? t("bookingEmail.voucherExtras", { extras: extrasText }) : null,
    total: formatRupiah(facts.total, booking),
    phone: facts.phone ? t("bookingEmail.voucherPhone", { phone: facts.phone }) : null,
    phoneHref: (facts.phone && telHref(facts.phone)) || null,
    ordersHref: facts.ordersPath,
  };
}

/** Everything the page shows, or null when there is no such booking. */
export async function loadPaymentInfo(context: Context, origin: string, kode: string, language: Language) {
  let detail = await getReservationDetail(context.db, { kodeBooking: kode }, language);
  if (!detail) return null;
  // A booking whose request died before its payment was started gets it started (and e-mailed) now.
  if (awaitsPaymentStart(detail)) {
    await finishBooking(context, origin, detail.id);
    detail = (await getReservationDetail(context.db, { id: detail.id }, language)) ?? detail;
  }
  const [howtos, voucher] = await Promise.all([howtosOf(context, detail, language), voucherOf(context, detail, language)]);
  return { detail, howtos, voucher };
}

/**
 * A booking paid at the property (docs/decisions/037): its pending page is its confirmation — when to come,
 * what to pay and bring, how long the room is held, the cancellation policy and where to manage it.
 */
function receptionView(detail: ReservationDetail) {
  if (!paymentFacts(detail.method).paidAtReception || detail.statusBayar !== "WAITING") return null;
  const kode = encodeURIComponent(detail.kodeBooking);
  const { latitude, longitude } = detail.hotel;
  return {
    checkIn: { date: detail.cekin, time: detail.hotel.jamCekin },
    checkOut: { date: detail.cekout, time: detail.hotel.jamCekout },
    // Held until the end of the check-in day (its deadline, ADR 010); taken at the desk: no deadline (ADR 030).
    holdUntil: !paysAtDesk(detail),
    address: detail.hotel.alamat,
    map: latitude !== null && longitude !== null ? mapLink(latitude, longitude) : null,
    policy: policyDescription(detail.cancelTerms),
    calendarHref: `/reservasi-info-pendpay/${kode}/kalender.ics`,
    ordersHref: `/pesanan?${new URLSearchParams({ kode: detail.kodeBooking })}`,
  };
}

/** Everything the pending-payment page shows, or null when there is no such booking. */
export async function paymentInfoPage(context: Context, url: URL, kode: string, language: Language) {
  const info = await loadPaymentInfo(context, url.origin, kode, language);
  if (!info) return null;
  const { detail, howtos, voucher } = info;
  const simulatorTool = simulatorTools(context.env);
  const simulator = simulatorTool !== null;
  return {
    kode: detail.kodeBooking,
    statusBayar: detail.statusBayar,
    total: detail.total,
    charges: detail.charges,
    chargeStay: { kind: detail.roomType.ket, nights: detail.durasi, guests: detail.jumlahTamu, language },
    paymentCode: detail.paymentCode,
    redirectUrl: detail.redirectUrl,
    // What its payment kind shows (app/utils/payment-kinds.ts): the reception's page, or the hosted page to pay on.
    paidAtReception: paymentFacts(detail.method).paidAtReception,
    retryUrl: paymentFacts(detail.method).retryLink ? detail.redirectUrl : null,
    methodName: detail.method.nama,
    methodLang: langOf(detail.method, "nama"),
    batasBayar: detail.batasBayar.getTime(),
    payAtDesk: paysAtDesk(detail),
    now: Date.now(),
    howtos,
    booked: {
      hotel: detail.hotel.nama,
      hotelLang: langOf(detail.hotel, "nama"),
      roomType: detail.roomType.nama,
      roomTypeLang: langOf(detail.roomType, "nama"),
      cekin: detail.cekin,
      cekout: detail.cekout,
      durasi: detail.durasi,
      rooms: detail.jumlahKamar,
      guests: detail.jumlahTamu,
    },
    voucher,
    simulator,
    wallet: walletView(detail, simulatorTool),
    reception: receptionView(detail),
    // The same booking form sent again was shown this booking instead of making a second one.
    shownAgain: url.searchParams.has("ulang"),
    // Just switched to another payment method: the instructions below are the new ones.
    switched: url.searchParams.has("ganti"),
    // Picking another payment method without JavaScript: the page does not reload itself meanwhile.
    choosing: url.searchParams.has("ganti-metode"),
    switchMethod: await paymentSwitchView(context, detail, language),
  };
}

/**
 * The gateway's outcome page (`/reservasi-notif/{success|failure}?order_id=…`): the booking the order belongs
 * to (an order of a switched payment is `kode-n`), its status, and while it still waits for payment the way
 * to try the hosted page again or to switch to another method (docs/decisions/037). Null for an unknown order.
 */
export async function paymentOutcome(context: Context, orderId: string, language: Language) {
  const kode = bookingCodeOfOrder(orderId);
  const detail = kode ? await getReservationDetail(context.db, { kodeBooking: kode }, language) : null;
  if (!detail) return null;
  const waiting = detail.statusBayar === "WAITING";
  return {
    kode: detail.kodeBooking,
    statusBayar: detail.statusBayar,
    retryUrl: waiting && paymentFacts(detail.method).retryLink ? detail.redirectUrl : null,
    switchMethod: await paymentSwitchView(context, detail, language),
  };
}

/**
 * The QR of a booking still waiting for a QRIS or e-wallet payment, as a PNG to save (`/…/{kode}/kode-qr.png`):
 * `{ png: null }` for a booking with no QR to pay (another method, already paid, expired), null for no booking.
 */
export async function paymentQrImage(context: Pick<Context, "db">, kode: string): Promise<{ png: Uint8Array<ArrayBuffer> | null } | null> {
  const detail = await getReservationDetail(context.db, { kodeBooking: kode }, "booking");
  if (!detail) return null;
  const payload = detail.statusBayar === "WAITING" ? walletQrPayload(detail) : null;
  return { png: payload ? await qrPng(payload) : null };
}

import type { AppLoadContext } from "@remix-run/cloudflare";
import type { LangKey } from "~/db/schema";
import type { AppEnv } from "~/env.server";
import { translator, type Translate } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { getReservationDetail, type ReservationDetail } from "~/orders/store/reservation-detail.server";
import { siteUrl } from "~/services/account-emails.server";
import { renderEmail, type EmailContent } from "~/services/email-template.server";
import { createMailer, type MailMessage } from "~/services/mailer.server";
import { satisfactionUrl } from "~/services/satisfaction-link.server";
import { voucherFacts, type VoucherFacts } from "~/orders/intents/voucher-facts.server";
import { policyDescription, type CancelTerms } from "~/orders/rules/cancellation";
import { chargeText } from "~/orders/rules/charge-labels";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";
import { paysAtDesk } from "~/orders/rules/payment-deadline";
import { isWalletChannel } from "~/orders/rules/payment-channels";
import { paymentFacts } from "~/orders/rules/payment-kinds";

/**
 * The booking e-mails (design §5), in the guest's language (Indonesian unless the booking was made in
 * another one): booking received with payment instructions, paid e-voucher, expired notice and the
 * post-stay satisfaction link. Links use PUBLIC_SITE_URL, never the request's Host.
 */
type UrlEnv = Pick<AppEnv, "PUBLIC_SITE_URL">;
type VoucherEnv = Pick<AppEnv, "PUBLIC_SITE_URL" | "CHECK_IN_TIME">;
export type BookingEmailKind = "booking-created" | "booking-voucher" | "booking-expired" | "booking-satisfaction";

/** What was booked, as one paragraph of a booking e-mail. */
export function bookingDetailsText(t: Translate, r: ReservationDetail): string {
  const lang = r.langKey;
  return t("bookingEmail.details", {
    kode: r.kodeBooking,
    hotel: r.hotel.nama,
    roomType: r.roomType.nama,
    rooms: r.jumlahKamar,
    cekin: formatDate(r.cekin, "stay", lang),
    cekout: formatDate(r.cekout, "stay", lang),
    nights: r.durasi,
    guests: r.jumlahTamu,
    total: formatRupiah(r.total, lang),
  });
}

/** Where a guest manages a booking: "Pesanan Saya" with the code filled in, in the booking's language. */
export function ordersUrl(env: UrlEnv, kodeBooking: string, lang: LangKey): string {
  const query = new URLSearchParams({ kode: kodeBooking, ...(lang === "id" ? {} : { lng: lang }) });
  return siteUrl(env, `/pesanan?${query}`);
}

/** The policy line of a booking e-mail ("Cancellation policy: …"). */
function policyLine(t: Translate, terms: CancelTerms): string {
  const { key, values } = policyDescription(terms);
  return t("orders.email.policyLine", { policy: t(key, values) });
}

async function composeMessage(
  env: UrlEnv,
  r: ReservationDetail,
  kind: BookingEmailKind,
  build: (
    t: Translate,
    common: Omit<EmailContent, "subject" | "paragraphs">,
    details: string,
    charges: string,
  ) => EmailContent,
): Promise<MailMessage> {
  const lang: LangKey = r.langKey;
  const t = translator(fixedT(lang));
  const site = new URL(env.PUBLIC_SITE_URL).host;
  const details = bookingDetailsText(t, r);
  // The stored amounts line by line, as the payment page and the back-office show them.
  const stay = { kind: r.roomType.ket, nights: r.durasi, guests: r.jumlahTamu, language: lang };
  const charges = `${t("bookingPrice.breakdown")}\n${chargeText(t, r.charges, stay)}`;
  const content = build(
    t,
    {
      lang,
      greeting: t("bookingEmail.greeting", { name: r.guest.nama }),
      signature: t("bookingEmail.signature"),
      footer: t("bookingEmail.footer", { site }),
    },
    details,
    charges,
  );
  const { html, text } = renderEmail(content);
  return { to: r.guest.email, subject: content.subject, html, text, kind, lang, hotelId: r.hotel.id };
}

function bookingCreatedEmail(env: UrlEnv, r: ReservationDetail): Promise<MailMessage> {
  if (paymentFacts(r.method).paidAtReception) return receptionConfirmedEmail(env, r);
  return composeMessage(env, r, "booking-created", (t, common, details, charges) => {
    const instruction = payInstruction(t, r);
    const url = paymentFacts(r.method).retryLink && r.redirectUrl ? r.redirectUrl : pendpayUrl(env, r);
    return {
      ...common,
      subject: t("bookingEmail.createdSubject", { kode: r.kodeBooking }),
      paragraphs: [
        t("bookingEmail.createdIntro"),
        details,
        charges,
        instruction,
        policyLine(t, r.cancelTerms),
        t("orders.email.manageLine", { url: ordersUrl(env, r.kodeBooking, r.langKey) }),
      ],
      action: { label: t("bookingEmail.createdAction"), url, fallbackLabel: t("bookingEmail.linkFallback") },
    };
  });
}

/**
 * How to pay, in one sentence: a hosted page; a number to pay to (virtual account, store code); a QR on the
 * payment page (QRIS, or an e-wallet whose app the page also opens on a phone); or, while the number is not
 * given yet, where it will be. Never a sentence with an empty number.
 */
function payInstruction(t: Translate, r: ReservationDetail): string {
  const deadline = formatDate(r.batasBayar, "dateTime", r.langKey);
  if (paymentFacts(r.method).retryLink) return t("bookingEmail.createdPayPage", { deadline });
  const values = { total: formatRupiah(r.total, r.langKey), method: r.method.nama, deadline };
  if (isWalletChannel(r.method.channel)) {
    // Which app scans it: any QRIS one, or the e-wallet's own (the page's own words for it).
    const which = r.method.channel === "QRIS" ? t("payMethods.wallet.qrLead") : t("payMethods.wallet.desktopLead", { app: r.method.nama });
    return `${t("bookingEmail.createdPayQr", values)} ${which}`;
  }
  // A number not given yet is shown on the payment page the e-mail links to.
  if (!r.paymentCode) return t("bookingEmail.createdPayPage", { deadline });
  return t("bookingEmail.createdPay", { ...values, code: r.paymentCode });
}

function pendpayUrl(env: UrlEnv, r: ReservationDetail): string {
  return siteUrl(env, `/reservasi-info-pendpay/${encodeURIComponent(r.kodeBooking)}${languageQuery(r.langKey)}`);
}

/**
 * Paid at the property (docs/decisions/037): nothing is paid online, so the message confirms the booking and
 * says what to pay and bring at the reception; it links to the booking's confirmation page.
 */
function receptionConfirmedEmail(env: UrlEnv, r: ReservationDetail): Promise<MailMessage> {
  return composeMessage(env, r, "booking-created", (t, common, details, charges) => {
    const total = formatRupiah(r.total, r.langKey);
    const pay = paysAtDesk(r)
      ? t("payInfo.leadAtDesk")
      : t("bookingEmail.directPay", {
          total,
          date: formatDate(r.cekin, "stay", r.langKey),
          time: r.hotel.jamCekin,
        });
    return {
      ...common,
      subject: t("bookingEmail.directSubject", { kode: r.kodeBooking }),
      paragraphs: [
        t("bookingEmail.directIntro"),
        details,
        charges,
        pay,
        t("bookingEmail.directBring", { kode: r.kodeBooking }),
        policyLine(t, r.cancelTerms),
        t("orders.email.manageLine", { url: ordersUrl(env, r.kodeBooking, r.langKey) }),
      ],
      action: { label: t("bookingEmail.directAction"), url: pendpayUrl(env, r), fallbackLabel: t("bookingEmail.linkFallback") },
    };
  });
}

/**
 * `?lng=` for a link to one of the booking's pages: the guest lands on it in the language they booked in
 * (Indonesian, the default, needs none).
 */
function languageQuery(lang: LangKey): string {
  return lang === "id" ? "" : `?${new URLSearchParams({ lng: lang })}`;
}

/** What the guest needs at the door: check-in time, the extras booked, the property's phone and its map. */
function voucherStayNotes(t: Translate, r: ReservationDetail, facts: VoucherFacts): string[] {
  const extras = facts.extras.length > 0 ? facts.extras.map((e) => e.nama).join(", ") : facts.extrasNote;
  return [
    t("bookingEmail.voucherCheckIn", { date: formatDate(facts.checkIn.date, "stay", r.langKey), time: facts.checkIn.time }),
    ...(extras ? [t("bookingEmail.voucherExtras", { extras })] : []),
    ...(facts.phone ? [t("bookingEmail.voucherPhone", { phone: facts.phone })] : []),
    t("bookingEmail.voucherMap", { url: facts.map }),
  ];
}

function voucherEmail(env: VoucherEnv, r: ReservationDetail): Promise<MailMessage> {
  return composeMessage(env, r, "booking-voucher", (t, common, details, charges) => {
    const facts = voucherFacts(env, r);
    return {
      ...common,
      subject: t("bookingEmail.voucherSubject", { kode: r.kodeBooking }),
      paragraphs: [
        t("bookingEmail.voucherIntro"),
        details,
        charges,
        t("bookingEmail.voucherAddress", { address: r.hotel.alamat }),
        ...voucherStayNotes(t, r, facts),
        policyLine(t, r.cancelTerms),
        t("orders.email.manageLine", { url: ordersUrl(env, r.kodeBooking, r.langKey) }),
      ],
      action: { label: t("bookingEmail.voucherAction"), url: facts.map, fallbackLabel: t("bookingEmail.linkFallback") },
    };
  });
}

function expiredEmail(env: UrlEnv, r: ReservationDetail): Promise<MailMessage> {
  return composeMessage(env, r, "booking-expired", (t, common, details) => ({
    ...common,
    subject: t("bookingEmail.expiredSubject", { kode: r.kodeBooking }),
    paragraphs: [t("bookingEmail.expiredIntro"), details],
    action: {
      label: t("bookingEmail.expiredAction"),
      url: siteUrl(env, "/hotel"),
      fallbackLabel: t("bookingEmail.linkFallback"),
    },
  }));
}

function satisfactionEmail(env: UrlEnv, r: ReservationDetail, link: string): Promise<MailMessage> {
  return composeMessage(env, r, "booking-satisfaction", (t, common) => ({
    ...common,
    subject: t("bookingEmail.satisfactionSubject", { hotel: r.hotel.nama }),
    paragraphs: [t("bookingEmail.satisfactionIntro")],
    action: { label: t("bookingEmail.satisfactionAction"), url: link, fallbackLabel: t("bookingEmail.linkFallback") },
  }));
}

type MailContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

async function messageFor(
  context: MailContext,
  detail: ReservationDetail,
  kind: BookingEmailKind,
): Promise<MailMessage> {
  const { env } = context;
  switch (kind) {
    case "booking-created":
      return bookingCreatedEmail(env, detail);
    case "booking-voucher":
      return voucherEmail(env, detail);
    case "booking-expired":
      return expiredEmail(env, detail);
    case "booking-satisfaction":
      return satisfactionEmail(env, detail, await satisfactionUrl(env, detail.id, detail.langKey));
  }
}

/**
 * Sends one of a booking's e-mails, at most once per booking and kind (the outbox's dedupe key), so a
 * retried request, a replayed notification or two overlapping cron runs never mail the guest twice.
 * Called after the change it reports is stored; a failure is logged and never undoes that change.
 */
export async function sendBookingEmail(
  context: MailContext,
  reservationId: number,
  kind: BookingEmailKind,
  options: { resendAt?: Date; attempt?: number; detail?: ReservationDetail } = {},
): Promise<boolean> {
  try {
    // A booking just written hands over what it wrote (names in its language); any other reads it.
    const detail = options.detail ?? (await getReservationDetail(context.db, { id: reservationId }, "booking"));
    if (!detail) return false;
    const message = await messageFor(context, detail, kind);
    // Staff asking to send it again (front desk) is a new message; its key still names the booking.
    // A switch of payment method (a new gateway order, docs/decisions/037) gets its own instructions once.
    const dedupeKey = options.resendAt
      ? `${kind}:${reservationId}:resend-${options.resendAt.getTime()}`
      : options.attempt && options.attempt > 1
        ? `${kind}:${reservationId}:attempt-${options.attempt}`
        : `${kind}:${reservationId}`;
    return await createMailer(context).send({ ...message, dedupeKey });
  } catch (error) {
    console.error(`${kind} e-mail for reservation ${reservationId} failed`, error);
    return false;
  }
}

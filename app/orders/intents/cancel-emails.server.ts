import type { AppLoadContext } from "@remix-run/cloudflare";
import { translator, type Translate } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { getReservationDetail } from "~/orders/store/reservation-detail.server";
import { bookingDetailsText, ordersUrl } from "~/orders/intents/book-emails.server";
import { renderEmail } from "~/services/email-template.server";
import { createMailer } from "~/services/mailer.server";
import { formatRupiah } from "~/utils/money";
import type { LangKey, RefundChannel } from "~/utils/vocabulary";

/**
 * The e-mail telling a guest their booking is cancelled (docs/decisions/027), in the booking's language:
 * what was cancelled, what is refunded and how it arrives, or why nothing is. Sent once per booking.
 */

export interface CancelledRefund {
  channel: RefundChannel;
  amount: number;
  kept: number;
  bank: { nama: string; rekening: string; atasNama: string } | null;
}

function refundParagraphs(t: Translate, lang: LangKey, paid: boolean, refund: CancelledRefund | null, kept: number): string[] {
  const money = (amount: number) => formatRupiah(amount, lang);
  if (!paid) return [t("orders.email.nothingPaid")];
  if (!refund || refund.amount === 0) return [t("orders.email.noRefund", { kept: money(kept) })];
  const how =
    refund.channel === "GATEWAY" || !refund.bank
      ? t("orders.email.refundGateway", { amount: money(refund.amount) })
      : t("orders.email.refundManual", {
          amount: money(refund.amount),
          bank: refund.bank.nama,
          rekening: refund.bank.rekening,
          atasNama: refund.bank.atasNama,
        });
  return refund.kept > 0 ? [how, t("orders.email.kept", { kept: money(refund.kept) })] : [how];
}

/**
 * Queues the cancellation e-mail through the outbox (at most once per booking). A failure is logged and
 * never undoes the cancellation.
 */
export async function sendCancellationEmail(
  context: Pick<AppLoadContext, "db" | "env" | "ctx">,
  reservationId: number,
  outcome: { paid: boolean; refund: CancelledRefund | null; kept: number },
): Promise<void> {
  try {
    const r = await getReservationDetail(context.db, { id: reservationId }, "booking");
    if (!r) return;
    const lang = r.langKey;
    const t = translator(fixedT(lang));
    const site = new URL(context.env.PUBLIC_SITE_URL).host;
    const details = bookingDetailsText(t, r);
    const content = {
      lang,
      subject: t("orders.email.subject", { kode: r.kodeBooking }),
      greeting: t("bookingEmail.greeting", { name: r.guest.nama }),
      paragraphs: [t("orders.email.intro"), details, ...refundParagraphs(t, lang, outcome.paid, outcome.refund, outcome.kept)],
      action: {
        label: t("orders.email.action"),
        url: ordersUrl(context.env, r.kodeBooking, lang),
        fallbackLabel: t("bookingEmail.linkFallback"),
      },
      signature: t("bookingEmail.signature"),
      footer: t("bookingEmail.footer", { site }),
    };
    const { html, text } = renderEmail(content);
    await createMailer(context).send({
      to: r.guest.email,
      subject: content.subject,
      html,
      text,
      kind: "booking-cancelled",
      lang,
      hotelId: r.hotel.id,
      dedupeKey: `booking-cancelled:${reservationId}`,
    });
  } catch (error) {
    console.error(`cancellation e-mail for reservation ${reservationId} failed`, error);
  }
}

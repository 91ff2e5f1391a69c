import type { AppLoadContext } from "@remix-run/cloudflare";
import { translator } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { getRefundOfReservation } from "~/orders/store/refund.server";
import { getReservationDetail } from "~/orders/store/reservation-detail.server";
import { renderEmail } from "~/services/email-template.server";
import { createMailer } from "~/services/mailer.server";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";

type MailContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

/**
 * "Dana Anda sudah dikembalikan": the guest's e-mail when a refund is closed (the gateway confirmed it, or
 * finance transferred it), in the booking's language, through the outbox with the key
 * `booking-refunded:<reservation id>` — so it is sent once whatever replays, and the front desk lists it
 * with the booking's other e-mails. A failure is logged and never undoes the refund.
 */
export async function sendRefundEmail(context: MailContext, reservationId: number): Promise<void> {
  try {
    const [detail, r] = await Promise.all([
      getReservationDetail(context.db, { id: reservationId }, "booking"),
      getRefundOfReservation(context.db, reservationId),
    ]);
    if (!detail || !r || r.status !== "PAID") return;
    const lang = detail.langKey;
    const t = translator(fixedT(lang));
    const money = (amount: number) => formatRupiah(amount, lang);
    const where =
      r.channel === "GATEWAY"
        ? t("refunds.email.toGateway", { method: detail.method.nama })
        : t("refunds.email.toBank", { bank: r.bankNama ?? "", account: r.bankRekening ?? "", holder: r.bankAtasNama ?? "" });
    const content = {
      lang,
      subject: t("refunds.email.subject", { kode: detail.kodeBooking }),
      greeting: t("bookingEmail.greeting", { name: detail.guest.nama }),
      paragraphs: [
        t("refunds.email.intro", { kode: detail.kodeBooking, hotel: detail.hotel.nama }),
        t("refunds.email.amount", { amount: money(r.amount) }),
        ...(r.kept > 0 ? [t("refunds.email.kept", { kept: money(r.kept) })] : []),
        where,
        t("refunds.email.stay", {
          cekin: formatDate(detail.cekin, "stay", lang),
          cekout: formatDate(detail.cekout, "stay", lang),
        }),
      ],
      signature: t("bookingEmail.signature"),
      footer: t("bookingEmail.footer", { site: new URL(context.env.PUBLIC_SITE_URL).host }),
    };
    const { html, text } = renderEmail(content);
    await createMailer(context).send({
      to: detail.guest.email,
      subject: content.subject,
      html,
      text,
      kind: "booking-refunded",
      lang,
      hotelId: detail.hotel.id,
      dedupeKey: `booking-refunded:${reservationId}`,
    });
  } catch (error) {
    console.error(`refund e-mail for reservation ${reservationId} failed`, error);
  }
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { fixedT } from "~/i18n/translate";
import { lookUpBookingByCode } from "~/services/lookup-limit.server";
import { SwitchPaymentMethod } from "~/orders/components/SwitchPaymentMethod";
import { getLanguage } from "~/i18n/i18n.server";
import { paymentOutcome } from "~/orders/intents/payment-info.server";
import bookingStyles from "~/styles/booking.css";
import { PAYMENT_STATUS_LABELS } from "~/orders/rules/booking-labels";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: bookingStyles }];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches, params }) => {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: params.id === "success" ? t("notif.successTitle") : t("notif.failureTitle") }, { name: "robots", content: "noindex" }];
};

/**
 * The outcome page after the gateway's hosted page (spec: id is "success", anything else is failure).
 * The finish redirect is display only: the booking's status shown comes from our database, which only
 * a signed notification changes. After a failure an unpaid booking offers the hosted page again and
 * another payment method (docs/decisions/037).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const success = params.id === "success";
  const orderId = new URL(request.url).searchParams.get("order_id") ?? "";
  // A code named here is looked up like on every page that shows a booking's status: limited (ADR 033).
  const booking = orderId
    ? await lookUpBookingByCode(context.db, request, async () =>
        orderId.length <= 64 ? paymentOutcome(context, orderId, await getLanguage(request)) : null,
      )
    : null;
  return json({ success, booking });
}

export default function ReservationNotifPage() {
  const { success, booking } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <section className={`booking-page container notif notif--${success ? "success" : "failure"}`}>
      <h1>{success ? t("notif.successTitle") : t("notif.failureTitle")}</h1>
      <p>{success ? t("notif.successMessage") : t("notif.failureMessage")}</p>
      {booking ? (
        <>
          <p data-testid="notif-status">
            {t("notif.bookingStatus", {
              kode: booking.kode,
              status: message(PAYMENT_STATUS_LABELS[booking.statusBayar]),
            })}
          </p>
          {!success && booking.retryUrl ? (
            <>
              <a className="button button--primary" href={booking.retryUrl}>
                {t("payInfo.switch.tryAgain")}
              </a>{" "}
            </>
          ) : null}
          <Link className={`button${success || !booking.retryUrl ? " button--primary" : ""}`} to={`/reservasi-info-pendpay/${encodeURIComponent(booking.kode)}`}>
            {t("notif.viewBooking")}
          </Link>{" "}
        </>
      ) : null}
      <Link className="button" to="/">
        {t("notif.home")}
      </Link>
      {!success && booking?.switchMethod ? <SwitchPaymentMethod view={booking.switchMethod} /> : null}
    </section>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { ChargeList } from "~/orders/components/ChargeList";
import { BookedSummary, PaidVoucher, PaymentCode } from "~/orders/components/PaymentInfoParts";
import { ReceptionConfirmation } from "~/orders/components/ReceptionConfirmation";
import { SwitchPaymentMethod } from "~/orders/components/SwitchPaymentMethod";
import { WalletPayment } from "~/orders/components/WalletPayment";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { fixedT } from "~/i18n/translate";
import { getLanguage } from "~/i18n/i18n.server";
import { lookUpBookingByCode } from "~/services/lookup-limit.server";
import type { MessageKey } from "~/i18n/message-key";
import { clientIp } from "~/models/visitor.server";
import { paymentInfoPage } from "~/orders/intents/payment-info.server";
import { SWITCH_REFUSAL_STATUS, SWITCH_REFUSALS, switchPaymentMethod } from "~/orders/intents/switch-payment.server";
import bookingStyles from "~/styles/booking.css";
import { BOOKING_CODE_PATTERN } from "~/orders/rules/booking-code";
import { PAYMENT_STATUS_LABELS } from "~/orders/rules/booking-labels";
import { formatDate } from "~/utils/dates";
import { languageFromMatches } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { privatePageHeaders } from "~/utils/route-headers";
import { errorResponse } from "~/utils/invariant";
import { formErrorOf } from "~/utils/form-reply";
import { fail, formReply } from "~/utils/result";

export const links = () => [{ rel: "stylesheet", href: bookingStyles }];
export const headers = privatePageHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: fixedT(languageFromMatches(matches))(data?.reception ? "payInfo.reception.title" : "payInfo.title") },
  { name: "robots", content: "noindex" },
];

function bookingCode(params: { kode?: string }): string {
  const kode = params.kode ?? "";
  if (!BOOKING_CODE_PATTERN.test(kode)) throw errorResponse("errors.notFoundMessage", { status: 404 });
  return kode;
}

/**
 * Payment instructions for a booking (spec §4 status_bayar): countdown, amount, number, how-to, live status;
 * for a booking paid at the property, its confirmation (docs/decisions/037).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kode = params.kode ?? "";
  const language = await getLanguage(request);
  // Looked up through the booking-code limiter (ADR 033).
  const page = await lookUpBookingByCode(context.db, request, () =>
    BOOKING_CODE_PATTERN.test(kode) ? paymentInfoPage(context, new URL(request.url), kode, language) : Promise.resolve(null),
  );
  if (!page) throw errorResponse("errors.notFoundMessage", { status: 404 });
  return json(page);
}

/** "Change payment method": a new gateway order for the same booking (docs/decisions/037). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const kode = bookingCode(params);
  const form = await request.formData();
  const methodId = Number(form.get("metode"));
  if (form.get("intent") !== "switch" || !Number.isSafeInteger(methodId) || methodId <= 0) {
    return json({ result: formReply(fail(SWITCH_REFUSALS.method)) }, { status: SWITCH_REFUSAL_STATUS.method });
  }
  const url = new URL(request.url);
  // An unknown code counts as a miss of the booking-code limiter (ADR 033), like the page itself.
  const result = await lookUpBookingByCode(context.db, request, async () => {
    const outcome = await switchPaymentMethod(context, url.origin, { kode, methodId, remoteAddress: clientIp(request) });
    return !outcome.ok && outcome.status === SWITCH_REFUSAL_STATUS.notFound ? null : outcome;
  });
  if (!result) throw errorResponse("errors.notFoundMessage", { status: 404 });
  if (!result.ok) return json({ result: formReply(result) }, { status: result.status ?? 400 });
  // Back on this page the new instructions say the method changed; a hosted payment page is left as it is.
  const { next: to } = result.value;
  const next = to.startsWith("/reservasi-info-pendpay/") ? `${to}?ganti=1` : to;
  return redirect(next);
}

function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

const POLL_MS = 5000;

export default function PaymentInfoPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const revalidator = useRevalidator();
  // Server time offset, so the countdown does not depend on the visitor's clock being right.
  const [offset] = useState(() => data.now - Date.now());
  const [remaining, setRemaining] = useState(data.batasBayar - data.now);
  const [hydrated, setHydrated] = useState(false);
  const waiting = data.statusBayar === "WAITING";
  // A booking paid at the property has nothing to wait for: no countdown, no polling, no refresh.
  const watching = waiting && !data.reception;
  // Without JavaScript the page reloads itself, except while the guest picks another payment method.
  const reloading = watching && !data.choosing && !actionData;
  // A refused change of method comes back with the choice first, where the page opens (a phone sees it).
  const switchError = formErrorOf(actionData?.result) as MessageKey | null;
  const switchFirst = Boolean(switchError && data.switchMethod);

  useEffect(() => {
    setHydrated(true);
    if (!watching) return;
    const tick = setInterval(() => setRemaining(data.batasBayar - (Date.now() + offset)), 1000);
    const poll = setInterval(async () => {
      try {
        const response = await fetch(`/api/reservasi-status/${encodeURIComponent(data.kode)}`, { headers: { Accept: "application/json" } });
        if (!response.ok) return;
        const status = (await response.json()) as { statusBayar?: string };
        if (status.statusBayar && status.statusBayar !== "WAITING") revalidator.revalidate();
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    }, POLL_MS);
    return () => {
      clearInterval(tick);
      clearInterval(poll);
    };
  }, [watching, data.batasBayar, data.kode, offset, revalidator]);

  const statusName = message(PAYMENT_STATUS_LABELS[data.statusBayar]);
  const title = data.statusBayar === "PAID" ? t("payInfo.thanks") : data.reception ? t("payInfo.reception.title") : t("payInfo.title");
  return (
    <section className="booking-page container pay-info" data-status={data.statusBayar}>
      {reloading ? (
        <noscript>
          <meta httpEquiv="refresh" content="30" />
        </noscript>
      ) : null}
      <h1>{title}</h1>
      {data.shownAgain ? (
        <p className="booking-success" role="status" data-testid="shown-again">
          {t("payInfo.shownAgain")}
        </p>
      ) : null}
      <dl className="booking-facts">
        <dt>{t("payInfo.kodeBooking")}</dt>
        <dd data-testid="kode-booking">{data.kode}</dd>
        <dt>{t("payInfo.status")}</dt>
        <dd data-testid="status-bayar">{data.reception ? t("payInfo.reception.status") : statusName}</dd>
      </dl>
      {switchError && !data.switchMethod ? (
        <p className="booking-alert" role="alert" data-testid="switch-error">
          {message(switchError)}
        </p>
      ) : null}
      {switchFirst && data.switchMethod ? <SwitchPaymentMethod view={data.switchMethod} error={switchError ?? undefined} /> : null}
      {data.statusBayar === "PAID" ? (
        <div className="booking-success" role="status">
          <p>{t("payInfo.paidMessage", { kode: data.kode })}</p>
          {data.voucher ? <PaidVoucher voucher={data.voucher} kode={data.kode} /> : null}
        </div>
      ) : data.statusBayar === "EXPIRED" ? (
        <p className="booking-alert" role="alert">
          {t("payInfo.expiredMessage", { kode: data.kode })}
        </p>
      ) : data.statusBayar === "FAILED" ? (
        <p className="booking-alert" role="alert">
          {t("payInfo.failedMessage", { kode: data.kode, status: statusName })}
        </p>
      ) : data.reception ? (
        <>
          <ReceptionConfirmation kode={data.kode} total={data.total} view={data.reception} />
          <BookedSummary booked={data.booked} total={data.total} />
          <section className="pay-info__charges" aria-labelledby="charges-title">
            <h2 id="charges-title">{t("bookingPrice.breakdown")}</h2>
            <ChargeList sheet={data.charges} stay={data.chargeStay} />
          </section>
        </>
      ) : (
        <>
          {data.switched ? (
            <p className="booking-success" role="status" data-testid="switched">
              {t("payInfo.switch.done")}
            </p>
          ) : null}
          <p className="pay-info__lead">{data.payAtDesk ? t("payInfo.leadAtDesk") : t("payInfo.lead")}</p>
          <dl className="booking-facts">
            <dt>{t("payInfo.method")}</dt>
            <dd lang={data.methodLang} data-testid="payment-method">
              {data.methodName}
            </dd>
            <dt>{t("payInfo.amount")}</dt>
            <dd className="pay-info__amount" data-testid="amount">
              {formatRupiah(data.total, language)}
            </dd>
            {data.paymentCode ? (
              <>
                <dt>{t("payInfo.vaNumber")}</dt>
                <dd>
                  <PaymentCode code={data.paymentCode} />
                </dd>
              </>
            ) : !data.paidAtReception && !data.redirectUrl && !data.wallet ? (
              <>
                <dt>{t("payInfo.vaNumber")}</dt>
                <dd data-testid="payment-preparing">{t("payInfo.preparing")}</dd>
              </>
            ) : null}
            {/* Paid at the property to the desk that booked it: no deadline, no countdown (ADR 030). */}
            {data.payAtDesk ? null : (
              <>
                <dt>{t("payInfo.deadline")}</dt>
                <dd>{formatDate(data.batasBayar, "dateTime", language)} WIB</dd>
                <dt>{t("payInfo.remaining")}</dt>
                <dd className="pay-info__countdown" aria-live="off" data-testid="countdown">
                  {hydrated
                    ? t("payInfo.remainingClock", { clock: clock(remaining) })
                    : t("payInfo.remainingMinutes", { count: Math.max(0, Math.ceil(remaining / 60_000)) })}
                </dd>
              </>
            )}
          </dl>
          {data.wallet ? <WalletPayment wallet={data.wallet} kode={data.kode} /> : null}
          <section className="pay-info__charges" aria-labelledby="charges-title">
            <h2 id="charges-title">{t("bookingPrice.breakdown")}</h2>
            <ChargeList sheet={data.charges} stay={data.chargeStay} />
          </section>
          <p className="pay-info__hint">{t("payInfo.refreshHint")}</p>
          <BookedSummary booked={data.booked} total={data.total} />
          {data.retryUrl ? (
            <a className="button button--primary" href={data.retryUrl}>
              {t("payInfo.payPage")}
            </a>
          ) : null}
          {data.simulator && data.paymentCode ? (
            <Link className="button" to={`/_sim/gateway/va?${new URLSearchParams({ va: data.paymentCode })}`}>
              {t("payInfo.simulatorLink")}
            </Link>
          ) : null}
          {data.howtos.length > 0 ? (
            <section className="pay-info__howto" aria-labelledby="howto-title">
              <h2 id="howto-title">{t("payInfo.howto")}</h2>
              {data.howtos.map((howto) => (
                <details key={howto.id} className="howto" data-testid="howto">
                  <summary lang={howto.namaLang}>{howto.nama}</summary>
                  <div lang={howto.deskripsiLang} dangerouslySetInnerHTML={{ __html: howto.deskripsi }} />
                </details>
              ))}
            </section>
          ) : null}
          {data.switchMethod && !switchFirst ? (
            <SwitchPaymentMethod
              view={data.switchMethod}
              error={switchError ?? undefined}
              calmHref={reloading ? "?ganti-metode=1#ganti-metode" : undefined}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { ChargeList } from "~/components/booking/ChargeList";
import { WalletPayment } from "~/components/booking/WalletPayment";
import { useCopyText } from "~/components/ui/useCopyText";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { fixedT } from "~/i18n/translate";
import { getLanguage } from "~/i18n/i18n.server";
import { isSimulatorEnabled } from "~/services/payments/create-gateway.server";
import { lookUpBookingByCode } from "~/services/lookup-limit.server";
import { loadPaymentInfo } from "~/services/payment-info.server";
import { walletView } from "~/services/payments/wallet-view.server";
import bookingStyles from "~/styles/booking.css";
import { BOOKING_CODE_PATTERN } from "~/utils/booking-code";
import { PAYMENT_STATUS_LABELS } from "~/utils/booking-labels";
import { paysAtDesk } from "~/utils/payment-deadline";
import { formatDate } from "~/utils/dates";
import { languageFromMatches } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { privatePageHeaders } from "~/utils/route-headers";
import { langOf } from "~/utils/content-lang";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: bookingStyles }];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => [
  { title: fixedT(languageFromMatches(matches))("payInfo.title") },
  { name: "robots", content: "noindex" },
];

/**
 * Payment instructions for a booking (spec §4 status_bayar): countdown, amount, number, how-to, live status.
 * Looked up through the booking-code limiter (ADR 033).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kode = params.kode ?? "";
  const language = await getLanguage(request);
  const info = await lookUpBookingByCode(context.db, request, () =>
    BOOKING_CODE_PATTERN.test(kode) ? loadPaymentInfo(context, new URL(request.url).origin, kode, language) : Promise.resolve(null),
  );
  if (!info) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const { detail, howtos, voucher } = info;
  return json({
    kode: detail.kodeBooking,
    statusBayar: detail.statusBayar,
    total: detail.total,
    charges: detail.charges,
    chargeStay: { kind: detail.roomType.ket, nights: detail.durasi, guests: detail.jumlahTamu, language },
    paymentCode: detail.paymentCode,
    redirectUrl: detail.redirectUrl,
    kategori: detail.method.kategori,
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
    simulator: isSimulatorEnabled(context.env),
    wallet: walletView(detail, isSimulatorEnabled(context.env)),
  });
}

function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

const POLL_MS = 5000;

/**
 * The payment number, as text a tap selects whole (without JavaScript too), and with JavaScript a
 * button that copies it and says so.
 */
function PaymentCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const { canCopy, status, copy } = useCopyText(code);
  return (
    <>
      <span className="pay-info__code" data-testid="va-number">
        {code}
      </span>
      {canCopy ? (
        <button type="button" className="button pay-info__copy" onClick={copy}>
          {t("payInfo.copy")}
        </button>
      ) : null}
      <span className="pay-info__copied" role="status">
        {status === "copied" ? t("payInfo.copied") : ""}
      </span>
    </>
  );
}

/** What was booked: property, room type, dates, nights, rooms, guests and the total. */
function BookedSummary({
  booked,
  total,
}: {
  booked: {
    hotel: string;
    hotelLang?: "id";
    roomType: string;
    roomTypeLang?: "id";
    cekin: string;
    cekout: string;
    durasi: number;
    rooms: number;
    guests: number;
  };
  total: number;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section className="booking-summary pay-info__summary" aria-labelledby="booked-title" data-testid="booked-summary">
      <h2 id="booked-title">{t("payInfo.summary")}</h2>
      <dl className="booking-summary__list">
        <dt>{t("payInfo.hotel")}</dt>
        <dd lang={booked.hotelLang}>{booked.hotel}</dd>
        <dt>{t("payInfo.roomType")}</dt>
        <dd lang={booked.roomTypeLang}>{booked.roomType}</dd>
        <dt>{t("payInfo.dates")}</dt>
        <dd>
          {formatDate(booked.cekin, "stay", language)} – {formatDate(booked.cekout, "stay", language)}
        </dd>
        <dt>{t("payInfo.nights")}</dt>
        <dd>{t("payInfo.nightsCount", { count: booked.durasi })}</dd>
        <dt>{t("payInfo.rooms")}</dt>
        <dd>{t("payInfo.roomsCount", { count: booked.rooms })}</dd>
        <dt>{t("payInfo.guests")}</dt>
        <dd>{t("payInfo.guestsCount", { count: booked.guests })}</dd>
        <dt>{t("payInfo.total")}</dt>
        <dd>{formatRupiah(total, language)}</dd>
      </dl>
    </section>
  );
}

export default function PaymentInfoPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const revalidator = useRevalidator();
  // Server time offset, so the countdown does not depend on the visitor's clock being right.
  const [offset] = useState(() => data.now - Date.now());
  const [remaining, setRemaining] = useState(data.batasBayar - data.now);
  const [hydrated, setHydrated] = useState(false);
  const waiting = data.statusBayar === "WAITING";

  useEffect(() => {
    setHydrated(true);
    if (!waiting) return;
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
  }, [waiting, data.batasBayar, data.kode, offset, revalidator]);

  const statusName = message(PAYMENT_STATUS_LABELS[data.statusBayar]);
  return (
    <section className="booking-page container pay-info" data-status={data.statusBayar}>
      {waiting ? (
        <noscript>
          <meta httpEquiv="refresh" content="30" />
        </noscript>
      ) : null}
      <h1>{data.statusBayar === "PAID" ? t("payInfo.thanks") : t("payInfo.title")}</h1>
      <dl className="booking-facts">
        <dt>{t("payInfo.kodeBooking")}</dt>
        <dd data-testid="kode-booking">{data.kode}</dd>
        <dt>{t("payInfo.status")}</dt>
        <dd data-testid="status-bayar">{statusName}</dd>
      </dl>
      {data.statusBayar === "PAID" ? (
        <div className="booking-success" role="status">
          <p>{t("payInfo.paidMessage", { kode: data.kode })}</p>
          {data.voucher ? (
            <div className="voucher" lang={data.voucher.lang} data-testid="voucher">
              <h2>{data.voucher.labels.title}</h2>
              <dl className="booking-facts">
                <dt>{data.voucher.labels.kodeBooking}</dt>
                <dd>{data.kode}</dd>
                <dt>{data.voucher.labels.stay}</dt>
                <dd>
                  <span lang={data.voucher.hotelLang}>{data.voucher.hotel}</span> —{" "}
                  <span lang={data.voucher.roomTypeLang}>{data.voucher.roomType}</span> × {data.voucher.rooms}
                  <br />
                  {data.voucher.dates}
                </dd>
                <dt>{data.voucher.labels.guests}</dt>
                <dd>{data.voucher.guests}</dd>
                <dt>{data.voucher.labels.address}</dt>
                <dd>
                  {data.voucher.alamat}
                  {data.voucher.map ? (
                    <>
                      {" "}
                      <a href={data.voucher.map} rel="noopener noreferrer" target="_blank">
                        {data.voucher.labels.map}
                      </a>
                    </>
                  ) : null}
                </dd>
              </dl>
            </div>
          ) : null}
        </div>
      ) : data.statusBayar === "EXPIRED" ? (
        <p className="booking-alert" role="alert">
          {t("payInfo.expiredMessage", { kode: data.kode })}
        </p>
      ) : data.statusBayar === "FAILED" ? (
        <p className="booking-alert" role="alert">
          {t("payInfo.failedMessage", { kode: data.kode, status: statusName })}
        </p>
      ) : (
        <>
          <p className="pay-info__lead">{data.payAtDesk ? t("payInfo.leadAtDesk") : t("payInfo.lead")}</p>
          <dl className="booking-facts">
            <dt>{t("payInfo.method")}</dt>
            <dd lang={data.methodLang}>{data.methodName}</dd>
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
            ) : data.kategori !== "DIRECT PAYMENT" && !data.redirectUrl && !data.wallet ? (
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
          {data.kategori === "PAYMENT PAGE" && data.redirectUrl ? (
            <a className="button button--primary" href={data.redirectUrl}>
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
        </>
      )}
    </section>
  );
}

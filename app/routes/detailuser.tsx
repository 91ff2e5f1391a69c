import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { fixedT } from "~/i18n/translate";
import { findGuestForUser } from "~/models/guest.server";
import { listAccountReservations } from "~/orders/store/reservation-query.server";
import { requireUser } from "~/services/auth.server";
import bookingStyles from "~/styles/booking.css";
import { PAYMENT_STATUS_LABELS } from "~/orders/rules/booking-labels";
import { formatDate } from "~/utils/dates";
import { languageFromMatches } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { paymentFacts } from "~/orders/rules/payment-kinds";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: bookingStyles }];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => [{ title: fixedT(languageFromMatches(matches))("detailUser.title") }];

/** The signed-in guest's profile and bookings (status, pay-now link while WAITING, voucher). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUser(request, context);
  const [known, bookings] = await Promise.all([
    findGuestForUser(context.db, session.user),
    listAccountReservations(context.db, session.user.id),
  ]);
  return json({
    user: { login: session.user.login, email: session.user.email },
    guest: known ? { nama: known.nama, email: known.email, telepon: known.telepon, noIdentitas: known.noIdentitas } : null,
    // The hosted payment page is the way to pay again while the booking waits; other kinds pay on its page.
    bookings: bookings.map(({ kategori, redirectUrl, ...b }) => ({ ...b, retryUrl: paymentFacts({ kategori }).retryLink ? redirectUrl : null })),
  });
}

export default function DetailUserPage() {
  const { user, guest, bookings } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const columns = {
    kode: t("detailUser.columns.kode"),
    hotel: t("detailUser.columns.hotel"),
    stay: t("detailUser.columns.stay"),
    total: t("detailUser.columns.total"),
    status: t("detailUser.columns.status"),
    action: t("detailUser.columns.action"),
  };
  return (
    <section className="booking-page container">
      <h1>{t("detailUser.title")}</h1>
      <h2>{t("detailUser.profile")}</h2>
      {guest ? (
        <dl className="booking-facts">
          <dt>{t("booking.fields.nama")}</dt>
          <dd>{guest.nama}</dd>
          <dt>{t("booking.fields.email")}</dt>
          <dd>{guest.email}</dd>
          <dt>{t("booking.fields.telepon")}</dt>
          <dd>{guest.telepon}</dd>
          <dt>{t("booking.fields.noIdentitas")}</dt>
          <dd>{guest.noIdentitas}</dd>
        </dl>
      ) : (
        <>
          <dl className="booking-facts">
            <dt>{t("booking.fields.email")}</dt>
            <dd>{user.email}</dd>
          </dl>
          <p>{t("detailUser.noGuest")}</p>
        </>
      )}
      <h2>{t("detailUser.bookings")}</h2>
      {bookings.length === 0 ? (
        <p>{t("detailUser.noBookings")}</p>
      ) : (
        <table className="booking-table">
          <thead>
            <tr>
              {Object.values(columns).map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bookings.map((b) => {
              const info = `/reservasi-info-pendpay/${encodeURIComponent(b.kodeBooking)}`;
              return (
                <tr key={b.id}>
                  <td data-label={columns.kode}>{b.kodeBooking}</td>
                  <td data-label={columns.hotel}>{b.hotel}</td>
                  <td data-label={columns.stay}>
                    {formatDate(b.cekin, "stay", language)} – {formatDate(b.cekout, "stay", language)}
                  </td>
                  <td data-label={columns.total}>{formatRupiah(b.total, language)}</td>
                  <td data-label={columns.status}>{message(PAYMENT_STATUS_LABELS[b.statusBayar])}</td>
                  <td data-label={columns.action}>
                    {b.statusBayar === "WAITING" ? (
                      b.retryUrl ? (
                        <a href={b.retryUrl}>{t("detailUser.payNow")}</a>
                      ) : (
                        <Link to={info}>{t("detailUser.payNow")}</Link>
                      )
                    ) : b.statusBayar === "PAID" ? (
                      <Link to={info}>{t("detailUser.voucher")}</Link>
                    ) : null}{" "}
                    <Link to={`/pesanan/${encodeURIComponent(b.kodeBooking)}`}>{t("orders.actions.manage")}</Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { getDeskDay, type DeskDayRow } from "~/orders/store/desk-day.server";
import { requireEstateChoice } from "~/services/estate-scope.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import deskStyles from "~/styles/desk.css";
import printStyles from "~/styles/desk-print.css";
import { formatDate, isIsoDate, todayInJakarta } from "~/utils/dates";
import { errorResponse } from "~/utils/invariant";
import { noindexMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { paysAtDesk } from "~/orders/rules/payment-deadline";
import { privatePageHeaders } from "~/utils/route-headers";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: printStyles },
];
export const headers = privatePageHeaders;

export const meta = noindexMeta("deskFlows.arrivals.title");

/**
 * Arrivals, departures and in-house guests of one day (`?tanggal=YYYY-MM-DD`, today in Jakarta by
 * default), for the estates the account works for, optionally one of them (`?hotel=`). Printable: the
 * print stylesheet drops the menus and filters and starts each list on its own page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const params = new URL(request.url).searchParams;
  const tanggal = params.get("tanggal") || todayInJakarta();
  if (!isIsoDate(tanggal)) throw errorResponse("deskFlows.arrivals.badDate", { status: 400 });
  const { scope, estates: hotels, hotelId } = await requireEstateChoice(params, context.db, session.user.id);
  const day = await getDeskDay(context.db, tanggal, scope, hotelId);
  return json({ tanggal, hotelId, hotels, day });
}

function PrintButton() {
  const { t } = useTranslation();
  // Printing needs JavaScript: without it the button stays hidden (the browser's own print still works).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button type="button" className="button button--primary desk-day__print" hidden={!ready} onClick={() => window.print()}>
      {t("deskFlows.arrivals.print")}
    </button>
  );
}

function DayTable({ id, title, rows }: { id: string; title: string; rows: DeskDayRow[] }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const columns = {
    code: t("deskFlows.arrivals.columns.code"),
    guest: t("deskFlows.arrivals.columns.guest"),
    phone: t("deskFlows.arrivals.columns.phone"),
    hotel: t("deskFlows.arrivals.columns.hotel"),
    roomType: t("deskFlows.arrivals.columns.roomType"),
    units: t("deskFlows.arrivals.columns.units"),
    nights: t("deskFlows.arrivals.columns.nights"),
    guests: t("deskFlows.arrivals.columns.guests"),
    payment: t("deskFlows.arrivals.columns.payment"),
    due: t("deskFlows.arrivals.columns.due"),
  };
  const payment = (r: DeskDayRow) =>
    r.statusBayar === "WAITING" && paysAtDesk(r) ? t("deskFlows.payAtDesk.unpaid") : t(`desk.statusBayar.${r.statusBayar}`);
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id}>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p>{t("deskFlows.arrivals.empty")}</p>
      ) : (
        <div className="desk-day__table-wrap">
          <table>
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
              {rows.map((r) => (
                <tr key={r.id} data-kode={r.kodeBooking}>
                  <td data-label={columns.code}>
                    <Link to={`/admin/reservasi/${encodeURIComponent(r.kodeBooking)}`}>{r.kodeBooking}</Link>
                  </td>
                  <td data-label={columns.guest}>{r.guestNama}</td>
                  <td data-label={columns.phone}>{r.guestTelepon ? <a href={`tel:${r.guestTelepon}`}>{r.guestTelepon}</a> : t("desk.common.none")}</td>
                  <td data-label={columns.hotel}>{r.hotelNama}</td>
                  <td data-label={columns.roomType}>{r.roomTypeNama}</td>
                  <td data-label={columns.units}>{r.units || t("desk.common.none")}</td>
                  <td data-label={columns.nights}>
                    {r.durasi} ({formatDate(r.cekin, "dayMonth", language)}–{formatDate(r.cekout, "dayMonth", language)})
                  </td>
                  <td data-label={columns.guests}>{r.jumlahTamu}</td>
                  <td data-label={columns.payment}>{payment(r)}</td>
                  <td data-label={columns.due}>{formatRupiah(r.due, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function ArrivalsPage() {
  const { tanggal, hotelId, hotels, day } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section className="staff-page desk-page desk-day">
      <header className="desk-page__header">
        <h1>
          {t("deskFlows.arrivals.title")} — {formatDate(tanggal, "long", language)}
        </h1>
        <p className="desk-page__lead">{t("deskFlows.arrivals.lead")}</p>
      </header>
      <Form method="get" className="desk-day__filters">
        <label>
          <span>{t("deskFlows.arrivals.date")}</span>
          <input type="date" name="tanggal" defaultValue={tanggal} required />
        </label>
        <label>
          <span>{t("deskFlows.arrivals.hotel")}</span>
          <select name="hotel" defaultValue={hotelId ?? ""}>
            <option value="">{t("deskFlows.arrivals.allHotels")}</option>
            {hotels.map((h) => (
              <option key={h.id} value={h.id}>
                {h.nama}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary">
          {t("deskFlows.arrivals.show")}
        </button>
        <PrintButton />
      </Form>
      <div className="desk-day__tables">
        <DayTable id="arrivals" title={t("deskFlows.arrivals.arrivals")} rows={day.arrivals} />
        <DayTable id="departures" title={t("deskFlows.arrivals.departures")} rows={day.departures} />
        <DayTable id="in-house" title={t("deskFlows.arrivals.inHouse")} rows={day.inHouse} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/kedatangan" backLabel="deskFlows.arrivals.title" />;
}

import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { Today, TodayList } from "~/utils/dashboard-types";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";

type ListId = "arrivals" | "departures" | "inHouse";

function BookingList({ id, list, today }: { id: ListId; list: TodayList; today: string }) {
  const { t } = useTranslation();
  const headingId = `dashboard-${id}`;
  return (
    <section className="dashboard-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(`dashboard.today.${id}`)}{" "}
        <span className="dashboard-card__count">{t("dashboard.today.count", { count: list.total })}</span>
      </h3>
      {list.rows.length === 0 ? (
        <p className="dashboard-empty">{t("dashboard.today.empty")}</p>
      ) : (
        <ul className="dashboard-list">
          {list.rows.map((row) => (
            <li key={row.kodeBooking}>
              <Link to={`/admin/reservasi/${encodeURIComponent(row.kodeBooking)}`}>{row.kodeBooking}</Link>{" "}
              {row.guestNama}
              <small>
                {row.hotelNama} · {row.roomTypeNama}
                {row.units
                  ? ` · ${t("dashboard.today.columns.units")} ${row.units.split(",").join(", ")}`
                  : ` × ${row.jumlahKamar}`}
              </small>
            </li>
          ))}
        </ul>
      )}
      {list.total > list.rows.length ? (
        <p>{t("dashboard.today.more", { count: list.total - list.rows.length })}</p>
      ) : null}
      {id !== "inHouse" ? (
        <Link to={`/admin/kedatangan?tanggal=${today}`} className="dashboard-card__link">
          {t("dashboard.today.printable")}
        </Link>
      ) : null}
    </section>
  );
}

/** Today's arrivals, departures and in-house guests, and the web bookings waiting for payment. */
export function TodaySection({ today, date }: { today: Today; date: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <>
      <section className="dashboard-section" aria-labelledby="dashboard-today">
        <h2 id="dashboard-today">{t("dashboard.today.title", { date: formatDate(date, "long", language) })}</h2>
        <div className="dashboard-cards">
          <BookingList id="arrivals" list={today.arrivals} today={date} />
          <BookingList id="departures" list={today.departures} today={date} />
          <BookingList id="inHouse" list={today.inHouse} today={date} />
        </div>
      </section>
      <section className="dashboard-section" aria-labelledby="dashboard-pending">
        <h2 id="dashboard-pending">
          {t("dashboard.pending.title")}{" "}
          <span className="dashboard-card__count">{t("dashboard.today.count", { count: today.pending.total })}</span>
        </h2>
        <p className="dashboard-lead">{t("dashboard.pending.lead")}</p>
        {today.pending.rows.length === 0 ? (
          <p className="dashboard-empty">{t("dashboard.pending.empty")}</p>
        ) : (
          <div className="dashboard-table" role="region" aria-label={t("dashboard.pending.title")} tabIndex={0}>
            <table>
              <caption>{t("dashboard.pending.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("dashboard.pending.columns.kode")}</th>
                  <th scope="col">{t("dashboard.pending.columns.guest")}</th>
                  <th scope="col">{t("dashboard.pending.columns.property")}</th>
                  <th scope="col" className="dashboard-table__number">
                    {t("dashboard.pending.columns.total")}
                  </th>
                  <th scope="col">{t("dashboard.pending.columns.deadline")}</th>
                </tr>
              </thead>
              <tbody>
                {today.pending.rows.map((row) => (
                  <tr key={row.kodeBooking}>
                    <th scope="row">
                      <Link to={`/admin/reservasi/${encodeURIComponent(row.kodeBooking)}`}>{row.kodeBooking}</Link>
                    </th>
                    <td>{row.guestNama}</td>
                    <td>{row.hotelNama}</td>
                    <td className="dashboard-table__number">{formatRupiah(row.total, language)}</td>
                    <td>
                      <time dateTime={row.batasBayar}>{formatDate(row.batasBayar, "dateTime", language)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {today.pending.total > today.pending.rows.length ? (
          <p>{t("dashboard.today.more", { count: today.pending.total - today.pending.rows.length })}</p>
        ) : null}
      </section>
    </>
  );
}

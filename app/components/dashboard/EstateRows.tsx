import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/Link";
import { ESTATE_SORTS, metricOfSort, sortEstates, type EstateSort } from "~/utils/dashboard-sort";
import { HEADLINE_PERIODS } from "~/utils/dashboard-periods";
import type { EstatePerformance } from "~/utils/dashboard-types";
import { LANGUAGE_TAGS } from "~/i18n/config";
import { METRICS } from "~/utils/room-metrics";
import { BarList } from "./BarList";
import { useFigureFormat } from "./useFigureFormat";

/** The `?urut=` link of an order, keeping the estate filter. */
function sortHref(sort: EstateSort, hotelId: number | null): string {
  const params = new URLSearchParams();
  if (hotelId !== null) params.set("hotel", String(hotelId));
  params.set("urut", sort);
  return `/admin?${params.toString()}#dashboard-estates`;
}

/**
 * Each estate's figures, folded (`<details>`, a summary line each) and in the order chosen by a link
 * (this month's revenue by default), followed by the bars of the chosen figure per estate.
 */
export function EstateRows({
  estates,
  sort,
  hotelId,
}: {
  estates: EstatePerformance[];
  sort: EstateSort;
  hotelId: number | null;
}) {
  const { t } = useTranslation();
  const { short, exact, change, language } = useFigureFormat();
  const rows = sortEstates(estates, sort, new Intl.Collator(LANGUAGE_TAGS[language]));
  const metric = metricOfSort(sort);
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-estates">
      <h2 id="dashboard-estates">{t("dashboard.estateRows.title")}</h2>
      <nav className="dashboard-sort" aria-label={t("dashboard.estateRows.sortBy")}>
        <span>{t("dashboard.estateRows.sortBy")}</span>
        <ul>
          {ESTATE_SORTS.map((s) => (
            <li key={s}>
              {s === sort ? (
                <strong aria-current="true">{t(`dashboard.estateRows.sorts.${s}`)}</strong>
              ) : (
                <Link to={sortHref(s, hotelId)} preventScrollReset>
                  {t(`dashboard.estateRows.sorts.${s}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <ul className="estate-rows">
        {rows.map((e) => (
          <li key={e.hotelId}>
            <details data-estate={e.hotelId}>
              <summary>
                <span className="estate-rows__name">{e.nama}</span>
                <span className="estate-rows__brief">
                  {t("dashboard.estateRows.brief", {
                    revenue: short("revenue", e.thisMonth),
                    occupancy: short("occupancy", e.thisMonth),
                  })}
                </span>
              </summary>
              <div className="dashboard-table" role="region" aria-label={e.nama} tabIndex={0}>
                <table className="estate-rows__table">
                  <caption>{t("dashboard.estateRows.caption", { estate: e.nama })}</caption>
                  <thead>
                    <tr>
                      <td />
                      {METRICS.map((m) => (
                        <th key={m} scope="col" className="dashboard-table__number">
                          {t(`dashboard.headline.metrics.${m}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {HEADLINE_PERIODS.map((p) => (
                      <tr key={p}>
                        <th scope="row">{t(`dashboard.headline.periods.${p}`)}</th>
                        {METRICS.map((m) => {
                          const moved = change(m, e[p], e.before[p]);
                          return (
                            <td key={m} className="dashboard-table__number" title={exact(m, e[p])}>
                              {short(m, e[p])}
                              {moved ? <small className={`headline__change headline__change--${moved.direction}`}>{moved.text}</small> : null}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {e.thisMonth.extras > 0 ? (
                <p className="estate-rows__extras">
                  {t("dashboard.estateRows.extras", { amount: exact("revenue", { ...e.thisMonth, revenue: e.thisMonth.extras }) })}
                </p>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
      <BarList
        id="chart-estates"
        title={t("dashboard.estateRows.chart", { metric: t(`dashboard.headline.metrics.${metric}`) })}
        bars={rows.map((e) => ({ key: String(e.hotelId), label: e.nama, value: e.thisMonth[metric], text: short(metric, e.thisMonth) }))}
        max={metric === "occupancy" ? 1 : undefined}
      />
    </section>
  );
}

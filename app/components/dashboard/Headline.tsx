import { useTranslation } from "react-i18next";
import { HEADLINE_PERIODS, type DashboardPeriods, type HeadlinePeriod, type Period } from "~/utils/dashboard-periods";
import type { PeriodFigures } from "~/utils/dashboard-types";
import { addDays, formatDate } from "~/utils/dates";
import { METRICS } from "~/utils/room-metrics";
import { useFigureFormat } from "./useFigureFormat";

/**
 * The answer to "how are we doing?", first on the page: revenue, occupancy, ADR and RevPAR of the estates
 * shown (all of the account's, or the one filtered), for tonight, this month to date, last month and the
 * same month last year, each with its change against the period it is compared with (named under the
 * period). A fixed-layout table: on a 390 px phone it wraps inside its cells instead of scrolling sideways.
 */
export function Headline({
  figures,
  periods,
  title,
}: {
  figures: PeriodFigures;
  periods: DashboardPeriods;
  title: string;
}) {
  const { t } = useTranslation();
  const { bare, exact, change, language } = useFigureFormat();
  const day = (night: string) => formatDate(night, "dayMonth", language);
  const month = (from: string) => formatDate(from, "long", language).replace(/^\d+\s/, "");
  const span = (p: Period) => `${day(p.from)} – ${day(addDays(p.until, -1))}`;
  const compared: Record<HeadlinePeriod, string> = {
    tonight: day(periods.before.tonight.from),
    thisMonth: span(periods.before.thisMonth),
    lastMonth: month(periods.before.lastMonth.from),
    lastYear: month(periods.before.lastYear.from),
  };
  const showExtras = HEADLINE_PERIODS.some((p) => figures[p].extras > 0);
  return (
    <section className="dashboard-headline" aria-labelledby="dashboard-headline">
      <h2 id="dashboard-headline">{title}</h2>
      <table className="headline" data-testid="headline">
        <thead>
          <tr>
            <td className="headline__corner" />
            {HEADLINE_PERIODS.map((p) => (
              <th key={p} scope="col" data-period={p}>
                {t(`dashboard.headline.periods.${p}`)}
                <small>{t("dashboard.headline.versus", { period: compared[p] })}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {METRICS.map((metric) => (
            <tr key={metric} data-metric={metric}>
              <th scope="row">
                {t(`dashboard.headline.metrics.${metric}`)}
                {metric === "occupancy" ? null : <small>{t("dashboard.headline.rupiah")}</small>}
              </th>
              {HEADLINE_PERIODS.map((p) => {
                const moved = change(metric, figures[p], figures.before[p]);
                return (
                  <td key={p} title={exact(metric, figures[p])}>
                    <span className="headline__value">{bare(metric, figures[p])}</span>
                    {moved ? (
                      <span className={`headline__change headline__change--${moved.direction}`}>
                        <span aria-hidden="true">{moved.direction === "up" ? "▲" : moved.direction === "down" ? "▼" : "="}</span>{" "}
                        {moved.text}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
          {showExtras ? (
            <tr data-metric="extras">
              <th scope="row">
                {t("dashboard.headline.metrics.extras")}
                <small>{t("dashboard.headline.rupiah")}</small>
              </th>
              {HEADLINE_PERIODS.map((p) => (
                <td key={p} title={exact("revenue", { ...figures[p], revenue: figures[p].extras })}>
                  <span className="headline__value">{bare("revenue", { ...figures[p], revenue: figures[p].extras })}</span>
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
      <p className="dashboard-note">{t("dashboard.headline.note")}</p>
    </section>
  );
}

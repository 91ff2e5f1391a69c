import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { Dashboard, DayOccupancy, Figures } from "~/utils/dashboard-types";
import { formatCount, formatPercent } from "~/utils/chart-format";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";
import { ChartNumbers, csvHref } from "./ChartNumbers";
import { LineChart } from "./LineChart";

const PERIODS = ["thisMonth", "lastMonth", "lastYear"] as const;

/** Occupancy of the last and next 30 nights, and the exact revenue, ADR and RevPAR per estate (folded, with its CSV). */
export function PerformanceSection({ data, hotelId }: { data: Dashboard; hotelId: number | null }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { performance, periods } = data;
  const none = t("dashboard.none");
  const pct = (value: number | null) => (value === null ? none : formatPercent(value, language));
  const rp = (value: number | null) => (value === null ? none : formatRupiah(value, language));
  const count = (value: number) => formatCount(value, language);
  const short = (night: string) => formatDate(night, "dayMonth", language);
  const monthName = (from: string) => formatDate(from, "long", language).replace(/^\d+\s/, "");

  const occupancy = (id: "last30" | "next30", figures: Figures, days: DayOccupancy[]) => (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby={`dashboard-occupancy-${id}`}>
      <h3 id={`dashboard-occupancy-${id}`}>{t(`dashboard.occupancy.${id}`)}</h3>
      <p className="dashboard-figure" data-figure={`occupancy-${id}`}>
        {t("dashboard.occupancy.summary", {
          percent: pct(figures.occupancy),
          sold: count(figures.soldStay + figures.soldOta),
          available: count(figures.available),
        })}
      </p>
      <LineChart
        id={`chart-occupancy-${id}`}
        title={t(id === "last30" ? "dashboard.occupancy.chartLast" : "dashboard.occupancy.chartNext")}
        description={t("dashboard.occupancy.summary", {
          percent: pct(figures.occupancy),
          sold: count(figures.soldStay + figures.soldOta),
          available: count(figures.available),
        })}
        points={days.map((d) => ({ label: short(d.night), value: d.occupancy }))}
        format={(v) => formatPercent(v, language)}
      />
      <ChartNumbers
        caption={t(id === "last30" ? "dashboard.occupancy.chartLast" : "dashboard.occupancy.chartNext")}
        csv={`${csvHref("occupancy", hotelId)}`}
        headers={[
          t("dashboard.occupancy.columns.night"),
          t("dashboard.occupancy.columns.sold"),
          t("dashboard.occupancy.columns.available"),
          t("dashboard.occupancy.columns.occupancy"),
        ]}
        rows={days.map((d) => ({
          key: d.night,
          cells: [formatDate(d.night, "stay", language), count(d.sold), count(d.available), pct(d.occupancy)],
        }))}
      />
    </section>
  );

  const rows = [
    ...performance.estates.map((e) => ({ key: String(e.hotelId), nama: e.nama, figures: e })),
    ...(performance.estates.length > 1
      ? [{ key: "total", nama: t("dashboard.performance.total"), figures: performance.total }]
      : []),
  ];
  return (
    <>
      <section className="dashboard-section" aria-labelledby="dashboard-occupancy">
        <h2 id="dashboard-occupancy">{t("dashboard.occupancy.title")}</h2>
        <div className="dashboard-cards">
          {occupancy("last30", performance.last30, performance.daily.last30)}
          {occupancy("next30", performance.next30, performance.daily.next30)}
        </div>
      </section>
      <section className="dashboard-section" aria-labelledby="dashboard-performance">
        <h2 id="dashboard-performance">{t("dashboard.performance.title")}</h2>
        <p className="dashboard-lead">
          {t("dashboard.performance.periodsNote", {
            from: formatDate(periods.thisMonth.from, "short", language),
            to: formatDate(periods.today, "short", language),
            lastMonth: monthName(periods.lastMonth.from),
            lastYear: monthName(periods.lastYear.from),
          })}
        </p>
        {rows.length === 0 ? (
          <p className="dashboard-empty">{t("dashboard.performance.empty")}</p>
        ) : (
          <>
            <ChartNumbers
              caption={t("dashboard.performance.title")}
              csv={csvHref("performance", hotelId)}
              headers={[
                t("dashboard.performance.columns.estate"),
                t("dashboard.performance.columns.period"),
                t("dashboard.performance.columns.revenue"),
                t("dashboard.performance.columns.occupancy"),
                t("dashboard.performance.columns.adr"),
                t("dashboard.performance.columns.revpar"),
                t("dashboard.performance.columns.sold"),
                t("dashboard.performance.columns.ota"),
                t("dashboard.performance.columns.available"),
              ]}
              rows={rows.flatMap((row) =>
                PERIODS.map((period) => {
                  const f = row.figures[period];
                  return {
                    key: `${row.key}-${period}`,
                    cells: [
                      row.nama,
                      t(`dashboard.performance.${period}`),
                      rp(f.revenue),
                      pct(f.occupancy),
                      rp(f.adr),
                      rp(f.revpar),
                      count(f.soldStay),
                      count(f.soldOta),
                      count(f.available),
                    ],
                  };
                }),
              )}
            />
          </>
        )}
      </section>
    </>
  );
}

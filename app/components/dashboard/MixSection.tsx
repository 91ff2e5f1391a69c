import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { Mix } from "~/utils/dashboard-types";
import { formatCount, formatPercent } from "~/utils/chart-format";
import { formatDate } from "~/utils/dates";
import { ChartNumbers, csvHref } from "./ChartNumbers";
import { ColumnChart } from "./ColumnChart";

/** At most this many countries in the chart (the table and CSV list them all). */
const CHART_COUNTRIES = 8;

/** This month's bookings by channel and by guest country, and satisfaction month by month. */
export function MixSection({ mix, hotelId }: { mix: Mix; hotelId: number | null }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const count = (value: number) => formatCount(value, language);
  const none = t("dashboard.none");
  const countryName = (nama: string | null) => nama ?? t("dashboard.countries.unknown");
  const month = (yyyyMm: string) => formatDate(`${yyyyMm}-01`, "long", language).replace(/^\d+\s/, "");
  const channelName = (id: string) => t(`dashboard.channels.names.${id}` as "dashboard.channels.names.web");
  return (
    <>
      <section className="dashboard-section" aria-labelledby="dashboard-channels">
        <h2 id="dashboard-channels">{t("dashboard.channels.title")}</h2>
        <p className="dashboard-lead">{t("dashboard.channels.lead")}</p>
        <ColumnChart
          id="chart-channels"
          title={t("dashboard.channels.chart")}
          description={mix.channels.map((c) => `${channelName(c.id)}: ${count(c.roomNights)}`).join("; ")}
          categories={mix.channels.map((c) => channelName(c.id))}
          series={[
            { label: t("dashboard.channels.columns.roomNights"), values: mix.channels.map((c) => c.roomNights) },
          ]}
          format={count}
        />
        <ChartNumbers
          caption={t("dashboard.channels.title")}
          csv={csvHref("channels", hotelId)}
          headers={[
            t("dashboard.channels.columns.channel"),
            t("dashboard.channels.columns.bookings"),
            t("dashboard.channels.columns.roomNights"),
          ]}
          rows={mix.channels.map((c) => ({
            key: c.id,
            cells: [channelName(c.id), count(c.bookings), count(c.roomNights)],
          }))}
        />
      </section>
      <section className="dashboard-section" aria-labelledby="dashboard-countries">
        <h2 id="dashboard-countries">{t("dashboard.countries.title")}</h2>
        {mix.countries.length === 0 ? (
          <p className="dashboard-empty">{t("dashboard.countries.empty")}</p>
        ) : (
          <>
            <ColumnChart
              id="chart-countries"
              title={t("dashboard.countries.chart")}
              description={mix.countries.map((c) => `${countryName(c.nama)}: ${count(c.roomNights)}`).join("; ")}
              categories={mix.countries.slice(0, CHART_COUNTRIES).map((c) => countryName(c.nama))}
              series={[
                {
                  label: t("dashboard.countries.columns.roomNights"),
                  values: mix.countries.slice(0, CHART_COUNTRIES).map((c) => c.roomNights),
                },
              ]}
              format={count}
            />
            <ChartNumbers
              caption={t("dashboard.countries.title")}
              csv={csvHref("countries", hotelId)}
              headers={[
                t("dashboard.countries.columns.country"),
                t("dashboard.countries.columns.bookings"),
                t("dashboard.countries.columns.roomNights"),
              ]}
              rows={mix.countries.map((c) => ({
                key: String(c.countryId),
                cells: [countryName(c.nama), count(c.bookings), count(c.roomNights)],
              }))}
            />
          </>
        )}
      </section>
      <section className="dashboard-section" aria-labelledby="dashboard-satisfaction">
        <h2 id="dashboard-satisfaction">{t("dashboard.satisfaction.title")}</h2>
        {mix.satisfaction.length === 0 ? (
          <p className="dashboard-empty">{t("dashboard.satisfaction.empty")}</p>
        ) : (
          <>
            <ColumnChart
              id="chart-satisfaction"
              title={t("dashboard.satisfaction.chart")}
              description={mix.satisfaction
                .map((s) => `${month(s.month)}: ${s.puasShare === null ? none : formatPercent(s.puasShare, language)}`)
                .join("; ")}
              categories={mix.satisfaction.map((s) => month(s.month))}
              series={[
                { label: t("dashboard.satisfaction.columns.puas"), values: mix.satisfaction.map((s) => s.puasShare) },
              ]}
              format={(v) => formatPercent(v, language)}
              max={1}
            />
            <ChartNumbers
              caption={t("dashboard.satisfaction.title")}
              csv={csvHref("satisfaction", hotelId)}
              headers={[
                t("dashboard.satisfaction.columns.month"),
                t("dashboard.satisfaction.columns.answers"),
                t("dashboard.satisfaction.columns.puas"),
                t("dashboard.satisfaction.columns.ratingAvg"),
              ]}
              rows={mix.satisfaction.map((s) => ({
                key: s.month,
                cells: [
                  month(s.month),
                  count(s.answers),
                  s.puasShare === null ? none : `${count(s.puas)} (${formatPercent(s.puasShare, language)})`,
                  s.ratingAvg === null ? none : count(Math.round(s.ratingAvg * 10) / 10),
                ],
              }))}
            />
          </>
        )}
      </section>
    </>
  );
}

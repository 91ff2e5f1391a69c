import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { formatCompact, formatPercent, formatRupiahCompact, formatSignedPercent, formatSignedPoints } from "~/utils/chart-format";
import type { Figures } from "~/utils/dashboard-types";
import { formatRupiah } from "~/utils/money";
import { changeOf, type Metric } from "~/utils/room-metrics";

/** How the dashboard writes a figure and its change, in the page's language. */
export function useFigureFormat() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const none = t("dashboard.none");
  /** Short, for headlines and bars: "Rp 123,5 jt", "64,2 %". */
  const short = (metric: Metric, f: Figures) => {
    const v = f[metric];
    if (v === null) return none;
    return metric === "occupancy" ? formatPercent(v, language) : formatRupiahCompact(v, language);
  };
  /** Shortest, for the headline's cells whose row names the unit: "1,3 M", "64,2 %". */
  const bare = (metric: Metric, f: Figures) => {
    const v = f[metric];
    if (v === null) return none;
    return metric === "occupancy" ? formatPercent(v, language) : formatCompact(v, language);
  };
  /** Exact, for titles and tables: "Rp. 123.456.789". */
  const exact = (metric: Metric, f: Figures) => {
    const v = f[metric];
    if (v === null) return none;
    return metric === "occupancy" ? formatPercent(v, language) : formatRupiah(v, language);
  };
  /** The change against the comparison period, or null when there is none to show. */
  const change = (metric: Metric, now: Figures, before: Figures) => {
    const c = changeOf(metric, now, before);
    if (c === null) return null;
    const text =
      metric === "occupancy"
        ? t("dashboard.headline.points", { value: formatSignedPoints(c, language) })
        : formatSignedPercent(c, language);
    return { text, direction: c > 0 ? "up" : c < 0 ? "down" : "same" } as const;
  };
  return { short, bare, exact, change, language };
}

import { useTranslation } from "react-i18next";
import { langOf } from "~/utils/content-lang";
import type { Language } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";
import { WEEKDAY_NAMES, WEEKDAYS } from "~/utils/rate-change";

/** One day of the grid as the page receives it (see readRateCalendar). */
export interface GridDay {
  date: string;
  weekday: number;
  holiday: { nama: string; untranslated?: string[] } | null;
  onlineAfterPromo: number;
  offline: number;
  rate: { minMalam: number | null; maxMalam: number | null; tutupKedatangan: boolean; tutupKeberangkatan: boolean; stopSell: boolean } | null;
}

interface Props {
  days: GridDay[];
  caption: string;
  language: Language;
  /** The selected range (inclusive), if any. */
  selection: { from: string; to: string } | null;
  /** Pointer or keyboard picked a day; `dragging` when the pointer moved onto it with the button held. */
  onPick: (date: string, dragging: boolean) => void;
}

/** Rows of seven days, Monday first; blank cells before the 1st and after the last day. */
function weeksOf(days: GridDay[]): (GridDay | null)[][] {
  const cells: (GridDay | null)[] = [...Array.from({ length: (days[0]?.weekday ?? 1) - 1 }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/**
 * The month grid of a room type's rates: each day's price after promo, weekend and holiday marks (the
 * holiday's name as the title) and its rule badges. Days are buttons: click the first day then the last
 * (or drag) to select a range. Without JavaScript they do nothing and the form below does the work.
 */
export function MonthGrid({ days, caption, language, selection, onPick }: Props) {
  const { t } = useTranslation();
  const inSelection = (date: string) => selection !== null && date >= selection.from && date <= selection.to;
  return (
    <div className="rate-grid-wrap">
      <table className="rate-grid" data-testid="rate-grid">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" abbr={t(`rateGrid.weekday.${WEEKDAY_NAMES[d]}`)}>
                {t(`rateGrid.weekdayShort.${WEEKDAY_NAMES[d]}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(days).map((week, w) => (
            <tr key={w}>
              {week.map((day, i) =>
                day ? (
                  <td
                    key={day.date}
                    className={[
                      "rate-day",
                      day.weekday >= 6 ? "rate-day--weekend" : "",
                      day.holiday ? "rate-day--holiday" : "",
                      day.rate ? "rate-day--changed" : "",
                      inSelection(day.date) ? "rate-day--selected" : "",
                    ].join(" ")}
                    data-date={day.date}
                    title={day.holiday?.nama}
                  >
                    <button
                      type="button"
                      className="rate-day__button"
                      aria-pressed={inSelection(day.date)}
                      aria-label={t("rateGrid.dayLabel", { date: formatDate(day.date, "long", language), price: formatRupiah(day.onlineAfterPromo, language) })}
                      onClick={() => onPick(day.date, false)}
                      onPointerEnter={(event) => {
                        if (event.buttons === 1) onPick(day.date, true);
                      }}
                    >
                      <span className="rate-day__number">{Number(day.date.slice(8))}</span>
                      <span className="rate-day__price" data-testid="day-price">
                        {formatRupiah(day.onlineAfterPromo, language)}
                      </span>
                    </button>
                    <span className="rate-day__offline">{t("rateGrid.offlinePrice", { price: formatRupiah(day.offline, language) })}</span>
                    {day.holiday ? (
                      <span className="rate-day__holiday" lang={langOf(day.holiday, "nama")}>
                        {day.holiday.nama}
                      </span>
                    ) : null}
                    <Badges rate={day.rate} />
                  </td>
                ) : (
                  <td key={`blank-${w}-${i}`} className="rate-day rate-day--blank" aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Badges({ rate }: { rate: GridDay["rate"] }) {
  const { t } = useTranslation();
  if (!rate) return null;
  const badges: { key: string; text: string; title: string }[] = [];
  if (rate.minMalam !== null) badges.push({ key: "min", text: t("rateGrid.badges.min", { count: rate.minMalam }), title: t("rateGrid.badgeTitles.min", { count: rate.minMalam }) });
  if (rate.maxMalam !== null) badges.push({ key: "max", text: t("rateGrid.badges.max", { count: rate.maxMalam }), title: t("rateGrid.badgeTitles.max", { count: rate.maxMalam }) });
  if (rate.tutupKedatangan) badges.push({ key: "cta", text: t("rateGrid.badges.cta"), title: t("rateGrid.badgeTitles.cta") });
  if (rate.tutupKeberangkatan) badges.push({ key: "ctd", text: t("rateGrid.badges.ctd"), title: t("rateGrid.badgeTitles.ctd") });
  if (rate.stopSell) badges.push({ key: "stop", text: t("rateGrid.badges.stopSell"), title: t("rateGrid.badgeTitles.stopSell") });
  if (badges.length === 0) return null;
  return (
    <ul className="rate-day__badges">
      {badges.map((b) => (
        <li key={b.key} className={`rate-badge rate-badge--${b.key}`} title={b.title}>
          <abbr title={b.title}>{b.text}</abbr>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from "react-i18next";
import { langOf } from "~/utils/content-lang";
import type { Language } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";
import { WEEKDAY_NAMES, WEEKDAYS } from "~/utils/rate-change";
import { RuleList } from "./RuleList";

/** One day of the grid as the page receives it (see readRateCalendar). */
export interface GridDay {
  date: string;
  weekday: number;
  /** A weekend night as pricing and the public site count it (utils/dates.ts). */
  weekend: boolean;
  holiday: { nama: string; untranslated?: string[] } | null;
  /** The online price as set (before promo) and as guests pay it (after the room type's promo). */
  online: number;
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
 * The month grid of a room type's rates: each day's price after promo (and, where a promo applies, the price
 * typed beside it), weekend nights (Friday and Saturday, `isWeekendNight`) and holiday marks (the
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
                      day.weekend ? "rate-day--weekend" : "",
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
                      aria-label={
                        day.online === day.onlineAfterPromo
                          ? t("rateGrid.dayLabel", { date: formatDate(day.date, "long", language), price: formatRupiah(day.onlineAfterPromo, language) })
                          : t("rateGrid.dayLabelPromo", {
                              date: formatDate(day.date, "long", language),
                              typed: formatRupiah(day.online, language),
                              price: formatRupiah(day.onlineAfterPromo, language),
                            })
                      }
                      onClick={() => onPick(day.date, false)}
                      onPointerEnter={(event) => {
                        if (event.buttons === 1) onPick(day.date, true);
                      }}
                    >
                      <span className="rate-day__number">{Number(day.date.slice(8))}</span>
                      {day.online !== day.onlineAfterPromo ? (
                        <span className="rate-day__typed" data-testid="day-typed">
                          {t("rateGrid.typedPrice", { price: formatRupiah(day.online, language) })}
                        </span>
                      ) : null}
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
                    <RuleList rules={day.rate} />
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

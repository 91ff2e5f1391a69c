import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { langOf } from "~/utils/content-lang";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";
import type { StripNight } from "~/utils/price-strip";

/**
 * A room type's nightly prices for the 30 days from check-in, weekends and holidays marked: a plain
 * list that scrolls sideways on a phone, so it needs no JavaScript.
 */
export function NightlyPriceStrip({ nights, nama, id }: { nights: StripNight[]; nama: string; id: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  if (nights.length === 0) return null;
  const captionId = `${id}-caption`;
  return (
    <section className="price-strip" aria-labelledby={captionId} data-testid="price-strip">
      <p className="price-strip__caption" id={captionId}>
        {t("rates.strip.caption", { nama, date: formatDate(nights[0].night, "long", language) })}
      </p>
      {/* Focusable so a keyboard can scroll it; a region so a screen reader can find it. */}
      <div className="price-strip__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <ol className="price-strip__days">
          {nights.map((n) => {
            const className = [
              "price-strip__day",
              n.weekend ? "price-strip__day--weekend" : "",
              n.holiday ? "price-strip__day--holiday" : "",
              n.closed ? "price-strip__day--closed" : "",
            ]
              .filter(Boolean)
              .join(" ");
            return (
              <li key={n.night} className={className} data-night={n.night} data-price={n.closed ? undefined : n.harga}>
                <span className="price-strip__weekday">{formatDate(n.night, "weekdayShort", language)}</span>
                <span className="price-strip__date">{formatDate(n.night, "dayMonth", language)}</span>
                <strong className="price-strip__price">
                  {n.closed ? t("rates.strip.closed") : formatRupiah(n.harga, language)}
                </strong>
                {n.weekend || n.holiday ? (
                  <span className="price-strip__mark">
                    {n.weekend ? t("rates.strip.weekend") : null}
                    {n.weekend && n.holiday ? " · " : null}
                    {n.holiday ? <span lang={langOf(n.holiday, "nama")}>{n.holiday.nama}</span> : null}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

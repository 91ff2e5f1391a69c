import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { Language } from "~/i18n/config";
import { langOf } from "~/utils/content-lang";
import { formatDate } from "~/utils/dates";
import { escapeHtml } from "~/utils/escape-html";
import { formatRupiah } from "~/utils/money";
import { nightsOfStrip, type PriceStrip, type StripNight } from "~/utils/price-strip";

/**
 * The strip's days as HTML. Ninety days (three room types) were ~400 React elements, a third of a room
 * page's, for a list nothing on the page updates or listens to; written as one string they cost a small part
 * of that (docs/performance.md). The browser builds the same string, so a hydrated page matches the server's.
 * Every text is escaped; attributes are dates, numbers and fixed class names.
 */
export function stripDaysHtml(nights: readonly StripNight[], language: Language, t: TFunction): string {
  let html = "";
  for (const n of nights) {
    let className = "price-strip__day";
    if (n.weekend) className += " price-strip__day--weekend";
    if (n.holiday) className += " price-strip__day--holiday";
    if (n.closed) className += " price-strip__day--closed";
    const price = n.closed ? "" : ` data-price="${n.harga}"`;
    html += `<li class="${className}" data-night="${escapeHtml(n.night)}"${price}>`;
    html += `<span class="price-strip__weekday">${escapeHtml(formatDate(n.night, "weekdayShort", language))}</span>`;
    html += `<span class="price-strip__date">${escapeHtml(formatDate(n.night, "dayMonth", language))}</span>`;
    html += `<strong class="price-strip__price">${escapeHtml(n.closed ? t("rates.strip.closed") : formatRupiah(n.harga, language))}</strong>`;
    if (n.weekend || n.holiday) {
      html += `<span class="price-strip__mark">`;
      if (n.weekend) html += escapeHtml(t("rates.strip.weekend"));
      if (n.weekend && n.holiday) html += " · ";
      if (n.holiday) {
        const lang = langOf(n.holiday, "nama");
        html += `<span${lang ? ` lang="${lang}"` : ""}>${escapeHtml(n.holiday.nama)}</span>`;
      }
      html += `</span>`;
    }
    html += `</li>`;
  }
  return html;
}

/**
 * A room type's nightly prices for the 30 days from check-in, weekends and holidays marked: a plain
 * list that scrolls sideways on a phone, so it needs no JavaScript.
 */
export function NightlyPriceStrip({ strip, nama, id }: { strip: PriceStrip; nama: string; id: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const nights = nightsOfStrip(strip);
  if (nights.length === 0) return null;
  const captionId = `${id}-caption`;
  return (
    <section className="price-strip" aria-labelledby={captionId} data-testid="price-strip">
      <p className="price-strip__caption" id={captionId}>
        {t("rates.strip.caption", { nama, date: formatDate(nights[0].night, "long", language) })}
      </p>
      {/* Focusable so a keyboard can scroll it; a region so a screen reader can find it. */}
      <div className="price-strip__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <ol className="price-strip__days" dangerouslySetInnerHTML={{ __html: stripDaysHtml(nights, language, t) }} />
      </div>
    </section>
  );
}

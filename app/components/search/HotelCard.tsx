import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { R2Image } from "~/components/ui/R2Image";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { LANGUAGE_TAGS } from "~/i18n/config";
import { formatRupiah } from "~/utils/money";
import { starLevel } from "~/utils/search-filters";
import type { HotelResult } from "~/utils/search-views";
import { langOf } from "~/utils/content-lang";
import { RatingStars } from "./RatingStars";

/** Number formats per language, built once: constructing an Intl formatter is costly. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function formatCount(value: number, tag: string): string {
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    numberFormats.set(tag, format);
  }
  return format.format(value);
}

/** One search result: photo, name, type, address, rating, popularity, online and offline prices. */
export function HotelCard({
  hotel,
  href,
  priority = false,
  estate,
}: {
  hotel: HotelResult;
  href: string;
  priority?: boolean;
  /** The hotel's estate (city), named when results span every estate. */
  estate?: string;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  // The spec's search results show a hotel without ratings as 1.
  const shownRating = hotel.ratingAvg > 0 ? hotel.ratingAvg : 1;
  const titleId = `hotel-${hotel.idHotel}-title`;
  return (
    <article className="hotel-card" aria-labelledby={titleId}>
      <div className="hotel-card__media">
        {hotel.fotoKey ? (
          <R2Image objectKey={hotel.fotoKey} slot="photo" alt="" className="hotel-card__image" priority={priority} />
        ) : (
          <div className="hotel-card__image hotel-card__image--empty" aria-hidden="true" />
        )}
      </div>
      <div className="hotel-card__body">
        {estate ? (
          <p className="hotel-card__estate" data-testid="estate">
            {estate}
          </p>
        ) : null}
        <p className="hotel-card__type" lang={langOf(hotel, "ket")}>
          {hotel.ket}
        </p>
        <h2 className="hotel-card__title" id={titleId} lang={langOf(hotel, "namaHotel")}>
          <Link to={href}>{hotel.namaHotel}</Link>
        </h2>
        <p className="hotel-card__address">{hotel.alamat}</p>
        <p className="hotel-card__rating">
          <RatingStars level={starLevel(hotel.ratingAvg)} rating={shownRating} />
          <span className="hotel-card__rating-text">
            {hotel.ratingCount > 0
              ? `${shownRating.toFixed(1)} · ${t("search.rating.reviews", { count: hotel.ratingCount })}`
              : t("search.rating.none")}
          </span>
        </p>
        <p className="hotel-card__pop">
          <span className="visually-hidden">{t("search.results.popularity")}: </span>
          {t("search.results.popularityValue", {
            count: hotel.pop,
            views: formatCount(hotel.pop, LANGUAGE_TAGS[language]),
          })}
        </p>
      </div>
      <div className="hotel-card__prices">
        <p className="hotel-card__from">{t("search.results.fromPrice")}</p>
        <p className="price price--online">
          <span className="price__label">{t("search.results.onlinePrice")}</span>
          <strong className="price__amount">{formatRupiah(hotel.hargaOnline, language)}</strong>
          <span className="price__unit">{t("rates.perNightAverage")}</span>
        </p>
        <p className="price price--offline">
          <span className="price__label">{t("search.results.offlinePrice")}</span>{" "}
          <span className="price__amount">{formatRupiah(hotel.hargaOffline, language)}</span>
          <span className="price__unit">{t("rates.perNightAverage")}</span>
        </p>
        <Link to={href} className="button button--primary hotel-card__cta" aria-describedby={titleId}>
          {t("search.results.chooseRoom")}
        </Link>
      </div>
    </article>
  );
}

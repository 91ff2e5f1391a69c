import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_HOTEL_SORT,
  hasHotelFilters,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRICE_FILTER_STEP,
  STAR_LEVELS,
  type HotelFilters,
} from "~/utils/search-filters";
import { useAutoSubmit } from "./hooks";
import { RatingStars } from "./RatingStars";
import { useNonce } from "~/utils/nonce";
import { langOf, type MaybeUntranslated } from "~/utils/content-lang";
import { formatRupiah } from "~/utils/money";
import { usePageLanguage } from "~/components/ui/usePageLanguage";

/** Runs as the page is parsed: closes the filter panel just before it (the same rule as the effect below). */
const FOLD_ON_PHONES = `(function(s){var d=s&&s.previousElementSibling;if(d&&d.tagName==="DETAILS"&&window.matchMedia("(max-width: 960px)").matches)d.open=false})(document.currentScript)`;

type Option = { id: number; nama: string } & MaybeUntranslated;

/**
 * The results filters (spec §2): facilities, accommodation types, price range and stars, as a GET form
 * whose state is the URL query. With JavaScript a change applies at once; without, "Terapkan" does.
 */
export function HotelFilterForm({
  filters,
  facilities,
  accommodationTypes,
}: {
  filters: HotelFilters;
  facilities: Option[];
  accommodationTypes: Option[];
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const location = useLocation();
  const autoSubmit = useAutoSubmit();
  const ref = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDetailsElement>(null);
  const nonce = useNonce();

  // The panel is rendered open so it works without JavaScript; on a phone, where it would push the
  // results far down, it starts folded once scripts run (unless filters are already in use).
  const filtering = hasHotelFilters(filters);
  useEffect(() => {
    if (panel.current && !filtering && window.matchMedia("(max-width: 960px)").matches) panel.current.open = false;
    // Only on first render: afterwards the visitor decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After a navigation (back button, "clear filters", a sort link) the inputs follow the URL again,
  // without remounting them, so keyboard focus stays where it was.
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const chosen: Record<string, number[]> = { fasilitas: filters.fasilitas, jenis: filters.jenis, bintang: filters.bintang };
    for (const input of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) {
      input.checked = (chosen[input.name] ?? []).includes(Number(input.value));
    }
    const prices: Record<string, number> = { harga_min: filters.hargaMin, harga_max: filters.hargaMax };
    for (const input of form.querySelectorAll<HTMLInputElement>("input[type=number]")) {
      if (input !== document.activeElement && input.name in prices) input.value = String(prices[input.name]);
    }
  }, [filters]);

  const resetHref = `${location.pathname}${filters.urut !== DEFAULT_HOTEL_SORT ? `?urut=${filters.urut}` : ""}`;

  return (
    <Form ref={ref} method="get" action={location.pathname} className="filters" onChange={autoSubmit} preventScrollReset>
      {filters.urut !== DEFAULT_HOTEL_SORT ? <input type="hidden" name="urut" value={filters.urut} /> : null}
      <details ref={panel} className="filters__panel" open suppressHydrationWarning>
        <summary className="filters__summary">
          <h2 className="filters__title">{t("search.filters.title")}</h2>
        </summary>

        <fieldset className="filters__group">
          <legend>{t("search.filters.facilities")}</legend>
          {facilities.length === 0 ? <p className="filters__none">{t("search.filters.none")}</p> : null}
          {facilities.map((f) => (
            <label key={f.id} className="check">
              <input type="checkbox" name="fasilitas" value={f.id} defaultChecked={filters.fasilitas.includes(f.id)} />
              <span lang={langOf(f, "nama")}>{f.nama}</span>
            </label>
          ))}
        </fieldset>

        <fieldset className="filters__group">
          <legend>{t("search.filters.types")}</legend>
          {accommodationTypes.length === 0 ? <p className="filters__none">{t("search.filters.none")}</p> : null}
          {accommodationTypes.map((j) => (
            <label key={j.id} className="check">
              <input type="checkbox" name="jenis" value={j.id} defaultChecked={filters.jenis.includes(j.id)} />
              <span lang={langOf(j, "nama")}>{j.nama}</span>
            </label>
          ))}
        </fieldset>

        <fieldset className="filters__group">
          <legend>{t("search.filters.price")}</legend>
          <p className="field__hint" id="price-hint">
            {t("search.filters.priceHint", { min: formatRupiah(PRICE_FILTER_MIN, language), max: formatRupiah(PRICE_FILTER_MAX, language) })}
          </p>
          <div className="filters__price">
            <label className="field">
              <span>{t("search.filters.priceMin")}</span>
              <input
                type="number"
                name="harga_min"
                min={PRICE_FILTER_MIN}
                max={PRICE_FILTER_MAX}
                step={PRICE_FILTER_STEP}
                defaultValue={filters.hargaMin}
                inputMode="numeric"
                aria-describedby="price-hint"
              />
            </label>
            <label className="field">
              <span>{t("search.filters.priceMax")}</span>
              <input
                type="number"
                name="harga_max"
                min={PRICE_FILTER_MIN}
                max={PRICE_FILTER_MAX}
                step={PRICE_FILTER_STEP}
                defaultValue={filters.hargaMax}
                inputMode="numeric"
                aria-describedby="price-hint"
              />
            </label>
          </div>
        </fieldset>

        <fieldset className="filters__group">
          <legend>{t("search.filters.stars")}</legend>
          {STAR_LEVELS.map((s) => (
            <label key={s} className="check">
              <input type="checkbox" name="bintang" value={s} defaultChecked={filters.bintang.includes(s)} />
              <span className="visually-hidden">{t("search.filters.starsOption", { count: s })}</span>
              <span aria-hidden="true">
                <RatingStars level={s} rating={s} />
              </span>
            </label>
          ))}
        </fieldset>

        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {t("search.filters.apply")}
          </button>
          {filtering ? (
            <Link to={resetHref} className="filters__reset" preventScrollReset>
              {t("search.filters.reset")}
            </Link>
          ) : null}
        </div>
      </details>
      {/* Folds the panel on phones before the first paint, so the results do not jump up once the
          effect above runs (a large layout shift). Scripts inserted on client navigation do not run;
          the effect covers those. */}
      {filtering ? null : (
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: FOLD_ON_PHONES }} />
      )}
    </Form>
  );
}

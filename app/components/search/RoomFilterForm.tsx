import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_REVIEW_SORT,
  DEFAULT_ROOM_SORT,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRICE_FILTER_STEP,
  REVIEW_SEARCH_MAX,
  REVIEW_SORTS,
  type RoomFilters,
} from "~/utils/search-filters";
import { useAutoSubmit } from "./hooks";

/** Keeps the other forms' state when one GET form of the room page is submitted. */
function Hidden({ filters, keep }: { filters: RoomFilters; keep: "rooms" | "reviews" }) {
  return keep === "rooms" ? (
    <>
      {filters.hargaMin !== PRICE_FILTER_MIN ? <input type="hidden" name="harga_min" value={filters.hargaMin} /> : null}
      {filters.hargaMax !== PRICE_FILTER_MAX ? <input type="hidden" name="harga_max" value={filters.hargaMax} /> : null}
      {filters.urut !== DEFAULT_ROOM_SORT ? <input type="hidden" name="urut" value={filters.urut} /> : null}
    </>
  ) : (
    <>
      {filters.ulasanUrut !== DEFAULT_REVIEW_SORT ? <input type="hidden" name="ulasan_urut" value={filters.ulasanUrut} /> : null}
      {filters.ulasanCari ? <input type="hidden" name="ulasan_cari" value={filters.ulasanCari} /> : null}
    </>
  );
}

/** Follows the URL after a navigation without remounting (keeps focus); skips the field being typed in. */
function useSyncInputs(ref: RefObject<HTMLFormElement>, values: Record<string, string>) {
  const key = JSON.stringify(values);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const current = JSON.parse(key) as Record<string, string>;
    for (const [name, value] of Object.entries(current)) {
      const el = form.elements.namedItem(name);
      if ((el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el !== document.activeElement) el.value = value;
    }
  }, [ref, key]);
}

/** The room page's price filter (two native number inputs, keyboard-operable). */
export function RoomPriceFilter({ filters }: { filters: RoomFilters }) {
  const { t } = useTranslation();
  const location = useLocation();
  const autoSubmit = useAutoSubmit();
  const ref = useRef<HTMLFormElement>(null);
  useSyncInputs(ref, { harga_min: String(filters.hargaMin), harga_max: String(filters.hargaMax) });
  return (
    <Form ref={ref} method="get" action={`${location.pathname}#kamar`} className="room-filter" onChange={autoSubmit} preventScrollReset>
      <Hidden filters={filters} keep="reviews" />
      {filters.urut !== DEFAULT_ROOM_SORT ? <input type="hidden" name="urut" value={filters.urut} /> : null}
      <fieldset className="room-filter__price">
        <legend>{t("search.filters.price")}</legend>
        <label className="field">
          <span>{t("search.filters.priceMin")}</span>
          <input type="number" name="harga_min" min={PRICE_FILTER_MIN} max={PRICE_FILTER_MAX} step={PRICE_FILTER_STEP} defaultValue={filters.hargaMin} inputMode="numeric" />
        </label>
        <label className="field">
          <span>{t("search.filters.priceMax")}</span>
          <input type="number" name="harga_max" min={PRICE_FILTER_MIN} max={PRICE_FILTER_MAX} step={PRICE_FILTER_STEP} defaultValue={filters.hargaMax} inputMode="numeric" />
        </label>
        <button type="submit" className="button button--secondary">
          {t("search.filters.apply")}
        </button>
      </fieldset>
    </Form>
  );
}

/** Search and sort of the reviews section. */
export function ReviewSearchForm({ filters }: { filters: RoomFilters }) {
  const { t } = useTranslation();
  const location = useLocation();
  const autoSubmit = useAutoSubmit();
  const ref = useRef<HTMLFormElement>(null);
  useSyncInputs(ref, { ulasan_cari: filters.ulasanCari, ulasan_urut: filters.ulasanUrut });
  return (
    <Form ref={ref} method="get" action={`${location.pathname}#ulasan`} className="review-tools" onChange={autoSubmit} preventScrollReset role="search">
      <Hidden filters={filters} keep="rooms" />
      <label className="field">
        <span>{t("room.reviewsSearch")}</span>
        <input type="search" name="ulasan_cari" defaultValue={filters.ulasanCari} maxLength={REVIEW_SEARCH_MAX} />
      </label>
      <label className="field">
        <span>{t("room.reviewsSort")}</span>
        <select name="ulasan_urut" defaultValue={filters.ulasanUrut}>
          {REVIEW_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`room.reviewSort.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary">
        {t("room.reviewsApply")}
      </button>
    </Form>
  );
}

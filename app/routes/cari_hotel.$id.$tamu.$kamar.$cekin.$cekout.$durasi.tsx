import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { HotelCard } from "~/components/search/HotelCard";
import { HotelFilterForm } from "~/components/search/HotelFilterForm";
import { InvalidStay } from "~/components/search/InvalidStay";
import { SearchForm } from "~/components/search/SearchForm";
import { SortLinks } from "~/components/search/SortLinks";
import { StaySummary } from "~/components/search/StaySummary";
import { Pagination } from "~/components/ui/Pagination";
import { fixedT } from "~/i18n/translate";
import { getLanguage } from "~/i18n/i18n.server";
import { searchHotels } from "~/models/hotel-search.server";
import { searchEveryEstate } from "~/models/estate-offers.server";
import { EstateRoomList } from "~/components/search/EstateRoomList";
import { loaderCacheHeaders, searchCacheHeaders } from "~/services/cache.server";
import { invalidStay, parseStayRoute } from "~/services/stay-request.server";
import searchStyles from "~/styles/search.css";
import { todayInJakarta } from "~/utils/dates";
import { languageFromMatches, pageMeta } from "~/utils/meta";
import { HOTEL_SORTS, hasHotelFilters, hotelFiltersToQuery, parseHotelFilters, PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "~/utils/search-filters";
import { ALL_ESTATES, roomUrl } from "~/utils/stay";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];

export const headers = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(languageFromMatches(matches));
  const title =
    data?.kind !== "results" ? t("search.invalid.title") : data.city ? t("search.results.title", { kota: data.city.nama }) : t("search.results.titleAll");
  return [...pageMeta(`${title} — ${t("meta.siteName")}`, t("search.metaDescription")), { name: "robots", content: "noindex, follow" }];
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const today = todayInJakarta();
  const route = parseStayRoute(params, today);
  if (!route.ok) return invalidStay(db, route.submission, {}, today);
  const filters = parseHotelFilters(new URL(request.url).searchParams);
  const language = await getLanguage(request);
  // "Semua penginapan": every estate's hotels, each with its bookable room types priced.
  const everyEstate = route.stay.kota === ALL_ESTATES;
  const results = everyEstate
    ? await searchEveryEstate(db, route.stay, filters, language)
    : { ...(await searchHotels(db, route.stay, filters, language)), offers: null };
  if (!everyEstate && !results.city) return invalidStay(db, route.submission, { fieldErrors: { kota: ["cityUnknown"] } }, today);
  return json(
    { kind: "results" as const, stay: route.stay, filters: { ...filters, halaman: results.page }, today, ...results, city: everyEstate ? null : results.city },
    { headers: searchCacheHeaders(request, context.env) },
  );
}

export default function SearchResultsPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "invalid") return <InvalidStay reply={data.reply} cities={data.cities} today={data.today} />;
  return <Results data={data} />;
}

type ResultsData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "results" }>;

function Results({ data }: { data: ResultsData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const { stay, filters, hotels, total, page, pageCount, city } = data;
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const here = location.pathname;
  const cityNames = new Map(data.cities.map((c) => [c.id, c.nama]));

  return (
    <div className="results container">
      <header className="results__header">
        <h1 className="results__title">{city ? t("search.results.title", { kota: city.nama }) : t("search.results.titleAll")}</h1>
        <StaySummary stay={stay} />
        <details className="results__modify">
          <summary className="button button--secondary">{t("search.results.modify")}</summary>
          <SearchForm cities={data.cities} defaults={stay} today={data.today} variant="compact" id="modify" />
        </details>
      </header>

      <div className="results__layout">
        <aside className="results__filters" aria-label={t("search.filters.title")}>
          <HotelFilterForm filters={filters} facilities={data.facilities} accommodationTypes={data.accommodationTypes} />
        </aside>

        <section className="results__main" aria-labelledby="results-count" aria-busy={loading || undefined}>
          <div className="results__toolbar">
            <p id="results-count" className="results__count" role="status">
              {loading ? t("search.results.updating") : t("search.results.found", { count: total })}
            </p>
            <SortLinks
              label={t("search.sort.label")}
              options={HOTEL_SORTS}
              current={filters.urut}
              hrefFor={(urut) => `${here}${hotelFiltersToQuery(filters, { urut, halaman: 1 })}`}
              labelFor={(urut) => t(`search.sort.${urut}`)}
            />
          </div>

          <div className={`results__list${loading ? " results__list--loading" : ""}`}>
            {hotels.length > 0 ? (
              <ul className="hotel-list" aria-label={t("search.results.listLabel")}>
                {hotels.map((hotel, index) => {
                  // Every estate's results link each hotel through its own city.
                  const href = roomUrl({ ...stay, kota: hotel.cityId }, hotel.idHotel);
                  return (
                    <li key={hotel.idHotel}>
                      <HotelCard hotel={hotel} href={href} priority={index === 0} estate={data.offers ? cityNames.get(hotel.cityId) : undefined} />
                      {data.offers ? (
                        <EstateRoomList hotel={hotel.namaHotel} rooms={data.offers[hotel.idHotel] ?? []} href={href} nights={stay.durasi} />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <div className="empty-state">
                <p className="empty-state__title">{t("search.results.empty")}</p>
                <p>{t("search.results.emptyHint")}</p>
                {hasHotelFilters(filters) ? (
                  <Link to={`${here}${hotelFiltersToQuery(filters, { fasilitas: [], jenis: [], bintang: [], hargaMin: PRICE_FILTER_MIN, hargaMax: PRICE_FILTER_MAX, halaman: 1 })}`}>
                    {t("search.filters.reset")}
                  </Link>
                ) : null}
              </div>
            )}
          </div>

          {pageCount > 1 ? (
            <Pagination
              page={page}
              pages={pageCount}
              hrefFor={(p) => `${here}${hotelFiltersToQuery(filters, { halaman: p })}`}
              label={t("search.results.pagination")}
              summary={t("search.results.page", { page, pages: pageCount })}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { PropertyGallery } from "~/components/room/PropertyGallery";
import { PropertyPolicies } from "~/components/room/PropertyPolicies";
import { ReadMore } from "~/components/ui/ReadMore";
import { InvalidStay } from "~/components/search/InvalidStay";
import { RatingStars } from "~/components/search/RatingStars";
import { ReviewList } from "~/components/search/ReviewList";
import { ReviewSearchForm, RoomPriceFilter } from "~/components/search/RoomFilterForm";
import { RoomTypeCard } from "~/components/search/RoomTypeCard";
import { SortLinks } from "~/components/search/SortLinks";
import { StaySummary } from "~/components/search/StaySummary";
import { fixedT } from "~/i18n/translate";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { getLanguage } from "~/i18n/i18n.server";
import { getRoomPage } from "~/models/room-page.server";
import { loaderCacheHeaders, searchCacheHeaders } from "~/services/cache.server";
import { invalidStay, parseStayRoute } from "~/services/stay-request.server";
import lightboxStyles from "~/styles/lightbox.css";
import readMoreStyles from "~/styles/read-more.css";
import searchStyles from "~/styles/search.css";
import { mailtoHref, telHref } from "~/utils/contact";
import { todayInJakarta } from "~/utils/dates";
import { imageUrl } from "~/utils/images";
import { mapLink } from "~/utils/maps";
import { languageFromMatches, pageMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { parseRoomFilters, ROOM_SORTS, roomFiltersToQuery, starLevel } from "~/utils/search-filters";
import { parseId } from "~/utils/route-params";
import { reservationUrl, searchUrl } from "~/utils/stay";
import { langOf } from "~/utils/content-lang";
import { hotelJsonLd, jsonLdString } from "~/utils/structured-data";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchStyles },
  { rel: "stylesheet", href: lightboxStyles },
  { rel: "stylesheet", href: readMoreStyles },
];

export const headers = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(languageFromMatches(matches));
  if (data?.kind !== "room") return [...pageMeta(`${t("search.invalid.title")} — ${t("meta.siteName")}`, t("search.metaDescription"))];
  const { hotel } = data.page;
  const description = [hotel.jenis, hotel.alamat, hotel.kota].filter(Boolean).join(" · ");
  return [...pageMeta(`${t("room.metaTitle", { hotel: hotel.nama })} — ${t("meta.siteName")}`, description), { name: "robots", content: "noindex, follow" }];
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const today = todayInJakarta();
  const route = parseStayRoute(params, today);
  const hotelId = parseId(params.idhotel);
  if (!route.ok || hotelId === null) {
    return invalidStay(db, route.submission, { formErrors: hotelId === null ? ["hotelUnknown"] : [] }, today);
  }
  const url = new URL(request.url);
  const filters = parseRoomFilters(url.searchParams);
  const page = await getRoomPage(db, route.stay, hotelId, filters, await getLanguage(request));
  if (!page) return invalidStay(db, route.submission, { formErrors: ["hotelUnknown"] }, today);
  return json({ kind: "room" as const, stay: route.stay, filters, page, url: url.origin + url.pathname }, { headers: searchCacheHeaders(request, context.env) });
}

export default function RoomPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "invalid") return <InvalidStay reply={data.reply} cities={data.cities} today={data.today} />;
  return <Rooms data={data} />;
}

type RoomData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "room" }>;

function Rooms({ data }: { data: RoomData }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const location = useLocation();
  const navigation = useNavigation();
  const { stay, filters, page } = data;
  const { hotel } = page;
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const here = location.pathname;
  const hasCoordinates = hotel.latitude !== null && hotel.longitude !== null;

  const ld = hotelJsonLd({
    url: data.url,
    nama: hotel.nama,
    alamat: hotel.alamat,
    kota: hotel.kota,
    email: hotel.email,
    telepon: hotel.telepon,
    images: hotel.photos.map((p) => imageUrl(p.fotoKey)),
    ratingAvg: hotel.ratingAvg,
    reviewCount: hotel.reviewCount,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    rooms: page.roomTypes.map((r) => ({
      nama: r.nama,
      kapasitas: r.kapasitas,
      luas: r.luas,
      hargaMalam: r.price.hargaMalam,
      totalPayment: r.price.totalPayment,
      available: r.status === "available",
    })),
    cekin: stay.cekin,
    cekout: stay.cekout,
    jamCekin: hotel.jamCekin,
    jamCekout: hotel.jamCekout,
  });

  return (
    <div className="room-page container">
      <p className="back-link">
        <Link to={searchUrl(stay)}>← {t("room.back")}</Link>
      </p>

      <header className="hotel-head">
        <div className="hotel-head__main">
          <p className="hotel-head__type">
            <span lang={langOf(hotel, "jenis")}>{hotel.jenis}</span> · {hotel.kota}
          </p>
          <h1 className="hotel-head__title" lang={langOf(hotel, "nama")}>
            {hotel.nama}
          </h1>
          <ReadMore text={hotel.deskripsi} className="hotel-head__description" lang={langOf(hotel, "deskripsi")} />
          <p className="hotel-head__rating">
            <span className="visually-hidden">{t("room.visitorRating")}: </span>
            <RatingStars level={starLevel(hotel.ratingAvg)} rating={hotel.ratingAvg} />
            <span>
              {hotel.reviewCount > 0
                ? `${hotel.ratingAvg.toFixed(1)} · ${t("search.rating.reviews", { count: hotel.reviewCount })}`
                : t("search.rating.none")}
            </span>
          </p>
          <dl className="hotel-head__contact">
            <div>
              <dt>{t("room.address")}</dt>
              <dd>{hotel.alamat}</dd>
            </div>
            {hotel.email ? (
              <div>
                <dt>{t("room.email")}</dt>
                <dd>
                  <a href={mailtoHref(hotel.email)}>{hotel.email}</a>
                </dd>
              </div>
            ) : null}
            {hotel.telepon ? (
              <div>
                <dt>{t("room.phone")}</dt>
                <dd>
                  <a href={telHref(hotel.telepon)}>{hotel.telepon}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="hotel-head__price">
          <p className="hotel-head__from">{t("room.priceFrom")}</p>
          {page.hargaMulai !== null ? (
            <p className="price price--online">
              <strong className="price__amount">{formatRupiah(page.hargaMulai, language)}</strong>
              <span className="price__unit">{t("rates.perNightAverage")}</span>
            </p>
          ) : (
            <p>{t("room.noPrice")}</p>
          )}
          <StaySummary stay={stay} />
          <a href="#kamar" className="button button--primary">
            {t("room.roomsTitle")}
          </a>
        </div>
      </header>

      <PropertyGallery
        label={t("room.photos", { hotel: hotel.nama })}
        photos={hotel.photos.map((p, i) => ({
          fotoKey: p.fotoKey,
          caption: p.caption,
          alt: p.caption ?? t("roomInfo.photoAlt", { name: hotel.nama, n: i + 1 }),
          lang: p.caption ? langOf(p, "caption") : undefined,
        }))}
      />

      <div className="hotel-info">
        <section className="hotel-info__reviews" aria-labelledby="latest-reviews">
          <h2 id="latest-reviews">{t("room.latestReviews")}</h2>
          {page.firstReviews.length > 0 ? (
            <>
              <ReviewList reviews={page.firstReviews} />
              <a href="#ulasan">{t("room.allReviews")}</a>
            </>
          ) : (
            <p className="empty-state">{t("room.noReviews")}</p>
          )}
        </section>
        <section className="hotel-info__directions" aria-labelledby="directions">
          <h2 id="directions">{t("room.directions")}</h2>
          {hotel.directionHtml ? (
            <div className="rich-text" lang={langOf(hotel, "direction")} dangerouslySetInnerHTML={{ __html: hotel.directionHtml }} />
          ) : null}
          {hasCoordinates ? (
            <p>
              <a href={mapLink(hotel.latitude as number, hotel.longitude as number)} rel="noopener noreferrer" target="_blank">
                {t("room.map")}
              </a>
            </p>
          ) : null}
        </section>
      </div>

      <section id="kamar" className="rooms" aria-labelledby="rooms-title" aria-busy={loading || undefined}>
        <h2 id="rooms-title">{t("room.roomsTitle")}</h2>
        <div className="rooms__toolbar">
          <SortLinks
            label={t("room.sort.label")}
            options={ROOM_SORTS}
            current={filters.urut}
            hrefFor={(urut) => `${here}${roomFiltersToQuery(filters, { urut })}#kamar`}
            labelFor={(urut) => t(`room.sort.${urut}`)}
          />
          <RoomPriceFilter filters={filters} />
        </div>
        <div className={`rooms__list${loading ? " results__list--loading" : ""}`}>
          {page.roomTypes.length > 0 ? (
            <ul className="room-list" aria-label={t("room.roomsLabel")}>
              {page.roomTypes.map((room) => (
                <li key={room.id}>
                  <RoomTypeCard room={room} stay={stay} bookHref={reservationUrl(stay, hotel.id, room.id)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">{page.roomTypeCount === 0 ? t("room.noRooms") : t("room.noRoomsMatch")}</p>
          )}
        </div>
      </section>

      <PropertyPolicies hotel={hotel} rooms={page.roomTypes} />

      <section id="ulasan" className="all-reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{t("room.reviewsTitle")}</h2>
        {hotel.reviewCount > 0 ? (
          <>
            <ReviewSearchForm filters={filters} />
            <p className="all-reviews__count" role="status">
              {t("room.reviewsShown", { shown: page.reviews.length, total: hotel.reviewCount })}
            </p>
            {page.reviews.length > 0 ? <ReviewList reviews={page.reviews} /> : <p className="empty-state">{t("room.noReviewsMatch")}</p>}
          </>
        ) : (
          <p className="empty-state">{t("room.noReviews")}</p>
        )}
      </section>

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(ld) }} />
    </div>
  );
}

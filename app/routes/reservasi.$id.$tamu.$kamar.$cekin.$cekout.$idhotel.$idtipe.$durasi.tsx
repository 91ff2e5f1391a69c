import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BookingSummary } from "~/components/booking/BookingSummary";
import { InvalidStay } from "~/components/search/InvalidStay";
import { getBookingSummary } from "~/models/booking-summary.server";
import { loaderCacheHeaders, noStoreHeaders } from "~/services/cache.server";
import { invalidStay, parseIdParam, parseStayRoute } from "~/services/stay-request.server";
import searchStyles from "~/styles/search.css";
import { todayInJakarta } from "~/utils/dates";
import { languageFromMatches, messagesFor, pageMeta } from "~/utils/meta";
import { roomUrl } from "~/utils/stay";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];

export const headers = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const m = messagesFor(languageFromMatches(matches));
  const title = data?.kind === "booking" ? m.reservasi.title.replace("{{hotel}}", data.summary.hotel.nama) : m.search.invalid.title;
  return [...pageMeta(`${title} — ${m.meta.siteName}`, m.reservasi.lead), { name: "robots", content: "noindex, nofollow" }];
};

/**
 * The booking route's entry: every URL part validated like the search pages, availability checked
 * again now, the stay priced by the pricing module. The page depends on live availability, so it is
 * never cached.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { db } = context;
  const today = todayInJakarta();
  const route = parseStayRoute(params, today);
  const hotelId = parseIdParam(params.idhotel);
  const roomTypeId = parseIdParam(params.idtipe);
  const formErrors = [...(hotelId === null ? (["hotelUnknown"] as const) : []), ...(roomTypeId === null ? (["roomTypeUnknown"] as const) : [])];
  if (!route.ok || hotelId === null || roomTypeId === null) return invalidStay(db, route.submission, { formErrors }, today);
  const lookup = await getBookingSummary(db, route.stay, hotelId, roomTypeId);
  if (!lookup.found) {
    return invalidStay(db, route.submission, { formErrors: [lookup.missing === "hotel" ? "hotelUnknown" : "roomTypeUnknown"] }, today);
  }
  const status = lookup.summary.status === "tooSmall" ? 400 : 200;
  return json({ kind: "booking" as const, stay: route.stay, summary: lookup.summary }, { status, headers: noStoreHeaders });
}

export default function ReservationPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (data.kind === "invalid") return <InvalidStay reply={data.reply} cities={data.cities} today={data.today} />;
  const { stay, summary } = data;
  const kind = t(`room.kind.${summary.roomType.ket}`);
  const back = roomUrl(stay, summary.hotel.id);
  const units = (count: number) => t(`room.unit.${summary.roomType.ket}`, { count });

  return (
    <div className="reservation-page container">
      <header className="reservation-page__header">
        <h1>{t("reservasi.title", { hotel: summary.hotel.nama })}</h1>
        <p className="section__lead">{summary.hotel.alamat}</p>
      </header>
      {summary.status === "available" ? (
        <>
          <p>{t("reservasi.lead")}</p>
          <BookingSummary roomTypeName={summary.roomType.nama} kind={summary.roomType.ket} stay={stay} price={summary.price} hotelName={summary.hotel.nama} />
          <p>
            <Link to={back}>{t("reservasi.changeRoom")}</Link>
          </p>
        </>
      ) : (
        <div className="unavailable" role="alert">
          <h2>{t("reservasi.unavailableTitle")}</h2>
          <p>
            {summary.status === "soldOut"
              ? t("reservasi.soldOut", { kind: kind.toLowerCase(), nama: summary.roomType.nama })
              : summary.status === "notEnough"
                ? t("reservasi.notEnough", { kind: kind.toLowerCase(), nama: summary.roomType.nama, units: units(summary.jumlahAvailable) })
                : t("reservasi.tooSmall", {
                    kind,
                    nama: summary.roomType.nama,
                    guests: t("search.stay.guests", { count: stay.tamu }),
                    units: units(stay.kamar),
                  })}
          </p>
          <p>{t("reservasi.unavailableHint")}</p>
          <Link to={back} className="button button--primary">
            {t("reservasi.backToRooms")}
          </Link>
        </div>
      )}
    </div>
  );
}

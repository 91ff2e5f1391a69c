import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { contentLinks } from "~/components/content/links";
import { R2Image } from "~/components/ui/R2Image";
import { fixedT } from "~/i18n/translate";
import { getPromos } from "~/models/promo.server";
import { getLanguage } from "~/i18n/i18n.server";
import { publicPageHeaders } from "~/utils/cache-control";
import { languageFromMatches, seoMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { safeHref } from "~/utils/safe-href";
import { langOf } from "~/utils/content-lang";
import { useMessage } from "~/components/account/useMessage";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { promoConditions } from "~/utils/promo-label";

export const links = contentLinks;
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return seoMeta(matches, {
    title: t("content.promo.title"),
    description: t("content.promo.lead"),
    path: "/promo",
    image: data?.banners[0]?.fotoKey ?? data?.rooms.find((r) => r.fotoKey)?.fotoKey ?? null,
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await getPromos(context.db, await getLanguage(request)));
}

/** The room type's offer: its hotel's page, priced for the next stay the promo applies to. */
const offerPath = (roomTypeId: number) => `/hotel?tipe=${roomTypeId}`;

export default function PromoRoute() {
  const { banners, rooms } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const empty = banners.length === 0 && rooms.length === 0;
  const conditionsOf = (room: (typeof rooms)[number]) => promoConditions(message, room.validity, language);

  return (
    <div className="content-page container">
      <header className="content-page__header">
        <h1 className="content-page__title">{t("content.promo.title")}</h1>
        <p className="content-page__lead">{t("content.promo.lead")}</p>
      </header>

      {empty ? <p className="empty-state">{t("content.promo.empty")}</p> : null}

      {banners.length > 0 ? (
        <section className="content-section" aria-labelledby="promo-banners">
          <h2 id="promo-banners" className="content-section__title">
            {t("content.promo.banners")}
          </h2>
          <ul className="promo-banners">
            {banners.map((banner, index) => (
              <li key={banner.id} className="promo-banner">
                <R2Image
                  objectKey={banner.fotoKey}
                  slot="banner"
                  alt={banner.judul ?? t("content.promo.banners")}
                  lang={langOf(banner, "judul")}
                  priority={index === 0}
                  className="promo-banner__image"
                />
                {banner.judul || banner.linkUrl ? (
                  <div className="promo-banner__body">
                    {banner.judul ? (
                      <p className="promo-banner__title" lang={langOf(banner, "judul")}>
                        {banner.judul}
                      </p>
                    ) : null}
                    {banner.subjudul ? (
                      <p className="promo-banner__text" lang={langOf(banner, "subjudul")}>
                        {banner.subjudul}
                      </p>
                    ) : null}
                    {safeHref(banner.linkUrl, { relative: true }) ? (
                      <Link to={safeHref(banner.linkUrl, { relative: true })!} className="button button--primary">
                        {t("content.promo.seeOffer")}
                      </Link>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {rooms.length > 0 ? (
        <section className="content-section" aria-labelledby="promo-rooms">
          <h2 id="promo-rooms" className="content-section__title">
            {t("content.promo.rooms")}
          </h2>
          <ul className="promo-grid">
            {rooms.map((room) => (
              <li className="card promo-card" key={room.id}>
                <div className="promo-card__media">
                  {room.fotoKey ? (
                    <R2Image objectKey={room.fotoKey} slot="photo" alt={`${room.nama} — ${room.hotelNama}`} className="card__image" />
                  ) : null}
                  <span className="promo-card__badge">{t("content.promo.discount", { percent: room.discPersenPromo })}</span>
                </div>
                <div className="card__body">
                  <p className="card__meta">
                    <span lang={langOf(room, "hotelNama")}>{room.hotelNama}</span> · {room.kota}
                  </p>
                  <h3 className="card__title" lang={langOf(room, "nama")}>
                    {room.nama}
                  </h3>
                  <p className="promo-card__capacity">
                    {t(`content.promo.kinds.${room.ket}`)} · {t("content.promo.capacity", { count: room.kapasitas })}
                  </p>
                  {room.ketPromo ? (
                    <p className="promo-card__note" lang={langOf(room, "ketPromo")}>
                      {room.ketPromo}
                    </p>
                  ) : null}
                  {conditionsOf(room).length > 0 ? (
                    <p className="promo-card__when" data-testid="promo-when">
                      {t("rates.promo.validFor", { conditions: conditionsOf(room).join(" · ") })}
                    </p>
                  ) : null}
                  <p className="promo-card__prices">
                    <span className="visually-hidden">{t("content.promo.normalPrice")}: </span>
                    <del className="promo-card__old">{formatRupiah(room.hargaOnline, language)}</del>{" "}
                    <span className="visually-hidden">{t("content.promo.promoPrice")}: </span>
                    <strong className="promo-card__new">{formatRupiah(room.hargaPromo, language)}</strong>{" "}
                    <span className="promo-card__unit">{t("content.promo.perNight")}</span>
                  </p>
                  <Link to={offerPath(room.id)} className="button button--primary">
                    {t("content.promo.book")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

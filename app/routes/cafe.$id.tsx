import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Banners } from "~/components/content/Banners";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { InfoItem } from "~/components/content/InfoItem";
import { DirectionsSection, GallerySection } from "~/components/content/PlaceSections";
import { SideList } from "~/components/content/SideList";
import { contentLinks } from "~/components/content/links";
import { JsonLd } from "~/components/ui/JsonLd";
import { R2Image } from "~/components/ui/R2Image";
import { ReadMore } from "~/components/ui/ReadMore";
import { ShareLinks } from "~/components/ui/ShareLinks";
import { getLanguage } from "~/i18n/i18n.server";
import { getCafePage } from "~/models/cafe.server";
import { useRootData } from "~/utils/root-data";
import { publicPageHeaders } from "~/utils/cache-control";
import { telHref } from "~/utils/contact";
import { imageUrl } from "~/utils/images";
import { mapLink } from "~/utils/maps";
import { absoluteUrl, notFoundMeta, seoMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { invariantResponse } from "~/utils/invariant";
import { requireId } from "~/utils/route-params";
import { htmlToText } from "~/utils/text";
import { langOf } from "~/utils/content-lang";

export const links = contentLinks;
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { cafe } = data;
  return seoMeta(matches, {
    title: cafe.nama,
    description: cafe.ringkasan || htmlToText(cafe.deskripsi),
    path: `/cafe/${cafe.id}`,
    image: data.banners[0]?.fotoKey ?? cafe.fotoKey,
    imageAlt: cafe.nama,
  });
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await getCafePage(context.db, requireId(params.id), await getLanguage(request));
  invariantResponse(page, "errors.notFoundMessage", { status: 404 });
  return json(page);
}

export default function CafeRoute() {
  const { cafe, banners, gallery, directions, menu, cafes } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const pageUrl = absoluteUrl(siteUrl, `/cafe/${cafe.id}`);
  const hasMap = cafe.latitude !== null && cafe.longitude !== null;

  const structuredData: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "CafeOrCoffeeShop",
    name: cafe.nama,
    url: pageUrl,
    description: cafe.ringkasan || htmlToText(cafe.deskripsi) || undefined,
    image: [...banners.map((b) => b.fotoKey), ...(cafe.fotoKey ? [cafe.fotoKey] : [])].map((key) =>
      absoluteUrl(siteUrl, imageUrl(key)),
    ),
    telephone: cafe.telepon ?? undefined,
    address: cafe.alamat ? { "@type": "PostalAddress", streetAddress: cafe.alamat, addressCountry: "ID" } : undefined,
    geo: hasMap ? { "@type": "GeoCoordinates", latitude: cafe.latitude, longitude: cafe.longitude } : undefined,
    hasMap: hasMap ? mapLink(cafe.latitude as number, cafe.longitude as number) : undefined,
    hasMenu: menu.length > 0 ? `${pageUrl}#menu` : undefined,
  };

  return (
    <article className="content-page">
      <JsonLd data={structuredData} />
      <Banners
        banners={banners}
        fallbackKey={cafe.fotoKey}
        alt={cafe.nama}
        altLang={langOf(cafe, "nama")}
        label={t("content.cafe.bannersLabel", { name: cafe.nama })}
      />
      <div className="container">
        <header className="content-page__header">
          <p className="content-page__kicker">{t("nav.cafe")}</p>
          <h1 className="content-page__title" lang={langOf(cafe, "nama")}>
            {cafe.nama}
          </h1>
          {cafe.ringkasan ? (
            <p className="content-page__lead" lang={langOf(cafe, "ringkasan")}>
              {cafe.ringkasan}
            </p>
          ) : null}
        </header>

        <div className="content-layout">
          <div className="content-layout__main">
            {cafe.deskripsi ? (
              <section className="content-section" aria-labelledby="cafe-about">
                <h2 id="cafe-about" className="content-section__title">
                  {t("content.cafe.about")}
                </h2>
                <ReadMore sanitizedHtml={cafe.deskripsi} lang={langOf(cafe, "deskripsi")} />
              </section>
            ) : null}

            <GallerySection
              id="cafe-gallery"
              title={t("content.cafe.gallery")}
              emptyText={t("content.cafe.noGallery")}
              placeName={cafe.nama}
              placeLang={langOf(cafe, "nama")}
              photos={gallery}
            />

            <section className="content-section" id="menu" aria-labelledby="cafe-menu">
              <h2 id="cafe-menu" className="content-section__title">
                {t("content.cafe.menu")}
              </h2>
              {menu.length > 0 ? (
                menu.map((group) => (
                  <div className="menu-group" key={group.kategori ?? ""}>
                    <h3 className="menu-group__title" lang={group.kategori ? langOf(group, "kategori") : undefined}>
                      {group.kategori ?? t("content.cafe.otherCategory")}
                    </h3>
                    <ul className="menu-list">
                      {group.items.map((item) => (
                        <li className="menu-item" key={item.id}>
                          {item.fotoKey ? (
                            <R2Image
                              objectKey={item.fotoKey}
                              slot="photo"
                              alt={item.nama}
                              lang={langOf(item, "nama")}
                              className="menu-item__image"
                            />
                          ) : null}
                          <div className="menu-item__body">
                            <p className="menu-item__name" lang={langOf(item, "nama")}>
                              {item.nama}
                            </p>
                            {item.deskripsi ? (
                              <p className="menu-item__text" lang={langOf(item, "deskripsi")}>
                                {item.deskripsi}
                              </p>
                            ) : null}
                          </div>
                          <p className="menu-item__price">{formatRupiah(item.harga, language)}</p>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))
              ) : (
                <p className="empty-state">{t("content.cafe.noMenu")}</p>
              )}
            </section>

            <DirectionsSection
              id="cafe-directions"
              title={t("content.cafe.directions")}
              emptyText={t("content.cafe.noDirections")}
              placeName={cafe.nama}
              latitude={cafe.latitude}
              longitude={cafe.longitude}
              directions={directions}
            />

            <ShareLinks url={pageUrl} text={cafe.nama} />
          </div>

          <div className="content-layout__aside">
            <section className="info-card" aria-labelledby="cafe-info">
              <h2 id="cafe-info" className="info-card__title">
                {t("content.cafe.info")}
              </h2>
              <dl className="info-list">
                <InfoItem label={t("content.cafe.address")} value={cafe.alamat} />
                <InfoItem label={t("content.cafe.phone")} value={cafe.telepon}>
                  {cafe.telepon ? <a href={telHref(cafe.telepon)}>{cafe.telepon}</a> : null}
                </InfoItem>
                <InfoItem label={t("content.cafe.hours")} value={cafe.jamBuka} lang={langOf(cafe, "jamBuka")} />
              </dl>
            </section>

            <SideList
              id="cafe-all"
              title={t("content.cafe.allCafes")}
              items={cafes.map((c) => ({
                id: c.id,
                to: `/cafe/${c.id}`,
                name: c.nama,
                nameLang: langOf(c, "nama"),
                fotoKey: c.fotoKey,
                current: c.id === cafe.id,
                details:
                  c.id === cafe.id ? (
                    <span className="side-list__meta">{t("content.cafe.current")}</span>
                  ) : c.jamBuka ? (
                    <span className="side-list__meta" lang={langOf(c, "jamBuka")}>
                      {c.jamBuka}
                    </span>
                  ) : null,
              }))}
            />
          </div>
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary titles={{ 404: "content.cafe.notFound" }} />;
}

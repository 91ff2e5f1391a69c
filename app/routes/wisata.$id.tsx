import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { Banners } from "~/components/content/Banners";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { DirectionsSection, GallerySection } from "~/components/content/PlaceSections";
import { contentLinks } from "~/components/content/links";
import { Carousel } from "~/components/ui/Carousel";
import { JsonLd } from "~/components/ui/JsonLd";
import { R2Image } from "~/components/ui/R2Image";
import { ReadMore } from "~/components/ui/ReadMore";
import { RichText } from "~/components/ui/RichText";
import { ShareLinks } from "~/components/ui/ShareLinks";
import { getLanguage } from "~/i18n/i18n.server";
import { getDestinationPage } from "~/models/destination.server";
import { useRootData } from "~/utils/root-data";
import { publicPageHeaders } from "~/utils/cache-control";
import { imageUrl } from "~/utils/images";
import { mapLink } from "~/utils/maps";
import { absoluteUrl, notFoundMeta, seoMeta } from "~/utils/meta";
import { invariantResponse } from "~/utils/invariant";
import { requireId } from "~/utils/route-params";
import { htmlToText, truncate } from "~/utils/text";
import { langOf } from "~/utils/content-lang";

export const links = contentLinks;
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { destination, details } = data;
  return seoMeta(matches, {
    title: destination.nama,
    description: destination.ringkasan || htmlToText(details[0]?.deskripsi ?? "") || destination.nama,
    path: `/wisata/${destination.id}`,
    image: data.banners[0]?.fotoKey ?? destination.fotoKey,
    imageAlt: destination.nama,
  });
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const page = await getDestinationPage(context.db, language, context.env.CONTENT_VERSION_TTL_MS, requireId(params.id));
  invariantResponse(page, "errors.notFoundMessage", { status: 404 });
  return json(page);
}

export default function WisataRoute() {
  const { destination, banners, details, gallery, directions, tickets, others } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const siteUrl = useRootData()?.siteUrl ?? "";
  const pageUrl = absoluteUrl(siteUrl, `/wisata/${destination.id}`);
  const hasMap = destination.latitude !== null && destination.longitude !== null;
  const description = destination.ringkasan || htmlToText(details[0]?.deskripsi ?? "");

  const structuredData: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "TouristAttraction",
    name: destination.nama,
    url: pageUrl,
    description: description || undefined,
    image: [...banners.map((b) => b.fotoKey), ...(destination.fotoKey ? [destination.fotoKey] : [])].map((key) =>
      absoluteUrl(siteUrl, imageUrl(key)),
    ),
    address:
      destination.alamat || destination.kota
        ? {
            "@type": "PostalAddress",
            streetAddress: destination.alamat ?? undefined,
            addressLocality: destination.kota ?? undefined,
            addressCountry: "ID",
          }
        : undefined,
    geo: hasMap
      ? { "@type": "GeoCoordinates", latitude: destination.latitude, longitude: destination.longitude }
      : undefined,
    hasMap: hasMap ? mapLink(destination.latitude as number, destination.longitude as number) : undefined,
  };

  return (
    <article className="content-page">
      <JsonLd data={structuredData} />
      <Banners
        banners={banners}
        fallbackKey={destination.fotoKey}
        alt={destination.nama}
        altLang={langOf(destination, "nama")}
        label={t("content.wisata.bannersLabel", { name: destination.nama })}
      />

      <div className="container">
        <header className="content-page__header">
          <p className="content-page__kicker">
            {t("nav.destinations")}
            {destination.kota ? ` · ${destination.kota}` : ""}
          </p>
          <h1 className="content-page__title" lang={langOf(destination, "nama")}>
            {destination.nama}
          </h1>
          {destination.ringkasan ? (
            <p className="content-page__lead" lang={langOf(destination, "ringkasan")}>
              {destination.ringkasan}
            </p>
          ) : null}
        </header>

        {details.length > 0 ? (
          <section className="content-section" aria-label={t("content.wisata.details")}>
            {details.map((detail, index) => (
              <section className={`detail-block${index % 2 === 1 ? " detail-block--reverse" : ""}`} key={detail.id}>
                <div className="detail-block__text">
                  <h2 className="detail-block__title" lang={langOf(detail, "judul")}>
                    {detail.judul}
                  </h2>
                  <ReadMore sanitizedHtml={detail.deskripsi} limit="wisata" lang={langOf(detail, "deskripsi")} />
                </div>
                {detail.fotoKey ? (
                  <R2Image
                    objectKey={detail.fotoKey}
                    slot="photo"
                    alt={detail.judul}
                    lang={langOf(detail, "judul")}
                    className="detail-block__image"
                  />
                ) : null}
              </section>
            ))}
          </section>
        ) : null}

        <GallerySection
          id="wisata-gallery"
          title={t("content.wisata.gallery")}
          emptyText={t("content.wisata.noGallery")}
          placeName={destination.nama}
          placeLang={langOf(destination, "nama")}
          photos={gallery}
        />

        <DirectionsSection
          id="wisata-directions"
          title={t("content.wisata.directions")}
          emptyText={t("content.wisata.noDirections")}
          placeName={destination.nama}
          latitude={destination.latitude}
          longitude={destination.longitude}
          directions={directions}
        >
          {destination.alamat ? (
            <p className="content-section__address">
              <strong>{t("content.wisata.address")}:</strong> {destination.alamat}
            </p>
          ) : null}
        </DirectionsSection>

        {tickets.length > 0 ? (
          <section className="content-section" aria-labelledby="wisata-info">
            <h2 id="wisata-info" className="content-section__title">
              {t("content.wisata.otherInfo")}
            </h2>
            <div className="info-blocks">
              {tickets.map((ticket) => (
                <section className="info-card" key={ticket.id}>
                  <h3 className="info-card__title" lang={langOf(ticket, "title")}>
                    {ticket.title}
                  </h3>
                  <RichText sanitizedHtml={ticket.deskripsi} lang={langOf(ticket, "deskripsi")} />
                </section>
              ))}
            </div>
          </section>
        ) : null}

        <ShareLinks url={pageUrl} text={destination.nama} />
      </div>

      {/* The other destinations follow this one's own content: on a phone its name is on the first screen. */}
      {others.length > 0 ? (
        <section className="container content-others" aria-labelledby="wisata-others">
          <h2 id="wisata-others" className="content-section__title">
            {t("content.wisata.others")}
          </h2>
          <Carousel preset="destinations" label={t("content.wisata.othersLabel")}>
            {others.map((d) => (
              <article className="card card--destination card--compact" key={d.id}>
                <Link to={`/wisata/${d.id}`} className="card__link">
                  {d.fotoKey ? (
                    <R2Image objectKey={d.fotoKey} slot="photo" alt={d.nama} lang={langOf(d, "nama")} className="card__image" />
                  ) : null}
                  <div className="card__body">
                    <h3 className="card__title" title={d.nama} lang={langOf(d, "nama")}>
                      {truncate(d.nama)}
                    </h3>
                    {d.kota ? <p className="card__meta">{d.kota}</p> : null}
                  </div>
                </Link>
              </article>
            ))}
          </Carousel>
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary titles={{ 404: "content.wisata.notFound" }} />;
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { Banners } from "~/components/content/Banners";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { EventDate, EventStatusBadge } from "~/components/content/EventDate";
import { InfoItem } from "~/components/content/InfoItem";
import { SideList } from "~/components/content/SideList";
import { contentLinks } from "~/components/content/links";
import { JsonLd } from "~/components/ui/JsonLd";
import { R2Image } from "~/components/ui/R2Image";
import { ReadMore } from "~/components/ui/ReadMore";
import { ShareLinks } from "~/components/ui/ShareLinks";
import { getLanguage } from "~/i18n/i18n.server";
import { getEventPage } from "~/models/event.server";
import { useRootData } from "~/utils/root-data";
import { publicPageHeaders } from "~/utils/cache-control";
import { todayInJakarta } from "~/utils/dates";
import { imageUrl } from "~/utils/images";
import { absoluteUrl, notFoundMeta, seoMeta } from "~/utils/meta";
import { invariantResponse } from "~/utils/invariant";
import { requireId } from "~/utils/route-params";
import { htmlToText } from "~/utils/text";
import { langOf } from "~/utils/content-lang";

export const links = contentLinks;
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { event } = data;
  return seoMeta(matches, {
    title: event.nama,
    description: htmlToText(event.deskripsi) || [event.lokasi, event.tanggal].filter(Boolean).join(" · "),
    path: `/event/${event.id}`,
    image: event.bannerKey ?? event.fotoKey,
    imageAlt: event.nama,
    type: "article",
  });
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await getEventPage(context.db, requireId(params.id), todayInJakarta(), await getLanguage(request));
  invariantResponse(page, "errors.notFoundMessage", { status: 404 });
  return json(page);
}

export default function EventRoute() {
  const { event, others } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const root = useRootData();
  const siteUrl = root?.siteUrl ?? "";
  const pageUrl = absoluteUrl(siteUrl, `/event/${event.id}`);

  const structuredData: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.nama,
    url: pageUrl,
    startDate: event.tanggal,
    endDate: event.tanggalSelesai ?? event.tanggal,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    description: htmlToText(event.deskripsi) || undefined,
    image: [event.bannerKey, event.fotoKey].filter((key): key is string => Boolean(key)).map((key) => absoluteUrl(siteUrl, imageUrl(key))),
    location: event.lokasi
      ? { "@type": "Place", name: event.lokasi, address: { "@type": "PostalAddress", streetAddress: event.lokasi, addressCountry: "ID" } }
      : undefined,
    organizer: { "@type": "Organization", name: root?.layout.contact?.nama ?? t("meta.siteName"), url: siteUrl || undefined },
  };

  return (
    <article className="content-page">
      <JsonLd data={structuredData} />
      <Banners
        banners={event.bannerKey ? [{ id: event.id, fotoKey: event.bannerKey }] : []}
        fallbackKey={null}
        alt={event.nama}
        altLang={langOf(event, "nama")}
        label={event.nama}
      />
      <div className="container">
        <header className="content-page__header">
          <p className="content-page__kicker">
            <Link to="/event">{t("content.event.title")}</Link>
          </p>
          <h1 className="content-page__title" lang={langOf(event, "nama")}>
            {event.nama}
          </h1>
          <p className="content-page__status">
            <EventStatusBadge status={event.status} />
          </p>
          <dl className="info-list info-list--inline">
            <dt>{t("content.event.date")}</dt>
            <dd>
              <EventDate tanggal={event.tanggal} tanggalSelesai={event.tanggalSelesai} />
            </dd>
            <InfoItem label={t("content.event.location")} value={event.lokasi} lang={langOf(event, "lokasi")} />
            <InfoItem label={t("content.event.type")} value={event.jenisEvent} lang={langOf(event, "jenisEvent")} />
          </dl>
        </header>

        <div className="content-layout">
          <div className="content-layout__main">
            {event.fotoKey ? (
              <R2Image
                objectKey={event.fotoKey}
                slot="photo"
                alt={event.nama}
                lang={langOf(event, "nama")}
                className="content-page__photo"
              />
            ) : null}
            <ReadMore sanitizedHtml={event.deskripsi} lang={langOf(event, "deskripsi")} />
            <ShareLinks url={pageUrl} text={event.nama} />
          </div>

          <div className="content-layout__aside">
            <SideList
              as="section"
              id="event-others"
              title={t("content.event.others")}
              items={others.map((other) => ({
                id: other.id,
                to: `/event/${other.id}`,
                name: other.nama,
                nameLang: langOf(other, "nama"),
                fotoKey: other.fotoKey,
                details: (
                  <>
                    <span className="side-list__meta">
                      <EventDate tanggal={other.tanggal} tanggalSelesai={other.tanggalSelesai} />
                    </span>
                    <EventStatusBadge status={other.status} />
                  </>
                ),
              }))}
              empty={<p className="empty-state">{t("content.event.empty")}</p>}
            >
              <p>
                <Link to="/event" className="button button--secondary">
                  {t("content.event.allEvents")}
                </Link>
              </p>
            </SideList>
          </div>
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary titles={{ 404: "content.event.notFound" }} backTo="/event" backLabel="content.event.allEvents" />;
}

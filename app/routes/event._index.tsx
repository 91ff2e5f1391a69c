import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { EventDate, EventStatusBadge } from "~/components/content/EventDate";
import { contentLinks } from "~/components/content/links";
import { Carousel } from "~/components/ui/Carousel";
import { R2Image } from "~/components/ui/R2Image";
import { fixedT } from "~/i18n/translate";
import { getEventsIndex } from "~/models/event.server";
import { getLanguage } from "~/i18n/i18n.server";
import { publicPageHeaders } from "~/utils/cache-control";
import { todayInJakarta } from "~/utils/dates";
import { languageFromMatches, seoMeta } from "~/utils/meta";
import { htmlToText, truncate } from "~/utils/text";
import { langOf } from "~/utils/content-lang";

const EXCERPT_LENGTH = 180;

export const links = contentLinks;
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return seoMeta(matches, {
    title: t("content.event.title"),
    description: t("content.event.description"),
    path: "/event",
    image: data?.banners[0]?.bannerKey ?? data?.events.find((e) => e.fotoKey)?.fotoKey ?? null,
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await getEventsIndex(context.db, todayInJakarta(), await getLanguage(request)));
}

export default function EventsRoute() {
  const { events, banners } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="content-page">
      {banners.length > 0 ? (
        <section className="content-hero" aria-label={t("content.event.bannersLabel")}>
          <Carousel preset="banner" label={t("content.event.bannersLabel")}>
            {banners.map((event, index) => (
              <figure className="banner" key={event.id}>
                <R2Image
                  objectKey={event.bannerKey as string}
                  slot="banner"
                  alt={event.nama}
                  lang={langOf(event, "nama")}
                  priority={index === 0}
                />
                <figcaption className="banner__caption">
                  <span className="banner__title" lang={langOf(event, "nama")}>
                    {event.nama}
                  </span>
                  <span className="banner__subtitle">
                    <EventDate tanggal={event.tanggal} tanggalSelesai={event.tanggalSelesai} />
                    {event.lokasi ? (
                      <>
                        {" · "}
                        <span lang={langOf(event, "lokasi")}>{event.lokasi}</span>
                      </>
                    ) : null}
                  </span>
                  <Link to={`/event/${event.id}`} className="button button--primary banner__cta">
                    {t("content.event.detail")}
                  </Link>
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </section>
      ) : null}

      <div className="container">
        <header className="content-page__header">
          <h1 className="content-page__title">{t("content.event.title")}</h1>
          <p className="content-page__lead">{t("content.event.lead")}</p>
        </header>

        <section className="content-section" aria-labelledby="event-timeline">
          <h2 id="event-timeline" className="content-section__title">
            {t("content.event.timeline")}
          </h2>
          {events.length > 0 ? (
            <ol className="timeline" aria-label={t("content.event.timelineLabel")}>
              {events.map((event) => (
                <li className={`timeline__item timeline__item--${event.status}`} key={event.id}>
                  <article className="timeline__card">
                    {event.fotoKey ? (
                      <R2Image
                        objectKey={event.fotoKey}
                        slot="photo"
                        alt={event.nama}
                        lang={langOf(event, "nama")}
                        className="timeline__image"
                      />
                    ) : null}
                    <div className="timeline__body">
                      <p className="timeline__when">
                        <EventStatusBadge status={event.status} />
                        <EventDate tanggal={event.tanggal} tanggalSelesai={event.tanggalSelesai} />
                      </p>
                      <h3 className="timeline__title" lang={langOf(event, "nama")}>
                        <Link to={`/event/${event.id}`}>{event.nama}</Link>
                      </h3>
                      {event.lokasi || event.jenisEvent ? (
                        <p className="timeline__meta">
                          {event.jenisEvent ? <span lang={langOf(event, "jenisEvent")}>{event.jenisEvent}</span> : null}
                          {event.jenisEvent && event.lokasi ? " · " : null}
                          {event.lokasi ? <span lang={langOf(event, "lokasi")}>{event.lokasi}</span> : null}
                        </p>
                      ) : null}
                      {event.deskripsi ? (
                        <p className="timeline__text" lang={langOf(event, "deskripsi")}>
                          {truncate(htmlToText(event.deskripsi), EXCERPT_LENGTH)}
                        </p>
                      ) : null}
                    </div>
                  </article>
                </li>
              ))}
            </ol>
          ) : (
            <p className="empty-state">{t("content.event.empty")}</p>
          )}
        </section>
      </div>
    </div>
  );
}

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { Carousel } from "~/components/ui/Carousel";
import { SearchForm } from "~/components/search/SearchForm";
import { R2Image } from "~/components/ui/R2Image";
import { fixedT } from "~/i18n/translate";
import { getHomeContent } from "~/models/home.server";
import { getLanguage } from "~/i18n/i18n.server";
import { logVisitAfterResponse } from "~/models/visitor.server";
import searchStyles from "~/styles/search.css";
import { publicPageHeaders } from "~/utils/cache-control";
import { todayInJakarta } from "~/utils/dates";
import { languageFromMatches, seoMeta } from "~/utils/meta";
import { stayDefaults } from "~/utils/stay";
import { langOf } from "~/utils/content-lang";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(languageFromMatches(matches));
  // /home shows the same page; / stays its canonical URL.
  return seoMeta(matches, {
    title: t("home.title"),
    description: t("meta.description"),
    path: "/",
    image: data?.banners[0]?.fotoKey ?? null,
  });
};

export const headers = publicPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  // Spec §2: the home page logs its visitors (also when served from the page cache, see workers/app.ts).
  logVisitAfterResponse(request, context);
  const language = await getLanguage(request);
  const { cities, ...content } = await getHomeContent(db, language, context.env.CONTENT_VERSION_TTL_MS);
  return json({ ...content, search: { cities, defaults: stayDefaults(), today: todayInJakarta() } });
}

export default function HomePage() {
  const { banners, partners, destinations, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();

  return (
    <>
      <h1 className="visually-hidden">{t("home.heading")}</h1>
      <section className="home-hero">
        {banners.length > 0 ? (
          <Carousel preset="banner" label={t("home.bannersLabel")}>
            {banners.map((b, index) => (
              <figure className="banner" key={b.id}>
                <R2Image objectKey={b.fotoKey} slot="banner" alt={b.judul ?? ""} lang={langOf(b, "judul")} priority={index === 0} />
                {b.judul ? (
                  <figcaption className="banner__caption">
                    <span className="banner__title" lang={langOf(b, "judul")}>
                      {b.judul}
                    </span>
                    {b.subjudul ? (
                      <span className="banner__subtitle" lang={langOf(b, "subjudul")}>
                        {b.subjudul}
                      </span>
                    ) : null}
                    {b.linkUrl ? (
                      <Link to={b.linkUrl} className="button button--primary banner__cta">
                        {t("common.seeDetail")}
                      </Link>
                    ) : null}
                  </figcaption>
                ) : null}
              </figure>
            ))}
          </Carousel>
        ) : (
          <p className="container empty-state">{t("home.noBanners")}</p>
        )}
      </section>

      <section className="home-stay container" aria-labelledby="home-stay-title">
        <div className="home-stay__card">
          <div className="home-stay__intro">
            <h2 id="home-stay-title" className="home-stay__title">
              {t("home.findStay")}
            </h2>
            <p>{t("home.findStayLead")}</p>
          </div>
          <SearchForm cities={search.cities} defaults={search.defaults} today={search.today} variant="compact" id="home-search" />
        </div>
      </section>

      <section className="section container">
        <header className="section__header">
          <h2 id="home-destinations" className="section__title">
            {t("home.destinationsTitle")}
          </h2>
          <p className="section__lead">{t("home.destinationsLead")}</p>
        </header>
        {destinations.length > 0 ? (
          <Carousel preset="destinations" label={t("home.destinationsLabel")}>
            {destinations.map((d) => (
              <article className="card card--destination" key={d.id}>
                <Link to={`/wisata/${d.id}`} className="card__link">
                  <R2Image objectKey={d.fotoKey} slot="photo" alt={d.nama} lang={langOf(d, "nama")} className="card__image" />
                  <div className="card__body">
                    <h3 className="card__title" lang={langOf(d, "nama")}>
                      {d.nama}
                    </h3>
                    {d.kota ? <p className="card__meta">{d.kota}</p> : null}
                    {d.ringkasan ? (
                      <p className="card__text" lang={langOf(d, "ringkasan")}>
                        {d.ringkasan}
                      </p>
                    ) : null}
                  </div>
                </Link>
              </article>
            ))}
          </Carousel>
        ) : (
          <p className="empty-state">{t("home.noDestinations")}</p>
        )}
      </section>

      {partners.length > 0 ? (
        <section className="section section--muted" aria-labelledby="home-partners">
          <div className="container">
            <header className="section__header">
              <h2 id="home-partners" className="section__title">
                {t("home.partnersTitle")}
              </h2>
            </header>
            <Carousel preset="partners" label={t("home.partnersLabel")}>
              {partners.map((p) => (
                <a key={p.id} href={p.url || undefined} className="partner" rel="noopener noreferrer" target="_blank">
                  <R2Image objectKey={p.fotoKey} slot="logo" alt={p.nama} lang={langOf(p, "nama")} className="partner__logo" />
                </a>
              ))}
            </Carousel>
          </div>
        </section>
      ) : null}
    </>
  );
}

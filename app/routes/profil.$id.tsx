import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { contentLinks } from "~/components/content/links";
import { JsonLd } from "~/components/ui/JsonLd";
import { R2Image } from "~/components/ui/R2Image";
import { ReadMore } from "~/components/ui/ReadMore";
import { RichText } from "~/components/ui/RichText";
import { getLanguage } from "~/i18n/i18n.server";
import { getProfilePage } from "~/models/profile.server";
import { useRootData } from "~/utils/root-data";
import { publicPageHeaders } from "~/utils/cache-control";
import { absoluteUrl, notFoundMeta, seoMeta } from "~/utils/meta";
import { invariantResponse } from "~/utils/invariant";
import { requireId } from "~/utils/route-params";
import { htmlToText } from "~/utils/text";
import { langOf } from "~/utils/content-lang";

export const links = contentLinks;
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return notFoundMeta(matches);
  const { profile } = data;
  return seoMeta(matches, {
    title: profile.judul,
    description: profile.ringkasan || htmlToText(profile.isi),
    path: `/profil/${profile.id}`,
    image: profile.fotoKey,
    imageAlt: profile.judul,
    type: "article",
  });
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await getProfilePage(context.db, requireId(params.id), await getLanguage(request));
  invariantResponse(page, "errors.notFoundMessage", { status: 404 });
  return json(page);
}

export default function ProfileRoute() {
  const { profile, others, organization } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const siteUrl = useRootData()?.siteUrl ?? "";

  const structuredData: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: organization?.nama ?? t("meta.siteName"),
    url: siteUrl || undefined,
    logo: siteUrl ? absoluteUrl(siteUrl, "/favicon.svg") : undefined,
    email: organization?.email ?? undefined,
    telephone: organization?.telepon ?? undefined,
    address: organization?.alamat
      ? { "@type": "PostalAddress", streetAddress: organization.alamat, addressCountry: "ID" }
      : undefined,
    description: profile.ringkasan ?? undefined,
  };

  return (
    <article className="content-page container">
      <JsonLd data={structuredData} />
      <header className="content-page__header">
        <p className="content-page__kicker">{t("nav.profile")}</p>
        <h1 className="content-page__title" lang={langOf(profile, "judul")}>
          {profile.judul}
        </h1>
        {profile.ringkasan ? (
          <p className="content-page__lead" lang={langOf(profile, "ringkasan")}>
            {profile.ringkasan}
          </p>
        ) : null}
      </header>

      <div className="content-layout">
        <div className="content-layout__main">
          {profile.fotoKey ? (
            <R2Image
              objectKey={profile.fotoKey}
              slot="photo"
              alt={profile.judul}
              lang={langOf(profile, "judul")}
              priority
              className="content-page__photo"
            />
          ) : null}
          <RichText sanitizedHtml={profile.isi} lang={langOf(profile, "isi")} />
        </div>

        {others.length > 0 ? (
          <div className="content-layout__aside">
            <section className="side-list" aria-labelledby="profile-others">
              <h2 id="profile-others" className="side-list__title">
                {t("content.profile.others")}
              </h2>
              <ul className="profile-cards">
                {others.map((other) => (
                  <li className="profile-card" key={other.id}>
                    <h3 className="profile-card__title" lang={langOf(other, "judul")}>
                      <Link to={`/profil/${other.id}`}>{other.judul}</Link>
                    </h3>
                    {/* Spec §9: profile texts are cut at 150 characters with "read more". */}
                    <ReadMore
                      sanitizedHtml={other.isi || ""}
                      text={other.ringkasan}
                      limit="profile"
                      lang={langOf(other, other.isi ? "isi" : "ringkasan")}
                    />
                    <Link to={`/profil/${other.id}`} className="profile-card__open">
                      {t("content.profile.open", { title: other.judul })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary titles={{ 404: "content.profile.notFound" }} />;
}

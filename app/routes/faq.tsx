import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { contentLinks } from "~/components/content/links";
import { JsonLd } from "~/components/ui/JsonLd";
import { RichText } from "~/components/ui/RichText";
import { fixedT } from "~/i18n/translate";
import { getFaqPage } from "~/models/faq.server";
import { getLanguage } from "~/i18n/i18n.server";
import { publicPageHeaders } from "~/utils/cache-control";
import { languageFromMatches, seoMeta } from "~/utils/meta";
import { parseId } from "~/utils/route-params";
import { htmlToText } from "~/utils/text";
import { langOf } from "~/utils/content-lang";

export const links = contentLinks;
export const headers = publicPageHeaders;

/** The URL of a category: the first one is plain /faq (spec §2: first category by default). */
function categoryPath(categories: { id: number }[], id: number): string {
  return categories[0]?.id === id ? "/faq" : `/faq?kategori=${id}`;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(languageFromMatches(matches));
  const selected = data?.selected;
  return seoMeta(matches, {
    title: selected ? `${t("content.faq.title")}: ${selected.nama}` : t("content.faq.title"),
    description: t("content.faq.lead"),
    path: data && selected ? categoryPath(data.categories, selected.id) : "/faq",
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const requested = parseId(new URL(request.url).searchParams.get("kategori"));
  return json(await getFaqPage(context.db, requested, await getLanguage(request)));
}

export default function FaqRoute() {
  const { categories, selected, faqs } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/faq";

  return (
    <div className="content-page container">
      {faqs.length > 0 ? (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: faqs.map((f) => ({
              "@type": "Question",
              name: f.pertanyaan,
              acceptedAnswer: { "@type": "Answer", text: htmlToText(f.jawaban) },
            })),
          }}
        />
      ) : null}
      <header className="content-page__header">
        <h1 className="content-page__title">{t("content.faq.title")}</h1>
        <p className="content-page__lead">{t("content.faq.lead")}</p>
      </header>

      {categories.length === 0 ? (
        <p className="empty-state">{t("content.faq.noCategories")}</p>
      ) : (
        <div className="faq-layout">
          <nav className="faq-categories" aria-label={t("content.faq.categories")}>
            <ul className="faq-categories__list">
              {categories.map((category) => (
                <li key={category.id}>
                  {/* A link that works without JavaScript; with it, Remix fetches only the new data. */}
                  <Link
                    to={categoryPath(categories, category.id)}
                    className="faq-categories__link"
                    aria-current={selected?.id === category.id ? "page" : undefined}
                    preventScrollReset
                    lang={langOf(category, "nama")}
                  >
                    {category.nama}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <section className="faq-list" aria-labelledby="faq-selected" aria-busy={loading}>
            <h2 id="faq-selected" className="content-section__title" lang={langOf(selected, "nama")}>
              {selected?.nama}
            </h2>
            {faqs.length > 0 ? (
              faqs.map((f) => (
                <details className="faq-item" key={f.id}>
                  <summary className="faq-item__question" lang={langOf(f, "pertanyaan")}>
                    {f.pertanyaan}
                  </summary>
                  <RichText sanitizedHtml={f.jawaban} className="faq-item__answer" lang={langOf(f, "jawaban")} />
                </details>
              ))
            ) : (
              <p className="empty-state">{t("content.faq.empty")}</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

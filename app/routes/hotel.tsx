import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SearchForm } from "~/components/search/SearchForm";
import { fixedT } from "~/i18n/translate";
import { cityExists, listCities } from "~/models/hotel-search.server";
import searchStyles from "~/styles/search.css";
import { todayInJakarta } from "~/utils/dates";
import { languageFromMatches, seoMeta } from "~/utils/meta";
import { ALL_ESTATES, computeCheckOut, roomUrl, searchUrl, STAY_LIMITS, stayDefaults } from "~/utils/stay";
import { roomTypeOffer } from "~/models/promo.server";
import { parseId } from "~/utils/route-params";
import { createStaySchema } from "~/utils/stay-schema";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return seoMeta(matches, { title: t("search.title"), description: t("search.metaDescription"), path: "/hotel" });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const defaults = stayDefaults();
  // A link to an offer (a promo banner): the room type's hotel, priced for the next stay its promo applies to.
  const tipe = parseId(query.get("tipe"));
  if (tipe !== null) {
    const offer = await roomTypeOffer(context.db, tipe, defaults.cekin);
    if (offer) {
      const durasi = Math.min(Math.max(offer.nights, STAY_LIMITS.minNights), STAY_LIMITS.maxNights);
      const stay = { ...defaults, kota: offer.cityId, cekin: offer.cekin, durasi, cekout: computeCheckOut(offer.cekin, durasi) };
      return redirect(`${roomUrl(stay, offer.hotelId)}#tipe-${tipe}`, { headers: { "Cache-Control": "private, no-store" } });
    }
  }
  const cities = await listCities(context.db);
  // A link to an estate's search (`?kota=…`) opens the form with it chosen.
  const kota = parseId(query.get("kota"));
  const chosen = kota !== null && cities.some((c) => c.id === kota) ? kota : null;
  // The defaults depend on the hour in Jakarta, so the page is not cached.
  return json({ cities, defaults: { ...defaults, kota: chosen }, today: todayInJakarta() }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The search form's submission (also posted from the home page and the results page): validates with
 * the form's schema, computes the check-out on the server, and redirects to the results URL.
 * `intent=cekout` only recomputes the check-out, for browsers without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  // The check-out is computed, never taken from the client.
  formData.delete("cekout");
  const submission = parseWithZod(formData, { schema: createStaySchema(todayInJakarta()) });
  if (formData.get("intent") === "cekout") {
    const reply: SubmissionResult<string[]> = { initialValue: submission.payload as Record<string, string> };
    return json(reply);
  }
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const stay = submission.value;
  if (stay.kota !== ALL_ESTATES && !(await cityExists(context.db, stay.kota))) return json(submission.reply({ fieldErrors: { kota: ["cityUnknown"] } }), { status: 400 });
  return redirect(searchUrl(stay), 303);
}

export default function HotelSearchPage() {
  const { cities, defaults, today } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className="search-page container" aria-labelledby="search-title">
      <header className="search-page__header">
        <h1 id="search-title">{t("search.title")}</h1>
        <p className="section__lead">{t("search.lead")}</p>
      </header>
      <div className="search-page__card">
        <SearchForm cities={cities} defaults={defaults} lastResult={lastResult} today={today} />
      </div>
    </section>
  );
}

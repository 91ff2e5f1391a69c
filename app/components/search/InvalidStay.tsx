import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { SearchForm } from "./SearchForm";

/**
 * What a search, room or booking page shows when its URL holds an invalid stay: the search form,
 * filled with what the URL said, with each problem next to its field.
 */
export function InvalidStay({
  reply,
  cities,
  today,
}: {
  reply: SubmissionResult<string[]>;
  cities: { id: number; nama: string }[];
  today: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="search-page container" aria-labelledby="invalid-title">
      <header className="search-page__header">
        <h1 id="invalid-title">{t("search.invalid.title")}</h1>
        <p className="section__lead">{t("search.invalid.lead")}</p>
      </header>
      <div className="search-page__card">
        <SearchForm cities={cities} defaults={{ tamu: 1, kamar: 1, durasi: 1, cekin: today }} lastResult={reply} today={today} />
      </div>
    </section>
  );
}

import { useTranslation } from "react-i18next";

const TERMS = ["occupancy", "adr", "revpar", "available", "sold", "revenue", "extras"] as const;

/** How the figures are counted (docs/decisions/029), on the page where they are read. */
export function Definitions() {
  const { t } = useTranslation();
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-definitions">
      <h2 id="dashboard-definitions">{t("dashboard.definitions.title")}</h2>
      <dl className="dashboard-definitions">
        {TERMS.map((term) => (
          <div key={term}>
            <dt>{t(`dashboard.definitions.${term}`)}</dt>
            <dd>{t(`dashboard.definitions.${term}Text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

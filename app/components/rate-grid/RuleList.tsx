import { useTranslation } from "react-i18next";

export type RuleState = { minMalam: number | null; maxMalam: number | null; tutupKedatangan: boolean; tutupKeberangkatan: boolean; stopSell: boolean };

/** A night's stay rules as short badges, each with its full wording as the title (the grid and the confirmation). */
export function RuleList({ rules }: { rules: RuleState | null }) {
  const { t } = useTranslation();
  if (!rules) return null;
  const badges: { key: string; text: string; title: string }[] = [];
  if (rules.minMalam !== null) badges.push({ key: "min", text: t("rateGrid.badges.min", { count: rules.minMalam }), title: t("rateGrid.badgeTitles.min", { count: rules.minMalam }) });
  if (rules.maxMalam !== null) badges.push({ key: "max", text: t("rateGrid.badges.max", { count: rules.maxMalam }), title: t("rateGrid.badgeTitles.max", { count: rules.maxMalam }) });
  if (rules.tutupKedatangan) badges.push({ key: "cta", text: t("rateGrid.badges.cta"), title: t("rateGrid.badgeTitles.cta") });
  if (rules.tutupKeberangkatan) badges.push({ key: "ctd", text: t("rateGrid.badges.ctd"), title: t("rateGrid.badgeTitles.ctd") });
  if (rules.stopSell) badges.push({ key: "stop", text: t("rateGrid.badges.stopSell"), title: t("rateGrid.badgeTitles.stopSell") });
  if (badges.length === 0) return null;
  return (
    <ul className="rate-day__badges">
      {badges.map((b) => (
        <li key={b.key} className={`rate-badge rate-badge--${b.key}`} title={b.title}>
          <abbr title={b.title}>{b.text}</abbr>
        </li>
      ))}
    </ul>
  );
}

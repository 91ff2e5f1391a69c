import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { formatDate } from "~/utils/dates";

/** The searched stay in one line: dates, nights, guests and rooms. */
export function StaySummary({ stay }: { stay: { cekin: string; cekout: string; durasi: number; tamu: number; kamar: number } }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <dl className="stay-summary" aria-label={t("search.stay.label")}>
      <div>
        <dt>{t("search.stay.cekin")}</dt>
        <dd>{formatDate(stay.cekin, "search", language)}</dd>
      </div>
      <div>
        <dt>{t("search.stay.cekout")}</dt>
        <dd>{formatDate(stay.cekout, "search", language)}</dd>
      </div>
      <div>
        <dt className="visually-hidden">{t("search.form.durasi")}</dt>
        <dd>{t("search.stay.nights", { count: stay.durasi })}</dd>
      </div>
      <div>
        <dt className="visually-hidden">{t("search.form.tamu")}</dt>
        <dd>{t("search.stay.guests", { count: stay.tamu })}</dd>
      </div>
      <div>
        <dt className="visually-hidden">{t("search.form.kamar")}</dt>
        <dd>{t("search.stay.rooms", { count: stay.kamar })}</dd>
      </div>
    </dl>
  );
}

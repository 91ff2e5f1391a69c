import { useTranslation } from "react-i18next";
import { IntentForm } from "~/components/staff/IntentForm";
import type { HoldInView } from "~/utils/calendar-cells";

/**
 * The holds seen in the calendar's range — desk blocks and nights sold on other channels — each the
 * target of its cells' links; a block offers "unblock" behind a disclosure that asks first, with or
 * without JavaScript.
 */
export function HoldList({ holds, long, busy }: { holds: HoldInView[]; long: (date: string) => string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="desk-holds" aria-labelledby="holds-heading">
      <h2 id="holds-heading">{t("holds.list.title")}</h2>
      {holds.length === 0 ? (
        <p className="staff-empty">{t("holds.list.empty")}</p>
      ) : (
        <ul className="desk-holds__list">
          {holds.map((hold) => {
            const range = t("holds.list.range", { from: long(hold.cekin), to: long(hold.cekout) });
            return (
              <li key={hold.id} id={`hold-${hold.id}`} className={`desk-holds__item desk-holds__item--${hold.kind.toLowerCase()}`} data-hold={hold.id}>
                <dl className="desk-dl">
                  <dt>{t("tapeChart.hotel")}</dt>
                  <dd>{hold.hotelNama}</dd>
                  <dt>{t("holds.list.unit")}</dt>
                  <dd>{hold.unitNomor}</dd>
                  <dt>{t("holds.list.source")}</dt>
                  <dd className="desk-holds__source">
                    {hold.kind === "BLOCK" ? t("holds.list.block") : (hold.source ?? t("holds.calendar.unknownSource"))}
                  </dd>
                  <dt>{t("holds.list.dates")}</dt>
                  <dd>{range}</dd>
                  {hold.kind === "BLOCK" ? (
                    <>
                      <dt>{t("holds.list.reason")}</dt>
                      <dd className="desk-holds__reason">{hold.keterangan}</dd>
                    </>
                  ) : null}
                </dl>
                {hold.kind === "BLOCK" ? (
                  <details className="desk-confirm">
                    <summary className="button button--secondary">{t("holds.list.unblock")}</summary>
                    <IntentForm intent="unblock" variant="danger" label={t("holds.list.unblockYes")} busy={busy}>
                      <p>
                        {t("holds.list.unblockConfirm", { unit: hold.unitNomor, from: long(hold.cekin), to: long(hold.cekout) })}
                      </p>
                      <input type="hidden" name="block" value={hold.id} />
                    </IntentForm>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

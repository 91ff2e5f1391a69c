import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";

export interface EarlyDepartureFigures {
  cekout: string;
  releasedFirst: string;
  releasedLast: string;
  oldTotal: number;
  newTotal: number;
  paid: number;
  owed: number;
  refundable: number;
}

/** "3–4 Des": the nights given back, one day or a range. */
export function releasedNightsText(q: Pick<EarlyDepartureFigures, "releasedFirst" | "releasedLast">, language: Language) {
  const first = formatDate(q.releasedFirst, "dayMonth", language);
  return q.releasedFirst === q.releasedLast ? first : `${first}–${formatDate(q.releasedLast, "dayMonth", language)}`;
}

/**
 * The early-departure step (a GET of the reservation page with `?pulang=awal`, so it works without
 * JavaScript): the nights released, the new bill, what was paid and what is owed or refundable, and the
 * button that checks the guest out on exactly these figures.
 */
export function EarlyDepartureConfirm({
  q,
  backTo,
  busy,
  language,
}: {
  q: EarlyDepartureFigures;
  backTo: string;
  busy: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const money = (n: number) => formatRupiah(n, language);
  return (
    <section className="desk-card desk-early" aria-labelledby="early-heading" data-testid="early-departure">
      <h2 id="early-heading">{t("deskFlows.early.title")}</h2>
      <p>{t("deskFlows.early.released", { nights: releasedNightsText(q, language) })}</p>
      <dl className="desk-dl">
        <dt>{t("deskFlows.early.newCekout")}</dt>
        <dd>{formatDate(q.cekout, "stay", language)}</dd>
        <dt>{t("deskFlows.early.oldTotal")}</dt>
        <dd>{money(q.oldTotal)}</dd>
        <dt>{t("deskFlows.early.newTotal")}</dt>
        <dd data-testid="early-new-total">{money(q.newTotal)}</dd>
        <dt>{t("deskFlows.early.paid")}</dt>
        <dd>{money(q.paid)}</dd>
        {q.owed > 0 ? (
          <>
            <dt>{t("deskFlows.early.owed")}</dt>
            <dd data-testid="early-owed">{money(q.owed)}</dd>
          </>
        ) : q.refundable > 0 ? (
          <>
            <dt>{t("deskFlows.early.refundable")}</dt>
            <dd data-testid="early-refundable">{money(q.refundable)}</dd>
          </>
        ) : (
          <>
            <dt>{t("deskFlows.early.settled")}</dt>
            <dd>{money(0)}</dd>
          </>
        )}
      </dl>
      <Form method="post" action={backTo} className="desk-actions">
        {/* The bill staff confirmed: a stay changed since then is refused rather than checked out on other figures. */}
        <input type="hidden" name="quoted" value={q.newTotal} />
        <button type="submit" name="intent" value="checkOutEarly" className="button button--primary" disabled={busy}>
          {t("deskFlows.early.confirm")}
        </button>
        <Link to={backTo} className="button button--secondary">
          {t("deskFlows.early.back")}
        </Link>
      </Form>
    </section>
  );
}

import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PaymentCategory } from "~/utils/vocabulary";
import { paysAtDesk, showsPaymentDeadline } from "~/orders/rules/payment-deadline";

/**
 * The payment card of a reservation's desk page: the method with its kind in words (never the raw
 * "PENDING PAYMENT" category, which read as a pending label on a paid booking), the payment status, the
 * deadline only while a deadline applies (not for a booking the desk collects: "not paid yet — collect at
 * check-out"), and the paid / not paid toggle of a booking paid at the property.
 */
export function DeskPaymentCard({
  r,
  canToggle,
  busy,
  when,
}: {
  r: {
    metode: string;
    kategori: PaymentCategory;
    /** Paid at the reception: the desk marks it paid or not paid (the loader's fact, app/utils/payment-kinds.ts). */
    paidAtReception: boolean;
    mode: "WEB" | "OFFLINE";
    statusBayar: string;
    batasBayar: number;
    paidAt: number | null;
    paymentCode: string | null;
  };
  canToggle: boolean;
  busy: boolean;
  when: (value: number | null) => string;
}) {
  const { t } = useTranslation();
  const isPaid = r.statusBayar === "PAID";
  const collectAtDesk = paysAtDesk(r) && r.statusBayar === "WAITING";
  return (
    <section className="desk-card" aria-labelledby="payment-heading">
      <h2 id="payment-heading">{t("desk.detail.payment")}</h2>
      <dl className="desk-dl">
        <dt>{t("desk.detail.method")}</dt>
        <dd data-testid="payment-method">
          {r.metode} ({t(`deskFlows.methodKind.${r.kategori}`)})
        </dd>
        <dt>{t("desk.detail.statusBayar")}</dt>
        <dd data-testid="payment-status">
          {collectAtDesk ? t("deskFlows.payAtDesk.unpaid") : t(`desk.statusBayar.${r.statusBayar as "PAID"}`)}
        </dd>
        {showsPaymentDeadline(r) ? (
          <>
            <dt>{t("desk.detail.deadline")}</dt>
            <dd data-testid="payment-deadline">{when(r.batasBayar)}</dd>
          </>
        ) : null}
        <dt>{t("desk.detail.paidAt")}</dt>
        <dd>{when(r.paidAt)}</dd>
        {r.paymentCode ? (
          <>
            <dt>{t("desk.detail.paymentCode")}</dt>
            <dd>{r.paymentCode}</dd>
          </>
        ) : null}
      </dl>
      {r.paidAtReception ? (
        <Form method="post" className="desk-paid" aria-describedby="paid-hint">
          <p id="paid-hint" className="desk-muted">
            {t("desk.paid.hint")}
          </p>
          <div className="desk-toggle" role="group" aria-label={t("desk.paid.legend")}>
            <button type="submit" name="intent" value="markPaid" aria-pressed={isPaid} disabled={!canToggle || isPaid || busy}>
              {t("desk.paid.bayar")}
            </button>
            <button type="submit" name="intent" value="markUnpaid" aria-pressed={!isPaid} disabled={!canToggle || !isPaid || busy}>
              {t("desk.paid.belum")}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { Link } from "~/components/ui/Link";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { MessageKey, MessageValues } from "~/i18n/message-key";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";

/** What the confirmation of a booking paid at the property shows (built by app/services/payment-info.server.ts). */
export interface ReceptionView {
  checkIn: { date: string; time: string };
  checkOut: { date: string; time: string };
  /** Held until the end of the check-in day (the booking's deadline); false when the desk took it (no deadline). */
  holdUntil: boolean;
  address: string;
  map: string | null;
  policy: { key: MessageKey; values: MessageValues };
  calendarHref: string;
  ordersHref: string;
}

/**
 * The confirmation of a booking paid at the reception ("Bayar di Resepsionis", docs/decisions/037): the
 * guest leaves with the code, when to come, what to pay on arrival and what to bring, how long the room is
 * held, the cancellation policy, a calendar entry and the way to "Pesanan Saya". Plain HTML: no JavaScript
 * needed, and it prints.
 */
export function ReceptionConfirmation({ kode, total, view }: { kode: string; total: number; view: ReceptionView }) {
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const amount = formatRupiah(total, language);
  return (
    <div className="reception" data-testid="reception-confirmation">
      <p className="booking-success" role="status">
        {t("payInfo.reception.lead")}
      </p>
      <dl className="booking-facts">
        <dt>{t("payInfo.reception.checkIn")}</dt>
        <dd data-testid="reception-check-in">
          {t("payInfo.reception.checkInAt", { date: formatDate(view.checkIn.date, "stay", language), time: view.checkIn.time })}
        </dd>
        <dt>{t("payInfo.reception.checkOut")}</dt>
        <dd>{t("payInfo.reception.checkOutAt", { date: formatDate(view.checkOut.date, "stay", language), time: view.checkOut.time })}</dd>
        <dt>{t("payInfo.address")}</dt>
        <dd>
          {view.address}
          {view.map ? (
            <>
              {" "}
              <a href={view.map} rel="noopener noreferrer" target="_blank">
                {t("payInfo.map")}
              </a>
            </>
          ) : null}
        </dd>
      </dl>
      <section className="reception__pay" aria-labelledby="reception-pay-title">
        <h2 id="reception-pay-title">{t("payInfo.reception.payTitle")}</h2>
        <p className="pay-info__amount" data-testid="amount">
          {amount}
        </p>
        <p>{t("payInfo.reception.payText", { total: amount })}</p>
        {view.holdUntil ? (
          <p>{t("payInfo.reception.holdUntil", { date: formatDate(view.checkIn.date, "stay", language) })}</p>
        ) : (
          <p>{t("payInfo.leadAtDesk")}</p>
        )}
      </section>
      <section aria-labelledby="reception-bring-title">
        <h2 id="reception-bring-title">{t("payInfo.reception.bringTitle")}</h2>
        <ul className="reception__bring">
          <li>{t("payInfo.reception.bringId")}</li>
          <li>{t("payInfo.reception.bringCode", { kode })}</li>
          <li>{t("payInfo.reception.bringMoney", { total: amount })}</li>
        </ul>
      </section>
      <section aria-labelledby="reception-policy-title">
        <h2 id="reception-policy-title">{t("payInfo.reception.policyTitle")}</h2>
        <p data-testid="reception-policy">{message(view.policy.key, view.policy.values)}</p>
        <p>{t("payInfo.reception.policyUnpaid")}</p>
      </section>
      <p className="reception__links">
        <a className="button" href={view.calendarHref} download={`${kode}.ics`}>
          {t("payInfo.reception.calendar")}
        </a>
        <Link className="button button--primary" to={view.ordersHref}>
          {t("payInfo.reception.manage")}
        </Link>
      </p>
    </div>
  );
}

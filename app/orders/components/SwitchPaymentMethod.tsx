import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { useLandInView } from "~/components/ui/useLandInView";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { MessageKey } from "~/i18n/message-key";
import { formatDate } from "~/utils/dates";
import { imageUrl } from "~/utils/images";

/** The switch form's data (built by paymentSwitchView in app/services/payment-switch.server.ts). */
export interface SwitchView {
  kode: string;
  deadline: number;
  groups: {
    id: number;
    nama: string;
    lang?: "id";
    methods: { id: number; nama: string; lang?: "id"; logoKey: string | null; kind: MessageKey }[];
  }[];
}

/**
 * "Change payment method" for a booking still waiting for payment (docs/decisions/037): the other gateway
 * methods as one list of labelled radio options, posted to the booking's pending-payment page. The same form
 * on that page and on the gateway's failure page; a plain form post, so it works without JavaScript. A refusal
 * comes back with this form first on the page (a phone would not see it at the bottom), focused.
 */
export function SwitchPaymentMethod({
  view,
  error,
  calmHref,
}: {
  view: SwitchView;
  error?: MessageKey | null;
  /** On a page that reloads itself without JavaScript: the same page without the reload, at this form. */
  calmHref?: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const navigation = useNavigation();
  const action = `/reservasi-info-pendpay/${encodeURIComponent(view.kode)}`;
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  // A refused switch is shown first on the page it comes back to; with JavaScript it is also scrolled to.
  const ref = useLandInView<HTMLElement>(error);
  return (
    <section className="pay-switch" aria-labelledby="pay-switch-title" id="ganti-metode" tabIndex={-1} ref={ref}>
      <h2 id="pay-switch-title">{t("payInfo.switch.title")}</h2>
      <p>{t("payInfo.switch.lead", { deadline: formatDate(view.deadline, "dateTime", language) })}</p>
      {calmHref ? (
        <noscript>
          <p>
            <a href={calmHref}>{t("payInfo.switch.calm")}</a>
          </p>
        </noscript>
      ) : null}
      {error ? (
        <p className="booking-alert" role="alert" data-testid="switch-error">
          {message(error)}
        </p>
      ) : null}
      <Form method="post" action={action} className="booking-methods">
        <fieldset className="booking-methods__group">
          <legend>{t("payInfo.switch.legend")}</legend>
          {view.groups.map((g) => (
            <fieldset key={g.id} className="booking-methods__group">
              <legend lang={g.lang}>{g.nama}</legend>
              {g.methods.map((m) => (
                <label key={m.id} className="booking-method">
                  <input type="radio" name="metode" value={m.id} required />
                  {m.logoKey ? <img src={imageUrl(m.logoKey)} alt="" width={56} height={36} loading="lazy" /> : null}
                  <span>
                    <span lang={m.lang}>{m.nama}</span>
                    <span className="booking-method__kind">{message(m.kind)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
        <button className="button button--primary" type="submit" name="intent" value="switch" disabled={busy}>
          {t("payInfo.switch.submit")}
        </button>
      </Form>
    </section>
  );
}

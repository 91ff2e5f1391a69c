import type { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";
import { useMessage } from "~/components/account/useMessage";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { BOOKING_STEPS, DEFAULT_INTENTS, gotoIntent, type BookingStep, type WizardView } from "~/orders/rules/booking-form";
import { formatRupiah } from "~/utils/money";
import { langOf } from "~/utils/content-lang";
import { BookingSummary } from "./BookingSummary";
import { MarkedName } from "./MarkedName";
import { summaryPrice } from "./summary-price";
import type { BookingPage, ExtraOption } from "./types";

export interface StepProps {
  page: BookingPage;
  view: WizardView;
}

/** The extras of the form's list whose ids are chosen. */
export function chosenExtras(
  extras: ExtraOption[],
  ids: string | readonly (string | undefined)[] | undefined,
): ExtraOption[] {
  const chosen = new Set(typeof ids === "string" ? [ids] : (ids ?? []));
  return extras.filter((e) => chosen.has(String(e.id)));
}

/**
 * What every step of the booking wizard shares: the page, the step tabs and progress, the hidden
 * fields that name the step and this filled-in form (form token, captcha token), the form-level
 * message, the buttons back / reset, and the summary panel beside the form.
 */
export function WizardFrame({
  formProps,
  page,
  view,
  extras,
  primary,
  after,
  children,
}: StepProps & {
  /** conform's props of the step's form. */
  formProps: ReturnType<typeof getFormProps>;
  /** The extras chosen so far, priced in the summary. */
  extras: ExtraOption[];
  /** The step's own main button; "next" (moving on from this step) when not given. */
  primary?: ReactNode;
  /** Rendered after the layout (the confirmation dialog). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const message = useMessage();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { summary } = page;
  const step = view.step;
  return (
    <section className="booking-page container">
      <h1>
        <MarkedName label={message("reservasi.title", { hotel: summary.hotel.nama })} nama={summary.hotel.nama} lang={langOf(summary.hotel, "nama")} />
      </h1>
      <div className="booking-layout">
        <Form method="post" {...formProps} className="booking-form" aria-busy={submitting}>
          <WizardTabs step={step} />
          <input type="hidden" name="step" value={step} />
          <input type="hidden" name="formToken" value={view.formToken} />
          <input type="hidden" name="captchaToken" value={view.captchaToken} />
          <input type="hidden" name="quote" value={view.quote} />
          {view.formError ? (
            <p className="booking-alert" role="alert" data-testid="form-error">
              {message(view.formError)}
            </p>
          ) : null}
          {children}
          <div className="booking-actions">
            {step > 1 ? (
              <button type="submit" className="button" name="intent" value="back" formNoValidate>
                {message("booking.actions.previous")}
              </button>
            ) : null}
            {primary === undefined ? (
              <button type="submit" className="button button--primary" name="intent" value={DEFAULT_INTENTS[step]}>
                {message("booking.actions.next")}
              </button>
            ) : (
              primary
            )}
            <button type="submit" className="button" name="intent" value="reset" formNoValidate>
              {message("booking.actions.reset")}
            </button>
            {submitting ? (
              <span className="booking-busy" role="status">
                {message("booking.actions.submitting")}
              </span>
            ) : null}
          </div>
        </Form>
        <div>
          <BookingSummary
            roomTypeName={summary.roomType.nama}
            roomTypeLang={langOf(summary.roomType, "nama")}
            kind={summary.roomType.ket}
            stay={summary.stay}
            price={summaryPrice(summary, extras)}
            hotelName={summary.hotel.nama}
            hotelLang={langOf(summary.hotel, "nama")}
          />
        </div>
      </div>
      {after}
      <p>
        <Link to={summary.roomPage}>{message("reservasi.changeRoom")}</Link>
      </p>
    </section>
  );
}

function WizardTabs({ step }: { step: BookingStep }) {
  const message = useMessage();
  const progress = message("booking.progress", { current: step, total: BOOKING_STEPS.length });
  return (
    <nav aria-label={message("booking.wizardLabel")}>
      <ol className="wizard__tabs">
        {BOOKING_STEPS.map((name, index) => {
          const target = (index + 1) as BookingStep;
          return (
            <li key={name}>
              <button
                type="submit"
                className="wizard__tab"
                name="intent"
                value={gotoIntent(target)}
                aria-current={step === target ? "step" : undefined}
                formNoValidate
              >
                {target}. {message(`booking.steps.${name}`)}
              </button>
            </li>
          );
        })}
      </ol>
      <progress className="wizard__progress" value={step} max={BOOKING_STEPS.length} aria-label={progress} />
      <p className="booking-field__hint">{progress}</p>
    </nav>
  );
}

/** The message asking "book now?", in the dialog (JavaScript) or in the page (without), with the total of the chosen extras too. */
export function ConfirmMessage({ summary, extras }: { summary: BookingPage["summary"]; extras: ExtraOption[] }) {
  const message = useMessage();
  const language = usePageLanguage();
  const total = summaryPrice(summary, extras).totalPayment;
  const label = message("booking.confirm.message", {
    rooms: summary.kamar,
    nama: summary.roomType.nama,
    count: summary.durasi,
    total: formatRupiah(total, language),
  });
  return (
    <p data-testid="confirm-message" data-amount={total}>
      <MarkedName label={label} nama={summary.roomType.nama} lang={langOf(summary.roomType, "nama")} />
    </p>
  );
}

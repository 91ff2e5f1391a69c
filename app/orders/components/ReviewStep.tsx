import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/components/ui/useHydrated";
import { useMessage } from "~/components/account/useMessage";
import { BOOKING_FORM_ID, CONFIRM_ANCHOR } from "~/orders/rules/booking-form";
import { PAYMENT_CATEGORY_LABELS } from "~/orders/rules/booking-labels";
import { useNonce } from "~/utils/nonce";
import { langOf } from "~/utils/content-lang";
import { policyDescription } from "~/orders/rules/cancellation";
import { TextField } from "./BookingField";
import { useStepValidation } from "./useStepValidation";
import { chosenExtras, ConfirmMessage, WizardFrame, type StepProps } from "./WizardFrame";

const CAPTCHA_STATES = { ok: true, wrong: false } as const;

/**
 * Step 3, review and book. With JavaScript the captcha is checked as it is typed, Booking stays
 * disabled until it is right, and a dialog asks for confirmation; without it "Booking" checks the
 * captcha on the server, which answers with the confirmation box, opened at it (`#konfirmasi`) on a phone
 * too; a wrong captcha opens the page at the captcha instead.
 */
export function ReviewStep({ page, view }: StepProps) {
  const message = useMessage();
  const hydrated = useHydrated();
  const nonce = useNonce();
  const submitting = useNavigation().state === "submitting";
  const dialogRef = useRef<HTMLDialogElement>(null);
  // zod and the step schemas arrive once the page is interactive; a submit before that waits for them.
  const validation = useStepValidation<{ captcha?: string }>(3, view.result, page.options.guestRules);
  const [form, fields] = useForm({
    id: BOOKING_FORM_ID,
    lastResult: view.result,
    defaultValue: { captcha: view.values.captcha },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });

  const [captchaOk, setCaptchaOk] = useState<boolean | null>(
    view.captchaState ? CAPTCHA_STATES[view.captchaState] : null,
  );
  const captchaFetcher = useFetcher<{ ok: boolean }>();
  useEffect(() => {
    if (captchaFetcher.data) setCaptchaOk(captchaFetcher.data.ok);
  }, [captchaFetcher.data]);
  function onCaptchaInput(event: FormEvent<HTMLInputElement>) {
    const answer = event.currentTarget.value;
    if (answer.replace(/\s+/g, "").length < 7) return setCaptchaOk(null);
    captchaFetcher.submit(
      { captcha: answer, captchaToken: view.captchaToken },
      { method: "post", action: "/api/captcha-check" },
    );
  }

  const { guest, payment } = view.draft;
  const { extras, methods } = page.options;
  const method = methods.find((m) => String(m.id) === payment?.metode);
  const chosen = chosenExtras(extras, payment?.tambahpesanan);
  const none = message("booking.review.none");
  // The cancellation terms this booking will carry, stated before the guest books.
  const policy = policyDescription(page.summary.roomType.cancelTerms);
  const bookButton = (onClick?: () => void) => (
    <button
      type="submit"
      form={BOOKING_FORM_ID}
      className="button button--primary"
      name="intent"
      value="book"
      disabled={submitting}
      onClick={onClick}
    >
      {message("booking.actions.confirmYes")}
    </button>
  );

  return (
    <WizardFrame
      formProps={validation.formProps(getFormProps(form))}
      page={page}
      view={view}
      extras={chosen}
      primary={
        view.confirm ? null : (
          <button
            type="submit"
            className="button button--primary"
            name="intent"
            value="confirm"
            disabled={(hydrated && captchaOk !== true) || submitting}
            // Answered on this page's address at the confirmation box (or at the captcha it refused).
            formAction={`#${CONFIRM_ANCHOR}`}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              dialogRef.current?.showModal();
            }}
          >
            {message("booking.actions.booking")}
          </button>
        )
      }
      after={
        <dialog ref={dialogRef} className="booking-dialog" aria-labelledby="dialog-title">
          <h2 id="dialog-title">{message("booking.confirm.title")}</h2>
          <ConfirmMessage summary={page.summary} extras={chosen} />
          <div className="booking-actions">
            {bookButton(() => dialogRef.current?.close())}
            <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
              {message("booking.actions.confirmNo")}
            </button>
          </div>
        </dialog>
      }
    >
      <fieldset>
        <legend>{message("booking.steps.review")}</legend>
        <dl className="booking-facts">
          <dt>{message("booking.review.guest")}</dt>
          <dd>{guest ? `${guest.nama} · ${guest.email} · ${guest.telepon}` : none}</dd>
          <dt>{message("booking.review.payment")}</dt>
          <dd>
            {method ? (
              <>
                <span lang={langOf(method, "nama")}>{method.nama}</span> ({message(PAYMENT_CATEGORY_LABELS[method.kategori])})
              </>
            ) : (
              none
            )}
          </dd>
          <dt>{message("booking.review.extras")}</dt>
          <dd>
            {chosen.length > 0
              ? chosen.map((e, index) => (
                  <span key={e.id}>
                    {index > 0 ? ", " : null}
                    <span lang={langOf(e, "nama")}>{e.nama}</span>
                  </span>
                ))
              : none}
          </dd>
          <dt>{message("orders.facts.policy")}</dt>
          <dd data-testid="review-policy">{message(policy.key, policy.values)}</dd>
        </dl>
        {view.confirm ? null : <span id={CONFIRM_ANCHOR} />}
        <TextField
          field={fields.captcha}
          label={message("booking.fields.captcha")}
          autoComplete="off"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          onInput={onCaptchaInput}
          before={
            <div className="captcha">
              <img
                src={`/captcha/${view.captchaToken}`}
                alt={message("booking.fields.captchaImage")}
                width={190}
                height={56}
                data-testid="captcha-image"
              />
              <button type="submit" className="button" name="intent" value="captcha" formNoValidate>
                {message("booking.actions.refreshCaptcha")}
              </button>
            </div>
          }
          after={
            <>
              <p className="booking-field__hint">{message("booking.fields.captchaHint")}</p>
              {captchaOk === true ? (
                <p className="booking-field__ok">{message("booking.validation.captchaOk")}</p>
              ) : null}
              {captchaOk === false && !fields.captcha.errors?.length ? (
                <p className="booking-field__error">{message("booking.validation.captchaWrong")}</p>
              ) : null}
            </>
          }
        />
        {page.turnstileSiteKey ? (
          <>
            <div className="cf-turnstile" data-sitekey={page.turnstileSiteKey} />
            <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer nonce={nonce} />
          </>
        ) : null}
        {view.confirm ? (
          <div className="booking-confirm" role="alertdialog" aria-labelledby="confirm-title" id={CONFIRM_ANCHOR} tabIndex={-1}>
            <h2 id="confirm-title">{message("booking.confirm.title")}</h2>
            <ConfirmMessage summary={page.summary} extras={chosen} />
            <div className="booking-actions">
              {bookButton()}
              <button type="submit" className="button" name="intent" value="cancel" formNoValidate>
                {message("booking.actions.confirmNo")}
              </button>
            </div>
          </div>
        ) : null}
      </fieldset>
    </WizardFrame>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { useMessage } from "~/components/account/useMessage";
import { BOOKING_FORM_ID, type PaymentValues } from "~/orders/rules/booking-form";
import { extraUnitPrice } from "~/orders/rules/charge-labels";
import { langOf } from "~/utils/content-lang";
import { FieldError } from "./BookingField";
import { MethodList } from "./MethodList";
import { useStepValidation } from "./useStepValidation";
import { chosenExtras, WizardFrame, type StepProps } from "./WizardFrame";

/** Step 2, extras and payment: the payment method is one list of labelled options, grouped (MethodList). */
export function PaymentStep({ page, view }: StepProps) {
  const message = useMessage();
  const language = usePageLanguage();
  const { extras } = page.options;
  // zod and the step schemas arrive once the page is interactive; a submit before that waits for them.
  const validation = useStepValidation<Partial<PaymentValues>>(2, view.result, page.options.guestRules);
  const [form, fields] = useForm({
    id: BOOKING_FORM_ID,
    lastResult: view.result,
    defaultValue: {
      kelompok: view.values.kelompok,
      metode: view.values.metode,
      tambahpesanan: view.values.tambahpesanan,
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });

  const initialExtras = fields.tambahpesanan.initialValue;
  const checked = new Set(typeof initialExtras === "string" ? [initialExtras] : (initialExtras ?? []));
  const extrasErrors = Object.values(fields.tambahpesanan.allErrors).flat();

  return (
    <WizardFrame
      formProps={validation.formProps(getFormProps(form))}
      page={page}
      view={view}
      extras={chosenExtras(extras, fields.tambahpesanan.value)}
    >
      <fieldset>
        <legend>{message("booking.steps.payment")}</legend>
        <fieldset className="booking-field booking-extras">
          <legend>{message("booking.fields.tambahpesanan")}</legend>
          {extras.length === 0 ? <p>{message("booking.fields.tambahpesananNone")}</p> : null}
          {extras.map((e) => (
            <label key={e.id}>
              <input
                type="checkbox"
                name={fields.tambahpesanan.name}
                value={e.id}
                defaultChecked={checked.has(String(e.id))}
              />{" "}
              <span lang={langOf(e, "nama")}>{e.nama}</span> — {extraUnitPrice(message, e.harga, e.basis, language)}
            </label>
          ))}
          <FieldError name={fields.tambahpesanan.name} errors={extrasErrors} />
        </fieldset>
        <MethodList page={page} field={fields.metode} />
      </fieldset>
    </WizardFrame>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { useHydrated } from "~/components/ui/useHydrated";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { useMessage } from "~/components/account/useMessage";
import { BOOKING_FORM_ID, type PaymentValues } from "~/utils/booking-form";
import { PAYMENT_CATEGORY_LABELS } from "~/utils/booking-labels";
import { extraUnitPrice } from "~/utils/charge-labels";
import { langOf } from "~/utils/content-lang";
import { FieldError, named, SelectField } from "./BookingField";
import { useStepValidation } from "./useStepValidation";
import { chosenExtras, WizardFrame, type StepProps } from "./WizardFrame";

/**
 * Step 2, extras and payment. With JavaScript the method list follows the chosen payment group at
 * once; without it "show methods" asks the server for the group's methods.
 */
export function PaymentStep({ page, view }: StepProps) {
  const message = useMessage();
  const language = usePageLanguage();
  const hydrated = useHydrated();
  const { extras, groups, methods } = page.options;
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

  const kelompok = typeof fields.kelompok.value === "string" ? fields.kelompok.value : "";
  const methodsOfGroup = kelompok ? methods.filter((m) => String(m.groupId) === kelompok) : methods;
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
        <SelectField
          field={fields.kelompok}
          label={message("booking.fields.kelompokPembayaran")}
          placeholder={message("booking.fields.kelompokPlaceholder")}
          options={named(groups)}
          onChange={() => form.update({ name: fields.metode.name, value: "" })}
          after={
            hydrated ? null : (
              <button type="submit" className="button" name="intent" value="methods" formNoValidate>
                {message("booking.actions.refreshMethods")}
              </button>
            )
          }
        />
        <SelectField
          field={fields.metode}
          label={message("booking.fields.metodePembayaran")}
          placeholder={message("booking.fields.metodePlaceholder")}
          options={methodsOfGroup.map((m) => ({
            id: m.id,
            label: `${m.nama} (${message(PAYMENT_CATEGORY_LABELS[m.kategori])})`,
            lang: langOf(m, "nama"),
          }))}
        />
      </fieldset>
    </WizardFrame>
  );
}

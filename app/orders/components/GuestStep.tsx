import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type ChangeEvent } from "react";
import { useHydrated } from "~/components/ui/useHydrated";
import { useMessage } from "~/components/account/useMessage";
import { BOOKING_FORM_ID, type GuestValues, type Option } from "~/orders/rules/booking-form";
import { asksRegion } from "~/orders/rules/guest-rules";
import { named, SelectField, TextField } from "./BookingField";
import { useStepValidation } from "./useStepValidation";
import { chosenExtras, WizardFrame, type StepProps } from "./WizardFrame";

type Regions = { options: Option[] };

/**
 * Step 1, the guest. Province and regency are asked of guests from Indonesia only (and while no country
 * is chosen yet). With JavaScript the lists follow the chosen country and province at once and hide for
 * any other country; without it the "refresh" button asks the server for them, and the server ignores
 * them for a guest from abroad.
 */
export function GuestStep({ page, view }: StepProps) {
  const message = useMessage();
  const hydrated = useHydrated();
  // zod and the step schemas arrive once the page is interactive; a submit before that waits for them.
  const validation = useStepValidation<Partial<GuestValues>>(1, view.result, page.options.guestRules);
  const [form, fields] = useForm({
    id: BOOKING_FORM_ID,
    lastResult: view.result,
    defaultValue: {
      nama: view.values.nama,
      identitas: view.values.identitas,
      noIdentitas: view.values.noIdentitas,
      negara: view.values.negara,
      provinsi: view.values.provinsi,
      kabupaten: view.values.kabupaten,
      email: view.values.email,
      telepon: view.values.telepon,
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });

  const rules = page.options.guestRules;
  const showRegion = asksRegion(rules, fields.negara.value ?? "");
  const [provinces, setProvinces] = useState(view.provinces);
  const [regencies, setRegencies] = useState(view.regencies);
  const provinceFetcher = useFetcher<Regions>();
  const regencyFetcher = useFetcher<Regions>();
  useEffect(() => {
    if (provinceFetcher.data) setProvinces(provinceFetcher.data.options);
  }, [provinceFetcher.data]);
  useEffect(() => {
    if (regencyFetcher.data) setRegencies(regencyFetcher.data.options);
  }, [regencyFetcher.data]);

  // A new country clears the province and regency of the old one; a new province its regency.
  function onCountry(event: ChangeEvent<HTMLSelectElement>) {
    const negara = event.currentTarget.value;
    form.update({ name: fields.provinsi.name, value: "" });
    form.update({ name: fields.kabupaten.name, value: "" });
    setProvinces([]);
    setRegencies([]);
    // Indonesia's provinces, also while no country is chosen; every other country has none to ask.
    if (asksRegion(rules, negara) && rules.indonesia !== null) {
      provinceFetcher.load(`/api/wilayah?negara=${rules.indonesia}`);
    }
  }
  function onProvince(event: ChangeEvent<HTMLSelectElement>) {
    const provinsi = event.currentTarget.value;
    form.update({ name: fields.kabupaten.name, value: "" });
    setRegencies([]);
    if (provinsi) regencyFetcher.load(`/api/wilayah?provinsi=${encodeURIComponent(provinsi)}`);
  }

  return (
    <WizardFrame
      formProps={validation.formProps(getFormProps(form))}
      page={page}
      view={view}
      extras={chosenExtras(page.options.extras, view.draft.payment?.tambahpesanan)}
    >
      <fieldset>
        <legend>{message("booking.steps.guest")}</legend>
        <TextField field={fields.nama} label={message("booking.fields.nama")} autoComplete="name" maxLength={100} />
        <SelectField
          field={fields.identitas}
          label={message("booking.fields.identitas")}
          placeholder={message("booking.fields.identitasPlaceholder")}
          options={named(page.options.identities)}
        />
        <TextField
          field={fields.noIdentitas}
          label={message("booking.fields.noIdentitas")}
          autoCapitalize="characters"
          maxLength={40}
          after={<p className="booking-field__hint">{message("booking.fields.noIdentitasHint")}</p>}
        />
        <SelectField
          field={fields.negara}
          label={message("booking.fields.negara")}
          placeholder={message("booking.fields.negaraPlaceholder")}
          options={named(page.options.countries)}
          onChange={onCountry}
        />
        {showRegion ? (
          <>
            <p className="booking-field__hint" id="booking-region-hint">
              {message("booking.fields.regionHint")}
            </p>
            <SelectField
              field={fields.provinsi}
              label={message("booking.fields.provinsi")}
              placeholder={message("booking.fields.provinsiPlaceholder")}
              options={named(provinces)}
              onChange={onProvince}
            />
            <SelectField
              field={fields.kabupaten}
              label={message("booking.fields.kabupaten")}
              placeholder={message("booking.fields.kabupatenPlaceholder")}
              options={named(regencies)}
            />
          </>
        ) : null}
        {hydrated ? null : (
          <button type="submit" className="button" name="intent" value="region" formNoValidate>
            {message("booking.actions.refreshRegion")}
          </button>
        )}
        <TextField
          field={fields.email}
          type="email"
          label={message("booking.fields.email")}
          autoComplete="email"
          maxLength={100}
        />
        <TextField
          field={fields.telepon}
          type="tel"
          label={message("booking.fields.telepon")}
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          after={<p className="booking-field__hint">{message("booking.fields.teleponHint")}</p>}
        />
      </fieldset>
    </WizardFrame>
  );
}

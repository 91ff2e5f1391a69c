import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { useDeferredValidator, withoutValidator } from "~/components/ui/useDeferredValidator";
import { useHydrated } from "~/components/ui/useHydrated";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { addDays, formatDate } from "~/utils/dates";
import { ALL_ESTATES, ALL_ESTATES_SEGMENT, STAY_LIMITS, tryComputeCheckOut } from "~/utils/stay";
import { useStayErrorText } from "./hooks";
import type { validateStay } from "./stay-validation";

export interface SearchFormDefaults {
  kota?: number | null;
  tamu: number;
  kamar: number;
  cekin: string;
  durasi: number;
}

const NIGHT_OPTIONS = Array.from(
  { length: STAY_LIMITS.maxNights - STAY_LIMITS.minNights + 1 },
  (_, i) => STAY_LIMITS.minNights + i,
);

/** Where every search form posts: the action validates, computes the check-out and redirects. */
export const SEARCH_ACTION = "/hotel";

/**
 * The accommodation search form (spec §5): city, guests, rooms, check-in, nights, and the check-out
 * computed from them and never typed. Validated by the same schema in the browser and on the server;
 * without JavaScript the server validates, computes the check-out and redirects to the results.
 */
export function SearchForm({
  cities,
  defaults,
  lastResult,
  today,
  variant = "full",
  id = "search",
}: {
  cities: { id: number; nama: string }[];
  defaults: SearchFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  today: string;
  variant?: "full" | "compact";
  id?: string;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const errorText = useStayErrorText();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // zod and the schema arrive once the page is interactive; a submit before that waits for them.
  const { validator, withHeldSubmit } = useDeferredValidator(() => import("./stay-validation"));

  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: {
      kota: defaults.kota === ALL_ESTATES ? ALL_ESTATES_SEGMENT : defaults.kota ? String(defaults.kota) : "",
      tamu: String(defaults.tamu),
      kamar: String(defaults.kamar),
      cekin: defaults.cekin,
      durasi: String(defaults.durasi),
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Until the validator is there, the server's errors stay and a submit goes to the server.
    onValidate: ({ formData }) =>
      validator
        ? validator.validateStay(formData, today)
        : withoutValidator<ReturnType<typeof validateStay>>(formData, Object.keys(lastResult?.error ?? {})),
  });

  // Each read of `fields.x` builds that field's metadata anew (a Proxy): read each field once per render.
  const { kota: kotaField, tamu: tamuField, kamar: kamarField, cekin: cekinField, durasi: durasiField, cekout: cekoutField } = fields;

  // The check-out follows check-in and nights as they are typed (JavaScript), or as last submitted.
  const initialCekin = typeof cekinField.initialValue === "string" ? cekinField.initialValue : defaults.cekin;
  const initialDurasi =
    typeof durasiField.initialValue === "string" ? durasiField.initialValue : String(defaults.durasi);
  const [typed, setTyped] = useState<{ cekin: string; durasi: string } | null>(null);
  const cekin = typed?.cekin ?? initialCekin;
  const durasi = typed?.durasi ?? initialDurasi;
  const cekout = tryComputeCheckOut(cekin, durasi);
  const readTyped = (formElement: HTMLFormElement) => {
    const read = (name: string) => {
      const el = formElement.elements.namedItem(name);
      return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.value : "";
    };
    setTyped({ cekin: read("cekin"), durasi: read("durasi") });
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => readTyped(event.currentTarget);
  // Whatever was changed before the page became interactive is shown as soon as it is.
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (element instanceof HTMLFormElement) readTyped(element);
  }, [form.id]);

  const allErrors = [kotaField, tamuField, kamarField, cekinField, durasiField, cekoutField].flatMap(
    (f) => f.errors ?? [],
  );
  const missing = allErrors.includes("required");
  // The alert names the fields still empty, so it is clear where to go (on a phone most are off-screen).
  const labelled = [
    [kotaField, t("search.form.kota")],
    [cekinField, t("search.form.cekin")],
    [durasiField, t("search.form.durasi")],
    [tamuField, t("search.form.tamu")],
    [kamarField, t("search.form.kamar")],
  ] as const;
  const missingLabels = labelled.filter(([field]) => field.errors?.includes("required")).map(([, label]) => label);
  const formErrors = form.errors ?? [];
  const busy = navigation.state !== "idle" && navigation.formAction === SEARCH_ACTION;
  const cekinHint = `${cekinField.id}-hint`;
  const cekoutHint = `${id}-cekout-hint`;
  const describe = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

  return (
    <Form
      method="post"
      action={SEARCH_ACTION}
      {...withHeldSubmit(getFormProps(form))}
      onInput={onInput}
      className={`search-form search-form--${variant}`}
      aria-label={t("search.form.label")}
      aria-busy={busy || undefined}
    >
      {missing || formErrors.length > 0 ? (
        <div className="search-form__alert" role="alert" id={form.errorId}>
          {missing ? <p>{t("search.form.required")}</p> : null}
          {missingLabels.length > 0 ? <p>{t("search.form.missing", { fields: missingLabels.join(", ") })}</p> : null}
          {formErrors.map((code) => (
            <p key={code}>{errorText(code)}</p>
          ))}
        </div>
      ) : null}

      <div className="search-form__grid">
        <div className="field field--kota">
          <label htmlFor={kotaField.id}>{t("search.form.kota")}</label>
          <select {...getSelectProps(kotaField)} required key={kotaField.key}>
            <option value="">{t("search.form.kotaPlaceholder")}</option>
            <option value={ALL_ESTATES_SEGMENT}>{t("search.form.allEstates")}</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nama}
              </option>
            ))}
          </select>
          <FieldErrors id={kotaField.errorId} errors={kotaField.errors} message={errorText} />
        </div>

        <div className="field field--cekin">
          <label htmlFor={cekinField.id}>{t("search.form.cekin")}</label>
          <input
            {...getInputProps(cekinField, { type: "date" })}
            key={cekinField.key}
            required
            min={today}
            max={addDays(today, STAY_LIMITS.horizonDays)}
            aria-describedby={describe(cekinField.errors?.length ? cekinField.errorId : false, cekinHint)}
          />
          <p className="field__hint" id={cekinHint}>
            {tryComputeCheckOut(cekin, 1) ? formatDate(cekin, "search", language) : "\u00a0"}
          </p>
          <FieldErrors id={cekinField.errorId} errors={cekinField.errors} message={errorText} />
        </div>

        <div className="field field--durasi">
          <label htmlFor={durasiField.id}>{t("search.form.durasi")}</label>
          <select {...getSelectProps(durasiField)} key={durasiField.key} required>
            {NIGHT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <FieldErrors id={durasiField.errorId} errors={durasiField.errors} message={errorText} />
        </div>

        <div className="field field--cekout">
          <label htmlFor={`${id}-cekout`}>{t("search.form.cekout")}</label>
          <output
            id={`${id}-cekout`}
            className="field__output"
            htmlFor={`${cekinField.id} ${durasiField.id}`}
            aria-describedby={describe(cekoutHint, cekoutField.errors?.length ? `${id}-cekout-error` : false)}
          >
            {cekout ? formatDate(cekout, "search", language) : t("search.form.cekoutUnknown")}
          </output>
          <p className="field__hint" id={cekoutHint}>
            {t("search.form.cekoutHint")}
          </p>
          <FieldErrors id={`${id}-cekout-error`} errors={cekoutField.errors} message={errorText} />
        </div>

        <div className="field field--tamu">
          <label htmlFor={tamuField.id}>{t("search.form.tamu")}</label>
          <input
            {...getInputProps(tamuField, { type: "number" })}
            key={tamuField.key}
            required
            min={STAY_LIMITS.minGuests}
            max={STAY_LIMITS.maxGuests}
            step={1}
            inputMode="numeric"
          />
          <FieldErrors id={tamuField.errorId} errors={tamuField.errors} message={errorText} />
        </div>

        <div className="field field--kamar">
          <label htmlFor={kamarField.id}>{t("search.form.kamar")}</label>
          <input
            {...getInputProps(kamarField, { type: "number" })}
            key={kamarField.key}
            required
            min={STAY_LIMITS.minRooms}
            max={STAY_LIMITS.maxRooms}
            step={1}
            inputMode="numeric"
          />
          <FieldErrors id={kamarField.errorId} errors={kamarField.errors} message={errorText} />
        </div>

        <div className="search-form__actions">
          <button type="submit" className="button button--primary search-form__submit" disabled={busy}>
            {busy ? t("search.form.searching") : t("search.form.submit")}
          </button>
          {hydrated ? null : (
            // Without JavaScript the check-out cannot follow the inputs: this asks the server for it.
            <button type="submit" name="intent" value="cekout" formNoValidate className="button button--secondary">
              {t("search.form.recompute")}
            </button>
          )}
        </div>
      </div>
    </Form>
  );
}

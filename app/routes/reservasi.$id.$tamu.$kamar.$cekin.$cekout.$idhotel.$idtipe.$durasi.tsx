import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/components/account/useHydrated";
import { useMessage, useMessageText } from "~/components/account/useMessage";
import { BookingSummary } from "~/components/booking/BookingSummary";
import { InvalidStay } from "~/components/search/InvalidStay";
import { getLanguage } from "~/i18n/i18n.server";
import { invalidStay, parseIdParam, parseStayRoute } from "~/services/stay-request.server";
import { getBookingSummary } from "~/models/booking-summary.server";
import { findGuestForUser, getBookingFormOptions } from "~/models/guest.server";
import { clientIp } from "~/models/visitor.server";
import { getAuthSession } from "~/services/session.server";
import { placeBooking } from "~/services/booking.server";
import { checkCaptcha, createCaptcha, readCaptcha, verifyAndSpendCaptcha, verifyTurnstile } from "~/services/captcha.server";
import { randomToken } from "~/services/tokens.server";
import { redirectWithToast } from "~/services/toast.server";
import bookingStyles from "~/styles/booking.css";
import searchStyles from "~/styles/search.css";
import { todayInJakarta } from "~/utils/dates";
import {
  BOOKING_STEPS,
  EMPTY_BOOKING_VALUES,
  firstInvalidStep,
  guestStepSchema,
  parseStep,
  paymentStepSchema,
  readBookingValues,
  validateStep,
  type BookingFormValues,
  type BookingStep,
  type FieldErrors,
} from "~/utils/booking-form";
import { languageFromMatches, messagesFor } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { useNonce } from "~/utils/nonce";
import { privatePageHeaders } from "~/utils/route-headers";
import { guestsPerRoom, roomUrl } from "~/utils/stay";

export const links = () => [
  { rel: "stylesheet", href: searchStyles },
  { rel: "stylesheet", href: bookingStyles },
];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => {
  const m = messagesFor(languageFromMatches(matches));
  return [{ title: `${m.booking.title} — ${m.meta.siteName}` }, { name: "description", content: m.booking.metaDescription }, { name: "robots", content: "noindex" }];
};

// Actions return the whole view state; re-running the loader after them would only mint new tokens.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

type Params = Record<string, string | undefined>;

/**
 * The stay, hotel and room type of the URL, validated like the search pages (the search branch's
 * parser), with availability and price checked again now; `invalid` carries the search form's
 * answer for a bad URL.
 */
async function loadStay(context: LoaderFunctionArgs["context"], params: Params) {
  const { db } = context;
  const today = todayInJakarta();
  const route = parseStayRoute(params, today);
  const hotelId = parseIdParam(params.idhotel);
  const roomTypeId = parseIdParam(params.idtipe);
  const formErrors = [...(hotelId === null ? (["hotelUnknown"] as const) : []), ...(roomTypeId === null ? (["roomTypeUnknown"] as const) : [])];
  if (!route.ok || hotelId === null || roomTypeId === null) return { ok: false as const, invalid: () => invalidStay(db, route.submission, { formErrors }, today) };
  const lookup = await getBookingSummary(db, route.stay, hotelId, roomTypeId);
  if (!lookup.found) {
    const code = lookup.missing === "hotel" ? "hotelUnknown" : "roomTypeUnknown";
    return { ok: false as const, invalid: () => invalidStay(db, route.submission, { formErrors: [code] }, today) };
  }
  return { ok: true as const, stay: route.stay, summary: lookup.summary };
}

type LoadedStay = Extract<Awaited<ReturnType<typeof loadStay>>, { ok: true }>;

function summaryView(stay: LoadedStay["stay"], summary: LoadedStay["summary"]) {
  return {
    hotel: { nama: summary.hotel.nama },
    roomType: { nama: summary.roomType.nama, ket: summary.roomType.ket },
    cekin: stay.cekin,
    cekout: stay.cekout,
    durasi: stay.durasi,
    kamar: stay.kamar,
    tamu: stay.tamu,
    guestsPerRoom: guestsPerRoom(stay.tamu, stay.kamar),
    totalHargaOnly: summary.price.totalHargaOnly,
    totalTaxOnly: summary.price.totalTaxOnly,
    totalPerKamar: summary.price.totalPerKamar,
    totalPayment: summary.price.totalPayment,
    status: summary.status,
    jumlahAvailable: summary.jumlahAvailable,
    roomPage: roomUrl(stay, summary.hotel.id),
    alamat: summary.hotel.alamat,
    price: summary.price,
    stay: { cekin: stay.cekin, cekout: stay.cekout, durasi: stay.durasi, tamu: stay.tamu, kamar: stay.kamar },
  };
}

function toId(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

interface ViewState {
  step: BookingStep;
  values: BookingFormValues;
  errors: FieldErrors;
  formError: string | null;
  captchaToken: string;
  captchaState: "ok" | "wrong" | null;
  formToken: string;
  confirm: boolean;
  provinces: { id: number; nama: string }[];
  regencies: { id: number; nama: string }[];
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const loaded = await loadStay(context, params);
  if (!loaded.ok) return loaded.invalid();
  const { stay, summary } = loaded;
  const session = await getAuthSession(request, context);
  const values: BookingFormValues = { ...EMPTY_BOOKING_VALUES, tambahpesanan: [] };
  if (session) {
    const known = await findGuestForUser(context.db, session.user);
    values.email = session.user.email;
    values.nama = [session.user.firstName, session.user.lastName].filter(Boolean).join(" ");
    if (known) {
      values.nama = known.nama;
      values.identitas = String(known.identityTypeId);
      values.noIdentitas = known.noIdentitas;
      values.negara = String(known.countryId);
      values.provinsi = known.provinceId ? String(known.provinceId) : "";
      values.kabupaten = known.regencyId ? String(known.regencyId) : "";
      values.telepon = known.telepon;
    }
  }
  const options = await getBookingFormOptions(context.db, toId(values.negara), toId(values.provinsi));
  const captcha = await createCaptcha(context.env.SESSION_SECRET);
  const view: ViewState = {
    step: 1,
    values,
    errors: {},
    formError: null,
    captchaToken: captcha.token,
    captchaState: null,
    formToken: randomToken(18),
    confirm: false,
    provinces: options.provinces,
    regencies: options.regencies,
  };
  return json({
    kind: "booking" as const,
    summary: summaryView(stay, summary),
    options: { identities: options.identities, countries: options.countries, extras: options.extras, groups: options.groups, methods: options.methods },
    view,
    turnstileSiteKey: context.env.TURNSTILE_SITE_KEY ?? null,
  });
}

type Intent = "next" | "prev" | "goto" | "region" | "methods" | "captcha" | "confirm" | "cancel" | "book" | "reset";
const INTENTS: readonly string[] = ["next", "prev", "goto", "region", "methods", "captcha", "confirm", "cancel", "book", "reset"];

const FAILURE_MESSAGES = {
  notAvailable: "booking.errors.notAvailable",
  notFound: "booking.errors.data",
  guestData: "booking.errors.guestData",
  paymentMethod: "booking.errors.data",
  capacity: "booking.errors.capacity",
  busy: "booking.errors.busy",
  gateway: "booking.errors.server",
} as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const loaded = await loadStay(context, params);
  if (!loaded.ok) {
    throw new Response(messagesFor(await getLanguage(request)).search.invalid.title, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { stay, summary } = loaded;
  const url = new URL(request.url);
  const form = await request.formData();
  const rawIntent = String(form.get("intent") ?? "next");
  const [intentName, target] = rawIntent.split(":");
  const intent: Intent = INTENTS.includes(intentName) ? (intentName as Intent) : "next";
  if (intent === "reset") return redirect(url.pathname);

  const values = readBookingValues(form);
  const step = parseStep(form.get("step"));
  const rawFormToken = String(form.get("formToken") ?? "");
  const formToken = /^[A-Za-z0-9_-]{20,40}$/.test(rawFormToken) ? rawFormToken : randomToken(18);
  const rawCaptcha = String(form.get("captchaToken") ?? "");
  let captchaToken = rawCaptcha.length <= 400 ? rawCaptcha : "";
  const secret = context.env.SESSION_SECRET;
  if (!captchaToken || !(await checkCaptchaTokenReadable(secret, captchaToken))) captchaToken = (await createCaptcha(secret)).token;

  const build = async (state: Partial<ViewState> & { step: BookingStep }, status = 200) => {
    const negara = toId(state.values?.negara ?? values.negara);
    const provinsi = toId(state.values?.provinsi ?? values.provinsi);
    const options = await getBookingFormOptions(context.db, negara, provinsi);
    const view: ViewState = {
      values,
      errors: {},
      formError: null,
      captchaToken,
      captchaState: null,
      formToken,
      confirm: false,
      provinces: options.provinces,
      regencies: options.regencies,
      ...state,
    };
    if (view.step !== 3) view.values = { ...view.values, captcha: "" };
    return json({ view }, { status });
  };

  switch (intent) {
    case "region":
      // A changed country clears the province and regency that belonged to the old one.
      return build({ step: 1, values: sanitiseRegion(values, await getBookingFormOptions(context.db, toId(values.negara), toId(values.provinsi))) });
    case "methods":
      return build({ step: 2, values: { ...values, metode: "" } });
    case "prev":
      return build({ step: (Math.max(1, step - 1) as BookingStep) });
    case "captcha":
      captchaToken = (await createCaptcha(secret)).token;
      return build({ step: 3, values: { ...values, captcha: "" } });
    case "cancel":
      return build({ step: 3 });
    case "goto":
    case "next": {
      const wanted = intent === "goto" ? parseStep(target) : ((Math.min(3, step + 1)) as BookingStep);
      // Forward only when every step before the target is valid.
      const invalid = wanted > 1 ? firstInvalidStep(values, (wanted - 1) as BookingStep) : null;
      if (invalid) return build({ step: invalid.step, errors: invalid.errors }, 400);
      return build({ step: wanted });
    }
    case "confirm":
    case "book": {
      const invalid = firstInvalidStep(values, 3);
      if (invalid) return build({ step: invalid.step, errors: invalid.errors }, 400);
      if (context.env.TURNSTILE_SECRET_KEY) {
        const passed = await verifyTurnstile(context.env.TURNSTILE_SECRET_KEY, String(form.get("cf-turnstile-response") ?? ""), clientIp(request));
        if (!passed) return build({ step: 3, formError: "booking.validation.turnstile" }, 400);
      }
      if (intent === "confirm") {
        const ok = await checkCaptcha(secret, captchaToken, values.captcha);
        if (!ok) return build({ step: 3, errors: { captcha: "booking.validation.captchaWrong" }, captchaState: "wrong" }, 400);
        return build({ step: 3, confirm: true, captchaState: "ok" });
      }
      const verdict = await verifyAndSpendCaptcha(context.db, secret, captchaToken, values.captcha);
      if (verdict !== "ok") {
        captchaToken = (await createCaptcha(secret)).token;
        const key = verdict === "wrong" ? "booking.validation.captchaWrong" : "booking.validation.captchaExpired";
        return build({ step: 3, values: { ...values, captcha: "" }, errors: { captcha: key }, captchaState: "wrong" }, 400);
      }
      const guestValues = guestStepSchema.parse(values);
      const payment = paymentStepSchema.parse(values);
      const session = await getAuthSession(request, context);
      const result = await placeBooking(context, url.origin, {
        kota: stay.kota,
        cekin: stay.cekin,
        cekout: stay.cekout,
        durasi: stay.durasi,
        tamu: stay.tamu,
        kamar: stay.kamar,
        hotelId: summary.hotel.id,
        roomTypeId: summary.roomType.id,
        paymentMethodId: payment.metode,
        extraIds: payment.tambahpesanan,
        guest: {
          nama: guestValues.nama,
          identityTypeId: guestValues.identitas,
          noIdentitas: guestValues.noIdentitas,
          countryId: guestValues.negara,
          provinceId: guestValues.provinsi,
          regencyId: guestValues.kabupaten,
          email: guestValues.email,
          telepon: guestValues.telepon,
        },
        account: session ? { id: session.user.id, email: session.user.email } : null,
        formToken,
        langKey: await getLanguage(request),
      });
      if (!result.ok) {
        captchaToken = (await createCaptcha(secret)).token;
        const status = result.reason === "notAvailable" ? 409 : result.reason === "gateway" ? 503 : 400;
        return build({ step: result.reason === "guestData" ? 1 : 3, values: { ...values, captcha: "" }, formError: FAILURE_MESSAGES[result.reason] }, status);
      }
      if (result.kategori === "DIRECT PAYMENT") {
        return redirectWithToast(url.pathname, { type: "success", key: "booking.toast.directSuccess", values: { kode: result.kodeBooking } }, context.env);
      }
      return redirect(result.next);
    }
  }
}

async function checkCaptchaTokenReadable(secret: string, token: string): Promise<boolean> {
  return (await readCaptcha(secret, token)) !== null;
}

function sanitiseRegion(values: BookingFormValues, options: { provinces: { id: number }[]; regencies: { id: number }[] }): BookingFormValues {
  const provinsiOk = options.provinces.some((p) => String(p.id) === values.provinsi);
  const kabupatenOk = provinsiOk && options.regencies.some((r) => String(r.id) === values.kabupaten);
  return { ...values, provinsi: provinsiOk ? values.provinsi : "", kabupaten: kabupatenOk ? values.kabupaten : "" };
}

// ---------------------------------------------------------------------------------------------------
// Page

function FieldError({ id, error }: { id: string; error?: string }) {
  const message = useMessageText();
  if (!error) return null;
  return (
    <p id={id} className="booking-field__error" role="alert">
      {message(error)}
    </p>
  );
}

export default function ReservationRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "invalid") return <InvalidStay reply={data.reply} cities={data.cities} today={data.today} />;
  return <ReservationPage data={data} />;
}

type BookingData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "booking" }>;

function ReservationPage({ data }: { data: BookingData }) {
  const actionData = useActionData<typeof action>();
  const view = (actionData?.view ?? data.view) as ViewState;
  const t = useMessage();
  const message = useMessage();
  const text = useMessageText();
  const hydrated = useHydrated();
  const nonce = useNonce();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const summary = data.summary;
  const kind = summary.roomType.ket;

  // Live state with JavaScript: current values, dependent options, client errors, captcha hint.
  const [values, setValues] = useState<BookingFormValues>(view.values);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [provinces, setProvinces] = useState(view.provinces);
  const [regencies, setRegencies] = useState(view.regencies);
  const [captchaOk, setCaptchaOk] = useState<boolean | null>(view.captchaState === "ok" ? true : view.captchaState === "wrong" ? false : null);
  useEffect(() => {
    setValues(view.values);
    setProvinces(view.provinces);
    setRegencies(view.regencies);
    setClientErrors({});
    setCaptchaOk(view.captchaState === "ok" ? true : view.captchaState === "wrong" ? false : null);
  }, [view]);

  const provinceFetcher = useFetcher<{ options: { id: number; nama: string }[] }>();
  const regencyFetcher = useFetcher<{ options: { id: number; nama: string }[] }>();
  const captchaFetcher = useFetcher<{ ok: boolean }>();
  useEffect(() => {
    if (provinceFetcher.data) setProvinces(provinceFetcher.data.options);
  }, [provinceFetcher.data]);
  useEffect(() => {
    if (regencyFetcher.data) setRegencies(regencyFetcher.data.options);
  }, [regencyFetcher.data]);
  useEffect(() => {
    if (captchaFetcher.data) setCaptchaOk(captchaFetcher.data.ok);
  }, [captchaFetcher.data]);

  const errors: FieldErrors = { ...view.errors, ...clientErrors };
  const step = view.step;
  const methodsOfGroup = useMemo(
    () => (values.kelompok ? data.options.methods.filter((m) => String(m.groupId) === values.kelompok) : data.options.methods),
    [values.kelompok, data.options.methods],
  );
  const allValid = firstInvalidStep(values, 3) === null && (captchaOk ?? false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const selectedMethod = data.options.methods.find((m) => String(m.id) === values.metode);
  const extrasChosen = data.options.extras.filter((e) => values.tambahpesanan.includes(String(e.id)));

  if (summary.status !== "available") {
    const kindName = message(`room.kind.${kind}`);
    const units = (count: number) => message(`room.unit.${kind}`, { count });
    return (
      <div className="reservation-page container">
        <h1>{t("reservasi.title", { hotel: summary.hotel.nama })}</h1>
        <div className="unavailable" role="alert">
          <h2>{t("reservasi.unavailableTitle")}</h2>
          <p>
            {summary.status === "soldOut"
              ? t("reservasi.soldOut", { kind: kindName.toLowerCase(), nama: summary.roomType.nama })
              : summary.status === "notEnough"
                ? t("reservasi.notEnough", { kind: kindName.toLowerCase(), nama: summary.roomType.nama, units: units(summary.jumlahAvailable) })
                : t("reservasi.tooSmall", {
                    kind: kindName,
                    nama: summary.roomType.nama,
                    guests: t("search.stay.guests", { count: summary.tamu }),
                    units: units(summary.kamar),
                  })}
          </p>
          <p>{t("reservasi.unavailableHint")}</p>
          <Link to={summary.roomPage} className="button button--primary">
            {t("reservasi.backToRooms")}
          </Link>
        </div>
      </div>
    );
  }

  const set = (name: keyof BookingFormValues, value: string) => setValues((current) => ({ ...current, [name]: value }));

  function onFormChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.name === "tambahpesanan") {
      const checked = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>('input[name="tambahpesanan"]:checked')).map((i) => i.value);
      setValues((current) => ({ ...current, tambahpesanan: checked }));
      return;
    }
    if (!(target.name in EMPTY_BOOKING_VALUES)) return;
    const name = target.name as keyof BookingFormValues;
    set(name, target.value);
    if (name === "negara") {
      setValues((current) => ({ ...current, provinsi: "", kabupaten: "" }));
      setProvinces([]);
      setRegencies([]);
      if (target.value) provinceFetcher.load(`/api/wilayah?negara=${encodeURIComponent(target.value)}`);
    }
    if (name === "provinsi") {
      setValues((current) => ({ ...current, kabupaten: "" }));
      setRegencies([]);
      if (target.value) regencyFetcher.load(`/api/wilayah?provinsi=${encodeURIComponent(target.value)}`);
    }
    if (name === "kelompok") set("metode", "");
    if (name === "captcha") {
      const answer = target.value.replace(/\s+/g, "");
      if (answer.length >= 7) captchaFetcher.submit({ captcha: target.value, captchaToken: view.captchaToken }, { method: "post", action: "/api/captcha-check" });
      else setCaptchaOk(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? "next";
    if (intent === "next") {
      const stepErrors = validateStep(step, values);
      if (Object.keys(stepErrors).length > 0) {
        event.preventDefault();
        setClientErrors(stepErrors);
      }
    }
  }

  const fieldProps = (name: keyof BookingFormValues) => ({
    id: `booking-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `booking-${name}-error` : undefined,
  });
  const fieldClass = (name: keyof BookingFormValues) => `booking-field${errors[name] ? " booking-field--invalid" : ""}`;

  // Values of steps not on screen travel as hidden fields, so every step is a plain form post.
  const hidden: [string, string][] = [];
  const onScreen = new Set<string>(
    step === 1
      ? ["identitas", "nama", "noIdentitas", "negara", "provinsi", "kabupaten", "email", "telepon"]
      : step === 2
        ? ["tambahpesanan", "kelompok", "metode"]
        : ["captcha"],
  );
  for (const [name, value] of Object.entries(values)) {
    if (onScreen.has(name) || name === "captcha") continue;
    if (Array.isArray(value)) for (const item of value) hidden.push([name, item]);
    else if (value) hidden.push([name, value]);
  }

  return (
    <section className="booking-page container">
      <h1>{t("reservasi.title", { hotel: summary.hotel.nama })}</h1>
      <div className="booking-layout">
        <Form
          method="post"
          id="booking-form"
          className="booking-form"
          noValidate
          onChange={onFormChange}
          onSubmit={onSubmit}
          aria-busy={submitting}
        >
          <nav aria-label={t("booking.wizardLabel")}>
            <ol className="wizard__tabs">
              {BOOKING_STEPS.map((name, index) => (
                <li key={name}>
                  <button
                    type="submit"
                    className="wizard__tab"
                    name="intent"
                    value={`goto:${index + 1}`}
                    aria-current={step === index + 1 ? "step" : undefined}
                    formNoValidate
                  >
                    {index + 1}. {message(`booking.steps.${name}`)}
                  </button>
                </li>
              ))}
            </ol>
            <progress className="wizard__progress" value={step} max={3} aria-label={t("booking.progress", { current: step, total: 3 })} />
            <p className="booking-field__hint">{t("booking.progress", { current: step, total: 3 })}</p>
          </nav>
          <input type="hidden" name="step" value={step} />
          <input type="hidden" name="formToken" value={view.formToken} />
          <input type="hidden" name="captchaToken" value={view.captchaToken} />
          {hidden.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          {view.formError ? (
            <p className="booking-alert" role="alert" data-testid="form-error">
              {text(view.formError)}
            </p>
          ) : null}

          {step === 1 ? (
            <fieldset>
              <legend>{t("booking.steps.guest")}</legend>
              <div className={fieldClass("nama")}>
                <label htmlFor="booking-nama">{t("booking.fields.nama")}</label>
                <input {...fieldProps("nama")} value={values.nama} onChange={() => undefined} autoComplete="name" maxLength={100} />
                <FieldError id="booking-nama-error" error={errors.nama} />
              </div>
              <div className={fieldClass("identitas")}>
                <label htmlFor="booking-identitas">{t("booking.fields.identitas")}</label>
                <select {...fieldProps("identitas")} value={values.identitas} onChange={() => undefined}>
                  <option value="">{t("booking.fields.identitasPlaceholder")}</option>
                  {data.options.identities.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.nama}
                    </option>
                  ))}
                </select>
                <FieldError id="booking-identitas-error" error={errors.identitas} />
              </div>
              <div className={fieldClass("noIdentitas")}>
                <label htmlFor="booking-noIdentitas">{t("booking.fields.noIdentitas")}</label>
                <input {...fieldProps("noIdentitas")} value={values.noIdentitas} onChange={() => undefined} inputMode="numeric" maxLength={30} />
                <FieldError id="booking-noIdentitas-error" error={errors.noIdentitas} />
              </div>
              <div className={fieldClass("negara")}>
                <label htmlFor="booking-negara">{t("booking.fields.negara")}</label>
                <select {...fieldProps("negara")} value={values.negara} onChange={() => undefined}>
                  <option value="">{t("booking.fields.negaraPlaceholder")}</option>
                  {data.options.countries.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.nama}
                    </option>
                  ))}
                </select>
                <FieldError id="booking-negara-error" error={errors.negara} />
              </div>
              <div className={fieldClass("provinsi")}>
                <label htmlFor="booking-provinsi">{t("booking.fields.provinsi")}</label>
                <select {...fieldProps("provinsi")} value={values.provinsi} onChange={() => undefined}>
                  <option value="">{t("booking.fields.provinsiPlaceholder")}</option>
                  {provinces.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.nama}
                    </option>
                  ))}
                </select>
                <FieldError id="booking-provinsi-error" error={errors.provinsi} />
              </div>
              <div className={fieldClass("kabupaten")}>
                <label htmlFor="booking-kabupaten">{t("booking.fields.kabupaten")}</label>
                <select {...fieldProps("kabupaten")} value={values.kabupaten} onChange={() => undefined}>
                  <option value="">{t("booking.fields.kabupatenPlaceholder")}</option>
                  {regencies.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.nama}
                    </option>
                  ))}
                </select>
                <FieldError id="booking-kabupaten-error" error={errors.kabupaten} />
              </div>
              {hydrated ? null : (
                <button type="submit" className="button" name="intent" value="region" formNoValidate>
                  {t("booking.actions.refreshRegion")}
                </button>
              )}
              <div className={fieldClass("email")}>
                <label htmlFor="booking-email">{t("booking.fields.email")}</label>
                <input {...fieldProps("email")} type="email" value={values.email} onChange={() => undefined} autoComplete="email" maxLength={100} />
                <FieldError id="booking-email-error" error={errors.email} />
              </div>
              <div className={fieldClass("telepon")}>
                <label htmlFor="booking-telepon">{t("booking.fields.telepon")}</label>
                <input {...fieldProps("telepon")} type="tel" inputMode="numeric" value={values.telepon} onChange={() => undefined} autoComplete="tel" maxLength={15} />
                <FieldError id="booking-telepon-error" error={errors.telepon} />
              </div>
            </fieldset>
          ) : null}

          {step === 2 ? (
            <fieldset>
              <legend>{t("booking.steps.payment")}</legend>
              <fieldset className="booking-field booking-extras">
                <legend>{t("booking.fields.tambahpesanan")}</legend>
                {data.options.extras.length === 0 ? <p>{t("booking.fields.tambahpesananNone")}</p> : null}
                {data.options.extras.map((e) => (
                  <label key={e.id}>
                    <input type="checkbox" name="tambahpesanan" value={e.id} checked={values.tambahpesanan.includes(String(e.id))} onChange={() => undefined} />{" "}
                    {e.nama} — {formatRupiah(e.harga)} / {e.satuan}
                  </label>
                ))}
              </fieldset>
              <div className={fieldClass("kelompok")}>
                <label htmlFor="booking-kelompok">{t("booking.fields.kelompokPembayaran")}</label>
                <select {...fieldProps("kelompok")} value={values.kelompok} onChange={() => undefined}>
                  <option value="">{t("booking.fields.kelompokPlaceholder")}</option>
                  {data.options.groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.nama}
                    </option>
                  ))}
                </select>
                {hydrated ? null : (
                  <button type="submit" className="button" name="intent" value="methods" formNoValidate>
                    {t("booking.actions.refreshMethods")}
                  </button>
                )}
              </div>
              <div className={fieldClass("metode")}>
                <label htmlFor="booking-metode">{t("booking.fields.metodePembayaran")}</label>
                <select {...fieldProps("metode")} value={values.metode} onChange={() => undefined}>
                  <option value="">{t("booking.fields.metodePlaceholder")}</option>
                  {methodsOfGroup.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.nama} ({message(`booking.kategori.${m.kategori}`)})
                    </option>
                  ))}
                </select>
                <FieldError id="booking-metode-error" error={errors.metode} />
              </div>
            </fieldset>
          ) : null}

          {step === 3 ? (
            <fieldset>
              <legend>{t("booking.steps.review")}</legend>
              <dl className="booking-facts">
                <dt>{t("booking.review.guest")}</dt>
                <dd>
                  {values.nama} · {values.email} · {values.telepon}
                </dd>
                <dt>{t("booking.review.payment")}</dt>
                <dd>{selectedMethod ? `${selectedMethod.nama} (${message(`booking.kategori.${selectedMethod.kategori}`)})` : t("booking.review.none")}</dd>
                <dt>{t("booking.review.extras")}</dt>
                <dd>{extrasChosen.length > 0 ? extrasChosen.map((e) => e.nama).join(", ") : t("booking.review.none")}</dd>
              </dl>
              <div className={fieldClass("captcha")}>
                <label htmlFor="booking-captcha">{t("booking.fields.captcha")}</label>
                <div className="captcha">
                  <img src={`/captcha/${view.captchaToken}`} alt={t("booking.fields.captchaImage")} width={190} height={56} data-testid="captcha-image" />
                  <button type="submit" className="button" name="intent" value="captcha" formNoValidate>
                    {t("booking.actions.refreshCaptcha")}
                  </button>
                </div>
                <input {...fieldProps("captcha")} value={values.captcha} onChange={() => undefined} autoComplete="off" maxLength={20} autoCapitalize="characters" spellCheck={false} />
                <p className="booking-field__hint">{t("booking.fields.captchaHint")}</p>
                {captchaOk === true ? <p className="booking-field__ok">{t("booking.validation.captchaOk")}</p> : null}
                {captchaOk === false && !errors.captcha ? <p className="booking-field__error">{t("booking.validation.captchaWrong")}</p> : null}
                <FieldError id="booking-captcha-error" error={errors.captcha} />
              </div>
              {data.turnstileSiteKey ? (
                <>
                  <div className="cf-turnstile" data-sitekey={data.turnstileSiteKey} />
                  <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer nonce={nonce} />
                </>
              ) : null}
              {view.confirm ? (
                <div className="booking-confirm" role="alertdialog" aria-labelledby="confirm-title">
                  <h2 id="confirm-title">{t("booking.confirm.title")}</h2>
                  <ConfirmMessage summary={summary} />
                  <div className="booking-actions">
                    <button type="submit" className="button button--primary" name="intent" value="book" disabled={submitting}>
                      {t("booking.actions.confirmYes")}
                    </button>
                    <button type="submit" className="button" name="intent" value="cancel" formNoValidate>
                      {t("booking.actions.confirmNo")}
                    </button>
                  </div>
                </div>
              ) : null}
            </fieldset>
          ) : null}

          <div className="booking-actions">
            {step > 1 ? (
              <button type="submit" className="button" name="intent" value="prev" formNoValidate>
                {t("booking.actions.previous")}
              </button>
            ) : null}
            {step < 3 ? (
              <button type="submit" className="button button--primary" name="intent" value="next">
                {t("booking.actions.next")}
              </button>
            ) : view.confirm ? null : (
              <button
                type="submit"
                className="button button--primary"
                name="intent"
                value="confirm"
                disabled={(hydrated && !allValid) || submitting}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  dialogRef.current?.showModal();
                }}
              >
                {t("booking.actions.booking")}
              </button>
            )}
            <button type="submit" className="button" name="intent" value="reset" formNoValidate>
              {t("booking.actions.reset")}
            </button>
            {submitting ? (
              <span className="booking-busy" role="status">
                {t("booking.actions.submitting")}
              </span>
            ) : null}
          </div>
        </Form>
        <div>
          <BookingSummary roomTypeName={summary.roomType.nama} kind={kind} stay={summary.stay} price={summary.price} hotelName={summary.hotel.nama} />
          {extrasChosen.length > 0 ? (
            <p className="booking-field__hint">
              {t("booking.fields.tambahpesanan")}: {extrasChosen.map((e) => `${e.nama} (${formatRupiah(e.harga)})`).join(", ")}
            </p>
          ) : null}
        </div>
      </div>
      <dialog ref={dialogRef} className="booking-dialog" aria-labelledby="dialog-title">
        <h2 id="dialog-title">{t("booking.confirm.title")}</h2>
        <ConfirmMessage summary={summary} />
        <div className="booking-actions">
          <button
            type="submit"
            form="booking-form"
            className="button button--primary"
            name="intent"
            value="book"
            disabled={submitting}
            onClick={() => dialogRef.current?.close()}
          >
            {t("booking.actions.confirmYes")}
          </button>
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {t("booking.actions.confirmNo")}
          </button>
        </div>
      </dialog>
      <p>
        <Link to={summary.roomPage}>{t("reservasi.changeRoom")}</Link>
      </p>
    </section>
  );
}

function ConfirmMessage({ summary }: { summary: { kamar: number; durasi: number; totalPayment: number; roomType: { nama: string } } }) {
  const t = useMessage();
  return (
    <p>
      {t("booking.confirm.message", {
        rooms: summary.kamar,
        nama: summary.roomType.nama,
        nights: summary.durasi,
        total: formatRupiah(summary.totalPayment),
      })}
    </p>
  );
}

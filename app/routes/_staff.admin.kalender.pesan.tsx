import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { getLanguage } from "~/i18n/i18n.server";
import type { MessageKey } from "~/i18n/message-key";
import { getBookingFormOptions } from "~/models/guest.server";
import { getDeskUnit } from "~/orders/store/occupancy.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import { bookAtDesk } from "~/orders/intents/desk.server";
import { actorOf } from "~/services/intent.server";
import { redirectWithToast } from "~/services/toast.server";
import deskStyles from "~/styles/desk.css";
import { addDays, formatDate, isIsoDate, todayInJakarta } from "~/utils/dates";
import { deskBookingSchemaFor } from "~/orders/rules/desk-booking-form";
import { noindexMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { paymentFacts } from "~/orders/rules/payment-kinds";
import { privatePageHeaders } from "~/utils/route-headers";
import { readPhone } from "~/utils/phone.server";
import { parseId } from "~/utils/route-params";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: deskStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("desk.book.title");

/**
 * The calendar cell a desk booking starts from: an active unit of one of the account's estates and a night
 * from today on.
 */
async function loadCell(
  context: AppLoadContext,
  userId: number,
  values: { hotel: unknown; unit: unknown; cekin: unknown },
) {
  const hotelId = typeof values.hotel === "string" ? parseId(values.hotel) : null;
  const unitId = typeof values.unit === "string" ? parseId(values.unit) : null;
  const cekin = typeof values.cekin === "string" ? values.cekin : "";
  if (hotelId === null || unitId === null || !isIsoDate(cekin))
    throw errorResponse("desk.errors.badCalendar", { status: 400 });
  if (cekin < todayInJakarta()) throw errorResponse("desk.errors.past", { status: 400 });
  const guard = await estateGuard(context.db, userId);
  await guard.require("hotel", hotelId, "desk.errors.notFound");
  await guard.require("unit", unitId, "desk.errors.notFound");
  const cell = await getDeskUnit(context.db, hotelId, unitId);
  if (!cell) throw errorResponse("desk.errors.notFound", { status: 404 });
  return { cell, cekin };
}

async function formOptions(request: Request, context: AppLoadContext) {
  const options = await getBookingFormOptions(context.db, await getLanguage(request));
  return {
    identities: options.identities,
    countries: options.countries,
    guestRules: options.guestRules,
    // At the desk the guest pays at the property: only DIRECT PAYMENT methods apply.
    methods: options.methods.filter((m) => paymentFacts(m).paidAtReception).map((m) => ({ id: m.id, nama: m.nama })),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const params = new URL(request.url).searchParams;
  const { cell, cekin } = await loadCell(context, session.user.id, {
    hotel: params.get("hotel"),
    unit: params.get("unit"),
    cekin: params.get("cekin"),
  });
  return json({ cell, cekin, ...(await formOptions(request, context)) });
}

interface ActionData {
  result: SubmissionResult<string[]>;
}

const FAILURES: Record<string, MessageKey> = {
  notAvailable: "booking.errors.notAvailable",
  capacity: "booking.errors.capacity",
  busy: "booking.errors.busy",
  guestData: "booking.errors.guestData",
  paymentMethod: "desk.book.errors.metode",
  paymentCap: "payMethods.errors.overCap",
  notFound: "booking.errors.data",
  noPrice: "booking.errors.noPrice",
};

/**
 * Books the cell's unit for the guest through the same atomic inventory as the web form (mode
 * OFFLINE, offline price). A night another booking took in the meantime answers 409 with the site's
 * "no longer available" message and books nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const formData = await request.formData();
  const { cell, cekin } = await loadCell(context, session.user.id, {
    hotel: formData.get("hotel"),
    unit: formData.get("unit"),
    cekin: formData.get("cekin"),
  });
  const options = await formOptions(request, context);
  // The server's phone reader decides what is stored (the page's own check is a shape check).
  const submission = parseWithZod(formData, { schema: deskBookingSchemaFor({ ...options.guestRules, readPhone }) });
  if (submission.status !== "success") return json<ActionData>({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  if (!options.methods.some((m) => m.id === v.metode)) {
    return json<ActionData>(
      { result: submission.reply({ fieldErrors: { metode: ["desk.book.errors.metode"] } }) },
      { status: 400 },
    );
  }
  if (v.tamu > cell.roomType.kapasitas) {
    return json<ActionData>(
      { result: submission.reply({ fieldErrors: { tamu: ["desk.book.errors.capacity"] } }) },
      { status: 400 },
    );
  }
  const paidNow = v.bayar === "sekarang";
  const place = { hotelId: cell.hotel.id, unitId: cell.unit.id, cekin, durasi: v.durasi, paidNow };
  const result = await bookAtDesk(context, {
    kota: cell.hotel.cityId,
    cekin,
    cekout: addDays(cekin, v.durasi),
    durasi: v.durasi,
    tamu: v.tamu,
    kamar: 1,
    hotelId: cell.hotel.id,
    roomTypeId: cell.roomType.id,
    paymentMethodId: v.metode,
    extraIds: [],
    guest: {
      nama: v.nama,
      identityTypeId: v.identitas,
      noIdentitas: v.noIdentitas,
      countryId: v.negara,
      provinceId: null,
      regencyId: null,
      email: v.email,
      telepon: v.telepon,
    },
    account: null,
    formToken: null,
    langKey: "id",
    desk: { paidNow, preferredUnitId: cell.unit.id },
  }, place, actorOf(session, request));
  if (!result.ok) {
    const status = result.reason === "notAvailable" ? 409 : result.reason === "busy" ? 503 : 400;
    return json<ActionData>(
      { result: submission.reply({ formErrors: [FAILURES[result.reason] ?? "booking.errors.data"] }) },
      { status },
    );
  }
  return redirectWithToast(
    `/admin/reservasi/${encodeURIComponent(result.kodeBooking)}`,
    { type: "success", key: "desk.toast.booked", values: { kode: result.kodeBooking } },
    context.env,
  );
}

export default function DeskBookingPage() {
  const { cell, cekin, identities, countries, methods, guestRules } = useLoaderData<typeof loader>();
  const schema = useMemo(() => deskBookingSchemaFor(guestRules), [guestRules]);
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const message = useMessageText();
  const indonesia = guestRules.indonesia;
  const [form, fields] = useForm({
    id: "desk-booking",
    lastResult: actionData?.result,
    defaultValue: {
      hotel: String(cell.hotel.id),
      unit: String(cell.unit.id),
      cekin,
      durasi: "1",
      tamu: "1",
      negara: indonesia ? String(indonesia) : "",
      identitas: identities[0] ? String(identities[0].id) : "",
      metode: methods.length === 1 ? String(methods[0].id) : "",
      bayar: "nanti",
    },
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const calendarHref = `/admin/kalender?hotel=${cell.hotel.id}&from=${cekin}`;

  const field = (
    name: "durasi" | "tamu" | "nama" | "telepon" | "email" | "noIdentitas",
    label: string,
    type: "text" | "number" | "email" | "tel",
    extra: Record<string, unknown> = {},
  ) => {
    const f = fields[name];
    return (
      <label className={`desk-field${f.errors ? " desk-field--error" : ""}`}>
        <span>{label}</span>
        <input {...getInputProps(f, { type: type === "tel" ? "tel" : type })} {...extra} />
        <FieldErrors id={f.errorId} errors={f.errors} message={message} />
      </label>
    );
  };
  const select = (name: "identitas" | "negara" | "metode", label: string, options: { id: number; nama: string }[]) => {
    const f = fields[name];
    return (
      <label className={`desk-field${f.errors ? " desk-field--error" : ""}`}>
        <span>{label}</span>
        <select {...getSelectProps(f)}>
          <option value="">{t("desk.book.choose")}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.nama}
            </option>
          ))}
        </select>
        <FieldErrors id={f.errorId} errors={f.errors} message={message} />
      </label>
    );
  };

  return (
    <section className="staff-page desk-page">
      <p>
        <Link to={calendarHref}>{t("desk.book.backToCalendar")}</Link>
      </p>
      <header className="desk-page__header">
        <h1>{t("desk.book.title")}</h1>
        <p className="desk-page__lead">{t("desk.book.lead")}</p>
      </header>
      {form.errors ? (
        <div className="desk-alert" role="alert" id={form.errorId}>
          {form.errors.map((e) => (
            <p key={e}>{message(e)}</p>
          ))}
        </div>
      ) : null}
      <Form method="post" className="desk-book" {...getFormProps(form)}>
        <input type="hidden" name="hotel" value={cell.hotel.id} />
        <input type="hidden" name="unit" value={cell.unit.id} />
        <input type="hidden" name="cekin" value={cekin} />
        <fieldset>
          <legend>{t("desk.book.stay")}</legend>
          <dl className="desk-dl" style={{ gridColumn: "1 / -1" }}>
            <dt>{t("desk.book.room")}</dt>
            <dd data-testid="desk-room">
              {t("desk.book.roomValue", { hotel: cell.hotel.nama, type: cell.roomType.nama, unit: cell.unit.nomor })}
            </dd>
            <dt>{t("desk.book.cekin")}</dt>
            <dd>{formatDate(cekin, "stay", language)}</dd>
            <dt>{t("desk.book.price")}</dt>
            <dd>{t("desk.book.nightly", { price: formatRupiah(cell.roomType.hargaOffline) })}</dd>
          </dl>
          {field("durasi", t("desk.book.durasi"), "number", { min: 1, max: 15 })}
          {field(
            "tamu",
            `${t("desk.book.tamu")} (${t("desk.book.capacity", { count: cell.roomType.kapasitas })})`,
            "number",
            {
              min: 1,
              max: cell.roomType.kapasitas,
            },
          )}
        </fieldset>
        <fieldset>
          <legend>{t("desk.book.guest")}</legend>
          {field("nama", t("desk.book.nama"), "text", { autoComplete: "off" })}
          {field("telepon", t("desk.book.telepon"), "tel", { inputMode: "tel", autoComplete: "off" })}
          {field("email", t("deskFlows.walkIn.email"), "email", { autoComplete: "off" })}
          <p id="email-hint" className="desk-muted" style={{ gridColumn: "1 / -1" }}>
            {t("deskFlows.walkIn.emailHint")}
          </p>
          {select("identitas", t("desk.book.identitas"), identities)}
          {field("noIdentitas", t("desk.book.noIdentitas"), "text", {
            autoCapitalize: "characters",
            autoComplete: "off",
          })}
          {select("negara", t("desk.book.negara"), countries)}
        </fieldset>
        <fieldset>
          <legend>{t("desk.book.payment")}</legend>
          {methods.length === 0 ? <p className="desk-alert">{t("desk.book.noMethods")}</p> : null}
          {select("metode", t("desk.book.metode"), methods)}
          <div role="radiogroup" aria-label={t("desk.book.payment")} style={{ gridColumn: "1 / -1" }}>
            <label className="desk-radio">
              <input
                type="radio"
                name={fields.bayar.name}
                value="sekarang"
                defaultChecked={fields.bayar.initialValue === "sekarang"}
              />
              {t("desk.book.paidNow")}
            </label>
            <label className="desk-radio">
              <input
                type="radio"
                name={fields.bayar.name}
                value="nanti"
                defaultChecked={fields.bayar.initialValue !== "sekarang"}
              />
              {t("desk.book.payLater")}
            </label>
            <FieldErrors id={fields.bayar.errorId} errors={fields.bayar.errors} message={message} />
          </div>
        </fieldset>
        <div className="desk-actions">
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("desk.book.submit")}
          </button>
          <Link to={calendarHref} className="button button--secondary">
            {t("desk.book.backToCalendar")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/kalender" backLabel="desk.book.backToCalendar" />;
}

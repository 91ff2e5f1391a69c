import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { Field, FormErrors } from "~/components/account/FormField";
import { useMessage } from "~/components/account/useMessage";
import { ChargeList } from "~/orders/components/ChargeList";
import { useLandInView } from "~/components/ui/useLandInView";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { getLanguage } from "~/i18n/i18n.server";
import { fixedT } from "~/i18n/translate";
import { getReservationDetail } from "~/orders/store/reservation-detail.server";
import {
  bankAccountSchema,
  cancelBooking,
  cancelRefusal,
  CANCEL_REFUSAL_MESSAGES,
  needsBankAccount,
  quoteCancellation,
  refundChannelOf,
} from "~/orders/intents/cancel.server";
import { getCurrentUser } from "~/services/auth.server";
import { clientIp } from "~/models/visitor.server";
import { refuseWhileLookupsPaused } from "~/services/lookup-limit.server";
import { openOrder } from "~/orders/intents/look-up.server";
import { redirectWithToast } from "~/services/toast.server";
import accountStyles from "~/styles/account.css";
import bookingStyles from "~/styles/booking.css";
import { PAYMENT_STATUS_LABELS } from "~/orders/rules/booking-labels";
import { policyDescription } from "~/orders/rules/cancellation";
import { langOf } from "~/utils/content-lang";
import { paysAtDesk } from "~/orders/rules/payment-deadline";
import { paymentFacts } from "~/orders/rules/payment-kinds";
import { CONFIRM_ANCHOR } from "~/orders/rules/booking-form";
import { formatDate } from "~/utils/dates";
import { errorResponse } from "~/utils/invariant";
import { languageFromMatches } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: bookingStyles },
];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: `${t("orders.title")} — ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
};

/** Back to the look-up form (code filled in) when this request may not see the booking. */
function lookUpAgain(kode: string) {
  return redirect(`/pesanan?${new URLSearchParams({ kode, kedaluwarsa: "1" })}`);
}

/** One booking of "Pesanan Saya": status, stay, amounts, how to pay, the policy, and cancelling it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kode = params.kode ?? "";
  const url = new URL(request.url);
  const akses = url.searchParams.get("akses") ?? "";
  // Answered alike for any code without its access, so nothing here is a miss; a paused client is refused (ADR 033).
  await refuseWhileLookupsPaused(context.db, request);
  const booking = await openOrder(request, context, kode, akses);
  if (!booking) throw lookUpAgain(kode);
  const language = await getLanguage(request);
  const detail = await getReservationDetail(context.db, { id: booking.id }, language);
  if (!detail) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const now = new Date();
  const quote = quoteCancellation(booking, now);
  const refusal = cancelRefusal(booking, "guest", now);
  return json({
    kode: detail.kodeBooking,
    akses,
    status: booking.status,
    statusBayar: booking.statusBayar,
    hotel: { nama: detail.hotel.nama, lang: langOf(detail.hotel, "nama") },
    roomType: { nama: detail.roomType.nama, lang: langOf(detail.roomType, "nama") },
    method: { nama: detail.method.nama, lang: langOf(detail.method, "nama"), kategori: detail.method.kategori },
    stay: { cekin: detail.cekin, cekout: detail.cekout, durasi: detail.durasi, rooms: detail.jumlahKamar, guests: detail.jumlahTamu },
    charges: detail.charges,
    chargeStay: { kind: detail.roomType.ket, nights: detail.durasi, guests: detail.jumlahTamu, language },
    redirectUrl: paymentFacts(detail.method).retryLink ? detail.redirectUrl : null,
    batasBayar: detail.batasBayar.getTime(),
    payAtDesk: paysAtDesk(detail),
    policy: policyDescription(booking.terms),
    quote: { ...quote, freeUntil: quote.freeUntil?.getTime() ?? null },
    paid: booking.statusBayar === "PAID",
    refundChannel: refundChannelOf(booking.method),
    needsBank: needsBankAccount(booking, now),
    refund: booking.refund ? { status: booking.refund.status, amount: booking.refund.amount } : null,
    cancellable: refusal === null,
    confirming: refusal === null && url.searchParams.has("batal"),
  });
}

interface CancelActionData {
  result: SubmissionResult<string[]>;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const kode = params.kode ?? "";
  const form = await request.formData();
  const akses = form.get("akses");
  const booking = await openOrder(request, context, kode, akses);
  if (!booking) return lookUpAgain(kode);
  const back = `/pesanan/${encodeURIComponent(kode)}${typeof akses === "string" && akses ? `?${new URLSearchParams({ akses })}` : ""}`;
  if (form.get("intent") !== "cancel") throw errorResponse("errors.badRequestMessage", { status: 400 });
  const now = new Date();
  let bank = null;
  const submission = parseWithZod(form, { schema: bankAccountSchema });
  if (needsBankAccount(booking, now)) {
    if (submission.status !== "success") return json<CancelActionData>({ result: submission.reply() }, { status: 400 });
    bank = submission.value;
  }
  const user = await getCurrentUser(request, context);
  const actor = { login: user?.login ?? "anonymous", remoteAddress: clientIp(request) };
  const outcome = await cancelBooking(context, { booking, by: "guest", bank }, actor, now);
  // A second submit of the same cancellation lands on the cancelled booking, as the first did.
  if (!outcome.ok && outcome.reason !== "alreadyCancelled") {
    return json<CancelActionData>({ result: submission.reply({ formErrors: [CANCEL_REFUSAL_MESSAGES[outcome.reason]] }) }, { status: 409 });
  }
  return redirectWithToast(back, { type: "success", key: "orders.cancel.done", values: { kode } }, context.env);
}

export default function OrderPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const money = (amount: number) => formatRupiah(amount, language);
  const pendingPage = `/reservasi-info-pendpay/${encodeURIComponent(data.kode)}`;
  return (
    <section className="booking-page container orders-page">
      <h1>{t("orders.title")}</h1>
      <dl className="booking-facts">
        <dt>{t("orders.facts.kode")}</dt>
        <dd>{data.kode}</dd>
        <dt>{t("orders.facts.status")}</dt>
        <dd data-testid="order-status">{t(`orders.status.${data.status}`)}</dd>
        <dt>{t("orders.facts.payment")}</dt>
        <dd data-testid="order-payment">{message(PAYMENT_STATUS_LABELS[data.statusBayar])}</dd>
        <dt>{t("orders.facts.hotel")}</dt>
        <dd lang={data.hotel.lang}>{data.hotel.nama}</dd>
        <dt>{t("orders.facts.roomType")}</dt>
        <dd lang={data.roomType.lang}>{data.roomType.nama}</dd>
        <dt>{t("orders.facts.stay")}</dt>
        <dd>
          {t("orders.stay", {
            cekin: formatDate(data.stay.cekin, "stay", language),
            cekout: formatDate(data.stay.cekout, "stay", language),
            nights: t("search.stay.nights", { count: data.stay.durasi }),
          })}
        </dd>
        <dt>{t("orders.facts.rooms")}</dt>
        <dd>{data.stay.rooms}</dd>
        <dt>{t("orders.facts.guests")}</dt>
        <dd>{data.stay.guests}</dd>
        <dt>{t("orders.facts.method")}</dt>
        <dd lang={data.method.lang}>{data.method.nama}</dd>
        <dt>{t("orders.facts.policy")}</dt>
        <dd data-testid="order-policy">{message(data.policy.key, data.policy.values)}</dd>
        {data.refund ? (
          <>
            <dt>{t("orders.facts.refund")}</dt>
            <dd data-testid="order-refund">{t(`orders.refundState.${data.refund.status}`, { amount: money(data.refund.amount) })}</dd>
          </>
        ) : null}
      </dl>
      <ChargeList sheet={data.charges} stay={data.chargeStay} />
      {data.status === "BOOKED" && data.statusBayar === "WAITING" && !data.payAtDesk ? (
        <p>
          {t("orders.waiting", { deadline: formatDate(data.batasBayar, "dateTime", language) })}{" "}
          {data.redirectUrl ? <a href={data.redirectUrl}>{t("orders.actions.pay")}</a> : <Link to={pendingPage}>{t("orders.actions.pay")}</Link>}
        </p>
      ) : null}
      {data.statusBayar === "PAID" && data.status !== "CANCELLED" ? (
        <p>
          <Link to={pendingPage}>{t("orders.actions.voucher")}</Link>
        </p>
      ) : null}
      {data.cancellable ? data.confirming ? <CancelConfirm /> : (
        // Answered at the confirmation box, not at the top of the reloaded page (a phone would not see it).
        <Form method="get" action={`/pesanan/${encodeURIComponent(data.kode)}#${CONFIRM_ANCHOR}`} className="orders-cancel">
          {data.akses ? <input type="hidden" name="akses" value={data.akses} /> : null}
          <button type="submit" name="batal" value="1" className="button">
            {t("orders.actions.cancel")}
          </button>
        </Form>
      ) : null}
      <p>
        <Link to="/pesanan">{t("orders.actions.another")}</Link>
      </p>
    </section>
  );
}

/** The confirm step: what comes back (and where to), then the final POST; the page opens at it (`#konfirmasi`). */
function CancelConfirm() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<CancelActionData>();
  const submitting = useNavigation().state === "submitting";
  // Brought on screen and focused when shown, and again when a refused form comes back with its messages.
  const ref = useLandInView<HTMLElement>(actionData ?? true);
  const { t } = useTranslation();
  const language = usePageLanguage();
  const money = (amount: number) => formatRupiah(amount, language);
  const [form, fields] = useForm({
    id: "order-cancel",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    // Checked by the server only: revalidating as the guest types would post the form in the background,
    // which this action does not take (the page turned into "invalid request" after a refused account number).
    shouldRevalidate: "onSubmit",
  });
  const freeUntil = data.quote.freeUntil ? formatDate(data.quote.freeUntil, "dateTime", language) : null;
  const back = `/pesanan/${encodeURIComponent(data.kode)}${data.akses ? `?${new URLSearchParams({ akses: data.akses })}` : ""}`;
  return (
    <section className="orders-confirm" aria-labelledby="cancel-title" id={CONFIRM_ANCHOR} tabIndex={-1} ref={ref}>
      <h2 id="cancel-title">{t("orders.cancel.confirmTitle", { kode: data.kode })}</h2>
      {data.paid ? (
        <>
          <p data-testid="cancel-refund">
            <strong>{t("orders.cancel.refund", { amount: money(data.quote.refund) })}</strong>
          </p>
          {data.quote.kept > 0 ? <p>{t("orders.cancel.kept", { amount: money(data.quote.kept) })}</p> : null}
          {freeUntil ? <p>{t(data.quote.kept > 0 ? "orders.cancel.freeOver" : "orders.cancel.freeUntil", { date: freeUntil })}</p> : null}
          {data.quote.refund > 0 ? <p>{t(data.needsBank ? "orders.cancel.manualHint" : "orders.cancel.gatewayHint")}</p> : null}
        </>
      ) : (
        <p data-testid="cancel-refund">{t("orders.cancel.nothingPaid")}</p>
      )}
      <p>{t("orders.cancel.final")}</p>
      {/* Posted to the confirm step's own address, so a refused form is shown again with its messages. */}
      <Form method="post" action={`${back}${data.akses ? "&" : "?"}batal=1#${CONFIRM_ANCHOR}`} className="auth-form" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <input type="hidden" name="akses" value={data.akses} />
        {data.needsBank ? (
          <>
            <Field label={t("orders.fields.bankNama")} input={{ ...getInputProps(fields.bankNama, { type: "text" }), required: true, maxLength: 100 }} errors={fields.bankNama.errors} errorId={fields.bankNama.errorId} />
            <Field
              label={t("orders.fields.bankRekening")}
              input={{ ...getInputProps(fields.bankRekening, { type: "text" }), required: true, inputMode: "numeric", maxLength: 40 }}
              errors={fields.bankRekening.errors}
              errorId={fields.bankRekening.errorId}
            />
            <Field label={t("orders.fields.bankAtasNama")} input={{ ...getInputProps(fields.bankAtasNama, { type: "text" }), required: true, maxLength: 100 }} errors={fields.bankAtasNama.errors} errorId={fields.bankAtasNama.errorId} />
          </>
        ) : null}
        <div className="booking-actions">
          <button type="submit" name="intent" value="cancel" className="button button--primary" disabled={submitting}>
            {t("orders.actions.confirmCancel")}
          </button>
          <Link to={back} className="button">
            {t("orders.actions.keep")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

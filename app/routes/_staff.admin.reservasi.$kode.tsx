import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { ChargeList } from "~/orders/components/ChargeList";
import { ChatTranscriptTable } from "~/components/staff/ChatTranscriptTable";
import { DataTable } from "~/components/staff/DataTable";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { DeskPaymentCard } from "~/components/staff/DeskPaymentCard";
import { EarlyDepartureConfirm } from "~/components/staff/EarlyDepartureConfirm";
import { IntentForm } from "~/components/staff/IntentForm";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { fixedT } from "~/i18n/translate";
import { chatTranscriptForEmail } from "~/models/chat.server";
import { quoteEarlyDeparture } from "~/orders/store/early-departure.server";
import { DESK_ACTIONS, deskActionRefusal, getDeskReservation, type DeskAction } from "~/orders/store/front-desk.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import { changeReservation, deskIntentSchema } from "~/orders/intents/desk.server";
import { actorOf, parseIntent } from "~/services/intent.server";
import { redirectWithToast } from "~/services/toast.server";
import deskStyles from "~/styles/desk.css";
import { formatDate, todayInJakarta } from "~/utils/dates";
import { formErrorOf } from "~/utils/form-reply";
import { languageFromMatches } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { paymentFacts } from "~/orders/rules/payment-kinds";
import { privatePageHeaders } from "~/utils/route-headers";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { mailtoHref } from "~/utils/contact";
import { errorResponse } from "~/utils/invariant";
import { formReply } from "~/utils/result";

export const links = () => [{ rel: "stylesheet", href: deskStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches, params }) => {
  const t = fixedT(languageFromMatches(matches));
  return [
    { title: `${t("desk.detail.title", { kode: params.kode ?? "" })} — ${t("meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
};

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** The booking of the URL, when it belongs to one of the account's estates (404 otherwise, as for an unknown code). */
async function deskReservationInScope(context: AppLoadContext, userId: number, kode: string | undefined) {
  await (await estateGuard(context.db, userId)).require("kode", kode ?? null, "desk.errors.notFound");
  const r = await getDeskReservation(context.db, kode ?? "");
  if (!r) throw errorResponse("desk.errors.notFound", { status: 404 });
  return r;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const r = await deskReservationInScope(context, session.user.id, params.kode);
  const today = todayInJakarta();
  // The buttons the page offers are the changes the server would accept now.
  const allowed = Object.fromEntries(DESK_ACTIONS.map((a) => [a, deskActionRefusal(a, r, today) === null])) as Record<DeskAction, boolean>;
  // Leaving before the booked check-out day goes through the confirmation step (?pulang=awal).
  const leavesEarly = deskActionRefusal("checkOut", r, today) === "early";
  const early = leavesEarly && new URL(request.url).searchParams.get("pulang") === "awal" ? await quoteEarlyDeparture(context.db, r, today) : null;
  // What the guest said in the chat (as a chat guest with the booking's e-mail), for context at the desk.
  const chat = r.guestEmail ? await chatTranscriptForEmail(context.db, r.guestEmail) : [];
  return json({
    r: {
      ...r,
      // Only a booking paid at the reception is marked paid or not paid by the desk.
      paidAtReception: paymentFacts(r).paidAtReception,
      createdAt: r.createdAt.getTime(),
      batasBayar: r.batasBayar.getTime(),
      paidAt: ms(r.paidAt),
      checkedInAt: ms(r.checkedInAt),
      checkedOutAt: ms(r.checkedOutAt),
      cancelledAt: ms(r.cancelledAt),
      noShowAt: ms(r.noShowAt),
      notifications: r.notifications.map((n) => ({ ...n, receivedAt: n.receivedAt.getTime() })),
      emails: r.emails.map((e) => ({ ...e, createdAt: e.createdAt.getTime(), sentAt: ms(e.sentAt) })),
    },
    allowed,
    leavesEarly,
    early,
    chat: chat.map((line) => ({ ...line, at: line.at.getTime() })),
  });
}

/**
 * Front-desk changes to one reservation (intent: cancel, checkIn, checkOut, markPaid, markUnpaid,
 * resend, noShow), one service call each. A change the stay's state does not allow answers 409 with the reason.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const r = await deskReservationInScope(context, session.user.id, params.kode);
  const parsed = parseIntent(await request.formData(), deskIntentSchema, "desk.errors.badRequest");
  const quoted = parsed.intent === "checkOutEarly" ? parsed.quoted : undefined;
  const outcome = await changeReservation(context, { reservation: r, intent: parsed.intent, quoted }, actorOf(session, request));
  if (!outcome.ok) return json({ result: formReply(outcome) }, { status: outcome.status ?? 400 });
  return redirectWithToast(
    `/admin/reservasi/${encodeURIComponent(r.kodeBooking)}`,
    { type: "success", key: outcome.value.toast, values: { kode: r.kodeBooking } },
    context.env,
  );
}

export default function ReservationDetailPage() {
  const { r, allowed, leavesEarly, early, chat } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refused = formErrorOf(actionData?.result);
  const message = useMessageText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { t } = useTranslation();
  const language = usePageLanguage();
  const when = (value: number | null) => (value === null ? t("desk.common.none") : formatDate(value, "dateTime", language));
  const isPaid = r.statusBayar === "PAID";
  const canToggle = r.paidAtReception && (allowed.markPaid || allowed.markUnpaid);

  return (
    <section className="staff-page desk-page">
      <p>
        <Link to="/admin/reservasi">{t("desk.detail.back")}</Link>
      </p>
      <header className="desk-page__header">
        <h1>{t("desk.detail.title", { kode: r.kodeBooking })}</h1>
        <p className="desk-actions">
          <span className={`desk-badge desk-badge--${r.status.toLowerCase()}`} data-testid="status">
            {t(`desk.status.${r.status}`)}
          </span>
          <span className={`desk-badge desk-badge--pay-${r.statusBayar.toLowerCase()}`} data-testid="status-bayar">
            {t(`desk.statusBayar.${r.statusBayar}`)}
          </span>
          <span className="desk-badge">{t(`desk.mode.${r.mode}`)}</span>
        </p>
      </header>

      {refused ? (
        <p className="desk-alert" role="alert">
          {message(refused)}
        </p>
      ) : null}
      {r.refundFlag ? (
        <p className="desk-alert" role="status">
          {t("desk.detail.refund")}
        </p>
      ) : null}

      {early ? (
        <EarlyDepartureConfirm q={early} backTo={`/admin/reservasi/${encodeURIComponent(r.kodeBooking)}`} busy={busy} language={language} />
      ) : null}

      <div className="desk-grid">
        <section className="desk-card" aria-labelledby="guest-heading">
          <h2 id="guest-heading">{t("desk.detail.guest")}</h2>
          <dl className="desk-dl">
            <dt>{t("desk.detail.name")}</dt>
            <dd data-testid="guest-name">{r.guestNama}</dd>
            <dt>{t("desk.detail.identity")}</dt>
            <dd>{r.guestNoIdentitas || t("desk.common.none")}</dd>
            <dt>{t("desk.detail.email")}</dt>
            <dd>{r.guestEmail ? <a href={mailtoHref(r.guestEmail)}>{r.guestEmail}</a> : t("deskFlows.walkIn.noEmail")}</dd>
            <dt>{t("desk.detail.phone")}</dt>
            <dd>
              <a href={`tel:${r.guestTelepon}`}>{r.guestTelepon}</a>
            </dd>
          </dl>
        </section>

        <section className="desk-card" aria-labelledby="stay-heading">
          <h2 id="stay-heading">{t("desk.detail.stay")}</h2>
          <dl className="desk-dl">
            <dt>{t("desk.detail.hotel")}</dt>
            <dd>{r.hotelNama}</dd>
            <dt>{t("desk.detail.roomType")}</dt>
            <dd>{r.roomTypeNama}</dd>
            <dt>{t("desk.detail.units")}</dt>
            <dd data-testid="units">
              {r.units.length === 0
                ? t("desk.detail.noUnits")
                : r.units.map((u) => t("desk.detail.unitNights", { nomor: u.nomor, count: u.nights })).join(", ")}
            </dd>
            <dt>{t("desk.detail.cekin")}</dt>
            <dd>{formatDate(r.cekin, "stay", language)}</dd>
            <dt>{t("desk.detail.cekout")}</dt>
            <dd>{formatDate(r.cekout, "stay", language)}</dd>
            <dt>{t("desk.detail.nights")}</dt>
            <dd>{r.durasi}</dd>
            <dt>{t("desk.detail.rooms")}</dt>
            <dd>{r.jumlahKamar}</dd>
            <dt>{t("desk.detail.guests")}</dt>
            <dd>{r.jumlahTamu}</dd>
            {r.tambahpesanan ? (
              <>
                <dt>{t("desk.detail.extras")}</dt>
                <dd>{r.tambahpesanan}</dd>
              </>
            ) : null}
          </dl>
        </section>

        <section className="desk-card" aria-labelledby="amount-heading">
          <h2 id="amount-heading">{t("desk.detail.amounts")}</h2>
          <dl className="desk-dl">
            <dt>{t("desk.detail.nightly")}</dt>
            <dd>{formatRupiah(r.harga)}</dd>
            {r.disc > 0 ? (
              <>
                <dt>{t("desk.detail.disc")}</dt>
                <dd>
                  {r.disc}% {r.keteranganPromo ?? ""}
                </dd>
              </>
            ) : null}
          </dl>
          <ChargeList sheet={r.charges} stay={{ kind: r.roomTypeKet, nights: r.durasi, guests: r.jumlahTamu }} className="desk-dl" />
        </section>

        <DeskPaymentCard r={r} canToggle={canToggle} busy={busy} when={when} />

        <section className="desk-card" aria-labelledby="actions-heading">
          <h2 id="actions-heading">{t("desk.actions.title")}</h2>
          <div className="desk-actions">
            {allowed.checkIn ? <IntentForm intent="checkIn" variant="primary" label={t("desk.actions.checkIn")} busy={busy} /> : null}
            {allowed.checkOut ? <IntentForm intent="checkOut" variant="primary" label={t("desk.actions.checkOut")} busy={busy} /> : null}
            {leavesEarly && !early ? (
              <Link to="?pulang=awal" className="button button--primary" data-testid="early-departure-link">
                {t("deskFlows.early.action")}
              </Link>
            ) : null}
            {isPaid ? <IntentForm intent="resend" variant="secondary" label={t("desk.actions.resend")} busy={busy} /> : null}
            {allowed.cancel ? (
              // A disclosure asks first, with or without JavaScript.
              <details className="desk-confirm">
                <summary className="button button--secondary">{t("desk.actions.cancel")}</summary>
                <IntentForm intent="cancel" variant="danger" label={t("desk.common.yes")} busy={busy}>
                  <p>{t("desk.actions.cancelConfirm", { kode: r.kodeBooking })}</p>
                </IntentForm>
              </details>
            ) : null}
            {allowed.noShow ? (
              <details className="desk-confirm">
                <summary className="button button--secondary">{t("refunds.noShow.action")}</summary>
                <IntentForm intent="noShow" variant="danger" label={t("refunds.noShow.yes")} busy={busy}>
                  <p>{t("refunds.noShow.confirm", { kode: r.kodeBooking })}</p>
                </IntentForm>
              </details>
            ) : null}
            {!allowed.checkIn && !allowed.checkOut && !leavesEarly && !allowed.cancel && !allowed.noShow && !isPaid ? <p>{t("desk.actions.none")}</p> : null}
          </div>
          <h3>{t("desk.detail.history")}</h3>
          <dl className="desk-dl">
            <dt>{t("desk.detail.createdAt")}</dt>
            <dd>{when(r.createdAt)}</dd>
            <dt>{t("desk.detail.checkedInAt")}</dt>
            <dd>{when(r.checkedInAt)}</dd>
            <dt>{t("desk.detail.checkedOutAt")}</dt>
            <dd>{when(r.checkedOutAt)}</dd>
            <dt>{t("desk.detail.cancelledAt")}</dt>
            <dd>{when(r.cancelledAt)}</dd>
            {r.noShowAt !== null ? (
              <>
                <dt>{t("refunds.noShow.at")}</dt>
                <dd data-testid="no-show-at">{when(r.noShowAt)}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>

      <section className="desk-card" aria-labelledby="notif-heading">
        <h2 id="notif-heading">{t("desk.detail.notifications")}</h2>
        <DataTable
          rows={r.notifications}
          rowKey={(n) => n.id}
          empty={t("desk.detail.noNotifications")}
          columns={[
            { id: "receivedAt", header: t("desk.detail.notification.receivedAt"), cell: (n) => when(n.receivedAt) },
            { id: "transactionStatus", header: t("desk.detail.notification.transactionStatus"), cell: (n) => n.transactionStatus },
            { id: "statusCode", header: t("desk.detail.notification.statusCode"), cell: (n) => n.statusCode },
            { id: "amount", header: t("desk.detail.notification.amount"), cell: (n) => n.grossAmount },
            {
              id: "signature",
              header: t("desk.detail.notification.signature"),
              cell: (n) => (n.signatureOk ? t("desk.detail.notification.signatureOk") : t("desk.detail.notification.signatureBad")),
            },
          ]}
        />
      </section>

      <section className="desk-card" aria-labelledby="mail-heading">
        <h2 id="mail-heading">{t("desk.detail.emails")}</h2>
        <DataTable
          rows={r.emails}
          rowKey={(e) => e.id}
          rowProps={(e) => ({ "data-kind": e.kind })}
          empty={t("desk.detail.noEmails")}
          columns={[
            { id: "createdAt", header: t("desk.detail.mail.createdAt"), cell: (e) => when(e.createdAt) },
            { id: "kind", header: t("desk.detail.mail.kind"), cell: (e) => e.kind },
            { id: "subject", header: t("desk.detail.mail.subject"), cell: (e) => <Link to={`/admin/outbox/${e.id}`}>{e.subject}</Link> },
            {
              id: "status",
              header: t("desk.detail.mail.status"),
              cell: (e) => t(`desk.outbox.status.${e.status as "PENDING" | "SENT" | "FAILED"}`),
            },
          ]}
        />
      </section>

      <section className="desk-card" aria-labelledby="chat-heading" data-testid="chat-transcript">
        <h2 id="chat-heading">{t("desk.detail.chat")}</h2>
        <ChatTranscriptTable lines={chat} when={when} />
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/reservasi" backLabel="desk.detail.back" />;
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { DataTable } from "~/components/staff/DataTable";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { listRefunds, REFUND_LIST_LIMIT, REFUND_STATUS } from "~/orders/store/refund.server";
import type { RefundStatus } from "~/db/schema";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import { actorOf, parseIntent } from "~/services/intent.server";
import { markRefundTransferred, refundIntentSchema, retryGatewayRefund } from "~/orders/intents/refund.server";
import { redirectWithToast } from "~/services/toast.server";
import deskStyles from "~/styles/desk.css";
import { formatDate } from "~/utils/dates";
import { formErrorOf } from "~/utils/form-reply";
import { errorResponse } from "~/utils/invariant";
import { noindexMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { privatePageHeaders } from "~/utils/route-headers";
import { formReply } from "~/utils/result";
import { FINANCE_ROLES } from "~/utils/staff-menu";

export const links = () => [{ rel: "stylesheet", href: deskStyles }];
export const headers = privatePageHeaders;
export const meta = noindexMeta("refunds.meta.title");

function statusOf(value: string | null): RefundStatus | null | undefined {
  if (value === null || value === "") return null;
  return REFUND_STATUS.find((s) => s === value);
}

/** Refunds (finance) of the account's estates: open work first — manual transfers to make, failed gateway refunds to retry. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FINANCE_ROLES);
  const status = statusOf(new URL(request.url).searchParams.get("status"));
  if (status === undefined) throw errorResponse("refunds.errors.badRequest", { status: 400 });
  const { scope } = await estateGuard(context.db, session.user.id);
  const rows = await listRefunds(context.db, { status, scope });
  return json({
    status,
    statuses: REFUND_STATUS,
    limited: rows.length >= REFUND_LIST_LIMIT,
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime(), paidAt: r.paidAt ? r.paidAt.getTime() : null })),
  });
}

/** intent=markPaid|retry, refund=<id>: one service call; a refund someone already changed answers 409. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FINANCE_ROLES);
  const intent = parseIntent(await request.formData(), refundIntentSchema, "refunds.errors.badRequest");
  // Another estate's refund is refused like an unknown one, before anything is changed or asked of the gateway.
  await (await estateGuard(context.db, session.user.id)).require("refund", intent.refund, "refunds.errors.notFound");
  const actor = actorOf(session, request);
  const outcome =
    intent.intent === "markPaid"
      ? await markRefundTransferred(context, { refundId: intent.refund }, actor)
      : await retryGatewayRefund(context, { refundId: intent.refund, origin: new URL(request.url).origin }, actor);
  if (!outcome.ok) return json({ result: formReply(outcome) }, { status: outcome.status ?? 400 });
  const { toast, kode } = outcome.value;
  return redirectWithToast("/admin/refund", { type: "success", key: toast, values: { kode } }, context.env);
}

export default function RefundsPage() {
  const { status, statuses, limited, rows } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refused = formErrorOf(actionData?.result);
  const message = useMessageText();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const language = usePageLanguage();
  const money = (amount: number) => formatRupiah(amount, language);
  return (
    <section className="staff-page desk-page">
      <header className="desk-page__header">
        <h1>{t("refunds.page.title")}</h1>
        <p className="desk-page__lead">{t("refunds.page.intro")}</p>
      </header>
      {refused ? (
        <p className="desk-alert" role="alert">
          {message(refused)}
        </p>
      ) : null}
      <Form method="get" className="desk-filters">
        <label>
          <span>{t("refunds.page.filter")}</span>
          <select name="status" defaultValue={status ?? ""}>
            <option value="">{t("refunds.page.all")}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`refunds.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary">
          {t("refunds.page.apply")}
        </button>
      </Form>
      {limited ? <p className="desk-muted">{t("refunds.page.limited", { count: rows.length })}</p> : null}
      <DataTable
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-refund": r.kodeBooking })}
        caption={t("refunds.page.caption")}
        empty={t("refunds.page.empty")}
        columns={[
          {
            id: "kode",
            header: t("refunds.columns.kode"),
            cell: (r) => (
              <>
                {r.kodeBooking}
                <small className="desk-muted">
                  {t("refunds.columns.createdAt")}: {formatDate(r.createdAt, "dateTime", language)}
                </small>
              </>
            ),
          },
          {
            id: "guest",
            header: t("refunds.columns.guest"),
            className: "refund-table__guest",
            cell: (r) => (
              <>
                {r.guestNama}
                <small className="desk-muted">{r.guestEmail}</small>
              </>
            ),
          },
          {
            id: "amount",
            header: t("refunds.columns.amount"),
            cell: (r) => (
              <>
                {money(r.amount)}
                <small className="desk-muted">
                  {t("refunds.columns.kept")}: {money(r.kept)}
                </small>
              </>
            ),
          },
          {
            id: "channel",
            header: t("refunds.columns.channel"),
            cell: (r) => (
              <>
                {t(`refunds.channel.${r.channel}`)}
                {r.channel === "MANUAL" ? (
                  <small className="desk-muted">
                    {r.bankRekening
                      ? t("refunds.bank", { bank: r.bankNama ?? "", account: r.bankRekening, holder: r.bankAtasNama ?? "" })
                      : t("refunds.noBank")}
                  </small>
                ) : null}
              </>
            ),
          },
          {
            id: "status",
            header: t("refunds.columns.status"),
            cell: (r) => (
              <>
                <span className={`desk-badge desk-badge--refund-${r.status.toLowerCase()}`} data-testid="refund-status">
                  {t(`refunds.status.${r.status}`)}
                </span>
                {r.paidAt !== null ? (
                  <small className="desk-muted">
                    {r.paidBy
                      ? t("refunds.paidBy", { when: formatDate(r.paidAt, "dateTime", language), login: r.paidBy })
                      : t("refunds.paidByGateway", { when: formatDate(r.paidAt, "dateTime", language) })}
                  </small>
                ) : null}
              </>
            ),
          },
          {
            id: "actions",
            header: t("refunds.columns.actions"),
            cell: (r) =>
              r.channel === "MANUAL" && r.status === "PENDING" && r.bankRekening ? (
                // A disclosure asks first, with or without JavaScript.
                // Opened, it is a full-width panel at the foot of the window, not a box squeezed into this column.
                <details className="desk-confirm refund-confirm">
                  <summary className="button button--primary">{t("refunds.actions.markPaid")}</summary>
                  <Form method="post">
                    <p>
                      {t("refunds.actions.markPaidConfirm", {
                        amount: money(r.amount),
                        kode: r.kodeBooking,
                        bank: t("refunds.bank", { bank: r.bankNama ?? "", account: r.bankRekening, holder: r.bankAtasNama ?? "" }),
                      })}
                    </p>
                    <input type="hidden" name="refund" value={r.id} />
                    <button type="submit" name="intent" value="markPaid" className="button button--primary" disabled={busy}>
                      {t("refunds.actions.markPaidYes")}
                    </button>
                  </Form>
                </details>
              ) : r.channel === "GATEWAY" && r.status === "FAILED" ? (
                <Form method="post">
                  <input type="hidden" name="refund" value={r.id} />
                  <button type="submit" name="intent" value="retry" className="button button--secondary" disabled={busy}>
                    {t("refunds.actions.retry")}
                  </button>
                </Form>
              ) : (
                t("refunds.actions.none")
              ),
          },
        ]}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/refund" backLabel="refunds.page.title" />;
}

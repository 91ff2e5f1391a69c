import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/staff/DataTable";
import { ListPager } from "~/components/staff/ListPager";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { DESK_PAGE_SIZE } from "~/orders/store/front-desk.server";
import { OUTBOX_STATUS, pageOutbox } from "~/models/outbox.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import deskStyles from "~/styles/desk.css";
import { formatDate } from "~/utils/dates";
import { noindexMeta } from "~/utils/meta";
import { pageInfo, parsePage } from "~/utils/pagination";
import { privatePageHeaders } from "~/utils/route-headers";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: deskStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("desk.outbox.title");

/**
 * The e-mail outbox (back-office "Kotak Keluar E-mail"): queued, sent and failed messages, newest first; for
 * an account of some estates, only the e-mails of their bookings.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const params = new URL(request.url).searchParams;
  const rawStatus = params.get("status") || null;
  const status = rawStatus === null ? null : (OUTBOX_STATUS.find((s) => s === rawStatus) ?? undefined);
  if (status === undefined) throw errorResponse("desk.errors.badRequest", { status: 400 });
  const requested = parsePage(params.get("page"));
  const { scope } = await estateGuard(context.db, session.user.id);
  let result = await pageOutbox(context.db, { status, scope, offset: (requested - 1) * DESK_PAGE_SIZE, limit: DESK_PAGE_SIZE });
  const info = pageInfo(result.total, requested, DESK_PAGE_SIZE);
  if (info.page !== requested) result = await pageOutbox(context.db, { status, scope, offset: info.offset, limit: DESK_PAGE_SIZE });
  return json({
    status,
    statuses: OUTBOX_STATUS,
    info,
    rows: result.rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime(), sentAt: r.sentAt?.getTime() ?? null })),
  });
}

export default function OutboxPage() {
  const { status, statuses, info, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const pageHref = (page: number) => `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`;
  return (
    <section className="staff-page desk-page">
      <header className="desk-page__header">
        <h1>{t("desk.outbox.title")}</h1>
        <p className="desk-page__lead">{t("desk.outbox.lead")}</p>
      </header>
      <nav className="desk-actions" aria-label={t("desk.outbox.filter")}>
        <Link to="/admin/outbox" className={`button ${status === null ? "button--primary" : "button--secondary"}`} aria-current={status === null ? "page" : undefined}>
          {t("desk.common.all")}
        </Link>
        {statuses.map((s) => (
          <Link
            key={s}
            to={`/admin/outbox?status=${s}`}
            className={`button ${status === s ? "button--primary" : "button--secondary"}`}
            aria-current={status === s ? "page" : undefined}
          >
            {t(`desk.outbox.status.${s}`)}
          </Link>
        ))}
      </nav>
      <DataTable
        rows={rows}
        rowKey={(r) => r.id}
        caption={t("desk.outbox.caption")}
        empty={t("desk.outbox.empty")}
        columns={[
          { id: "createdAt", header: t("desk.outbox.columns.createdAt"), cell: (r) => formatDate(r.createdAt, "dateTime", language) },
          { id: "to", header: t("desk.outbox.columns.to"), cell: (r) => r.toAddress },
          { id: "subject", header: t("desk.outbox.columns.subject"), cell: (r) => <Link to={`/admin/outbox/${r.id}`}>{r.subject}</Link> },
          { id: "kind", header: t("desk.outbox.columns.kind"), cell: (r) => r.kind },
          {
            id: "status",
            header: t("desk.outbox.columns.status"),
            cell: (r) => <span className={`desk-badge desk-badge--${r.status.toLowerCase()}`}>{t(`desk.outbox.status.${r.status}`)}</span>,
          },
          { id: "attempts", header: t("desk.outbox.columns.attempts"), cell: (r) => r.attempts },
        ]}
      />
      <ListPager info={info} hrefFor={pageHref} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/outbox" backLabel="desk.outbox.detail.back" />;
}

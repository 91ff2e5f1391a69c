import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/staff/DataTable";
import { ListPager } from "~/components/staff/ListPager";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { DESK_PAGE_SIZE } from "~/orders/store/front-desk.server";
import { listReviewsForModeration, REVIEW_VISIBILITY, type ReviewVisibility } from "~/models/review.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import { actorOf, parseIntent } from "~/services/intent.server";
import { moderateReview, reviewIntentSchema } from "~/services/review.server";
import { redirectWithToast } from "~/services/toast.server";
import deskStyles from "~/styles/desk.css";
import { formatDate } from "~/utils/dates";
import { noindexMeta } from "~/utils/meta";
import { pageInfo, parsePage } from "~/utils/pagination";
import { privatePageHeaders } from "~/utils/route-headers";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: deskStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("desk.reviews.title");

function visibilityOf(value: string | null): ReviewVisibility | null {
  if (value === null || value === "") return "all";
  return REVIEW_VISIBILITY.find((v) => v === value) ?? null;
}

/** Guest reviews of the account's estates (back-office "Ulasan Tamu"), newest first, with hide / show moderation. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const params = new URL(request.url).searchParams;
  const visibility = visibilityOf(params.get("tampil"));
  if (!visibility) throw errorResponse("desk.errors.badRequest", { status: 400 });
  const requested = parsePage(params.get("page"));
  const { scope } = await estateGuard(context.db, session.user.id);
  let result = await listReviewsForModeration(context.db, {
    visibility,
    scope,
    offset: (requested - 1) * DESK_PAGE_SIZE,
    limit: DESK_PAGE_SIZE,
  });
  const info = pageInfo(result.total, requested, DESK_PAGE_SIZE);
  if (info.page !== requested) {
    result = await listReviewsForModeration(context.db, { visibility, scope, offset: info.offset, limit: DESK_PAGE_SIZE });
  }
  return json({ visibility, info, rows: result.rows.map((r) => ({ ...r, tgl: r.tgl.getTime() })) });
}

/** intent=hide|show, review=<id>: hides a review from the public pages or shows it again (one service call). */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const form = await request.formData();
  const intent = parseIntent(form, reviewIntentSchema, "desk.errors.badRequest");
  await (await estateGuard(context.db, session.user.id)).require("review", intent.review, "desk.errors.notFound");
  const outcome = await moderateReview(context, intent, actorOf(session, request));
  if (!outcome) throw errorResponse("desk.errors.notFound", { status: 404 });
  const hidden = outcome.hidden;
  const back = typeof form.get("back") === "string" ? (form.get("back") as string) : "";
  const target = /^\?[\w=&%-]{0,200}$/.test(back) ? `/admin/ulasan${back}` : "/admin/ulasan";
  return redirectWithToast(target, { type: "success", key: hidden ? "desk.toast.reviewHidden" : "desk.toast.reviewShown" }, context.env);
}

export default function ReviewModerationPage() {
  const { visibility, info, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const location = useLocation();
  const pageHref = (page: number) => `?${new URLSearchParams({ ...(visibility === "all" ? {} : { tampil: visibility }), page: String(page) })}`;
  return (
    <section className="staff-page desk-page">
      <header className="desk-page__header">
        <h1>{t("desk.reviews.title")}</h1>
        <p className="desk-page__lead">{t("desk.reviews.lead")}</p>
      </header>
      <nav className="desk-actions" aria-label={t("desk.reviews.filter")}>
        {(["all", "shown", "hidden"] as const).map((v) => (
          <Link
            key={v}
            to={v === "all" ? "/admin/ulasan" : `/admin/ulasan?tampil=${v}`}
            className={`button ${v === visibility ? "button--primary" : "button--secondary"}`}
            aria-current={v === visibility ? "page" : undefined}
          >
            {v === "all" ? t("desk.common.all") : v === "shown" ? t("desk.reviews.shown") : t("desk.reviews.hidden")}
          </Link>
        ))}
      </nav>
      <DataTable
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-review": r.id })}
        caption={t("desk.reviews.caption")}
        empty={t("desk.reviews.empty")}
        columns={[
          { id: "tgl", header: t("desk.reviews.columns.tgl"), cell: (r) => formatDate(r.tgl, "review", language) },
          {
            id: "hotel",
            header: t("desk.reviews.columns.hotel"),
            cell: (r) => (
              <>
                {r.hotelNama}
                {r.roomTypeNama ? <small className="desk-muted">{r.roomTypeNama}</small> : null}
              </>
            ),
          },
          { id: "guest", header: t("desk.reviews.columns.guest"), cell: (r) => r.guestName },
          { id: "rating", header: t("desk.reviews.columns.rating"), cell: (r) => t("desk.reviews.rating", { rating: r.rating }) },
          { id: "komentar", header: t("desk.reviews.columns.komentar"), cell: (r) => r.komentar ?? t("desk.common.none") },
          {
            id: "status",
            header: t("desk.reviews.columns.status"),
            cell: (r) => (
              <span className={`desk-badge desk-badge--${r.hidden ? "hidden" : "shown"}`}>
                {r.hidden ? t("desk.reviews.hidden") : t("desk.reviews.shown")}
              </span>
            ),
          },
          {
            id: "action",
            header: t("desk.reviews.columns.action"),
            cell: (r) => (
              <Form method="post">
                <input type="hidden" name="review" value={r.id} />
                <input type="hidden" name="back" value={location.search} />
                <button
                  type="submit"
                  name="intent"
                  value={r.hidden ? "show" : "hide"}
                  className="button button--secondary"
                  aria-label={r.hidden ? t("desk.reviews.showLabel", { guest: r.guestName }) : t("desk.reviews.hideLabel", { guest: r.guestName })}
                >
                  {r.hidden ? t("desk.reviews.show") : t("desk.reviews.hide")}
                </button>
              </Form>
            ),
          },
        ]}
      />
      <ListPager info={info} hrefFor={pageHref} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/ulasan" backLabel="desk.reviews.title" />;
}

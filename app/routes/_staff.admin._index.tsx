import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { ChartPatterns } from "~/components/dashboard/ColumnChart";
import { Definitions } from "~/components/dashboard/Definitions";
import { EstateRows } from "~/components/dashboard/EstateRows";
import { Headline } from "~/components/dashboard/Headline";
import { MixSection } from "~/components/dashboard/MixSection";
import { PerformanceSection } from "~/components/dashboard/PerformanceSection";
import { TodaySection } from "~/components/dashboard/TodaySection";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { loadDashboard } from "~/models/dashboard.server";
import { requireEstateChoice } from "~/services/estate-scope.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import dashboardStyles from "~/styles/dashboard.css";
import headlineStyles from "~/styles/dashboard-headline.css";
import { noindexMeta } from "~/utils/meta";
import { parseEstateSort } from "~/utils/dashboard-sort";
import { invariantResponse } from "~/utils/invariant";
import { privatePageHeaders } from "~/utils/route-headers";
import { DASHBOARD_ROLES } from "~/utils/staff-menu";

export const links = () => [
  { rel: "stylesheet", href: dashboardStyles },
  { rel: "stylesheet", href: headlineStyles },
];
export const headers = privatePageHeaders;

export const meta = noindexMeta("dashboard.title");

/**
 * The manager's dashboard (sidebar "Dashboard → Ringkasan"), where staff land after signing in: first the
 * revenue, occupancy, ADR and RevPAR of every estate of the account together (narrowed by `?hotel=`), then
 * today's guests, payments waiting, each estate's figures in the order of `?urut=`, occupancy, channels,
 * countries and satisfaction. Charts are rendered here, no script needed (docs/decisions/029, 039).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, DASHBOARD_ROLES);
  const params = new URL(request.url).searchParams;
  const sort = parseEstateSort(params.get("urut"));
  invariantResponse(sort, "dashboard.errors.badSort", { status: 400 });
  const { scope, hotelId, estates } = await requireEstateChoice(params, context.db, session.user.id);
  const filter = { scope, hotelId };
  const data = await loadDashboard(context.db, filter, estates, new Date());
  return json({
    login: session.user.login,
    authorities: session.user.authorities,
    hotelId: filter.hotelId,
    scoped: filter.scope !== null,
    estates,
    sort,
    data,
  });
}

export default function DashboardPage() {
  const { login, authorities, hotelId, scoped, estates, sort, data } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const headlineTitle =
    hotelId !== null
      ? (estates.find((e) => e.id === hotelId)?.nama ?? "")
      : scoped
        ? t("dashboard.headline.titleScoped", { count: estates.length })
        : t("dashboard.headline.titleAll");
  return (
    <section className="staff-page dashboard">
      <ChartPatterns />
      <header className="admin-home__header">
        <h1>{t("dashboard.title")}</h1>
        <p className="dashboard-lead">{t("dashboard.lead")}</p>
      </header>
      <Headline figures={data.performance.total} periods={data.periods} title={headlineTitle} />
      <Form method="get" className="dashboard-filter">
        <label>
          <span>{t("dashboard.filter.label")}</span>
          <select name="hotel" defaultValue={hotelId ?? ""}>
            <option value="">{t("dashboard.filter.all")}</option>
            {estates.map((e) => (
              <option key={e.id} value={e.id}>
                {e.nama}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          {t("dashboard.filter.submit")}
        </button>
        <small>
          {scoped ? t("dashboard.filter.scope", { count: estates.length }) : t("dashboard.filter.scopeAll")}
        </small>
      </Form>
      <TodaySection today={data.today} date={data.periods.today} />
      {data.performance.estates.length > 0 ? (
        <EstateRows estates={data.performance.estates} sort={sort} hotelId={hotelId} />
      ) : null}
      <PerformanceSection data={data} hotelId={hotelId} />
      <MixSection mix={data.mix} hotelId={hotelId} />
      <Definitions />
      <nav className="admin-home__links" aria-label={t("adminHome.accountLinks")}>
        <h2>{t("adminHome.accountLinks")}</h2>
        <p className="account-card__lead">
          {t("adminHome.signedInAs", { login, authorities: authorities.join(", ") })}
        </p>
        <ul>
          <li>
            <Link to="/settings">{t("account.menu.settings")}</Link>
          </li>
          <li>
            <Link to="/password">{t("account.menu.password")}</Link>
          </li>
          <li>
            <Link to="/sessions">{t("account.menu.sessions")}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

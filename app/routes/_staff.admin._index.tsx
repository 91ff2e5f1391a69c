import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { ChartPatterns } from "~/components/dashboard/ColumnChart";
import { Definitions } from "~/components/dashboard/Definitions";
import { MixSection } from "~/components/dashboard/MixSection";
import { PerformanceSection } from "~/components/dashboard/PerformanceSection";
import { TodaySection } from "~/components/dashboard/TodaySection";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { loadDashboard } from "~/models/dashboard.server";
import { requireEstateChoice } from "~/services/estate-scope.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import dashboardStyles from "~/styles/dashboard.css";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { DASHBOARD_ROLES } from "~/utils/staff-menu";

export const links = () => [{ rel: "stylesheet", href: dashboardStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("dashboard.title");

/**
 * The manager's dashboard (sidebar "Dashboard → Ringkasan"), where staff land after signing in: today's
 * guests, payments waiting, occupancy, revenue, ADR and RevPAR, channels, countries and satisfaction, for
 * the estates of the account (narrowed by `?hotel=`). Charts are SVG rendered here (docs/decisions/029).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, DASHBOARD_ROLES);
  const { scope, hotelId, estates } = await requireEstateChoice(new URL(request.url).searchParams, context.db, session.user.id);
  const filter = { scope, hotelId };
  const data = await loadDashboard(context.db, filter, estates, new Date());
  return json({
    login: session.user.login,
    authorities: session.user.authorities,
    hotelId: filter.hotelId,
    scoped: filter.scope !== null,
    estates,
    data,
  });
}

export default function DashboardPage() {
  const { login, authorities, hotelId, scoped, estates, data } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="staff-page dashboard">
      <ChartPatterns />
      <header className="admin-home__header">
        <h1>{t("dashboard.title")}</h1>
        <p className="dashboard-lead">{t("dashboard.lead")}</p>
        <p className="account-card__lead">
          {t("adminHome.signedInAs", { login, authorities: authorities.join(", ") })}
        </p>
      </header>
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
      <PerformanceSection data={data} hotelId={hotelId} />
      <MixSection mix={data.mix} hotelId={hotelId} />
      <Definitions />
      <nav className="admin-home__links" aria-label={t("adminHome.accountLinks")}>
        <h2>{t("adminHome.accountLinks")}</h2>
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

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { backOfficeCounts } from "~/models/user.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { DASHBOARD_ROLES } from "~/utils/staff-menu";

export const headers = privatePageHeaders;

export const meta = noindexMeta("adminHome.title");

/**
 * The back-office dashboard (sidebar "Dashboard → Ringkasan"): where administrators land after signing in,
 * open to every role of the spec's Dashboard item.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, DASHBOARD_ROLES);
  const counts = await backOfficeCounts(context.db);
  return json({ login: session.user.login, authorities: session.user.authorities, counts });
}

export default function AdminHomePage() {
  const { login, authorities, counts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const stats = [
    { label: t("adminHome.users"), value: counts.users },
    { label: t("adminHome.activeUsers"), value: counts.activeUsers },
    { label: t("adminHome.bookings"), value: counts.bookings },
  ];
  return (
    <section className="staff-page">
      <header className="admin-home__header">
        <h1>{t("adminHome.title")}</h1>
        <p className="account-card__lead">
          {t("adminHome.signedInAs", { login, authorities: authorities.join(", ") })}
        </p>
      </header>
      <ul className="admin-home__stats">
        {stats.map((stat) => (
          <li key={stat.label} className="admin-home__stat">
            <span className="admin-home__value">{stat.value.toLocaleString()}</span>
            <span className="admin-home__label">{stat.label}</span>
          </li>
        ))}
      </ul>
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

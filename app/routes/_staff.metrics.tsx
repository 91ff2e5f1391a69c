import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/staff/DataTable";
import { metricsReport } from "~/services/metrics.server";
import officeStyles from "~/styles/office.css";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { requireUserWithRole } from "~/services/auth.server";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.metrics.title");

const WINDOW_HOURS = 24;
const JVM_GROUPS = ["memory", "threads", "gc", "dataSource"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const report = await metricsReport(context.db, WINDOW_HOURS);
  // Infinity does not survive JSON: the slowest bucket is shown as "> 10000".
  const routes = report.routes.map((route) => ({
    ...route,
    p50: Number.isFinite(route.p50) ? route.p50 : -1,
    p95: Number.isFinite(route.p95) ? route.p95 : -1,
    p99: Number.isFinite(route.p99) ? route.p99 : -1,
  }));
  return json({ ...report, routes });
}

function bound(ms: number): string {
  return ms < 0 ? "> 10000" : `≤ ${ms}`;
}

export default function MetricsPage() {
  const report = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const statuses = Object.entries(report.statusCodes).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section className="staff-page office-page">
      <header className="office-page__header">
        <h1>{t("office.metrics.title")}</h1>
        <Form method="get">
          <button type="submit" className="button button--primary">
            {t("office.common.refresh")}
          </button>
        </Form>
      </header>
      <p>{t("office.metrics.lead")}</p>
      <p>{t("office.metrics.window", { count: report.hours })}</p>

      <h2>{t("office.metrics.requests")}</h2>
      <DataTable
        rows={report.routes}
        rowKey={(route) => route.route}
        rowProps={(route) => ({ "data-route": route.route })}
        empty={t("office.metrics.empty")}
        columns={[
          { id: "route", header: t("office.metrics.route"), cell: (route) => <code>{route.route}</code> },
          {
            id: "count",
            header: t("office.metrics.count"),
            cellProps: (route) => ({ "data-count": route.count }),
            cell: (route) => route.count.toLocaleString(),
          },
          {
            id: "statuses",
            header: t("office.metrics.statusCodes"),
            cell: (route) =>
              Object.entries(route.statuses).map(([status, count]) => (
                <span key={status} className="office-badge">
                  {`${status}: ${count}`}
                </span>
              )),
          },
          { id: "p50", header: "p50 (ms)", cell: (route) => bound(route.p50) },
          { id: "p95", header: "p95 (ms)", cell: (route) => bound(route.p95) },
          { id: "p99", header: "p99 (ms)", cell: (route) => bound(route.p99) },
        ]}
      />

      <h2>{t("office.metrics.statusCodes")}</h2>
      {statuses.length === 0 ? (
        <p>{t("office.metrics.empty")}</p>
      ) : (
        <ul className="office-inline-list">
          {statuses.map(([status, count]) => (
            <li key={status} className="office-badge" data-status={status}>
              {`${status}: ${count}`}
            </li>
          ))}
        </ul>
      )}

      <h2>{t("office.metrics.cache")}</h2>
      {report.cacheHitRatio === null ? (
        <p>{t("office.metrics.cacheNone")}</p>
      ) : (
        <p>
          {t("office.metrics.cacheHitRatio", { ratio: `${(report.cacheHitRatio * 100).toFixed(1)} %` })}{" "}
          {Object.entries(report.cache).map(([name, count]) => (
            <span key={name} className="office-badge">
              {`${name}: ${count}`}
            </span>
          ))}
        </p>
      )}

      <h2>{t("office.metrics.d1")}</h2>
      <p data-testid="d1-summary">{t("office.metrics.d1Summary", { count: report.d1.count, avg: report.d1.meanMs.toFixed(2) })}</p>

      <h2>{t("office.metrics.notAvailable")}</h2>
      <p>{t("office.metrics.jvmNote")}</p>
      <ul>
        {JVM_GROUPS.map((group) => (
          <li key={group}>{t(`office.metrics.jvmGroups.${group}`)}</li>
        ))}
      </ul>
    </section>
  );
}

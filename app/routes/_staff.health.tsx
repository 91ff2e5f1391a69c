import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/staff/DataTable";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { checkHealth, durableObjectProbes } from "~/services/health.server";
import officeStyles from "~/styles/office.css";
import { formatDate } from "~/utils/dates";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { requireUserWithRole } from "~/services/auth.server";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.health.title");

/** Spec §2 "Health: refresh, details modal"; the report is shown even when a component is down (§8). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  return json(await checkHealth(context, durableObjectProbes(context.env)));
}

export default function HealthPage() {
  const report = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section className="staff-page office-page">
      <header className="office-page__header">
        <h1>{t("office.health.title")}</h1>
        <Form method="get">
          <button type="submit" className="button button--primary" disabled={navigation.state === "loading"}>
            {t("office.common.refresh")}
          </button>
        </Form>
      </header>
      <p>
        <span className={`office-state office-state--${report.status}`}>{t("office.health.overall", { status: report.status })}</span>{" "}
        {t("office.health.checkedAt", { time: formatDate(report.checkedAt, "dateTime", language) })} ·{" "}
        <Link to="/api/health" reloadDocument>
          {t("office.health.json")}
        </Link>
      </p>
      <DataTable
        rows={report.components}
        rowKey={(item) => item.name}
        rowProps={(item) => ({ "data-component": item.name })}
        columns={[
          { id: "component", header: t("office.health.component"), cell: (item) => t(`office.health.components.${item.name}`) },
          {
            id: "status",
            header: t("office.health.status"),
            cell: (item) => <span className={`office-state office-state--${item.status}`}>{t(`office.health.states.${item.status}`)}</span>,
          },
          {
            id: "details",
            header: t("office.common.details"),
            cell: (item) => (
              <details>
                <summary>{t("office.common.details")}</summary>
                <dl className="office-details">
                  {Object.entries(item.details).map(([key, value]) => (
                    <div key={key}>
                      <dt>{key}</dt>
                      <dd>
                        <code>{String(value)}</code>
                      </dd>
                    </div>
                  ))}
                  {item.error ? (
                    <div>
                      <dt>{t("office.health.error")}</dt>
                      <dd>
                        <code>{item.error}</code>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </details>
            ),
          },
        ]}
      />
    </section>
  );
}

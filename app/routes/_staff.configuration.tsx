import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/staff/DataTable";
import { listSettings } from "~/models/setting.server";
import { configurationView, type ConfigEntry } from "~/services/configuration.server";
import officeStyles from "~/styles/office.css";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { requireUserWithRole } from "~/services/auth.server";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.configuration.title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const prefix = (new URL(request.url).searchParams.get("prefix") ?? "").trim().slice(0, 100);
  return json({ prefix, ...configurationView(context.env, await listSettings(context.db), prefix) });
}

function EntryTable({ id, title, rows }: { id: string; title: string; rows: ConfigEntry[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <DataTable
        rows={rows}
        rowKey={(row) => row.name}
        empty={t("office.configuration.empty")}
        columns={[
          { id: "name", header: t("office.configuration.name"), cell: (row) => <code>{row.name}</code> },
          {
            id: "value",
            header: t("office.configuration.value"),
            cell: (row) =>
              row.masked ? (
                <span title={t("office.configuration.masked")}>
                  <code>{row.value}</code> <span className="office-badge office-badge--muted">{t("office.configuration.masked")}</span>
                </span>
              ) : (
                <code>{row.value}</code>
              ),
          },
        ]}
      />
    </section>
  );
}

export default function ConfigurationPage() {
  const { prefix, environment, bindings, settings } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="staff-page office-page">
      <h1>{t("office.configuration.title")}</h1>
      <Form method="get" className="office-filter">
        <div className="office-field">
          <label htmlFor="config-prefix">{t("office.configuration.prefix")}</label>
          <input id="config-prefix" type="text" name="prefix" defaultValue={prefix} aria-describedby="config-prefix-hint" maxLength={100} />
          <p id="config-prefix-hint" className="office-hint">
            {t("office.configuration.prefixHint")}
          </p>
        </div>
        <button type="submit" className="button button--primary">
          {t("office.common.filter")}
        </button>
      </Form>
      <EntryTable id="config-env" title={t("office.configuration.environment")} rows={environment} />
      <EntryTable id="config-bindings" title={t("office.configuration.bindings")} rows={bindings} />
      <EntryTable id="config-settings" title={t("office.configuration.settings")} rows={settings} />
    </section>
  );
}

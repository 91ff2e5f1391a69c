import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/staff/DataTable";
import { actorOf } from "~/services/intent.server";
import { changeLoggerLevel, loggerTable } from "~/services/logger.server";
import { redirectWithToast } from "~/services/toast.server";
import officeStyles from "~/styles/office.css";
import { isLogLevel, LOG_LEVEL_NAMES, LOGGER_NAME, LOGGER_NAME_MAX } from "~/utils/log-levels";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { requireUserWithRole } from "~/services/auth.server";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.logs.title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const filter = (new URL(request.url).searchParams.get("filter") ?? "").trim().slice(0, LOGGER_NAME_MAX);
  const loggers = (await loggerTable(context.db)).filter((row) => row.name.toLowerCase().includes(filter.toLowerCase()));
  return json({ filter, loggers });
}

/** Sets one logger's level (spec §7 PUT /management/logs): honoured by the app's logger within seconds. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const form = await request.formData();
  const name = String(form.get("name") ?? "").trim();
  const level = form.get("level");
  if (!isLogLevel(level) || name.length > LOGGER_NAME_MAX || !LOGGER_NAME.test(name)) {
    throw errorResponse("office.logs.invalid", { status: 400 });
  }
  await changeLoggerLevel(context.db, { name, level }, actorOf(session, request));
  const back = new URL(request.url);
  return redirectWithToast(`/logs${back.search}`, { type: "success", key: "office.logs.changed", values: { name, level } }, context.env);
}

export default function LogsPage() {
  const { filter, loggers } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="staff-page office-page">
      <h1>{t("office.logs.title")}</h1>
      <p>{t("office.logs.lead")}</p>
      <Form method="get" className="office-filter">
        <div className="office-field">
          <label htmlFor="logs-filter">{t("office.logs.filter")}</label>
          <input id="logs-filter" type="text" name="filter" defaultValue={filter} maxLength={LOGGER_NAME_MAX} />
        </div>
        <button type="submit" className="button button--primary">
          {t("office.common.filter")}
        </button>
      </Form>
      <DataTable
        rows={loggers}
        rowKey={(logger) => logger.name}
        rowProps={(logger) => ({ "data-logger": logger.name })}
        columns={[
          {
            id: "name",
            header: t("office.logs.name"),
            cell: (logger) => <code title={logger.name}>{logger.name.length > 140 ? `${logger.name.slice(0, 140)}…` : logger.name}</code>,
          },
          {
            id: "level",
            header: t("office.logs.level"),
            cell: (logger) => (
              <Form method="post" className="office-levels" role="group" aria-label={logger.name}>
                <input type="hidden" name="name" value={logger.name} />
                {LOG_LEVEL_NAMES.map((level) => (
                  <button
                    key={level}
                    type="submit"
                    name="level"
                    value={level}
                    className={`office-level${level === logger.level ? " office-level--current" : ""}`}
                    aria-pressed={level === logger.level}
                    aria-label={t("office.logs.setLevel", { name: logger.name, level })}
                  >
                    {level}
                  </button>
                ))}
              </Form>
            ),
          },
        ]}
      />
    </section>
  );
}

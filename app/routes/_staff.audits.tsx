import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { sortHeader } from "~/components/office/SortHeader";
import { DataTable } from "~/components/staff/DataTable";
import { ListPager } from "~/components/staff/ListPager";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { countAudits, listAudits } from "~/models/audit-log.server";
import officeStyles from "~/styles/office.css";
import { AUDIT_PAGE_SIZE, parseAuditRange, parseAuditSort, type AuditSortField } from "~/utils/audit-range";
import { formatDate } from "~/utils/dates";
import { formatSort } from "~/utils/list-sort";
import { noindexMeta } from "~/utils/meta";
import { pageInfo, parsePage } from "~/utils/pagination";
import { privatePageHeaders } from "~/utils/route-headers";
import { requireUserWithRole } from "~/services/auth.server";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.audits.title");

/** Audit entries in a date range (spec §2 "Audits"): default one month ago to tomorrow, 20 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const url = new URL(request.url);
  const range = parseAuditRange(url.searchParams.get("from"), url.searchParams.get("to"));
  const sort = parseAuditSort(url.searchParams.get("sort"));
  if (!range.ok) {
    return json({ invalid: true, from: range.from, to: range.to, sort, rows: [] as AuditRow[], info: null }, { status: 400 });
  }
  const total = await countAudits(context.db, range);
  const info = pageInfo(total, parsePage(url.searchParams.get("page")), AUDIT_PAGE_SIZE);
  const entries = await listAudits(context.db, { range, offset: info.offset, limit: info.size, sort });
  const rows: AuditRow[] = entries.map(({ data, ...entry }) => ({ ...entry, lines: describeData(data) }));
  return json({ invalid: false, from: range.from, to: range.to, sort, rows, info });
}

interface AuditRow {
  id: number;
  timestamp: number;
  principal: string;
  type: string;
  lines: string[];
}

/** The extra data of an entry as short `key: value` lines. */
function describeData(data: Record<string, unknown>): string[] {
  return Object.entries(data).map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`);
}

export default function AuditsPage() {
  const { invalid, from, to, sort, rows, info } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const sortValue = formatSort(sort);
  const url = (params: Record<string, string>) => `/audits?${new URLSearchParams({ from, to, ...params })}`;
  const sortable = (field: AuditSortField, label: "date" | "principal" | "type") =>
    sortHeader(field, sort, t(`office.audits.columns.${label}`), (value) => url({ sort: value, page: "1" }));
  return (
    <section className="staff-page office-page">
      <h1>{t("office.audits.title")}</h1>
      <Form method="get" className="office-filter">
        <div className="office-field">
          <label htmlFor="audits-from">{t("office.audits.from")}</label>
          <input id="audits-from" type="date" name="from" defaultValue={from} />
        </div>
        <div className="office-field">
          <label htmlFor="audits-to">{t("office.audits.to")}</label>
          <input id="audits-to" type="date" name="to" defaultValue={to} />
        </div>
        <input type="hidden" name="sort" value={sortValue} />
        <button type="submit" className="button button--primary">
          {t("office.common.filter")}
        </button>
      </Form>
      {invalid ? (
        <p className="office-alert office-alert--error" role="alert">
          {t("office.audits.invalidDate")}
        </p>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-type": row.type })}
          empty={t("office.audits.empty")}
          columns={[
            { id: "timestamp", ...sortable("timestamp", "date"), cell: (row) => formatDate(row.timestamp, "dateTime", language) },
            { id: "principal", ...sortable("principal", "principal"), cell: (row) => row.principal },
            { id: "type", ...sortable("type", "type"), cell: (row) => <span className="office-badge">{row.type}</span> },
            {
              id: "data",
              header: t("office.audits.columns.data"),
              cell: (row) =>
                row.lines.map((line) => (
                  <div key={line}>
                    <code>{line}</code>
                  </div>
                )),
            },
          ]}
        />
      )}
      {info ? <ListPager info={info} hrefFor={(page) => url({ sort: sortValue, page: String(page) })} /> : null}
    </section>
  );
}

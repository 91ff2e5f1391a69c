import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { DataTable } from "~/components/staff/DataTable";
import { resourceKey, type TranslationStatusData } from "~/crud/view";
import { TranslationBadges } from "./CrudList";

type Table = TranslationStatusData["tables"][number];

/** The missing-translations view: a summary per table, then each table's untranslated rows with a link to their form. */
export function TranslationStatus({ data }: { data: TranslationStatusData }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const nameOf = (table: Table) => (table.resource ? message(`crud.resources.${resourceKey(table.resource)}`) : table.entity);
  return (
    <section className="staff-page crud-page" aria-labelledby="translations-title">
      <h1 id="translations-title">{t("crud.translations.title")}</h1>
      <p>{t("crud.translations.lead")}</p>
      {data.tables.length === 0 ? (
        <p className="staff-empty">{t("crud.translations.empty")}</p>
      ) : (
        <>
          <h2>{t("crud.translations.summary")}</h2>
          <DataTable
            rows={data.tables}
            rowKey={(table) => table.entity}
            rowProps={(table) => ({ "data-entity": table.entity })}
            columns={[
              { id: "table", header: t("crud.translations.table"), cell: (table) => <a href={`#${table.entity}`}>{nameOf(table)}</a> },
              { id: "en", header: t("crud.translations.missingEn"), cell: (table) => table.missing.en },
              { id: "fr", header: t("crud.translations.missingFr"), cell: (table) => table.missing.fr },
            ]}
          />
          {data.tables.map((table) => (
            <section key={table.entity} id={table.entity} aria-labelledby={`${table.entity}-title`} data-entity={table.entity}>
              <h2 id={`${table.entity}-title`}>{t("crud.translations.rowsOf", { resource: nameOf(table) })}</h2>
              <ul className="crud-untranslated">
                {table.rows.map((row) => {
                  const label = row.label ?? t("crud.translations.untitled", { id: row.id });
                  return (
                    <li key={row.id} data-id={row.id}>
                      {table.resource ? <Link to={`/master/${table.resource}/${row.id}/edit`}>{label}</Link> : label}{" "}
                      <TranslationBadges missing={row.missing} />
                    </li>
                  );
                })}
              </ul>
              {table.total > table.rows.length ? <p>{t("crud.translations.more", { count: table.total - table.rows.length })}</p> : null}
              {table.resource ? (
                <p>
                  <Link to={`/master/${table.resource}`}>{t("crud.translations.openList", { resource: nameOf(table) })}</Link>
                </p>
              ) : null}
            </section>
          ))}
        </>
      )}
    </section>
  );
}

import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { DataTable, type DataColumn } from "~/components/staff/DataTable";
import { Pagination } from "~/components/ui/Pagination";
import { formatWholeNumber } from "~/crud/fields";
import { listQuery, resourceKey, type ListState, type ResourceView, type Row } from "~/crud/view";
import { imageUrl } from "~/utils/images";
import { CONTACT_SCHEMES, safeHref } from "~/utils/safe-href";
import { TRANSLATION_LANGS, type TranslationLang } from "~/utils/vocabulary";

/** "EN ✓ FR ✗": which languages a row has; the sign is drawn, the words are read. */
export function TranslationBadges({ missing }: { missing: readonly TranslationLang[] }) {
  const { t } = useTranslation();
  return (
    <span className="crud-translation-badges">
      {TRANSLATION_LANGS.map((lang) => {
        const absent = missing.includes(lang);
        const language = t(`crud.translations.languages.${lang}`);
        return (
          <span key={lang} className={`crud-translation-badge${absent ? " crud-translation-badge--missing" : ""}`}>
            <span aria-hidden="true">{`${lang.toUpperCase()} ${absent ? "✗" : "✓"}`}</span>
            <span className="visually-hidden">{absent ? t("crud.translations.missing", { language }) : t("crud.translations.present", { language })}</span>
          </span>
        );
      })}
    </span>
  );
}

function Cell({ kind, value }: { kind: ResourceView["columns"][number]["kind"]; value: Row[string] }) {
  const { t, i18n } = useTranslation();
  if (value === null || value === "") return <span className="crud-table__empty">—</span>;
  if (kind === "boolean") return <>{value ? t("crud.list.yes") : t("crud.list.no")}</>;
  if ((kind === "int" || kind === "price") && typeof value === "number") return <>{formatWholeNumber(value, i18n.language)}</>;
  if (kind === "url" && typeof value === "string") {
    // Rows stored before URL fields were checked may hold anything: only a safe address becomes a link.
    const href = safeHref(value, { schemes: CONTACT_SCHEMES, relative: true });
    return href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    ) : (
      <>{value}</>
    );
  }
  if (kind === "image" && typeof value === "string") return <img className="crud-table__thumb" src={imageUrl(value)} alt="" loading="lazy" width="48" height="36" />;
  return <>{String(value)}</>;
}

/**
 * The paged, searchable, sortable list of one resource. Every control is a link or a GET form, so it
 * works without JavaScript; the add, edit and delete links open the dialog when it runs.
 */
export function CrudList({ resource, list }: { resource: ResourceView; list: ListState }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const name = message(`crud.resources.${resourceKey(resource.name)}`);
  const fieldLabel = (field: string) => message(`crud.fields.${field}`);
  const query = listQuery(list);

  return (
    <section className="staff-page crud-page" aria-labelledby="crud-title">
      <header className="crud-page__header">
        <h1 id="crud-title">{name}</h1>
        <Link className="button button--primary" to={`${resource.base}/new${query}`}>
          {t("crud.list.create")}
        </Link>
      </header>
      {resource.searchable ? (
        <Form method="get" action={resource.base} className="crud-search" role="search">
          <label htmlFor="crud-search">{t("crud.list.searchLabel", { resource: name })}</label>
          <input id="crud-search" type="search" name="q" defaultValue={list.search} maxLength={100} key={list.search} />
          {list.sort.field !== "id" || list.sort.direction !== "asc" ? (
            <input type="hidden" name="sort" value={`${list.sort.field},${list.sort.direction}`} />
          ) : null}
          <button type="submit" className="button button--secondary">
            {t("crud.list.searchSubmit")}
          </button>
          {list.search ? (
            <Link to={`${resource.base}${listQuery(list, { search: "", page: 1 })}`}>{t("crud.list.clearSearch")}</Link>
          ) : null}
        </Form>
      ) : null}
      <DataTable
        rows={list.rows}
        rowKey={(row) => String(row.id)}
        rowProps={(row) => ({ "data-id": String(row.id) })}
        empty={list.search ? t("crud.list.noResults") : t("crud.list.empty")}
        emptyInTable
        columns={[
          ...resource.columns.map((column): DataColumn<Row> => {
            const label = fieldLabel(column.name);
            const active = list.sort.field === column.name;
            const next = active && list.sort.direction === "asc" ? "desc" : "asc";
            return {
              id: column.name,
              header: resource.sort.includes(column.name) ? (
                <Link to={`${resource.base}${listQuery(list, { sort: `${column.name},${next}`, page: 1 })}`} aria-label={t("crud.list.sortBy", { field: label })}>
                  {label}
                  {active ? <span aria-hidden="true">{list.sort.direction === "asc" ? " ▲" : " ▼"}</span> : null}
                </Link>
              ) : (
                label
              ),
              label,
              sort: active ? (list.sort.direction === "asc" ? "ascending" : "descending") : undefined,
              cell: (row) => <Cell kind={column.kind} value={row[column.name]} />,
            };
          }),
          ...(resource.translatable
            ? [
                {
                  id: "translations",
                  header: t("crud.translations.column"),
                  label: t("crud.translations.column"),
                  cell: (row: Row) => <TranslationBadges missing={list.missing[String(row.id)] ?? []} />,
                } satisfies DataColumn<Row>,
              ]
            : []),
          {
            id: "actions",
            header: t("crud.list.actions"),
            label: null,
            className: "crud-table__actions",
            cell: (row) => (
              <>
                <Link to={`${resource.base}/${row.id}/edit${query}`}>{t("crud.list.edit")}</Link>
                <Link to={`${resource.base}/${row.id}/delete${query}`}>{t("crud.list.delete")}</Link>
                {resource.rowLinks.map((link) => (
                  <Link key={link.to} to={link.to.replace("{id}", String(row.id))}>
                    {t(link.label)}
                  </Link>
                ))}
              </>
            ),
          },
        ]}
      />
      <Pagination
        page={list.page.page}
        pages={list.page.pages}
        hrefFor={(page) => `${resource.base}${listQuery(list, { page })}`}
        label={t("crud.list.pages")}
        summary={t("crud.list.showing", { from: list.page.from, to: list.page.to, total: list.page.total })}
      />
      <p>
        <Link to="/master">{t("crud.list.backToIndex")}</Link>
      </p>
    </section>
  );
}

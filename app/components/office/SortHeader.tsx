import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "~/components/staff/DataTable";
import { formatSort, nextSort, type ListSort } from "~/utils/list-sort";

/** A link that sorts the list by its field (again: the other direction), marking the current order. */
function SortLink<F extends string>({
  field,
  sort,
  label,
  hrefFor,
}: {
  field: F;
  sort: ListSort<F>;
  label: string;
  hrefFor: (sort: string) => string;
}) {
  const { t } = useTranslation();
  const active = sort.field === field;
  return (
    <Link className="office-sort" to={hrefFor(formatSort(nextSort(sort, field)))} title={t("office.common.sortBy", { column: label })}>
      {label}
      {active ? (
        <span className="office-sort__icon">
          <span aria-hidden="true">{sort.direction === "asc" ? " ▲" : " ▼"}</span>
          <span className="visually-hidden">{sort.direction === "asc" ? t("office.common.sortAsc") : t("office.common.sortDesc")}</span>
        </span>
      ) : null}
    </Link>
  );
}

/** The header of a sortable DataTable column: its sort link, its `aria-sort`, and its label for phones. */
export function sortHeader<F extends string>(
  field: F,
  sort: ListSort<F>,
  label: string,
  hrefFor: (sort: string) => string,
): Pick<DataColumn<unknown>, "header" | "label" | "sort"> {
  const active = sort.field === field;
  return {
    header: <SortLink field={field} sort={sort} label={label} hrefFor={hrefFor} />,
    label,
    sort: active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined,
  };
}

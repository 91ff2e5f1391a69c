import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatSort, nextSort, type ListSort } from "~/utils/list-sort";

/** A column header that links to the list sorted by its field (again: the other direction). */
export function SortHeader<F extends string>({
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
  const ariaSort = active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined;
  return (
    <th scope="col" aria-sort={ariaSort}>
      <Link className="office-sort" to={hrefFor(formatSort(nextSort(sort, field)))} title={t("office.common.sortBy", { column: label })}>
        {label}
        {active ? (
          <span className="office-sort__icon">
            <span aria-hidden="true">{sort.direction === "asc" ? " ▲" : " ▼"}</span>
            <span className="visually-hidden">{sort.direction === "asc" ? t("office.common.sortAsc") : t("office.common.sortDesc")}</span>
          </span>
        ) : null}
      </Link>
    </th>
  );
}

import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pageWindow } from "~/utils/pagination";

/**
 * A summary line ("Showing x - y of n items", "Page 2 of 5") and links to the neighbouring pages (at
 * most five numbered links, spec §9). Plain links: they work without JavaScript, and with it Remix
 * loads only the new data. `preventScrollReset` keeps the reader where they are (photo grids).
 */
export function Pagination({
  page,
  pages,
  hrefFor,
  label,
  summary,
  preventScrollReset = false,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label: string;
  summary: ReactNode;
  preventScrollReset?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__summary">{summary}</p>
      {pages > 1 ? (
        <ul className="pagination__list">
          <li>
            {page > 1 ? (
              <Link className="pagination__link" to={hrefFor(page - 1)} rel="prev" preventScrollReset={preventScrollReset}>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{t("common.previousPage")}</span>
              </Link>
            ) : (
              <span className="pagination__link pagination__link--disabled" aria-hidden="true">
                ‹
              </span>
            )}
          </li>
          {pageWindow(page, pages).map((number) => (
            <li key={number}>
              <Link
                className="pagination__link"
                to={hrefFor(number)}
                aria-current={number === page ? "page" : undefined}
                aria-label={t("common.page", { page: number })}
                preventScrollReset={preventScrollReset}
              >
                {number}
              </Link>
            </li>
          ))}
          <li>
            {page < pages ? (
              <Link className="pagination__link" to={hrefFor(page + 1)} rel="next" preventScrollReset={preventScrollReset}>
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">{t("common.nextPage")}</span>
              </Link>
            ) : (
              <span className="pagination__link pagination__link--disabled" aria-hidden="true">
                ›
              </span>
            )}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}

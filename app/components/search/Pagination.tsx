import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Spec §9: at most 5 page links. */
const MAX_LINKS = 5;

export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(MAX_LINKS / 2), pageCount - MAX_LINKS + 1));
  const pages = Array.from({ length: Math.min(MAX_LINKS, pageCount) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={t("search.results.pagination")}>
      <p className="pagination__status">{t("search.results.page", { page, pages: pageCount })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} className="chip" rel="prev">
              {t("common.previous")}
            </Link>
          </li>
        ) : null}
        {pages.map((p) => (
          <li key={p}>
            <Link to={hrefFor(p)} className={`chip${p === page ? " chip--active" : ""}`} aria-current={p === page ? "page" : undefined}>
              {p}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={hrefFor(page + 1)} className="chip" rel="next">
              {t("common.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

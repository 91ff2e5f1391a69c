import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageWindow, type PageInfo } from "~/utils/pagination";

/**
 * "Showing x - y of n items" and links to the neighbouring pages (at most five numbered links,
 * spec §9). Plain links: they work without JavaScript, and with it Remix loads only the new data.
 */
export function Pagination({ info, hrefFor, label }: { info: PageInfo; hrefFor: (page: number) => string; label: string }) {
  const { t } = useTranslation();
  const pages = pageWindow(info.page, info.pages);
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__summary">{t("content.gallery.showing", { from: info.from, to: info.to, total: info.total })}</p>
      {info.pages > 1 ? (
        <ul className="pagination__list">
          <li>
            {info.page > 1 ? (
              <Link className="pagination__link" to={hrefFor(info.page - 1)} rel="prev" preventScrollReset>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{t("content.gallery.previousPage")}</span>
              </Link>
            ) : (
              <span className="pagination__link pagination__link--disabled" aria-hidden="true">
                ‹
              </span>
            )}
          </li>
          {pages.map((page) => (
            <li key={page}>
              <Link
                className="pagination__link"
                to={hrefFor(page)}
                aria-current={page === info.page ? "page" : undefined}
                aria-label={t("content.gallery.page", { page })}
                preventScrollReset
              >
                {page}
              </Link>
            </li>
          ))}
          <li>
            {info.page < info.pages ? (
              <Link className="pagination__link" to={hrefFor(info.page + 1)} rel="next" preventScrollReset>
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">{t("content.gallery.nextPage")}</span>
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

import { useLocation } from "@remix-run/react";
import { NavLink } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { menuHref, type StaffMenuItem } from "~/utils/staff-menu";

function containsPath(item: StaffMenuItem, pathname: string): boolean {
  if (item.to && (pathname === item.to || pathname.startsWith(`${item.to}/`))) return true;
  return (item.children ?? []).some((child) => containsPath(child, pathname));
}

function MenuLeaf({ item, modulesUrl }: { item: StaffMenuItem; modulesUrl: string | null }) {
  const { t } = useTranslation();
  const label = t(item.label);
  const href = menuHref(item, modulesUrl);
  if (href === null) {
    return (
      <span className="staff-nav__link staff-nav__link--disabled" aria-disabled="true" title={t("staff.unavailable")}>
        {label}
      </span>
    );
  }
  if (item.to) {
    return (
      <NavLink to={href} end className="staff-nav__link">
        {label}
      </NavLink>
    );
  }
  return (
    <a className="staff-nav__link" href={href} target={item.newTab ? "_blank" : undefined} rel="noopener noreferrer">
      {label}
      {item.newTab ? <span className="visually-hidden"> {t("staff.newTab")}</span> : null}
      <span className="staff-nav__external" aria-hidden="true">
        ↗
      </span>
    </a>
  );
}

function MenuLevel({ items, modulesUrl, depth }: { items: readonly StaffMenuItem[]; modulesUrl: string | null; depth: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul className={`staff-nav__list staff-nav__list--${depth}`}>
      {items.map((item) =>
        item.children ? (
          <li key={item.id}>
            {/* Groups are <details>: they open and close without JavaScript; the current page's group starts open. */}
            <details className="staff-nav__group" open={containsPath(item, pathname) || undefined}>
              <summary className="staff-nav__summary">{t(item.label)}</summary>
              <MenuLevel items={item.children} modulesUrl={modulesUrl} depth={depth + 1} />
            </details>
          </li>
        ) : (
          <li key={item.id}>
            <MenuLeaf item={item} modulesUrl={modulesUrl} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The role-filtered sidebar (spec §6). Wide screens show it beside the page; under 1200 px it folds
 * behind a Menu button (a checkbox and its label, so it needs no JavaScript), under 500 px it takes the
 * whole width when opened.
 */
export function StaffSidebar({ menu, modulesUrl }: { menu: readonly StaffMenuItem[]; modulesUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <input type="checkbox" id="staff-nav-toggle" className="staff-nav-toggle visually-hidden" />
      <label htmlFor="staff-nav-toggle" className="staff-nav-toggle__button button button--secondary">
        <span aria-hidden="true">☰</span> {t("staff.openMenu")}
      </label>
      <nav className="staff-nav" aria-label={t("staff.menuLabel")}>
        {menu.length > 0 ? (
          <MenuLevel items={menu} modulesUrl={modulesUrl} depth={1} />
        ) : (
          <p className="staff-nav__empty">{t("staff.noItems")}</p>
        )}
      </nav>
    </>
  );
}

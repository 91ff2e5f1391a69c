import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useDismissibleMenus } from "~/components/ui/Dropdown";
import { isCurrent } from "~/components/ui/Link";
import { useServerHtml } from "~/components/ui/useServerHtml";
// The builders run on the server only (the browser keeps the server's markup): see chrome-html.server.ts.
// eslint-disable-next-line no-restricted-imports
import { menuHtml, menuItems } from "./chrome-html.server";
import type { LayoutData } from "~/utils/layout-data";

/** Moves the current-page marks of the menu to `pathname`, keeping its elements (and the focus). */
function markCurrent(menu: HTMLElement, pathname: string) {
  for (const link of menu.querySelectorAll<HTMLAnchorElement>("a[data-link]")) {
    const to = link.getAttribute("href") ?? "";
    const current = isCurrent(pathname, to, to === "/");
    link.classList.toggle("active", current);
    if (current) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

/**
 * The main menu, shown twice (`place`: in the wide header and in the phone menu). Its ~100 elements are the
 * same on every page, so the server writes them as one HTML string instead of rendering them element by
 * element — a quarter of an uncached page's render — and the browser keeps that markup (ADR 031, string
 * islands). Its links navigate through `useLinkNavigation`; its dropdowns close as `Dropdown`s do
 * (`useDismissibleMenus`); a client-side navigation moves the current-page marks, so a keyboard user's
 * focus stays where it was.
 */
export function NavMenu({ layout, place }: { layout: LayoutData; place: "wide" | "narrow" }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ref = useRef<HTMLUListElement>(null);
  const html = useServerHtml(
    `ul[data-menu="${place}"]`,
    menuHtml ? () => menuHtml(menuItems(layout, t), pathname) : null,
    () => import("./chrome-html").then((builders) => builders.menuHtml(builders.menuItems(layout, t), pathname)),
  );
  useDismissibleMenus(ref);
  useEffect(() => {
    if (ref.current) markCurrent(ref.current, pathname);
  }, [pathname, html]);
  return <ul ref={ref} className="nav__list" data-menu={place} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { useHref, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes } from "react";

/**
 * The site's links: plain anchors. Remix's <Link> runs half a dozen router hooks for each link, and a page
 * has a hundred of them (the menu twice, the footer, the cards): a tenth of an uncached render. Here a
 * link to a path of the site (`to="/wisata/3"`) costs what an `<a>` costs; a link relative to the page
 * (`to="?halaman=2"`, `to="ubah"`) is resolved by the router as before. A link within the site carries
 * `data-link`, and `useLinkNavigation` (root) turns a plain click on it into a client-side navigation, as
 * <Link> did; `data-discover` lets Remix fetch the routes it leads to ahead, as for its own links. Without
 * JavaScript it is the same anchor. A full URL, or `reloadDocument`, is a plain document link.
 * (Hover prefetching is not offered: a link that needs it is rare enough to be written with Remix's.)
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (a filter or a page of results below the fold). */
  preventScrollReset?: boolean;
  /** A full document load (a download, a JSON endpoint). */
  reloadDocument?: boolean;
}

const FULL_URL = /^[a-z][a-z\d+.-]*:|^\/\//i;

export function Link(props: LinkProps) {
  if (props.reloadDocument || FULL_URL.test(props.to)) return <DocumentLink {...props} />;
  if (props.to.startsWith("/")) return <SiteAnchor {...props} href={props.to} />;
  return <RelativeLink {...props} />;
}

/**
 * A menu link that knows whether it is the current page: " active" on its class and aria-current="page",
 * as Remix's <NavLink> did (`end`: only this exact path, not the pages below it).
 */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  if (!isCurrent(pathname, props.to, end)) return <Link {...props} className={className} />;
  return <Link {...props} className={className ? `${className} active` : "active"} aria-current={props["aria-current"] ?? "page"} />;
}

/** React Router's rule (paths compared without case): the path itself, or unless `end` a page below it; "/" only itself. */
export function isCurrent(pathname: string, to: string, end: boolean): boolean {
  let target = to.replace(/[?#].*$/, "").toLowerCase();
  if (target.length > 1 && target.endsWith("/")) target = target.slice(0, -1);
  const here = pathname.toLowerCase();
  if (here === target) return true;
  return !end && target !== "/" && here.startsWith(target) && here.charAt(target.length) === "/";
}

function RelativeLink(props: LinkProps) {
  return <SiteAnchor {...props} href={useHref(props.to)} />;
}

function SiteAnchor({ to: _to, replace, preventScrollReset, reloadDocument: _reload, href, ...attributes }: LinkProps & { href: string }) {
  return (
    <a
      {...attributes}
      data-link=""
      data-discover="true"
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
      href={href}
    />
  );
}

function DocumentLink({ to, replace: _replace, preventScrollReset: _keep, reloadDocument: _reload, ...attributes }: LinkProps) {
  return <a {...attributes} href={to} />;
}

/** A plain left click that the page may handle itself (not a click meant to open a new tab). */
export function isPlainClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Client-side navigation for the site's anchors: one listener for the whole document instead of a handler
 * per link. A click someone else handled, with a modifier key or another button, into another window or to
 * another origin stays the browser's. Following the current address again replaces it, as <Link> did.
 */
export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[data-link]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(to, { replace: link.hasAttribute("data-replace") || to === here, preventScrollReset: link.hasAttribute("data-keep-scroll") });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

import type { TFunction } from "i18next";
import { isCurrent } from "~/components/ui/Link";
import { mailtoHref, telHref } from "~/utils/contact";
import { langOf } from "~/utils/content-lang";
import { escapeHtml } from "~/utils/escape-html";
import { mapLink } from "~/utils/maps";
import { CONTACT_SCHEMES, safeHref } from "~/utils/safe-href";
import { logoInnerHtml, logoLabel } from "./Logo";
import type { LayoutData } from "~/utils/layout-data";

/**
 * The HTML of the site's chrome that is the same on every page of a language: the main menu and the footer
 * (string islands, ADR 031). The server writes it (`chrome-html.server.ts`); the browser keeps what the
 * server wrote and loads this module only for a page whose document did not have that part (a back-office
 * page has no footer) — see `useServerHtml`.
 */

/** `lang`: the label's language when it is not the page's (an untranslated name, see `langOf`). */
interface MenuEntry {
  to: string;
  label: string;
  lang?: string;
}

/** A top-level item: a plain link, or a dropdown of links when it has entries. */
interface MenuItem {
  label: string;
  to?: string;
  entries?: MenuEntry[];
}

/** The site's main menu: the same items on every page, in the page's language. */
export function menuItems(layout: LayoutData, t: TFunction): MenuItem[] {
  return [
    { to: "/", label: t("nav.home") },
    { to: "/hotel", label: t("nav.accommodation") },
    {
      label: t("nav.destinations"),
      entries: layout.destinations.map((d) => ({ to: `/wisata/${d.id}`, label: d.nama, lang: langOf(d, "nama") })),
    },
    { label: t("nav.cafe"), entries: layout.cafes.map((c) => ({ to: `/cafe/${c.id}`, label: c.nama, lang: langOf(c, "nama") })) },
    { to: "/event", label: t("nav.events") },
    {
      label: t("nav.gallery"),
      entries: [
        { to: "/galery", label: t("nav.photoGallery") },
        { to: "/galery-video", label: t("nav.videoGallery") },
      ],
    },
    { to: "/promo", label: t("nav.promo") },
    {
      label: t("nav.profile"),
      entries: layout.profileMenu.map((p) => ({ to: `/profil/${p.id}`, label: p.judul, lang: langOf(p, "judul") })),
    },
    { to: "/faq", label: t("nav.faq") },
    { to: "/kontak", label: t("nav.contact") },
  ];
}

const CARET =
  '<svg class="caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.6"></path></svg>';

/** A menu link as `Link`/`NavLink` write one: a site anchor, marked when it is the current page. */
function linkHtml(className: string, entry: MenuEntry, pathname: string): string {
  const current = isCurrent(pathname, entry.to, entry.to === "/");
  return (
    `<a class="${className}${current ? " active" : ""}"${entry.lang ? ` lang="${escapeHtml(entry.lang)}"` : ""}` +
    `${current ? ' aria-current="page"' : ""} data-link="" data-discover="true" href="${escapeHtml(entry.to)}">${escapeHtml(entry.label)}</a>`
  );
}

/**
 * The menu's items as HTML, the same on the server and in the browser (so hydration matches): each dropdown
 * is the markup of `Dropdown` (a <details> that works without JavaScript), each link that of `NavLink`.
 */
export function menuHtml(items: readonly MenuItem[], pathname: string): string {
  let html = "";
  for (const item of items) {
    if (!item.entries) {
      html += `<li>${linkHtml("nav__link", { to: item.to ?? "/", label: item.label }, pathname)}</li>`;
      continue;
    }
    if (item.entries.length === 0) continue;
    html +=
      `<li><details class="dropdown dropdown--start "><summary class="dropdown__toggle"><span class="nav__link">${escapeHtml(item.label)} ${CARET}</span></summary>` +
      `<div class="dropdown__panel"><ul class="dropdown__list">`;
    for (const entry of item.entries) html += `<li>${linkHtml("dropdown__item", entry, pathname)}</li>`;
    html += "</ul></div></details></li>";
  }
  return html;
}

/** ` lang="…"` when a text is not in the page's language, else nothing. */
const langAttr = (lang: string | undefined) => (lang ? ` lang="${escapeHtml(lang)}"` : "");
/** ` href="…"` for an address that passed `safeHref`, else nothing (a link that goes nowhere). */
const hrefAttr = (href: string | undefined) => (href ? ` href="${escapeHtml(href)}"` : "");
/** A link within the site, written as `Link` writes one. */
const siteLink = (to: string, text: string, lang?: string) =>
  `<a${langAttr(lang)} data-link="" data-discover="true" href="${escapeHtml(to)}">${escapeHtml(text)}</a>`;

/**
 * The footer's HTML: the same on every page of a language, and nothing in it changes once shown, so it is a
 * string island (ADR 031) instead of ~60 React elements per render; the server and the browser write the
 * same string, so hydration matches. `eventDates`: each latest event's date, already written out in the
 * page's language (root loader).
 */
export function footerHtml(layout: LayoutData, eventDates: Record<number, string>, t: TFunction, year: number): string {
  const contact = layout.contact;
  const title = (id: string, text: string) => `<h2 id="${id}" class="site-footer__title">${escapeHtml(text)}</h2>`;
  let html =
    '<div class="container site-footer__grid">' +
    `<section class="site-footer__about"><a class="logo" aria-label="${escapeHtml(logoLabel(t))}" data-link="" data-discover="true" href="/">${logoInnerHtml(t)}</a>` +
    `<p>${escapeHtml(t("meta.description"))}</p></section>` +
    `<section aria-labelledby="footer-events">${title("footer-events", t("footer.latestEvents"))}`;
  if (layout.latestEvents.length === 0) html += `<p>${escapeHtml(t("footer.noEvents"))}</p>`;
  else {
    html += '<ul class="site-footer__events">';
    for (const event of layout.latestEvents) {
      const lokasi = event.lokasi ? ` · <span${langAttr(langOf(event, "lokasi"))}>${escapeHtml(event.lokasi)}</span>` : "";
      html +=
        `<li>${siteLink(`/event/${event.id}`, event.nama, langOf(event, "nama"))}<span class="site-footer__meta">` +
        `<time dateTime="${escapeHtml(event.tanggal)}">${escapeHtml(eventDates[event.id] ?? event.tanggal)}</time>${lokasi}</span></li>`;
    }
    html += "</ul>";
  }
  // "Pesanan Saya" is always there: a guest finds and manages a booking from any page.
  html += `</section><section aria-labelledby="footer-links">${title("footer-links", t("footer.usefulLinks"))}<ul class="site-footer__links">`;
  html += `<li>${siteLink("/pesanan", t("orders.nav"))}</li>`;
  for (const link of layout.footerLinks)
    html += `<li><a${hrefAttr(safeHref(link.url, { schemes: CONTACT_SCHEMES, relative: true }))}${langAttr(langOf(link, "nama"))}>${escapeHtml(link.nama)}</a></li>`;
  html += "</ul></section>";
  if (contact) {
    html += `<section aria-labelledby="footer-contact">${title("footer-contact", t("footer.contact"))}<address class="site-footer__contact">`;
    html += `<strong${langAttr(langOf(contact, "nama"))}>${escapeHtml(contact.nama)}</strong>`;
    if (contact.alamat) html += `<span>${escapeHtml(contact.alamat)}</span>`;
    if (contact.telepon) html += `<a${hrefAttr(telHref(contact.telepon))}>☎ ${escapeHtml(contact.telepon)}</a>`;
    if (contact.email) html += `<a${hrefAttr(mailtoHref(contact.email))}>✉ ${escapeHtml(contact.email)}</a>`;
    if (contact.latitude !== null && contact.longitude !== null)
      html += `<a${hrefAttr(safeHref(mapLink(contact.latitude, contact.longitude)))} rel="noopener noreferrer" target="_blank">${escapeHtml(t("footer.map"))}</a>`;
    html += "</address></section>";
  }
  const rights = t("footer.rights", { year, name: contact?.nama ?? t("meta.siteName") });
  return `${html}</div><div class="site-footer__bottom"><div class="container">${escapeHtml(rights)}</div></div>`;
}

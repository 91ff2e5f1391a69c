import { NavLink } from "~/components/ui/Link";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/config";
import { Dropdown, useDismissibleDetails } from "~/components/ui/Dropdown";
import { mailtoHref, telHref } from "~/utils/contact";
import type { CurrentUser } from "~/utils/authorities";
import { AccountMenu } from "./AccountMenu";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LoginModal } from "./LoginModal";
import { Logo } from "./Logo";
import type { LayoutData } from "./types";
import { CONTACT_SCHEMES, safeHref } from "~/utils/safe-href";
import { langOf } from "~/utils/content-lang";

function Caret() {
  return (
    <svg className="caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function TopBar({
  layout,
  language,
  currentUser,
}: {
  layout: LayoutData;
  language: Language;
  currentUser: CurrentUser | null;
}) {
  const { t } = useTranslation();
  const contact = layout.contact;
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        {contact ? (
          <ul className="topbar__contact">
            {contact.telepon ? (
              <li>
                <span className="visually-hidden">{t("topbar.phone")}: </span>
                <a href={telHref(contact.telepon)}>☎ {contact.telepon}</a>
              </li>
            ) : null}
            {contact.email ? (
              <li className="hide-sm">
                <span className="visually-hidden">{t("topbar.email")}: </span>
                <a href={mailtoHref(contact.email)}>✉ {contact.email}</a>
              </li>
            ) : null}
            {contact.jamOperasional ? (
              <li className="hide-md">
                {t("topbar.hours")}: <span lang={langOf(contact, "jamOperasional")}>{contact.jamOperasional}</span>
              </li>
            ) : null}
          </ul>
        ) : (
          <span />
        )}
        <div className="topbar__actions">
          {layout.headerLinks.map((link) => (
            <a key={link.id} href={safeHref(link.url, { schemes: CONTACT_SCHEMES, relative: true })} className="topbar__link hide-sm" lang={langOf(link, "nama")}>
              {link.nama}
            </a>
          ))}
          <AccountMenu user={currentUser} />
          <LanguageSwitcher language={language} />
        </div>
      </div>
    </div>
  );
}

/** `lang`: the label's language when it is not the page's (an untranslated name, see `langOf`). */
type MenuEntry = { to: string; label: string; lang?: string };

/** A top-level item: a plain link, or a dropdown of links when it has entries. */
function NavItem({ label, to, entries }: { label: string; to?: string; entries?: MenuEntry[] }) {
  if (!entries) {
    return (
      <li>
        <NavLink to={to ?? "/"} end={to === "/"} className="nav__link">
          {label}
        </NavLink>
      </li>
    );
  }
  if (entries.length === 0) return null;
  return (
    <li>
      <Dropdown
        label={
          <span className="nav__link">
            {label} <Caret />
          </span>
        }
      >
        <ul className="dropdown__list">
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} className="dropdown__item" lang={entry.lang}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Dropdown>
    </li>
  );
}

function NavItems({ layout }: { layout: LayoutData }) {
  const { t } = useTranslation();
  return (
    <ul className="nav__list">
      <NavItem to="/" label={t("nav.home")} />
      <NavItem to="/hotel" label={t("nav.accommodation")} />
      <NavItem
        label={t("nav.destinations")}
        entries={layout.destinations.map((d) => ({ to: `/wisata/${d.id}`, label: d.nama, lang: langOf(d, "nama") }))}
      />
      <NavItem label={t("nav.cafe")} entries={layout.cafes.map((c) => ({ to: `/cafe/${c.id}`, label: c.nama, lang: langOf(c, "nama") }))} />
      <NavItem to="/event" label={t("nav.events")} />
      <NavItem
        label={t("nav.gallery")}
        entries={[
          { to: "/galery", label: t("nav.photoGallery") },
          { to: "/galery-video", label: t("nav.videoGallery") },
        ]}
      />
      <NavItem to="/promo" label={t("nav.promo")} />
      <NavItem
        label={t("nav.profile")}
        entries={layout.profileMenu.map((p) => ({ to: `/profil/${p.id}`, label: p.judul, lang: langOf(p, "judul") }))}
      />
      <NavItem to="/faq" label={t("nav.faq")} />
      <NavItem to="/kontak" label={t("nav.contact")} />
    </ul>
  );
}

export function SiteHeader({
  layout,
  language,
  currentUser = null,
}: {
  layout: LayoutData;
  language: Language;
  currentUser?: CurrentUser | null;
}) {
  const { t } = useTranslation();
  const phoneMenu = useRef<HTMLDetailsElement>(null);
  useDismissibleDetails(phoneMenu);
  return (
    <header className="site-header" id="top">
      <TopBar layout={layout} language={language} currentUser={currentUser} />
      <div className="header">
        <div className="container header__inner">
          <Logo />
          <nav className="nav nav--wide" aria-label={t("nav.mainNavigation")}>
            <NavItems layout={layout} />
          </nav>
          {currentUser ? null : <LoginModal />}
          <details ref={phoneMenu} className="nav-mobile">
            <summary className="nav-mobile__toggle">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t("common.openMenu")}</span>
            </summary>
            <nav className="nav nav--narrow" aria-label={t("nav.mainNavigation")}>
              <NavItems layout={layout} />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

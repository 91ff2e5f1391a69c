import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/config";
import { Dropdown } from "~/components/ui/Dropdown";
import { telHref } from "~/utils/contact";
import type { CurrentUser } from "~/utils/authorities";
import { AccountMenu } from "./AccountMenu";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LoginModal } from "./LoginModal";
import { Logo } from "./Logo";
import type { LayoutData } from "./types";

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
                <a href={`mailto:${contact.email}`}>✉ {contact.email}</a>
              </li>
            ) : null}
            {contact.jamOperasional ? (
              <li className="hide-md">
                {t("topbar.hours")}: {contact.jamOperasional}
              </li>
            ) : null}
          </ul>
        ) : (
          <span />
        )}
        <div className="topbar__actions">
          {layout.headerLinks.map((link) => (
            <a key={link.id} href={link.url} className="topbar__link hide-sm">
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

function NavItems({ layout }: { layout: LayoutData }) {
  const { t } = useTranslation();
  return (
    <ul className="nav__list">
      <li>
        <NavLink to="/" end className="nav__link" prefetch="intent">
          {t("nav.home")}
        </NavLink>
      </li>
      <li>
        <NavLink to="/hotel" className="nav__link" prefetch="intent">
          {t("nav.accommodation")}
        </NavLink>
      </li>
      {layout.destinations.length > 0 ? (
        <li>
          <Dropdown label={<span className="nav__link">{t("nav.destinations")} <Caret /></span>}>
            <ul className="dropdown__list">
              {layout.destinations.map((d) => (
                <li key={d.id}>
                  <NavLink to={`/wisata/${d.id}`} className="dropdown__item">
                    {d.nama}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
      ) : null}
      {layout.cafes.length > 0 ? (
        <li>
          <Dropdown label={<span className="nav__link">{t("nav.cafe")} <Caret /></span>}>
            <ul className="dropdown__list">
              {layout.cafes.map((c) => (
                <li key={c.id}>
                  <NavLink to={`/cafe/${c.id}`} className="dropdown__item">
                    {c.nama}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
      ) : null}
      <li>
        <NavLink to="/event" className="nav__link" prefetch="intent">
          {t("nav.events")}
        </NavLink>
      </li>
      <li>
        <Dropdown label={<span className="nav__link">{t("nav.gallery")} <Caret /></span>}>
          <ul className="dropdown__list">
            <li>
              <NavLink to="/galery" className="dropdown__item">
                {t("nav.photoGallery")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/galery-video" className="dropdown__item">
                {t("nav.videoGallery")}
              </NavLink>
            </li>
          </ul>
        </Dropdown>
      </li>
      <li>
        <NavLink to="/promo" className="nav__link" prefetch="intent">
          {t("nav.promo")}
        </NavLink>
      </li>
      {layout.profileMenu.length > 0 ? (
        <li>
          <Dropdown label={<span className="nav__link">{t("nav.profile")} <Caret /></span>}>
            <ul className="dropdown__list">
              {layout.profileMenu.map((p) => (
                <li key={p.id}>
                  <NavLink to={`/profil/${p.id}`} className="dropdown__item">
                    {p.judul}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
      ) : null}
      <li>
        <NavLink to="/faq" className="nav__link" prefetch="intent">
          {t("nav.faq")}
        </NavLink>
      </li>
      <li>
        <NavLink to="/kontak" className="nav__link" prefetch="intent">
          {t("nav.contact")}
        </NavLink>
      </li>
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
          <details className="nav-mobile">
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

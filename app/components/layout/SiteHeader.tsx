import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/config";
import { useDismissibleDetails } from "~/components/ui/Dropdown";
import { mailtoHref, telHref } from "~/utils/contact";
import type { CurrentUser } from "~/utils/authorities";
import { AccountMenu } from "./AccountMenu";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LoginModal } from "./LoginModal";
import { Logo } from "./Logo";
import { NavMenu } from "./NavMenu";
import type { LayoutData } from "~/utils/layout-data";
import { CONTACT_SCHEMES, safeHref } from "~/utils/safe-href";
import { langOf } from "~/utils/content-lang";

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
            <NavMenu layout={layout} place="wide" />
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
              <NavMenu layout={layout} place="narrow" />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

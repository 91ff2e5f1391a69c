import { Form, useLocation } from "@remix-run/react";
import { NavLink } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { LoginForm } from "~/components/account/LoginForm";
import { Dropdown } from "~/components/ui/Dropdown";
import { displayName, landingPage, type CurrentUser } from "~/utils/authorities";

function Caret() {
  return (
    <svg className="caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * The account corner of the top bar. Signed out: a "Masuk" dropdown holding a compact sign-in form
 * (a <details> element, so it opens without JavaScript) and a link to registration. Signed in: a
 * menu with the account pages and a sign-out button (a POST form: signing out changes data).
 */
export function AccountMenu({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (!user) {
    const onLoginPage = location.pathname === "/login";
    return (
      <>
        {onLoginPage ? (
          <a href="/login" className="topbar__link" aria-current="page">
            {t("nav.signIn")}
          </a>
        ) : (
          <Dropdown
            className="account-menu account-menu--login"
            align="end"
            label={
              <span className="topbar__link account-menu__toggle">
                {t("nav.signIn")} <Caret />
              </span>
            }
          >
            <div className="account-menu__login">
              <LoginForm idPrefix="header-login" compact redirectTo={here} />
            </div>
          </Dropdown>
        )}
        <a href="/register" className="topbar__link hide-sm">
          {t("nav.register")}
        </a>
      </>
    );
  }

  return (
    <Dropdown
      className="account-menu"
      align="end"
      label={
        <span className="topbar__link account-menu__toggle">
          <span className="account-menu__name">{t("account.menu.greeting", { name: displayName(user) })}</span>{" "}
          <Caret />
        </span>
      }
    >
      <ul className="dropdown__list" aria-label={t("account.menu.label")}>
        {landingPage(user) !== "/" ? (
          <li>
            <NavLink to={landingPage(user)} className="dropdown__item">
              {t("account.menu.admin")}
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to="/settings" className="dropdown__item">
            {t("account.menu.settings")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/password" className="dropdown__item">
            {t("account.menu.password")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/sessions" className="dropdown__item">
            {t("account.menu.sessions")}
          </NavLink>
        </li>
        <li>
          <Form method="post" action="/logout" className="account-menu__logout">
            <button type="submit" className="dropdown__item account-menu__logout-button">
              {t("account.menu.signOut")}
            </button>
          </Form>
        </li>
      </ul>
    </Dropdown>
  );
}

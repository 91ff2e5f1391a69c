import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LoginForm, type LoginActionData } from "~/components/account/LoginForm";
import { useHydrated } from "~/components/ui/useHydrated";
import { loginUrl } from "~/utils/redirects";

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The sign-in modal of spec §2, opened from the sticky header. Without JavaScript the button is a plain
 * link to /login; with it, a <dialog> holds the sign-in form, which posts through a fetcher so a wrong
 * password is reported inside the dialog and a success navigates like any sign-in.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher<LoginActionData>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    dialogRef.current?.close();
  }, [location.key]);

  if (!hydrated || location.pathname === "/login") {
    return (
      <a href={loginUrl(here)} className="header-login">
        <PersonIcon />
        <span className="header-login__label">{t("account.login.openModal")}</span>
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className="header-login"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        <PersonIcon />
        <span className="header-login__label">{t("account.login.openModal")}</span>
      </button>
      <dialog
        ref={dialogRef}
        className="login-modal"
        aria-labelledby="login-modal-title"
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="login-modal__content">
          <header className="login-modal__header">
            <h2 id="login-modal-title" className="login-modal__title">
              {t("account.login.modalTitle")}
            </h2>
            <button type="button" className="login-modal__close" onClick={() => dialogRef.current?.close()}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t("common.close")}</span>
            </button>
          </header>
          <LoginForm idPrefix="modal-login" fetcher={fetcher} actionData={fetcher.data} redirectTo={here} autoFocus />
        </div>
      </dialog>
    </>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { Form, type FetcherWithComponents } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useEffect, useState, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { Field, FormErrors } from "./FormField";

/** What the /login action answers when it does not redirect. */
export interface LoginActionData {
  result?: SubmissionResult<string[]>;
  retryAfterMinutes?: number;
  /** Set when the account had many failed sign-ins: the next try must solve this captcha. */
  captchaToken?: string;
}

/**
 * The sign-in form used three ways (spec §2): on the /login page, in the header dropdown and in the
 * modal. It always posts to /login, which validates it (loginSchema) and answers with the submission's
 * errors, so it behaves the same with and without JavaScript and the layout every page loads carries no
 * validation library; the modal passes a fetcher so errors stay in the dialog.
 */
export function LoginForm({
  idPrefix,
  redirectTo,
  actionData,
  fetcher,
  compact = false,
  autoFocus = false,
}: {
  idPrefix: string;
  redirectTo?: string;
  actionData?: LoginActionData | null;
  fetcher?: FetcherWithComponents<unknown>;
  compact?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const result = actionData?.result;
  // Each answer empties the secret fields (the action never sends them back), as a fresh form would.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (result) setAttempt((n) => n + 1);
  }, [result]);
  const FormComponent = fetcher ? fetcher.Form : Form;
  const busy = fetcher ? fetcher.state !== "idle" : false;
  const minutes = actionData?.retryAfterMinutes ?? 60;
  const formErrorId = `${idPrefix}-error`;
  const formErrors = result?.error?.[""] ?? undefined;
  const field = (name: "login" | "password" | "captcha" | "remember") => {
    const id = `${idPrefix}-${name}`;
    const errorId = `${id}-error`;
    const errors = result?.error?.[name] ?? undefined;
    const initial = result?.initialValue?.[name];
    const input: InputHTMLAttributes<HTMLInputElement> & { id: string } = {
      id,
      name,
      "aria-invalid": errors?.length ? true : undefined,
      "aria-describedby": errors?.length ? errorId : undefined,
    };
    return { id, errorId, errors, input, initial: typeof initial === "string" ? initial : undefined };
  };
  const login = field("login");
  const password = field("password");
  const captcha = field("captcha");
  const remember = field("remember");

  return (
    <FormComponent
      method="post"
      action="/login"
      className={`auth-form${compact ? " auth-form--compact" : ""}`}
      id={idPrefix}
      aria-describedby={formErrors?.length ? formErrorId : undefined}
    >
      <FormErrors errors={formErrors} values={{ count: minutes }} id={formErrorId} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        label={t("account.fields.loginOrEmail")}
        input={{
          ...login.input,
          type: "text",
          defaultValue: login.initial,
          autoComplete: "username",
          autoCapitalize: "none",
          spellCheck: false,
          autoFocus,
        }}
        errors={login.errors}
        errorId={login.errorId}
      />
      <Field
        label={t("account.fields.password")}
        input={{ ...password.input, key: `password-${attempt}`, type: "password", autoComplete: "current-password" }}
        errors={password.errors}
        errorId={password.errorId}
      />
      {actionData?.captchaToken ? (
        <div className="auth-captcha">
          <input type="hidden" name="captchaToken" value={actionData.captchaToken} />
          <img
            className="auth-captcha__image"
            src={`/captcha/${actionData.captchaToken}`}
            alt={t("account.login.captchaImage")}
            width={190}
            height={56}
          />
          <Field
            label={t("account.login.captchaLabel")}
            input={{
              ...captcha.input,
              key: `captcha-${attempt}`,
              type: "text",
              autoComplete: "off",
              autoCapitalize: "characters",
              spellCheck: false,
              required: true,
              maxLength: 50,
            }}
            errors={captcha.errors}
            errorId={captcha.errorId}
          />
        </div>
      ) : null}
      <div className="auth-check">
        <input
          {...remember.input}
          type="checkbox"
          value="on"
          defaultChecked={remember.initial === "on"}
          className="auth-check__input"
        />
        <label htmlFor={remember.id}>{t("account.fields.rememberMe")}</label>
      </div>
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {t("account.login.submit")}
      </button>
      <p className="auth-form__links">
        <Link to="/reset/request">{t("account.login.forgotPassword")}</Link>
        {compact ? (
          <Link to="/register">{t("account.login.registerLink")}</Link>
        ) : (
          <span>
            {t("account.login.noAccount")} <Link to="/register">{t("account.login.registerLink")}</Link>
          </span>
        )}
      </p>
    </FormComponent>
  );
}

/** "Sign in with Google": a POST form of its own, shown only when Google is configured. */
export function GoogleSignInButton({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/auth/google" className="auth-google" reloadDocument>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <button type="submit" className="button button--secondary auth-google__button">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {t("account.login.google")}
      </button>
    </Form>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { AccountCard } from "~/components/account/AccountCard";
import { Alert } from "~/components/account/FormField";
import { fixedT } from "~/i18n/translate";
import { checkEmailChangeKey, confirmEmailChange, type EmailChangeOutcome } from "~/services/account.server";
import accountStyles from "~/styles/account.css";
import { languageFromMatches, pageMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [
    ...pageMeta(`${t("account.emailChange.title")} — ${t("meta.siteName")}`, t("account.emailChange.lead")),
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Confirmation of a new e-mail address by the link sent to it (valid 24 hours, once). Opening the link
 * only shows what it would do — mail scanners follow links — and the button POSTs the change. No sign-in
 * is needed: the key proves the new inbox, and the signed-in owner asked for the change.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  if (done) return json({ key: "", check: { state: "done" as const, newEmail: done } });
  const key = url.searchParams.get("key") ?? "";
  const check = await checkEmailChangeKey(context.db, key);
  return json({ key: check.state === "ready" ? key : "", check }, { status: check.state === "ready" ? 200 : 400 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const outcome = await confirmEmailChange(context, request, form.get("key"));
  if (outcome.status === "confirmed") {
    return redirect(`/settings/email?${new URLSearchParams({ done: outcome.newEmail })}`);
  }
  return json<{ outcome: EmailChangeOutcome }>({ outcome }, { status: outcome.status === "taken" ? 409 : 400 });
}

export default function ConfirmEmailChangePage() {
  const { key, check } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const failure =
    actionData?.outcome ??
    (check.state === "ready" || check.state === "done" ? null : { status: check.state, ...check });

  if (check.state === "done") {
    return (
      <AccountCard title={t("account.emailChange.title")}>
        <Alert tone="success">
          <p>{t("account.emailChange.done", { email: check.newEmail })}</p>
        </Alert>
        <p className="auth-form__links">
          <Link to="/settings" className="button button--primary">
            {t("account.emailChange.toSettings")}
          </Link>
        </p>
      </AccountCard>
    );
  }

  if (failure) {
    const message =
      failure.status === "taken"
        ? t("account.emailChange.taken", { email: "newEmail" in failure ? failure.newEmail : "" })
        : failure.status === "expired"
          ? t("account.emailChange.expired")
          : t("account.emailChange.invalid");
    return (
      <AccountCard title={t("account.emailChange.title")}>
        <Alert tone="error">
          <p>{message}</p>
        </Alert>
        <p className="auth-form__links">
          <Link to="/settings">{t("account.emailChange.toSettings")}</Link>
        </p>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t("account.emailChange.title")} lead={t("account.emailChange.lead")}>
      {check.state === "ready" ? (
        <p>{t("account.emailChange.ready", { email: check.newEmail, login: check.login })}</p>
      ) : null}
      <Form method="post" className="auth-form">
        <input type="hidden" name="key" value={key} />
        <button type="submit" className="button button--primary auth-form__submit">
          {t("account.emailChange.submit")}
        </button>
      </Form>
    </AccountCard>
  );
}

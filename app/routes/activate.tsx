import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { AccountCard } from "~/components/account/AccountCard";
import { Alert } from "~/components/account/FormField";
import { fixedT } from "~/i18n/translate";
import { activateAccount, isActivationKeyUsable } from "~/services/account.server";
import accountStyles from "~/styles/account.css";
import { languageFromMatches, pageMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [
    ...pageMeta(`${t("account.activate.title")} — ${t("meta.siteName")}`, t("account.activate.lead")),
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Activation by e-mailed key. Opening the link only checks the key (no GET changes data, and mail
 * scanners that follow links must not activate anything); the button POSTs the activation.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get("status") === "done") return json({ state: "done" as const, key: "" });
  const key = url.searchParams.get("key") ?? "";
  const usable = await isActivationKeyUsable(context.db, key);
  return json(
    { state: usable ? ("ready" as const) : ("invalid" as const), key: usable ? key : "" },
    { status: usable ? 200 : 400 },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (await activateAccount(context, request, form.get("key"))) return redirect("/activate?status=done");
  return json({ failed: true }, { status: 400 });
}

export default function ActivatePage() {
  const { state, key } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();

  if (state === "done") {
    return (
      <AccountCard title={t("account.activate.title")}>
        <Alert tone="success">
          <p>{t("account.activate.success")}</p>
        </Alert>
        <p className="auth-form__links">
          <Link to="/login" className="button button--primary">
            {t("account.activate.signIn")}
          </Link>
        </p>
      </AccountCard>
    );
  }

  if (state === "invalid" || actionData?.failed) {
    return (
      <AccountCard title={t("account.activate.title")}>
        <Alert tone="error">
          <p>
            <strong>{t("account.activate.failure")}</strong>
          </p>
          <p>{t("account.activate.failureHint")}</p>
        </Alert>
        <p className="auth-form__links">
          <Link to="/register">{t("account.login.registerLink")}</Link>
        </p>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t("account.activate.title")} lead={t("account.activate.lead")}>
      <Form method="post" className="auth-form">
        <input type="hidden" name="key" value={key} />
        <button type="submit" className="button button--primary auth-form__submit">
          {t("account.activate.submit")}
        </button>
      </Form>
    </AccountCard>
  );
}

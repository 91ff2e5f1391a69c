import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GoogleSignInButton, LoginForm, type LoginActionData } from "~/components/account/LoginForm";
import { fixedT } from "~/i18n/translate";
import { signInFailure } from "~/services/auth-errors.server";
import { completeSignIn, createAuthenticator, isGoogleEnabled } from "~/services/auth.server";
import { createCaptcha } from "~/services/captcha.server";
import { getAuthSession } from "~/services/session.server";
import accountStyles from "~/styles/account.css";
import { loginSchema } from "~/utils/account-schemas";
import { languageFromMatches, pageMeta } from "~/utils/meta";
import { landingPage } from "~/utils/authorities";
import { postLoginRedirect, safeRedirect } from "~/utils/redirects";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [
    ...pageMeta(`${t("account.login.title")} — ${t("meta.siteName")}`, t("account.login.lead")),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  const session = await getAuthSession(request, context);
  if (session) {
    throw redirect(postLoginRedirect(redirectTo, landingPage(session.user)));
  }
  return json({ redirectTo, googleEnabled: isGoogleEnabled(context.env) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return json<LoginActionData>({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    const user = await createAuthenticator(request, context).authenticate("credentials", request, {
      throwOnError: true,
      context,
    });
    return await completeSignIn(request, context, user, {
      remember: submission.value.remember === true,
      redirectTo: submission.value.redirectTo,
      method: "password",
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = signInFailure(error);
    if (!failure) throw error;
    if (failure.reason === "throttled") {
      return json<LoginActionData>(
        {
          result: submission.reply({ formErrors: ["account.login.throttled"], hideFields: ["password"] }),
          retryAfterMinutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)),
        },
        { status: 429, headers: { "Retry-After": String(failure.retryAfterSeconds) } },
      );
    }
    const key =
      failure.reason === "captcha"
        ? submission.value.captchaToken
          ? "account.login.captchaWrong"
          : "account.login.captchaRequired"
        : failure.reason === "inactive"
          ? "account.login.inactive"
          : "account.login.failed";
    // An account under guessing signs in only with a solved captcha: every answer brings a new one.
    const captchaToken =
      failure.reason === "captcha" || failure.captchaNext ? (await createCaptcha(context.env.SESSION_SECRET)).token : undefined;
    return json<LoginActionData>(
      { result: submission.reply({ formErrors: [key], hideFields: ["password", "captcha"] }), captchaToken },
      { status: 400 },
    );
  }
}

export default function LoginPage() {
  const { redirectTo, googleEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<LoginActionData>();
  const { t } = useTranslation();
  return (
    <section className="account-page container">
      <div className="account-card">
        <h1 className="account-card__title">{t("account.login.title")}</h1>
        <p className="account-card__lead">{t("account.login.lead")}</p>
        <LoginForm idPrefix="login" redirectTo={redirectTo} actionData={actionData} autoFocus />
        {googleEnabled ? (
          <>
            <p className="account-divider">
              <span>{t("account.login.or")}</span>
            </p>
            <GoogleSignInButton redirectTo={redirectTo} />
          </>
        ) : null}
      </div>
    </section>
  );
}

import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountCard } from "~/components/account/AccountCard";
import { Alert, Field, FormErrors } from "~/components/account/FormField";
import { LanguageSelect } from "~/components/account/LanguageSelect";
import { GoogleSignInButton } from "~/components/account/LoginForm";
import { PasswordStrengthBar } from "~/components/account/PasswordStrengthBar";
import { getLanguage } from "~/i18n/i18n.server";
import { fixedT } from "~/i18n/translate";
import { isEmailTaken, isLoginTaken } from "~/models/user.server";
import { registerAccount } from "~/services/account.server";
import { isGoogleEnabled } from "~/services/auth.server";
import accountStyles from "~/styles/account.css";
import { registerSchema } from "~/utils/account-schemas";
import { languageFromMatches, pageMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return pageMeta(`${t("account.register.title")} — ${t("meta.siteName")}`, t("account.register.lead"));
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const saved = new URL(request.url).searchParams.get("status") === "saved";
  return json({ saved, language: await getLanguage(request), googleEnabled: isGoogleEnabled(context.env) });
}

interface RegisterActionData {
  result: SubmissionResult<string[]>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const formData = await request.formData();
  const submission = await parseWithZod(formData, {
    schema: registerSchema({
      isLoginTaken: (login) => isLoginTaken(db, login),
      isEmailTaken: (email) => isEmailTaken(db, email),
    }),
    async: true,
  });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return json<RegisterActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const outcome = await registerAccount(context, request, submission.value);
  if (!outcome.ok) {
    const reply =
      outcome.reason === "loginTaken"
        ? submission.reply({ fieldErrors: { login: ["account.validation.loginTaken"] }, hideFields })
        : outcome.reason === "emailTaken"
          ? submission.reply({ fieldErrors: { email: ["account.validation.emailTaken"] }, hideFields })
          : submission.reply({ formErrors: ["account.register.failed"], hideFields });
    return json<RegisterActionData>({ result: reply }, { status: 400 });
  }
  return redirect("/register?status=saved");
}

export default function RegisterPage() {
  const { saved, language, googleEnabled } = useLoaderData<typeof loader>();
  const actionData = useActionData<RegisterActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerSchema()),
    defaultValue: { langKey: language },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema() }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  if (saved) {
    return (
      <AccountCard title={t("account.register.title")}>
        <Alert tone="success">
          <p>
            <strong>{t("account.register.saved")}</strong>
          </p>
          <p>{t("account.register.savedLead")}</p>
        </Alert>
        <p className="auth-form__links">
          <Link to="/">{t("errors.backHome")}</Link>
        </p>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t("account.register.title")} lead={t("account.register.lead")}>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <Field
          label={t("account.fields.login")}
          input={{
            ...getInputProps(fields.login, { type: "text" }),
            autoComplete: "username",
            autoCapitalize: "none",
            spellCheck: false,
          }}
          errors={fields.login.errors}
          errorId={fields.login.errorId}
        />
        <Field
          label={t("account.fields.email")}
          input={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <Field
          label={t("account.fields.password")}
          input={{
            ...getInputProps(fields.password, { type: "password" }),
            autoComplete: "new-password",
            onInput: (event) => setPassword(event.currentTarget.value),
          }}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        >
          <PasswordStrengthBar password={password} id="register-strength" />
        </Field>
        <Field
          label={t("account.fields.confirmRegisterPassword")}
          input={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.confirmPassword.errors}
          errorId={fields.confirmPassword.errorId}
        />
        <LanguageSelect field={fields.langKey} hint={t("account.register.languageHint")} />
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={navigation.state === "submitting"}
        >
          {t("account.register.submit")}
        </button>
        <p className="auth-form__links">
          <span>
            {t("account.register.haveAccount")} <Link to="/login">{t("account.register.signInLink")}</Link>
          </span>
        </p>
      </Form>
      {googleEnabled ? (
        <>
          <p className="account-divider">
            <span>{t("account.login.or")}</span>
          </p>
          <GoogleSignInButton />
        </>
      ) : null}
    </AccountCard>
  );
}

import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountCard } from "~/components/account/AccountCard";
import { Field, FormErrors } from "~/components/account/FormField";
import { PasswordStrengthBar } from "~/components/account/PasswordStrengthBar";
import { fixedT } from "~/i18n/translate";
import { getAccount } from "~/models/user.server";
import { changePassword } from "~/services/account.server";
import { requireUserWithRole } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import accountStyles from "~/styles/account.css";
import { passwordChangeSchema } from "~/utils/account-schemas";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: `${t("account.password.title")} — ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_USER");
  const account = await getAccount(context.db, session.user.id);
  return json({ login: session.user.login, hasPassword: Boolean(account?.passwordHash) });
}

interface PasswordActionData {
  result: SubmissionResult<string[]>;
  retryAfterMinutes?: number;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_USER");
  const account = await getAccount(context.db, session.user.id);
  const hasPassword = Boolean(account?.passwordHash);
  const submission = parseWithZod(await request.formData(), { schema: passwordChangeSchema(hasPassword) });
  const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
  if (submission.status !== "success") {
    return json<PasswordActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  try {
    const outcome = await changePassword(context, request, session, submission.value);
    if (outcome.status === "wrongCurrent") {
      return json<PasswordActionData>(
        {
          result: submission.reply({
            fieldErrors: { currentPassword: ["account.validation.currentPasswordWrong"] },
            hideFields,
          }),
        },
        { status: 400 },
      );
    }
    if (outcome.status === "throttled") {
      return json<PasswordActionData>(
        {
          result: submission.reply({ formErrors: ["account.login.throttled"], hideFields }),
          retryAfterMinutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)),
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
  } catch (error) {
    console.error("password change failed", error);
    return json<PasswordActionData>(
      { result: submission.reply({ formErrors: ["account.password.failure"], hideFields }) },
      { status: 503 },
    );
  }
  return redirectWithToast("/password", { type: "success", key: "account.password.changed" }, context.env);
}

export default function PasswordPage() {
  const { login, hasPassword } = useLoaderData<typeof loader>();
  const actionData = useActionData<PasswordActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [newPassword, setNewPassword] = useState("");
  const schema = passwordChangeSchema(hasPassword);
  const [form, fields] = useForm({
    id: "password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <AccountCard
      title={t("account.password.titleFor", { login })}
      lead={hasPassword ? undefined : t("account.password.setLead")}
    >
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <FormErrors errors={form.errors} values={{ count: actionData?.retryAfterMinutes ?? 60 }} />
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" value={login} autoComplete="username" readOnly hidden />
        {hasPassword ? (
          <Field
            label={t("account.fields.currentPassword")}
            input={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }}
            errors={fields.currentPassword.errors}
            errorId={fields.currentPassword.errorId}
          />
        ) : null}
        <Field
          label={t("account.fields.newPassword")}
          input={{
            ...getInputProps(fields.newPassword, { type: "password" }),
            autoComplete: "new-password",
            onInput: (event) => setNewPassword(event.currentTarget.value),
          }}
          errors={fields.newPassword.errors}
          errorId={fields.newPassword.errorId}
        >
          <PasswordStrengthBar password={newPassword} id="password-strength" />
        </Field>
        <Field
          label={t("account.fields.confirmPassword")}
          input={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.confirmPassword.errors}
          errorId={fields.confirmPassword.errorId}
        />
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={navigation.state === "submitting"}
        >
          {t("account.password.submit")}
        </button>
      </Form>
    </AccountCard>
  );
}

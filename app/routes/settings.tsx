import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountCard } from "~/components/account/AccountCard";
import { Alert, Field, FormErrors } from "~/components/account/FormField";
import { LanguageSelect } from "~/components/account/LanguageSelect";
import { languageCookie } from "~/i18n/i18n.server";
import { fixedT } from "~/i18n/translate";
import { findPendingEmailChange } from "~/models/email-change.server";
import { getAccount, isEmailTaken } from "~/models/user.server";
import { cancelEmailChange, saveSettings } from "~/services/account.server";
import { requireUserWithRole } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import accountStyles from "~/styles/account.css";
import { settingsSchema } from "~/utils/account-schemas";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: `${t("account.settings.title")} — ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_USER");
  const [account, pending] = await Promise.all([
    getAccount(context.db, session.user.id),
    findPendingEmailChange(context.db, session.user.id),
  ]);
  return json({
    login: session.user.login,
    // A change of address asked for but not confirmed yet: the account keeps `values.email` until then.
    pending: pending ? { email: pending.newEmail, expiresAt: pending.expiresAt.toISOString() } : null,
    values: {
      firstName: account?.firstName ?? "",
      lastName: account?.lastName ?? "",
      email: account?.email ?? "",
      langKey: account?.langKey ?? "id",
    },
  });
}

interface SettingsActionData {
  result: SubmissionResult<string[]>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_USER");
  const userId = session.user.id;
  const formData = await request.formData();
  if (formData.get("intent") === "cancelEmailChange") {
    await cancelEmailChange(context, request, session.user);
    return redirectWithToast("/settings", { type: "success", key: "account.settings.cancelled" }, context.env);
  }
  const submission = await parseWithZod(formData, {
    schema: settingsSchema({ isEmailTaken: (email) => isEmailTaken(context.db, email, userId) }),
    async: true,
  });
  if (submission.status !== "success") {
    return json<SettingsActionData>({ result: submission.reply() }, { status: 400 });
  }
  let confirmationSentTo: string | null = null;
  try {
    const outcome = await saveSettings(context, request, session.user, submission.value);
    if (outcome.status === "emailTaken") {
      return json<SettingsActionData>(
        { result: submission.reply({ fieldErrors: { email: ["account.validation.emailTaken"] } }) },
        { status: 400 },
      );
    }
    confirmationSentTo = outcome.confirmationSentTo;
  } catch (error) {
    console.error("settings update failed", error);
    return json<SettingsActionData>(
      { result: submission.reply({ formErrors: ["account.settings.failure"] }) },
      { status: 503 },
    );
  }
  // The account language becomes the site language at once (spec §3 langKey).
  const toast = confirmationSentTo
    ? ({ type: "success", key: "account.settings.emailChangeSent", values: { email: confirmationSentTo } } as const)
    : ({ type: "success", key: "account.settings.saved" } as const);
  return redirectWithToast("/settings", toast, context.env, {
    headers: { "Set-Cookie": await languageCookie.serialize(submission.value.langKey) },
  });
}

export default function SettingsPage() {
  const { login, values, pending } = useLoaderData<typeof loader>();
  const actionData = useActionData<SettingsActionData>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation();
  const [form, fields] = useForm({
    id: "settings",
    lastResult: actionData?.result,
    defaultValue: values,
    constraint: getZodConstraint(settingsSchema()),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsSchema() }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <AccountCard title={t("account.settings.titleFor", { login })}>
      {pending ? (
        <Alert tone="info">
          <p>
            <strong>{t("account.settings.pendingTitle")}</strong>
          </p>
          <p data-testid="email-change-pending">
            {t("account.settings.pending", {
              email: pending.email,
              current: values.email,
              until: new Intl.DateTimeFormat(i18n.language, {
                dateStyle: "medium",
                timeStyle: "short",
                timeZone: "Asia/Jakarta",
              }).format(new Date(pending.expiresAt)),
            })}
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="cancelEmailChange" className="button button--secondary">
              {t("account.settings.cancelPending")}
            </button>
          </Form>
        </Alert>
      ) : null}
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <Field
          label={t("account.fields.firstName")}
          input={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
          errors={fields.firstName.errors}
          errorId={fields.firstName.errorId}
        />
        <Field
          label={t("account.fields.lastName")}
          input={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
          errors={fields.lastName.errors}
          errorId={fields.lastName.errorId}
        />
        <Field
          label={t("account.fields.email")}
          input={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <LanguageSelect field={fields.langKey} />
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={navigation.state === "submitting"}
        >
          {t("account.settings.submit")}
        </button>
      </Form>
    </AccountCard>
  );
}

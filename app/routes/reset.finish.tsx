import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AccountCard } from "~/components/account/AccountCard";
import { Alert, Field, FormErrors } from "~/components/account/FormField";
import { PasswordStrengthBar } from "~/components/account/PasswordStrengthBar";
import { useHydrated } from "~/components/ui/useHydrated";
import { fixedT } from "~/i18n/translate";
import { finishPasswordReset, isResetKeyUsable } from "~/services/account.server";
import accountStyles from "~/styles/account.css";
import { resetFinishSchema } from "~/utils/account-schemas";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: `${t("account.reset.finishTitle")} — ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
};

type ResetState = "missing" | "invalid" | "ready" | "done";

/** Opening the e-mailed link only checks the key; the form's POST uses it (once, within 24 hours). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get("status") === "done") return json({ state: "done" as ResetState, key: "" });
  const key = url.searchParams.get("key");
  if (!key) return json({ state: "missing" as ResetState, key: "" }, { status: 400 });
  const usable = await isResetKeyUsable(context.db, key);
  return json(
    { state: (usable ? "ready" : "invalid") as ResetState, key: usable ? key : "" },
    { status: usable ? 200 : 400 },
  );
}

interface ResetFinishActionData {
  result: SubmissionResult<string[]>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetFinishSchema });
  const hideFields = ["newPassword", "confirmPassword"];
  if (submission.status !== "success") {
    return json<ResetFinishActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { key, newPassword } = submission.value;
  if (!(await finishPasswordReset(context, request, key, newPassword))) {
    return json<ResetFinishActionData>(
      { result: submission.reply({ formErrors: ["account.reset.failure"], hideFields }) },
      { status: 400 },
    );
  }
  return redirect("/reset/finish?status=done");
}

export default function ResetFinishPage() {
  const { state, key } = useLoaderData<typeof loader>();
  const actionData = useActionData<ResetFinishActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [values, setValues] = useState({ newPassword: "", confirmPassword: "" });
  const [form, fields] = useForm({
    id: "reset-finish",
    lastResult: actionData?.result,
    defaultValue: { key },
    constraint: getZodConstraint(resetFinishSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetFinishSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  if (state === "done") {
    return (
      <AccountCard title={t("account.reset.finishTitle")}>
        <Alert tone="success">
          <p>{t("account.reset.done")}</p>
        </Alert>
        <p className="auth-form__links">
          <Link to="/login" className="button button--primary">
            {t("account.reset.signIn")}
          </Link>
        </p>
      </AccountCard>
    );
  }

  if (state === "missing" || state === "invalid") {
    return (
      <AccountCard title={t("account.reset.finishTitle")}>
        <Alert tone="error">
          <p>{state === "missing" ? t("account.reset.keyMissing") : t("account.reset.failure")}</p>
        </Alert>
        <p className="auth-form__links">
          <Link to="/reset/request">{t("account.reset.requestAgain")}</Link>
        </p>
      </AccountCard>
    );
  }

  // With JavaScript the button stays disabled until both fields are valid (spec §5); without it the
  // server validates and answers with the same messages.
  const valid = resetFinishSchema.safeParse({ key, ...values }).success;
  const track = (name: keyof typeof values) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  return (
    <AccountCard title={t("account.reset.finishTitle")} lead={t("account.reset.finishLead")}>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <FormErrors errors={[...(form.errors ?? []), ...(fields.key.errors ?? [])]} />
        <input {...getInputProps(fields.key, { type: "hidden" })} key={fields.key.key} />
        <Field
          label={t("account.fields.newPassword")}
          input={{
            ...getInputProps(fields.newPassword, { type: "password" }),
            autoComplete: "new-password",
            onInput: track("newPassword"),
          }}
          errors={fields.newPassword.errors}
          errorId={fields.newPassword.errorId}
        >
          <PasswordStrengthBar password={values.newPassword} id="reset-strength" />
        </Field>
        <Field
          label={t("account.fields.confirmPassword")}
          input={{
            ...getInputProps(fields.confirmPassword, { type: "password" }),
            autoComplete: "new-password",
            onInput: track("confirmPassword"),
          }}
          errors={fields.confirmPassword.errors}
          errorId={fields.confirmPassword.errorId}
        />
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={(hydrated && !valid) || navigation.state === "submitting"}
        >
          {t("account.reset.finishSubmit")}
        </button>
      </Form>
    </AccountCard>
  );
}

import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { AccountCard } from "~/components/account/AccountCard";
import { Alert, Field, FormErrors } from "~/components/account/FormField";
import { fixedT } from "~/i18n/translate";
import { requestPasswordReset } from "~/services/account.server";
import accountStyles from "~/styles/account.css";
import { resetRequestSchema } from "~/utils/account-schemas";
import { languageFromMatches, pageMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return pageMeta(`${t("account.reset.requestTitle")} — ${t("meta.siteName")}`, t("account.reset.requestLead"));
};

export function loader({ request }: LoaderFunctionArgs) {
  return json({ sent: new URL(request.url).searchParams.get("status") === "sent" });
}

interface ResetRequestActionData {
  result: SubmissionResult<string[]>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetRequestSchema });
  if (submission.status !== "success") {
    return json<ResetRequestActionData>({ result: submission.reply() }, { status: 400 });
  }
  const outcome = await requestPasswordReset(context, request, submission.value.email);
  if (outcome === "notRegistered") {
    // Spec §8 asks for this message, which does tell whether an address is registered.
    return json<ResetRequestActionData>(
      { result: submission.reply({ formErrors: ["account.reset.notRegistered"] }) },
      { status: 400 },
    );
  }
  return redirect("/reset/request?status=sent");
}

export default function ResetRequestPage() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<ResetRequestActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "reset-request",
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetRequestSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  if (sent) {
    return (
      <AccountCard title={t("account.reset.requestTitle")}>
        <Alert tone="success">
          <p>{t("account.reset.sent")}</p>
        </Alert>
        <p className="auth-form__links">
          <Link to="/login">{t("account.reset.signIn")}</Link>
        </p>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t("account.reset.requestTitle")} lead={t("account.reset.requestLead")}>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <FormErrors errors={form.errors} />
        <Field
          label={t("account.fields.email")}
          input={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={navigation.state === "submitting"}
        >
          {t("account.reset.requestSubmit")}
        </button>
      </Form>
    </AccountCard>
  );
}

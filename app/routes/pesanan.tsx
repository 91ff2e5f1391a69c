import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Alert, Field, FormErrors } from "~/components/account/FormField";
import { fixedT } from "~/i18n/translate";
import { lookUpOrder } from "~/orders/intents/look-up.server";
import accountStyles from "~/styles/account.css";
import bookingStyles from "~/styles/booking.css";
import { languageFromMatches } from "~/utils/meta";
import { orderLookupSchema } from "~/orders/rules/order-lookup-schema";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [
  { rel: "stylesheet", href: accountStyles },
  { rel: "stylesheet", href: bookingStyles },
];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: `${t("orders.title")} — ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
};

/** "Pesanan Saya": the look-up form; `?kode=` (from a booking e-mail) fills the code in. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return json({ kode: (params.get("kode") ?? "").slice(0, 40), expired: params.has("kedaluwarsa") });
}

interface LookupActionData {
  result: SubmissionResult<string[]>;
  values?: Record<string, number>;
}

/** Code + e-mail → the booking's page (with its access token); a miss or too many misses says so. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: orderLookupSchema });
  if (submission.status !== "success") return json<LookupActionData>({ result: submission.reply() }, { status: 400 });
  const found = await lookUpOrder(context, request, submission.value);
  if (found.ok) return redirect(`/pesanan/${encodeURIComponent(found.value.kode)}?${new URLSearchParams({ akses: found.value.token })}`);
  const retryAfter = Number(found.values?.retryAfter ?? 0);
  if (retryAfter > 0) {
    return json<LookupActionData>(
      { result: submission.reply({ formErrors: [found.key] }), values: { minutes: Math.ceil(retryAfter / 60) } },
      { status: found.status, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  return json<LookupActionData>({ result: submission.reply({ formErrors: [found.key] }) }, { status: found.status ?? 400 });
}

export default function OrdersPage() {
  const { kode, expired } = useLoaderData<typeof loader>();
  const actionData = useActionData<LookupActionData>();
  const submitting = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "order-lookup",
    lastResult: actionData?.result,
    defaultValue: { kode },
    constraint: getZodConstraint(orderLookupSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderLookupSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="booking-page container orders-page">
      <h1>{t("orders.title")}</h1>
      <p>{t("orders.intro")}</p>
      {expired && !actionData ? (
        <Alert tone="info">
          <p>{t("orders.errors.linkExpired")}</p>
        </Alert>
      ) : null}
      <Form method="post" action="/pesanan" className="auth-form" {...getFormProps(form)}>
        <FormErrors errors={form.errors} values={actionData?.values} />
        <Field
          label={t("orders.fields.kode")}
          hint={t("orders.fields.kodeHint")}
          input={{ ...getInputProps(fields.kode, { type: "text" }), autoComplete: "off", autoCapitalize: "characters", spellCheck: false }}
          errors={fields.kode.errors}
          errorId={fields.kode.errorId}
        />
        <Field
          label={t("orders.fields.email")}
          input={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={submitting}>
          {t("orders.actions.find")}
        </button>
      </Form>
    </section>
  );
}

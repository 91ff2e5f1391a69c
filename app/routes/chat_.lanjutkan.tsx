import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { EmailField, useChatErrorText } from "~/components/chat/ChatFields";
import { useChatForm } from "~/components/chat/useChatForm";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { fixedT } from "~/i18n/translate";
import { chatFailureResponse, redeemChatContinueLink, requestChatContinueLink } from "~/services/chat.server";
import { chatContinueSchema } from "~/utils/chat-schemas";
import { redirectWithToast } from "~/services/toast.server";
import { privatePageHeaders } from "~/utils/route-headers";
import { languageFromMatches, pageMeta } from "~/utils/meta";

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return pageMeta(`${t("chat.continue.title")} — ${t("meta.siteName")}`, t("chat.continue.intro"));
};

/** With `?t=` the page offers to open the conversation; nothing is used up by merely loading it (mail scanners). */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("t");
  return json({ token: token && token.length <= 200 ? token : null });
}

/**
 * Two forms: "request" e-mails a one-time link for the newest conversation of the address; "redeem"
 * (the link's page) uses the token up and gives this browser the chat cookie, then opens the chat.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "redeem") {
    const cookie = await redeemChatContinueLink(context, form.get("t"));
    if (!cookie) return json({ ok: false as const, invalid: true as const }, { status: 400 });
    return redirectWithToast("/?chat=1", { type: "success", key: "chat.continue.done" }, context.env, {
      headers: { "Set-Cookie": cookie },
    });
  }
  const outcome = await requestChatContinueLink(request, context, form);
  if (!outcome.ok) return chatFailureResponse(outcome);
  return json({ ok: true as const, sent: true as const });
}

/** "Continue an earlier conversation" (design §6): works the same with JavaScript off. */
export default function ChatContinuePage() {
  const { t } = useTranslation();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const message = useChatErrorText();
  const invalid = result && "invalid" in result;
  const { form, errors, formErrors, values } = useChatForm(chatContinueSchema, invalid ? undefined : result);

  if (token && !result) {
    return (
      <section className="container chat-page">
        <h1>{t("chat.continue.confirmTitle")}</h1>
        <p>{t("chat.continue.confirmIntro")}</p>
        {/* A full page load: the chat widget opens with the new cookie on the page it lands on. */}
        <Form method="post" action="/chat/lanjutkan" className="auth-form chat-page__form" reloadDocument>
          <input type="hidden" name="intent" value="redeem" />
          <input type="hidden" name="t" value={token} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("chat.continue.confirmSubmit")}
          </button>
        </Form>
      </section>
    );
  }

  return (
    <section className="container chat-page">
      <h1>{t("chat.continue.title")}</h1>
      {result?.ok ? (
        <>
          <p className="chat-page__sent" role="status">
            {t("chat.continue.sent")}
          </p>
          <Link className="button" to="/">
            {t("chat.page.backHome")}
          </Link>
        </>
      ) : (
        <>
          {invalid ? (
            <p className="chat-page__error" role="alert">
              {t("chat.continue.invalid")}
            </p>
          ) : null}
          <p>{t("chat.continue.intro")}</p>
          <Form method="post" action="/chat/lanjutkan" className="auth-form chat-page__form" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="request" />
            <FieldErrors errors={formErrors} message={message} />
            <EmailField idPrefix="chat-continue" value={values.email} errors={errors.email} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("chat.continue.submit")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

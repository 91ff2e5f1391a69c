import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OfflineFields, useChatErrorText, type FieldErrorMap } from "~/components/chat/ChatFields";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { leaveOfflineMessage } from "~/services/chat.server";
import { privatePageHeaders } from "~/utils/route-headers";
import { languageFromMatches, messagesFor, seoMeta } from "~/utils/meta";

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const m = messagesFor(languageFromMatches(matches)).chat;
  return seoMeta(matches, { title: m.page.title, description: m.page.intro, path: "/chat" });
};

type Values = { name?: string; email?: string; text?: string };
type ActionData = { ok: true; message: string } | { ok: false; errors: FieldErrorMap; values?: Values };

/**
 * The form posts here; the widget's offline action stores and e-mails the message. A refused form
 * comes back with what was typed, so a visitor without JavaScript does not type it again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const response = await leaveOfflineMessage(request, context);
  const data = (await response.json()) as ActionData;
  if (data.ok) return json(data, { headers: response.headers });
  const values: Values = {};
  for (const name of ["name", "email", "text"] as const) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 4000);
  }
  return json({ ...data, values }, { status: response.status, headers: response.headers });
}

/**
 * Where the chat button leads without JavaScript: a plain form that leaves a message for the
 * operators (stored with the contact messages and e-mailed), then a confirmation.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const result = useActionData<ActionData>();
  const busy = useNavigation().state === "submitting";
  const message = useChatErrorText();
  const errors = result && !result.ok ? result.errors : {};

  return (
    <section className="container chat-page">
      <h1>{t("chat.page.title")}</h1>
      {result?.ok ? (
        <>
          <p className="chat-page__sent" role="status">
            {result.message}
          </p>
          <a className="button button--primary" href="/">
            {t("chat.page.backHome")}
          </a>
        </>
      ) : (
        <>
          <p>{t("chat.page.intro")}</p>
          <Form method="post" className="auth-form chat-page__form" noValidate>
            <h2>{t("chat.offlineForm.title")}</h2>
            <FieldErrors errors={errors.form} message={message} />
            <OfflineFields idPrefix="chat-page" values={result && !result.ok ? (result.values ?? null) : null} errors={errors} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("chat.offlineForm.send")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OfflineFields, useChatErrorText } from "~/components/chat/ChatFields";
import { useChatForm } from "~/components/chat/useChatForm";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { fixedT } from "~/i18n/translate";
import { chatFailureResponse, leaveOfflineMessage } from "~/services/chat.server";
import { chatOfflineSchema } from "~/utils/chat-schemas";
import { privatePageHeaders } from "~/utils/route-headers";
import { languageFromMatches, seoMeta } from "~/utils/meta";

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return seoMeta(matches, { title: t("chat.page.title"), description: t("chat.page.intro"), path: "/chat" });
};

/**
 * The form posts here (the chat widget posts the same message to /api/chat/offline). A refused form
 * comes back with what was typed (conform's reply), so a visitor without JavaScript does not type it again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await leaveOfflineMessage(request, context, await request.formData());
  if (!outcome.ok) return chatFailureResponse(outcome);
  return json({ ok: true as const }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * Where the chat button leads without JavaScript: a plain form that leaves a message for the
 * operators (stored with the contact messages and e-mailed), then a confirmation.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const message = useChatErrorText();
  const { form, errors, formErrors, values } = useChatForm(chatOfflineSchema, result);

  return (
    <section className="container chat-page">
      <h1>{t("chat.page.title")}</h1>
      {result?.ok ? (
        <>
          <p className="chat-page__sent" role="status">
            {t("chat.offlineForm.sent")}
          </p>
          <a className="button button--primary" href="/">
            {t("chat.page.backHome")}
          </a>
        </>
      ) : (
        <>
          <p>{t("chat.page.intro")}</p>
          <Form method="post" className="auth-form chat-page__form" {...getFormProps(form)}>
            <h2>{t("chat.offlineForm.title")}</h2>
            <FieldErrors errors={formErrors} message={message} />
            <OfflineFields idPrefix="chat-page" values={values} errors={errors} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("chat.offlineForm.send")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

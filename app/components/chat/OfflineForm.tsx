import { getFormProps } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { chatOfflineSchema, type ChatFormFailure } from "~/utils/chat-schemas";
import { ChatFormActions, OfflineFields, useChatErrorText } from "./ChatFields";
import type { ChatIdentity } from "./chat-storage";
import { useChatForm } from "./useChatForm";

/** The widget's offline action (the /chat page posts the same message to its own action without JavaScript). */
export const CHAT_OFFLINE_PATH = "/api/chat/offline";

/**
 * With no operator online: a message for the staff's mailbox (spec §4), with the remembered details,
 * posted with a fetcher and checked by conform with the action's own schema.
 */
export function OfflineForm({ identity, onBack }: { identity: ChatIdentity | null; onBack: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ ok: true } | ChatFormFailure>();
  const { form, errors, formErrors, values } = useChatForm(chatOfflineSchema, fetcher.data);
  const message = useChatErrorText();

  if (fetcher.state === "idle" && fetcher.data?.ok) {
    return (
      <div className="chat-offline">
        <p className="chat-offline__sent" role="status">
          {t("chat.offlineForm.sent")}
        </p>
        <button type="button" className="button" onClick={onBack}>
          {t("chat.widget.backToChat")}
        </button>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action={CHAT_OFFLINE_PATH} className="chat-offline auth-form" {...getFormProps(form)}>
      <h3 className="chat-offline__title">{t("chat.offlineForm.title")}</h3>
      <OfflineFields idPrefix="chat-offline" values={{ ...identity, ...values }} errors={errors} />
      <FieldErrors errors={formErrors} message={message} />
      <ChatFormActions
        submitLabel={t("chat.offlineForm.send")}
        busy={fetcher.state !== "idle"}
        backLabel={t("chat.widget.backToChat")}
        onBack={onBack}
      />
    </fetcher.Form>
  );
}

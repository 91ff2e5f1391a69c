import { getFormProps } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { GoogleSignInButton } from "~/components/account/LoginForm";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { chatGuestSchema, type ChatFormFailure, type ChatStarted } from "~/utils/chat-schemas";
import { useRootData } from "~/utils/root-data";
import { ChatFormActions, ContactFields, useChatErrorText } from "./ChatFields";
import { CHAT_START_PATH } from "./chat-start";
import type { ChatIdentity } from "./chat-storage";
import { useChatForm } from "./useChatForm";

/**
 * Spec §2's pre-chat dialog, a modal <dialog> (the browser keeps focus inside it and closes it on
 * Escape, which counts as Batal). It posts to the pre-chat action with a fetcher; conform checks it
 * with the action's own schema first, and shows the action's errors per field the same way.
 */
export function GuestDialog({
  initial,
  onStarted,
  onCancel,
}: {
  initial: ChatIdentity | null;
  onStarted: (started: ChatStarted, identity: ChatIdentity | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<ChatStarted | ChatFormFailure>();
  const { form, errors, formErrors } = useChatForm(chatGuestSchema, fetcher.data);
  const message = useChatErrorText();
  const googleEnabled = useRootData()?.googleEnabled ?? false;
  const { pathname } = useLocation();
  // What was sent, remembered for the next dialog once the action accepts it.
  const sent = useRef<ChatIdentity | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) onStarted(answer, sent.current);
  }, [answer, onStarted]);

  const invalidField = errors.name ? "name" : errors.email ? "email" : null;
  useEffect(() => {
    if (invalidField) ref.current?.querySelector<HTMLElement>(`#chat-guest-${invalidField}`)?.focus();
  }, [invalidField, form.status]);

  const formProps = getFormProps(form);
  return (
    <dialog
      ref={ref}
      className="login-modal chat-guest-dialog"
      aria-labelledby="chat-guest-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <fetcher.Form
        method="post"
        action={CHAT_START_PATH}
        className="login-modal__content auth-form"
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          const parsed = chatGuestSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
          sent.current = parsed.success ? parsed.data : null;
        }}
      >
        <header className="login-modal__header">
          <h2 id="chat-guest-title" className="login-modal__title">
            {t("chat.guestForm.title")}
          </h2>
        </header>
        <ContactFields idPrefix="chat-guest" values={initial} errors={errors} />
        <FieldErrors errors={formErrors} message={message} />
        <p className="chat-guest-dialog__continue">
          <a href="/chat/lanjutkan">{t("chat.guestForm.continueLink")}</a>
        </p>
        <ChatFormActions
          submitLabel={t("chat.guestForm.ok")}
          busy={fetcher.state !== "idle"}
          backLabel={t("chat.guestForm.cancel")}
          onBack={onCancel}
        />
      </fetcher.Form>
      {googleEnabled ? (
        <div className="login-modal__content chat-guest-dialog__google">
          <p>{t("chat.guestForm.orGoogle")}</p>
          {/* Back to this page with the chat open; signed in, the visitor chats as their own account. */}
          <GoogleSignInButton redirectTo={`${pathname}?chat=1`} />
        </div>
      ) : null}
    </dialog>
  );
}

import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { translator } from "~/i18n/message-key";
import { CHAT_LIMITS, isChatErrorKey } from "~/utils/chat-schemas";

export type FieldErrorMap = Record<string, string[]>;

/**
 * The words of a chat form's error: field errors are `chat.errors.*` keys (from the schema, in the
 * browser or in the action's reply); a refusal arrives already written out (see useChatForm).
 */
export function useChatErrorText() {
  const { t } = useTranslation();
  const translate = translator(t);
  // Any other key (a rule every form shares, `validation.*`) is translated too; a refusal's text is kept.
  const text = useMessageText();
  return (error: string) => (isChatErrorKey(error) ? translate(error, { max: CHAT_LIMITS.textMax }) : text(error));
}

function ChatField({
  id,
  label,
  errors,
  input,
  textarea,
}: {
  id: string;
  label: string;
  errors?: string[];
  input?: InputHTMLAttributes<HTMLInputElement>;
  textarea?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}) {
  const message = useChatErrorText();
  const errorId = `${id}-errors`;
  const common = {
    id,
    className: "auth-field__input",
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": errors?.length ? errorId : undefined,
  };
  return (
    <div className={`auth-field${errors?.length ? " auth-field--invalid" : ""}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      {textarea ? <textarea {...textarea} {...common} /> : <input {...input} {...common} />}
      <FieldErrors id={errorId} errors={errors} message={message} />
    </div>
  );
}

/** Name and e-mail: the pre-chat dialog, and the first two fields of the offline form. */
export function ContactFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: { name?: string; email?: string } | null;
  errors: FieldErrorMap;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChatField
        id={`${idPrefix}-name`}
        label={t("chat.guestForm.name")}
        errors={errors.name}
        input={{
          name: "name",
          required: true,
          autoComplete: "name",
          maxLength: CHAT_LIMITS.nameMax,
          defaultValue: values?.name,
        }}
      />
      <EmailField idPrefix={idPrefix} value={values?.email} errors={errors.email} />
    </>
  );
}

/** The e-mail field alone (also the "continue an earlier conversation" form). */
export function EmailField({ idPrefix, value, errors }: { idPrefix: string; value?: string; errors?: string[] }) {
  const { t } = useTranslation();
  return (
    <ChatField
      id={`${idPrefix}-email`}
      label={t("chat.guestForm.email")}
      errors={errors}
      input={{
        name: "email",
        type: "email",
        required: true,
        autoComplete: "email",
        maxLength: CHAT_LIMITS.emailMax,
        defaultValue: value,
      }}
    />
  );
}

/** The offline form's fields (the widget and the /chat page share them). */
export function OfflineFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: { name?: string; email?: string; text?: string } | null;
  errors: FieldErrorMap;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ContactFields idPrefix={idPrefix} values={values} errors={errors} />
      <ChatField
        id={`${idPrefix}-text`}
        label={t("chat.offlineForm.text")}
        errors={errors.text}
        textarea={{ name: "text", required: true, rows: 4, maxLength: CHAT_LIMITS.textMax, defaultValue: values?.text }}
      />
    </>
  );
}

/** A chat form's two buttons: send (disabled while it is on its way) and the way back out. */
export function ChatFormActions({
  submitLabel,
  busy,
  backLabel,
  onBack,
}: {
  submitLabel: string;
  busy: boolean;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <div className="chat-guest-dialog__actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className="button" onClick={onBack}>
        {backLabel}
      </button>
    </div>
  );
}

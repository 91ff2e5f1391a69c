import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import { MAX_MESSAGE_LENGTH } from "~/utils/chat-protocol";
import type { ChatState } from "./chat-connection";

type Mark = "sending" | "sent" | "read" | "failed";

/**
 * The messages of one conversation, oldest first, as a live log (screen readers announce additions),
 * our own on the right with their mark: sending, sent (stored), read by the other side, or failed with
 * a retry button. Scrolls to the newest message when one arrives.
 */
export function ChatLog({
  state,
  language,
  theirName,
  emptyText,
  onRetry,
  visible = true,
}: {
  state: ChatState;
  language: Language;
  theirName: string;
  emptyText: string;
  onRetry: (clientId: string) => void;
  visible?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLOListElement>(null);
  const count = state.messages.length + state.pending.length;
  const theirRead = state.you === "guest" ? state.read.operator : state.read.guest;

  useEffect(() => {
    const list = ref.current;
    if (list && visible) list.scrollTop = list.scrollHeight;
  }, [count, visible, state.peerTyping]);

  const markText = (mark: Mark) => t(`chat.widget.status.${mark}`);

  return (
    <ol ref={ref} className="chat-log" role="log" aria-live="polite" aria-relevant="additions" tabIndex={0}>
      {count === 0 ? <li className="chat-log__empty">{emptyText}</li> : null}
      {state.messages.map((message) => {
        const mine = message.from === state.you;
        const mark: Mark = message.seq <= theirRead ? "read" : "sent";
        return (
          <li key={message.seq} className={`chat-msg ${mine ? "chat-msg--mine" : "chat-msg--theirs"}`} data-seq={message.seq}>
            <span className="visually-hidden">{mine ? t("chat.widget.you") : theirName}: </span>
            <p className="chat-msg__text">{message.text}</p>
            <span className="chat-msg__meta">
              <time dateTime={new Date(message.at).toISOString()}>{formatDate(message.at, "time", language)}</time>
              {mine ? (
                <span className={`chat-msg__mark chat-msg__mark--${mark}`} data-mark={mark}>
                  {markText(mark)}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
      {state.pending.map((message) => (
        <li key={message.clientId} className="chat-msg chat-msg--mine chat-msg--pending">
          <span className="visually-hidden">{t("chat.widget.you")}: </span>
          <p className="chat-msg__text">{message.text}</p>
          <span className="chat-msg__meta">
            <span className={`chat-msg__mark chat-msg__mark--${message.state}`} data-mark={message.state}>
              {markText(message.state)}
            </span>
            {message.state === "failed" ? (
              <>
                {message.error ? <span className="chat-msg__error">{message.error}</span> : null}
                <button type="button" className="chat-msg__retry" onClick={() => onRetry(message.clientId)}>
                  {t("chat.widget.retry")}
                </button>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The message box: Enter sends, Shift+Enter starts a new line; every edit counts as typing. */
export function ChatComposer({
  id,
  onSend,
  onTyping,
  value,
  onChange,
  disabled,
}: {
  id: string;
  onSend: (text: string) => void;
  onTyping: () => void;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const submit = () => {
    if (!value.trim()) return;
    onSend(value);
    onChange("");
  };
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t("chat.widget.messageLabel")}
      </label>
      <textarea
        id={id}
        className="chat-composer__input"
        rows={2}
        value={value}
        disabled={disabled}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={t("chat.widget.placeholder")}
        onChange={(event) => {
          onChange(event.target.value);
          if (event.target.value) onTyping();
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <button type="submit" className="button button--primary chat-composer__send" disabled={disabled || !value.trim()}>
        {t("chat.widget.send")}
      </button>
    </form>
  );
}

import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "~/i18n/config";
import { countryNames } from "~/utils/collator";
import { LANGUAGE_TAGS } from "~/i18n/config";
import { BookingLookup } from "./BookingLookup";
import { ChatComposer, ChatLog } from "./ChatLog";
import type { ChatConnection, ChatState } from "./chat-connection";
import { QUICK_REPLIES, quotedBookingCodes, replyLanguage, type QuickReplies } from "./quick-replies";

/** Guest messages the operator has not read yet. */
export function unreadOf(state: ChatState | null): number {
  if (!state) return 0;
  return state.messages.filter((m) => m.from === "guest" && m.seq > state.read.operator).length;
}

/**
 * One conversation in the operator console: who the guest is (language, country, page), the messages,
 * quick replies in the guest's language (each with the operator's own version beside it when it differs),
 * the booking codes the guest quoted with a read-only look-up, and the composer.
 */
export function OperatorConversation({
  connection,
  name,
  language,
  quickReplies,
}: {
  connection: ChatConnection;
  name: string;
  language: Language;
  quickReplies: QuickReplies;
}) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(connection.subscribe, connection.getSnapshot, connection.getSnapshot);
  const [draft, setDraft] = useState("");
  const unread = unreadOf(state);
  const guestLanguage = isLanguage(state.guest.language) ? state.guest.language : null;
  const replyIn = replyLanguage(guestLanguage, language);
  const country = state.guest.country;
  const countryName = country ? countryNames(LANGUAGE_TAGS[language]).of(country) : undefined;
  const codes = quotedBookingCodes(state.messages.filter((m) => m.from === "guest").map((m) => m.text));

  // What is on screen counts as read while the tab is visible.
  useEffect(() => {
    if (unread === 0) return;
    if (document.visibilityState === "visible") connection.markRead();
    const onVisible = () => document.visibilityState === "visible" && connection.markRead();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [unread, connection]);

  const insert = (text: string) => setDraft((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text));

  return (
    <section className="chat-console__conversation" aria-labelledby="chat-console-title">
      <header className="chat-console__conversation-header">
        <h2 id="chat-console-title">{t("chatConsole.conversationWith", { name })}</h2>
        <dl className="chat-console__facts">
          <div>
            <dt>{t("chatConsole.guestLanguage")}</dt>
            <dd data-testid="guest-language">
              {guestLanguage ? (
                <>
                  <span lang="en">{guestLanguage}</span> · {t(`chatConsole.languageNames.${guestLanguage}`)}
                </>
              ) : (
                t("chatConsole.unknown")
              )}
            </dd>
          </div>
          <div>
            <dt>{t("chatConsole.guestCountry")}</dt>
            <dd data-testid="guest-country">{country ? (countryName ? `${countryName} (${country})` : country) : t("chatConsole.unknown")}</dd>
          </div>
        </dl>
        {state.guestPage ? (
          <p className="chat-console__page">
            {t("chatConsole.guestPage")}{" "}
            <a href={state.guestPage} target="_blank" rel="noreferrer" data-testid="guest-page">
              {state.guestPage}
            </a>
          </p>
        ) : null}
        {state.status === "reconnecting" ? <p role="status">{t("chatConsole.reconnecting")}</p> : null}
      </header>
      <BookingLookup codes={codes} language={language} guestLanguage={guestLanguage} onInsert={insert} />
      <ChatLog
        state={state}
        language={language}
        theirName={name}
        emptyText={t("chatConsole.noMessages")}
        onRetry={(clientId) => connection.retry(clientId)}
      />
      {state.peerTyping ? (
        <p className="chat-typing" aria-live="polite">
          {t("chatConsole.guestTyping", { name })}
        </p>
      ) : null}
      <div className="chat-console__canned" role="group" aria-label={t("chatConsole.cannedIn", { language: replyIn })}>
        <p className="chat-console__canned-title">{t("chatConsole.cannedIn", { language: replyIn })}</p>
        {QUICK_REPLIES.map((key) => (
          <button
            key={key}
            type="button"
            className="chat-console__canned-item"
            lang={replyIn}
            data-reply={key}
            onClick={() => setDraft(quickReplies[replyIn][key])}
          >
            {quickReplies[replyIn][key]}
            {replyIn !== language ? (
              <span className="chat-console__canned-gloss" lang={language}>
                {quickReplies[language][key]}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <ChatComposer
        id="chat-console-message"
        value={draft}
        onChange={setDraft}
        onSend={(text) => connection.send(text)}
        onTyping={() => connection.typing()}
      />
    </section>
  );
}

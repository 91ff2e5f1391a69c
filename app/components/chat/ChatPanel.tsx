import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, DEFAULT_LANGUAGE } from "~/i18n/config";
import type { ChatStarted } from "~/utils/chat-schemas";
import { ChatComposer, ChatLog } from "./ChatLog";
import { ChatConnection, type ChatState } from "./chat-connection";
import { resumeChat } from "./chat-start";
import {
  CHAT_STARTED_KEY,
  chatWasStarted,
  readChatIdentity,
  rememberChatIdentity,
  type ChatIdentity,
} from "./chat-storage";
import { GuestDialog } from "./GuestDialog";
import { OfflineForm } from "./OfflineForm";

const SOCKET_PATH = "/api/chat/socket";
/** Spec §9: the panel scrolls to the newest message this long after it opens (history may still arrive). */
const SCROLL_AFTER_OPEN_MS = 1_500;

const IDLE_STATE: ChatState = {
  status: "idle",
  ready: false,
  you: "guest",
  guestId: null,
  messages: [],
  pending: [],
  read: { guest: 0, operator: 0 },
  presence: null,
  peerTyping: false,
  guestPage: null,
  guest: { language: null, country: null },
  notice: null,
};
const noopSubscribe = () => () => {};
const idleSnapshot = () => IDLE_STATE;

function useChatState(connection: ChatConnection | null): ChatState {
  return useSyncExternalStore(
    connection?.subscribe ?? noopSubscribe,
    connection?.getSnapshot ?? idleSnapshot,
    idleSnapshot,
  );
}

/**
 * The guest's chat panel, loaded on the first click on the chat button (or after a reload when a chat
 * was started before, so unread messages show on the button). First use asks for name and e-mail
 * (spec §2) unless the visitor is signed in; then the socket carries the conversation.
 */
export default function ChatPanel({
  open,
  onClose,
  onUnread,
  signedIn,
  language: pageLanguage,
}: {
  open: boolean;
  onClose: () => void;
  onUnread: (count: number) => void;
  signedIn: boolean;
  language: string;
}) {
  const { t } = useTranslation();
  const language = isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const [asking, setAsking] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [identity, setIdentity] = useState<ChatIdentity | null>(() => readChatIdentity());
  const [draft, setDraft] = useState("");
  const [leaving, setLeaving] = useState(false);
  const state = useChatState(connection);
  const panelRef = useRef<HTMLElement>(null);

  // The conversation the pre-chat action accepted (from the dialog, or resumed): the socket carries it.
  const connectAs = useCallback(
    (started: ChatStarted, who: ChatIdentity | null) => {
      try {
        localStorage.setItem(CHAT_STARTED_KEY, String(started.guestId));
      } catch {
        // Without storage the chat works for this page only.
      }
      if (who) {
        rememberChatIdentity(who);
        setIdentity(who);
      }
      setConnection((current) => {
        if (current) return current;
        const next = new ChatConnection({
          // The page's language, which the socket's own headers may not carry.
          url: `${SOCKET_PATH}?lng=${language}`,
          you: "guest",
          storageKey: `chat.pending.${started.guestId}`,
          page: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
          // A refused socket may mean an expired cookie: renew it (never a new conversation behind the guest's back).
          renew: async () => (await resumeChat()) !== null,
        });
        next.connect();
        return next;
      });
      setAsking(false);
    },
    [language],
  );

  const resume = useCallback(async () => {
    setStarting(true);
    setStartError(null);
    try {
      const resumed = await resumeChat();
      if (resumed) connectAs(resumed, null);
    } catch {
      // Shown in the panel: the chat was resuming by itself.
      setStartError(t("chat.widget.failedToStart"));
    } finally {
      setStarting(false);
    }
  }, [connectAs, t]);

  // Resume first (a signed-in visitor, or this browser's chat cookie, e.g. after a reload or a
  // "continue" link); only when there is nothing to resume does the dialog ask, which starts a new
  // conversation. An e-mail typed in the dialog never reopens an earlier one.
  const [resumeTried, setResumeTried] = useState(false);
  useEffect(() => {
    if (connection || starting || asking) return;
    if (!resumeTried) {
      if (open || chatWasStarted()) {
        setResumeTried(true);
        void resume();
      }
      return;
    }
    if (open && !signedIn) setAsking(true);
  }, [open, connection, starting, asking, signedIn, resume, resumeTried]);

  useEffect(() => () => connection?.close(), [connection]);

  // The operator sees which page the guest is on; client-side navigations tell them too.
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => connection?.pageChanged(), [connection, here]);

  // Unread: operator messages after the guest's read mark. Read as soon as the panel shows them.
  const unread = state.messages.filter((m) => m.from === "operator" && m.seq > state.read.guest).length;
  useEffect(() => {
    onUnread(open ? 0 : unread);
    if (!open || !connection || unread === 0) return;
    if (document.visibilityState === "visible") connection.markRead();
    const onVisible = () => document.visibilityState === "visible" && connection.markRead();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [open, unread, connection, onUnread]);

  // Focus the message box on open; scroll again once late history has had time to arrive.
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>(".chat-composer__input, .chat-offline input, .chat-panel__close")?.focus();
    const timer = setTimeout(() => {
      const log = panel?.querySelector(".chat-log");
      if (log) log.scrollTop = log.scrollHeight;
    }, SCROLL_AFTER_OPEN_MS);
    return () => clearTimeout(timer);
  }, [open, connection]);

  // Operators all busy: the message is kept and answered later, so no leave-a-message form.
  const busy = state.notice?.code === "operatorsBusy";
  const offline = state.ready && state.presence?.online === false && !busy;
  const statusText =
    state.status === "reconnecting"
      ? t("chat.widget.reconnecting")
      : state.status === "connecting" || starting
        ? t("chat.widget.connecting")
        : state.presence?.online
          ? t("chat.widget.operatorOnline")
          : "";

  return (
    <>
      <section
        ref={panelRef}
        id="chat-panel"
        className={`chat-panel${open ? " chat-panel--open" : ""}`}
        role="dialog"
        aria-modal="false"
        aria-labelledby="chat-panel-title"
        aria-hidden={open ? undefined : true}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <header className="chat-panel__header">
          <div>
            <h2 id="chat-panel-title" className="chat-panel__title">
              {t("chat.widget.title")}
            </h2>
            <p
              className={`chat-panel__status chat-panel__status--${state.status}`}
              role="status"
              data-status={state.status}
            >
              {statusText}
            </p>
          </div>
          <button type="button" className="chat-panel__close" onClick={onClose} tabIndex={open ? 0 : -1}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("chat.widget.close")}</span>
          </button>
        </header>
        {connection ? (
          <>
            <ChatLog
              state={state}
              language={language}
              theirName={t("chat.widget.operator")}
              emptyText={t("chat.widget.empty")}
              onRetry={(clientId) => connection.retry(clientId)}
              visible={open}
            />
            {state.peerTyping ? (
              <p className="chat-typing" aria-live="polite">
                {t("chat.widget.operatorTyping")}
              </p>
            ) : null}
            {state.notice && ((offline && state.notice.code === "operatorOffline") || busy) ? (
              <div className="toast toast--error chat-notice" role="alert">
                <p className="toast__message">{state.notice.message}</p>
              </div>
            ) : null}
            {offline && !leaving ? (
              <button type="button" className="button chat-panel__leave" onClick={() => setLeaving(true)}>
                {t("chat.widget.leaveMessage")}
              </button>
            ) : null}
            {offline && leaving ? (
              <OfflineForm identity={identity} onBack={() => setLeaving(false)} />
            ) : (
              <ChatComposer
                id="chat-message"
                value={draft}
                onChange={setDraft}
                onSend={(text) => connection.send(text)}
                onTyping={() => connection.typing()}
              />
            )}
          </>
        ) : startError ? (
          <p className="chat-panel__error" role="alert">
            {startError}
          </p>
        ) : null}
      </section>
      {asking ? (
        <GuestDialog
          initial={identity}
          onStarted={connectAs}
          onCancel={() => {
            setAsking(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}

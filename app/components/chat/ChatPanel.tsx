import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { GoogleSignInButton } from "~/components/account/LoginForm";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { useRootData } from "~/utils/root-data";
import { ContactFields, OfflineFields, useChatErrorText, type FieldErrorMap } from "./ChatFields";
import { isLanguage, DEFAULT_LANGUAGE } from "~/i18n/config";
import { chatGuestSchema } from "~/utils/chat-schemas";
import { ChatComposer, ChatLog } from "./ChatLog";
import { ChatConnection, type ChatState } from "./chat-connection";
import {
  CHAT_STARTED_KEY,
  chatWasStarted,
  readChatIdentity,
  rememberChatIdentity,
  type ChatIdentity,
} from "./chat-storage";

const SOCKET_PATH = "/api/chat/socket";
/** Spec §9: the panel scrolls to the newest message this long after it opens (history may still arrive). */
const SCROLL_AFTER_OPEN_MS = 1_500;

type StartResult = { ok: true; guestId: number; name: string } | { ok: false; errors: FieldErrorMap };

/** The pre-chat dialog's POST: sets the chat cookie. No fields: a signed-in visitor chats as themself. */
async function startChat(identity: ChatIdentity | null): Promise<StartResult> {
  const body = new FormData();
  if (identity) {
    body.set("name", identity.name);
    body.set("email", identity.email);
  }
  const response = await fetch("/api/chat/guest", { method: "POST", body, credentials: "same-origin" });
  const data = (await response.json().catch(() => null)) as StartResult | null;
  if (!data) return { ok: false, errors: { form: ["chat.widget.failedToStart"] } };
  return data;
}

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

  const begin = useCallback(
    async (who: ChatIdentity | null): Promise<FieldErrorMap | null> => {
      setStarting(true);
      setStartError(null);
      try {
        const result = await startChat(who);
        if (!result.ok) return result.errors;
        try {
          localStorage.setItem(CHAT_STARTED_KEY, String(result.guestId));
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
            storageKey: `chat.pending.${result.guestId}`,
            page: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
            // A refused socket may mean an expired cookie: renew it (never a new conversation behind the guest's back).
            renew: async () => (await startChat(null)).ok,
          });
          next.connect();
          return next;
        });
        setAsking(false);
        return null;
      } catch {
        // Shown in the dialog when it is open, in the panel when the chat was resuming by itself.
        setStartError(t("chat.widget.failedToStart"));
        return { form: ["chat.widget.failedToStart"] };
      } finally {
        setStarting(false);
      }
    },
    [t, language],
  );

  // Resume first (a signed-in visitor, or this browser's chat cookie, e.g. after a reload or a
  // "continue" link); only when there is nothing to resume does the dialog ask, which starts a new
  // conversation. An e-mail typed in the dialog never reopens an earlier one.
  const [resumeTried, setResumeTried] = useState(false);
  useEffect(() => {
    if (connection || starting || asking) return;
    if (!resumeTried) {
      if (open || chatWasStarted()) {
        setResumeTried(true);
        void begin(null);
      }
      return;
    }
    if (open && !signedIn) setAsking(true);
  }, [open, connection, starting, asking, signedIn, begin, resumeTried]);

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
          busy={starting}
          onSubmit={begin}
          onCancel={() => {
            setAsking(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Spec §2's pre-chat dialog, a modal <dialog> (the browser keeps focus inside it and closes it on
 * Escape, which counts as Batal). Checked with the same schema as the server; the server's field
 * errors are shown the same way.
 */
function GuestDialog({
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: ChatIdentity | null;
  busy: boolean;
  onSubmit: (identity: ChatIdentity) => Promise<FieldErrorMap | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const message = useChatErrorText();
  const googleEnabled = useRootData()?.googleEnabled ?? false;
  const { pathname } = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

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
      <form
        className="login-modal__content auth-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const parsed = chatGuestSchema.safeParse({ name: form.get("name"), email: form.get("email") });
          if (!parsed.success) {
            const found: FieldErrorMap = {};
            for (const issue of parsed.error.issues) (found[String(issue.path[0])] ??= []).push(issue.message);
            setErrors(found);
            ref.current?.querySelector<HTMLElement>(found.name ? "#chat-guest-name" : "#chat-guest-email")?.focus();
            return;
          }
          setErrors({});
          const serverErrors = await onSubmit(parsed.data);
          if (serverErrors) setErrors(serverErrors);
        }}
      >
        <header className="login-modal__header">
          <h2 id="chat-guest-title" className="login-modal__title">
            {t("chat.guestForm.title")}
          </h2>
        </header>
        <ContactFields idPrefix="chat-guest" values={initial} errors={errors} />
        <FieldErrors errors={errors.form} message={message} />
        <p className="chat-guest-dialog__continue">
          <a href="/chat/lanjutkan">{t("chat.guestForm.continueLink")}</a>
        </p>
        <div className="chat-guest-dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("chat.guestForm.ok")}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t("chat.guestForm.cancel")}
          </button>
        </div>
      </form>
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

type OfflineResult = { ok: true; message: string } | { ok: false; errors: FieldErrorMap };

/** With no operator online: a message for the staff's mailbox (spec §4), with the remembered details. */
function OfflineForm({ identity, onBack }: { identity: ChatIdentity | null; onBack: () => void }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<OfflineResult | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = result && !result.ok ? result.errors : {};
  const message = useChatErrorText();

  if (result?.ok) {
    return (
      <div className="chat-offline">
        <p className="chat-offline__sent" role="status">
          {result.message}
        </p>
        <button type="button" className="button" onClick={onBack}>
          {t("chat.widget.backToChat")}
        </button>
      </div>
    );
  }
  return (
    <form
      className="chat-offline auth-form"
      method="post"
      action="/chat"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          const response = await fetch("/api/chat/offline", {
            method: "POST",
            body: new FormData(event.currentTarget),
          });
          setResult((await response.json()) as OfflineResult);
        } catch {
          setResult({ ok: false, errors: { form: ["chat.widget.failedToStart"] } });
        } finally {
          setBusy(false);
        }
      }}
    >
      <h3 className="chat-offline__title">{t("chat.offlineForm.title")}</h3>
      <OfflineFields idPrefix="chat-offline" values={identity} errors={errors} />
      <FieldErrors errors={errors.form} message={message} />
      <div className="chat-guest-dialog__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("chat.offlineForm.send")}
        </button>
        <button type="button" className="button" onClick={onBack}>
          {t("chat.widget.backToChat")}
        </button>
      </div>
    </form>
  );
}

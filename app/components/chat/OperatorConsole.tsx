import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import type { ChatMessageView, ConversationView } from "~/utils/chat-protocol";
import { ChatConnection, type ChatState } from "./chat-connection";
import { LobbyConnection, type LobbyState } from "./lobby-connection";
import { OperatorConversation, unreadOf } from "./OperatorConversation";
import type { QuickReplies } from "./quick-replies";

const LOBBY_PATH = "/api/chat/lobby";
/** Conversations kept connected for unread counts and notifications (the newest of ours). */
const WATCHED_MAX = 30;

type Permission = NotificationPermission | "unsupported";

function currentPermission(): Permission {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

function notify(title: string, body?: string): void {
  if (currentPermission() !== "granted") return;
  try {
    const notification = new Notification(title, { body, tag: title });
    notification.onclick = () => window.focus();
  } catch {
    // Some browsers only allow notifications from a service worker; the list still shows the badge.
  }
}

const IDLE_LOBBY: LobbyState = { status: "idle", you: null, online: [], conversations: [] };
const noopSubscribe = () => () => {};

function useLobby(lobby: LobbyConnection | null): LobbyState {
  return useSyncExternalStore(lobby?.subscribe ?? noopSubscribe, lobby?.getSnapshot ?? (() => IDLE_LOBBY), () => IDLE_LOBBY);
}

function useConversation(connection: ChatConnection | undefined): ChatState | null {
  return useSyncExternalStore(
    connection?.subscribe ?? noopSubscribe,
    connection?.getSnapshot ?? (() => null),
    () => null,
  );
}

/**
 * The operator's side of the chat (back-office): online while the page is open and the toggle says so,
 * the conversations the lobby knows (waiting, mine, other operators'), one conversation at a time with
 * its history, live replies, typing, read marks and quick replies; a browser notification when a chat
 * is handed to us or a guest writes while we look elsewhere (after the operator allows them).
 */
export function OperatorConsole({
  language,
  operatorId,
  quickReplies,
}: {
  language: Language;
  operatorId: number;
  quickReplies: QuickReplies;
}) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(true);
  const [lobby, setLobby] = useState<LobbyConnection | null>(null);
  const [connections, setConnections] = useState<Map<number, ChatConnection>>(() => new Map());
  const [selected, setSelected] = useState<number | null>(null);
  const [permission, setPermission] = useState<Permission>("default");
  const lobbyState = useLobby(lobby);
  const namesRef = useRef(new Map<number, string>());
  const selectedRef = useRef<number | null>(null);
  selectedRef.current = selected;

  const nameOf = useCallback(
    (conversation: Pick<ConversationView, "guestId" | "guestName">) =>
      conversation.guestName || t("chatConsole.guestNumbered", { id: conversation.guestId }),
    [t],
  );
  for (const c of lobbyState.conversations) namesRef.current.set(c.guestId, nameOf(c));

  useEffect(() => setPermission(currentPermission()), []);

  // Online = the lobby socket is open; the toggle closes it (the lobby hands our chats to someone else).
  useEffect(() => {
    if (!available) return;
    const next = new LobbyConnection(LOBBY_PATH, (conversation) => notify(t("chatConsole.newChat", { name: nameOf(conversation) })));
    next.connect();
    setLobby(next);
    return () => next.close();
  }, [available, t, nameOf]);

  // Keep a socket to every conversation of ours (unread counts, notifications) and to the one on screen.
  const watched = useMemo(() => {
    const ids = lobbyState.conversations
      .filter((c) => c.operatorId === operatorId)
      .slice(0, WATCHED_MAX)
      .map((c) => c.guestId);
    if (selected !== null && !ids.includes(selected)) ids.push(selected);
    return ids;
  }, [lobbyState.conversations, operatorId, selected]);

  useEffect(() => {
    setConnections((current) => {
      let changed = false;
      const next = new Map(current);
      for (const guestId of watched) {
        if (next.has(guestId)) continue;
        const connection = new ChatConnection({
          url: `/api/chat/socket?guest=${guestId}`,
          you: "operator",
          onPeerMessage: (message: ChatMessageView) => {
            if (document.visibilityState === "visible" && selectedRef.current === guestId) return;
            notify(t("chatConsole.newMessage", { name: namesRef.current.get(guestId) ?? String(guestId) }), message.text);
          },
        });
        connection.connect();
        next.set(guestId, connection);
        changed = true;
      }
      for (const [guestId, connection] of next) {
        if (watched.includes(guestId)) continue;
        connection.close();
        next.delete(guestId);
        changed = true;
      }
      return changed ? next : current;
    });
  }, [watched, t]);

  // Close every conversation socket when the page goes.
  const connectionsRef = useRef(connections);
  connectionsRef.current = connections;
  useEffect(() => () => connectionsRef.current.forEach((connection) => connection.close()), []);

  const groups: { key: "waiting" | "mine" | "others"; items: ConversationView[] }[] = [
    { key: "waiting", items: lobbyState.conversations.filter((c) => c.operatorId === null) },
    { key: "mine", items: lobbyState.conversations.filter((c) => c.operatorId === operatorId) },
    { key: "others", items: lobbyState.conversations.filter((c) => c.operatorId !== null && c.operatorId !== operatorId) },
  ];
  const selectedConversation = lobbyState.conversations.find((c) => c.guestId === selected) ?? null;

  const statusText = !available
    ? t("chatConsole.offline")
    : lobbyState.status === "open"
      ? t("chatConsole.online")
      : lobbyState.status === "reconnecting"
        ? t("chatConsole.reconnecting")
        : t("chatConsole.connecting");

  return (
    <div className="chat-console">
      <div className="chat-console__bar">
        <p className={`chat-console__status chat-console__status--${available ? lobbyState.status : "off"}`} role="status" data-testid="operator-status">
          {statusText}
        </p>
        <div className="chat-console__toggle" role="group" aria-label={t("chatConsole.availability")}>
          <button type="button" className="button" aria-pressed={available} onClick={() => setAvailable(true)}>
            {t("chatConsole.goOnline")}
          </button>
          <button type="button" className="button" aria-pressed={!available} onClick={() => setAvailable(false)}>
            {t("chatConsole.goOffline")}
          </button>
        </div>
        {permission === "default" ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={async () => setPermission(await Notification.requestPermission())}
          >
            {t("chatConsole.notificationsEnable")}
          </button>
        ) : permission === "granted" ? (
          <span className="chat-console__note">{t("chatConsole.notificationsOn")}</span>
        ) : permission === "denied" ? (
          <span className="chat-console__note">{t("chatConsole.notificationsBlocked")}</span>
        ) : null}
      </div>
      <div className="chat-console__body">
        <nav className="chat-console__list" aria-label={t("chatConsole.conversations")}>
          {lobbyState.conversations.length === 0 ? <p className="chat-console__none">{t("chatConsole.none")}</p> : null}
          {groups.map((group) =>
            group.items.length ? (
              <section key={group.key} className="chat-console__group">
                <h2 className="chat-console__group-title">{t(`chatConsole.${group.key}`)}</h2>
                <ul>
                  {group.items.map((conversation) => (
                    <ConversationItem
                      key={conversation.guestId}
                      conversation={conversation}
                      name={nameOf(conversation)}
                      connection={connections.get(conversation.guestId)}
                      selected={conversation.guestId === selected}
                      language={language}
                      onSelect={() => setSelected(conversation.guestId)}
                    />
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </nav>
        {selected !== null && connections.get(selected) ? (
          <OperatorConversation
            key={selected}
            connection={connections.get(selected)!}
            name={selectedConversation ? nameOf(selectedConversation) : t("chatConsole.guestNumbered", { id: selected })}
            language={language}
            quickReplies={quickReplies}
          />
        ) : (
          <p className="chat-console__empty">{t("chatConsole.select")}</p>
        )}
      </div>
    </div>
  );
}

function ConversationItem({
  conversation,
  name,
  connection,
  selected,
  language,
  onSelect,
}: {
  conversation: ConversationView;
  name: string;
  connection: ChatConnection | undefined;
  selected: boolean;
  language: Language;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const state = useConversation(connection);
  const unread = unreadOf(state);
  const last = state?.messages[state.messages.length - 1];
  return (
    <li>
      <button
        type="button"
        className={`chat-console__item${selected ? " chat-console__item--selected" : ""}`}
        aria-current={selected ? "true" : undefined}
        onClick={onSelect}
        data-guest={conversation.guestId}
      >
        <span className="chat-console__item-name">{name}</span>
        <span className="chat-console__item-time">{formatDate(conversation.updatedAt, "dateTime", language)}</span>
        {last ? <span className="chat-console__item-last">{last.text}</span> : null}
        {unread > 0 ? (
          <span className="chat-console__unread" data-testid="conversation-unread">
            {t("chatConsole.unread", { count: unread })}
          </span>
        ) : null}
      </button>
    </li>
  );
}

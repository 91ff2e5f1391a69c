import {
  GUEST_PAGE_PATTERN,
  HEARTBEAT_RESPONSE,
  MAX_PAGE_LENGTH,
  type ChatErrorCode,
  type ChatMessageView,
  type ChatRole,
  type GuestFacts,
  type OperatorPresence,
  type ReadMarks,
  type ServerFrame,
} from "~/utils/chat-protocol";
import { loadPending, mergeMessages, newClientId, savePending, type PendingMessage } from "./chat-messages";
import { ReconnectingSocket, type SocketStatus } from "./reconnecting-socket";

export interface ChatState {
  status: SocketStatus;
  /** True once a welcome has arrived on the current or an earlier socket. */
  ready: boolean;
  you: ChatRole;
  guestId: number | null;
  messages: ChatMessageView[];
  pending: PendingMessage[];
  read: ReadMarks;
  presence: OperatorPresence | null;
  /** The other side is typing (cleared after a few seconds without news). */
  peerTyping: boolean;
  /** Operators: the page of the site the guest is on, when they said. */
  guestPage: string | null;
  /** Operators: the guest's language and country, when known. */
  guest: GuestFacts;
  /** The last error frame not tied to a message (operator offline, rate limit…). */
  notice: { code: ChatErrorCode; message: string } | null;
}

/** Typing news older than this is forgotten (a peer that went away never says "stopped"). */
const TYPING_TTL_MS = 6_000;
/** How often "still typing" is repeated while the user types. */
const TYPING_REPEAT_MS = 3_000;
/** Typing stops being announced this long after the last key stroke. */
const TYPING_IDLE_MS = 4_000;
/** An open socket that does not acknowledge a message within this time marks it failed (retry offered). */
const ACK_TIMEOUT_MS = 10_000;

export interface ChatConnectionOptions {
  url: string;
  you: ChatRole;
  /** Where unacknowledged messages survive a reload (guest widget); none for the operator console. */
  storageKey?: string;
  /** Called before a reconnect attempt after repeated failures (the guest renews the chat cookie). */
  renew?: () => Promise<boolean>;
  /** Guests: the page they are on, sent with every hello (path, query and hash). */
  page?: () => string;
  /** A live message from the other side (not history): for notifications. */
  onPeerMessage?: (message: ChatMessageView) => void;
}

/**
 * One conversation seen from a browser (guest widget or operator console), built on the shared frame
 * types: says hello with the last seq it has, merges history and live messages by seq, keeps our
 * messages until they are acknowledged and resends them after every reconnect (the server stores a
 * client id once), and exposes a snapshot for `useSyncExternalStore`.
 */
export class ChatConnection {
  private state: ChatState;
  private readonly listeners = new Set<() => void>();
  private readonly socket: ReconnectingSocket;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private typingSentAt = 0;
  private typingIdleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly ackTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Between this socket's welcome and its close: messages may go now. */
  private live = false;
  /** The highest read mark this client has sent. */
  private readSent = 0;

  constructor(private readonly options: ChatConnectionOptions) {
    this.state = {
      status: "idle",
      ready: false,
      you: options.you,
      guestId: null,
      messages: [],
      pending: loadPending(options.storageKey),
      read: { guest: 0, operator: 0 },
      presence: null,
      peerTyping: false,
      guestPage: null,
      guest: { language: null, country: null },
      notice: null,
    };
    this.socket = new ReconnectingSocket({
      url: options.url,
      renew: options.renew,
      onOpen: () => this.hello(),
      onText: (text) => this.receive(text),
      onStatus: (status) => {
        if (status !== "open") this.live = false;
        this.update({ status });
      },
    });
  }

  // ---------------------------------------------------------------------------
  // Store
  // ---------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ChatState => this.state;

  private update(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    if (patch.pending) savePending(this.options.storageKey, patch.pending);
    for (const listener of this.listeners) listener();
  }

  // ---------------------------------------------------------------------------
  // Lifecycle
  // ---------------------------------------------------------------------------

  connect(): void {
    this.socket.start();
  }

  close(): void {
    this.socket.stop();
    for (const timer of this.ackTimers.values()) clearTimeout(timer);
    this.ackTimers.clear();
    if (this.typingTimer) clearTimeout(this.typingTimer);
    if (this.typingIdleTimer) clearTimeout(this.typingIdleTimer);
  }

  // ---------------------------------------------------------------------------
  // Sending
  // ---------------------------------------------------------------------------

  /** Hello with what we have; a guest also names their page (an unusable address is left out). */
  private hello(): void {
    const page = this.options.page?.().slice(0, MAX_PAGE_LENGTH);
    const frame = { type: "hello", lastSeq: this.lastSeq(), ...(page && GUEST_PAGE_PATTERN.test(page) ? { page } : {}) };
    this.socket.send(JSON.stringify(frame));
  }

  /** The guest moved to another page: say hello again so the operator sees where they are. */
  pageChanged(): void {
    if (this.live) this.hello();
  }

  send(text: string): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    const message: PendingMessage = { clientId: newClientId(), text: trimmed, createdAt: Date.now(), state: "sending" };
    this.update({ pending: [...this.state.pending, message] });
    this.stopTyping();
    this.transmit(message);
  }

  retry(clientId: string): void {
    const message = this.state.pending.find((item) => item.clientId === clientId);
    if (!message) return;
    const again: PendingMessage = { ...message, state: "sending", error: undefined };
    this.update({ pending: this.state.pending.map((item) => (item.clientId === clientId ? again : item)) });
    this.transmit(again);
  }

  /** Tells the other side everything up to the newest message has been seen. */
  markRead(): void {
    const last = this.lastSeq();
    const mine = this.state.you === "guest" ? this.state.read.guest : this.state.read.operator;
    const theirs = this.state.messages.some((m) => m.seq > mine && m.from !== this.state.you);
    if (last <= mine || last <= this.readSent || !theirs || !this.live) return;
    if (this.socket.send(JSON.stringify({ type: "read", upTo: last }))) this.readSent = last;
  }

  /** Call on every edit of the message box: announces typing, at most every few seconds. */
  typing(): void {
    const now = Date.now();
    if (now - this.typingSentAt > TYPING_REPEAT_MS) {
      this.typingSentAt = now;
      this.socket.send(JSON.stringify({ type: "typing", active: true }));
    }
    if (this.typingIdleTimer) clearTimeout(this.typingIdleTimer);
    this.typingIdleTimer = setTimeout(() => this.stopTyping(), TYPING_IDLE_MS);
  }

  private stopTyping(): void {
    if (this.typingIdleTimer) clearTimeout(this.typingIdleTimer);
    this.typingIdleTimer = null;
    if (this.typingSentAt === 0) return;
    this.typingSentAt = 0;
    this.socket.send(JSON.stringify({ type: "typing", active: false }));
  }

  private transmit(message: PendingMessage): void {
    // While the socket is down the message waits; the next welcome resends it.
    if (!this.live) return;
    this.socket.send(JSON.stringify({ type: "message", clientId: message.clientId, text: message.text }));
    const previous = this.ackTimers.get(message.clientId);
    if (previous) clearTimeout(previous);
    this.ackTimers.set(
      message.clientId,
      setTimeout(() => {
        this.ackTimers.delete(message.clientId);
        this.fail(message.clientId);
      }, ACK_TIMEOUT_MS),
    );
  }

  private fail(clientId: string, error?: string): void {
    this.update({
      pending: this.state.pending.map((item) => (item.clientId === clientId ? { ...item, state: "failed", error } : item)),
    });
  }

  // ---------------------------------------------------------------------------
  // Receiving
  // ---------------------------------------------------------------------------

  private receive(text: string): void {
    if (text === HEARTBEAT_RESPONSE) return;
    let frame: ServerFrame;
    try {
      frame = JSON.parse(text) as ServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case "welcome": {
        this.live = true;
        this.update({
          ready: true,
          guestId: frame.guestId,
          messages: mergeMessages(this.state.messages, frame.history),
          read: frame.read,
          presence: frame.presence,
          guestPage: frame.guestPage ?? null,
          guest: frame.guest ?? { language: null, country: null },
          notice: frame.presence.online ? null : this.state.notice,
        });
        this.dropAcknowledged();
        // Everything still unacknowledged goes again, in order; the server answers a known id with its ack.
        for (const message of this.state.pending) if (message.state === "sending") this.transmit(message);
        return;
      }
      case "ack": {
        const timer = this.ackTimers.get(frame.clientId);
        if (timer) clearTimeout(timer);
        this.ackTimers.delete(frame.clientId);
        const message = this.state.pending.find((item) => item.clientId === frame.clientId);
        const stored: ChatMessageView | null = message
          ? { seq: frame.seq, clientId: frame.clientId, from: this.state.you, authorId: 0, text: message.text, at: frame.at }
          : null;
        this.update({
          messages: stored ? mergeMessages(this.state.messages, [stored]) : this.state.messages,
          pending: this.state.pending.filter((item) => item.clientId !== frame.clientId),
        });
        return;
      }
      case "message": {
        const { type: _type, ...view } = frame;
        this.update({
          messages: mergeMessages(this.state.messages, [view]),
          peerTyping: view.from === this.state.you ? this.state.peerTyping : false,
        });
        this.dropAcknowledged();
        if (view.from !== this.state.you) this.options.onPeerMessage?.(view);
        return;
      }
      case "read":
        this.update({
          read: { ...this.state.read, [frame.by]: Math.max(this.state.read[frame.by], frame.upTo) },
        });
        return;
      case "typing": {
        if (frame.by === this.state.you) return;
        if (this.typingTimer) clearTimeout(this.typingTimer);
        if (frame.active) this.typingTimer = setTimeout(() => this.update({ peerTyping: false }), TYPING_TTL_MS);
        this.update({ peerTyping: frame.active });
        return;
      }
      case "guestPage":
        this.update({ guestPage: frame.page });
        return;
      case "guest":
        this.update({ guest: { language: frame.language, country: frame.country } });
        return;
      case "presence": {
        const { type: _type, ...presence } = frame;
        this.update({ presence, notice: presence.online ? null : this.state.notice });
        return;
      }
      case "error": {
        if (frame.clientId) {
          const timer = this.ackTimers.get(frame.clientId);
          if (timer) clearTimeout(timer);
          this.ackTimers.delete(frame.clientId);
          this.fail(frame.clientId, frame.message);
          return;
        }
        this.update({ notice: { code: frame.code, message: frame.message } });
        return;
      }
    }
  }

  /** A message of ours that is already in the history (sent from another tab, or acked then reloaded). */
  private dropAcknowledged(): void {
    const known = new Set(this.state.messages.filter((m) => m.from === this.state.you).map((m) => m.clientId));
    if (this.state.pending.some((item) => known.has(item.clientId))) {
      this.update({ pending: this.state.pending.filter((item) => !known.has(item.clientId)) });
    }
  }

  private lastSeq(): number {
    const { messages } = this.state;
    return messages.length ? messages[messages.length - 1].seq : 0;
  }

}

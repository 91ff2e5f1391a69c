import { HEARTBEAT_RESPONSE, type ConversationView, type LobbyFrame } from "~/utils/chat-protocol";
import { ReconnectingSocket, type SocketStatus } from "./reconnecting-socket";

export interface LobbyState {
  status: SocketStatus;
  /** This operator's user id, once the lobby has said so. */
  you: number | null;
  online: number[];
  /** Newest first. */
  conversations: ConversationView[];
}

/**
 * The operator console's socket to the lobby: holding it open is what makes this operator online
 * (design §6). It keeps the list of conversations up to date and reports ones newly handed to us.
 */
export class LobbyConnection {
  private state: LobbyState = { status: "idle", you: null, online: [], conversations: [] };
  private readonly listeners = new Set<() => void>();
  private readonly socket: ReconnectingSocket;

  constructor(
    url: string,
    private readonly onAssigned: (conversation: ConversationView) => void,
  ) {
    this.socket = new ReconnectingSocket({
      url,
      onOpen: () => this.socket.send(JSON.stringify({ type: "hello" })),
      onText: (text) => this.receive(text),
      onStatus: (status) => this.update({ status }),
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LobbyState => this.state;

  connect(): void {
    this.socket.start();
  }

  close(): void {
    this.socket.stop();
  }

  private update(patch: Partial<LobbyState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private receive(text: string): void {
    if (text === HEARTBEAT_RESPONSE) return;
    let frame: LobbyFrame;
    try {
      frame = JSON.parse(text) as LobbyFrame;
    } catch {
      return;
    }
    if (frame.type === "lobby") {
      this.update({ you: frame.you, online: frame.online, conversations: frame.conversations });
    } else if (frame.type === "operators") {
      this.update({ online: frame.online });
    } else if (frame.type === "conversation") {
      const { type: _type, ...view } = frame;
      const previous = this.state.conversations.find((c) => c.guestId === view.guestId);
      const rest = this.state.conversations.filter((c) => c.guestId !== view.guestId);
      this.update({ conversations: [view, ...rest].sort((a, b) => b.updatedAt - a.updatedAt) });
      if (this.state.you !== null && view.operatorId === this.state.you && previous?.operatorId !== this.state.you) {
        this.onAssigned(view);
      }
    }
  }
}

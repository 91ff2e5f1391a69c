import { HEARTBEAT_REQUEST } from "~/utils/chat-protocol";

export type SocketStatus = "idle" | "connecting" | "open" | "reconnecting" | "closed";

/** First retry after this long (spec §9: the socket is polled again every 1000 ms) … */
export const RECONNECT_BASE_MS = 1_000;
/** … doubling up to this. */
export const RECONNECT_MAX_MS = 30_000;
/** Keep-alive: the server answers without waking its object, and proxies see traffic. */
const HEARTBEAT_MS = 25_000;
/** After this many failed attempts in a row the owner may renew its credential before trying again. */
const RENEW_AFTER_FAILURES = 2;

export interface ReconnectingSocketOptions {
  /** A path on this site (`/api/chat/socket`) or a full ws(s) URL. */
  url: string;
  onOpen: () => void;
  onText: (text: string) => void;
  onStatus: (status: SocketStatus) => void;
  renew?: () => Promise<boolean>;
}

function socketUrl(url: string): string {
  if (/^wss?:/.test(url)) return url;
  const base = new URL(url, window.location.href);
  base.protocol = base.protocol === "https:" ? "wss:" : "ws:";
  return base.toString();
}

/**
 * A WebSocket that comes back: after a close it tries again after 1 s, 2 s, 4 s … (at most 30 s, with
 * some jitter so a server restart is not met by every browser at once), at once when the browser says it
 * is online again, and sends a heartbeat while open. `stop()` ends it for good.
 */
export class ReconnectingSocket {
  private ws: WebSocket | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private stopped = true;

  constructor(private readonly options: ReconnectingSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener("online", this.onBrowserOnline);
    this.open("connecting");
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener("online", this.onBrowserOnline);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopHeartbeat();
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000, "bye");
    this.options.onStatus("closed");
  }

  /** Sends now if open; returns false when the frame could not go (the caller keeps what matters). */
  send(text: string): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    try {
      this.ws.send(text);
      return true;
    } catch {
      return false;
    }
  }

  private readonly onBrowserOnline = () => {
    if (this.stopped || this.ws) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.open("reconnecting");
  };

  private open(status: SocketStatus): void {
    this.options.onStatus(status);
    const ws = new WebSocket(socketUrl(this.options.url));
    this.ws = ws;
    let opened = false;
    ws.addEventListener("open", () => {
      if (this.ws !== ws) return;
      opened = true;
      this.failures = 0;
      this.options.onStatus("open");
      this.startHeartbeat();
      this.options.onOpen();
    });
    ws.addEventListener("message", (event) => {
      if (this.ws === ws && typeof event.data === "string") this.options.onText(event.data);
    });
    ws.addEventListener("close", () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopHeartbeat();
      if (!opened) this.failures += 1;
      if (!this.stopped) this.scheduleRetry();
    });
  }

  private scheduleRetry(): void {
    this.options.onStatus("reconnecting");
    const attempt = Math.max(0, this.failures - 1);
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
    const jittered = delay * (0.8 + Math.random() * 0.4);
    this.retryTimer = setTimeout(async () => {
      this.retryTimer = null;
      if (this.stopped) return;
      // A socket that never opens twice in a row may be refused (an expired cookie): renew it first.
      if (this.failures >= RENEW_AFTER_FAILURES && this.options.renew) {
        await this.options.renew().catch(() => false);
        if (this.stopped) return;
      }
      this.open("reconnecting");
    }, jittered);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => this.send(HEARTBEAT_REQUEST), HEARTBEAT_MS);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}

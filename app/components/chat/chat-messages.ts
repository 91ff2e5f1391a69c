import type { ChatMessageView } from "~/utils/chat-protocol";

/**
 * The messages a chat connection holds besides the conversation itself: ours that the server has not
 * acknowledged yet (kept across reloads in localStorage, resent after every reconnect) and the merge
 * of history and live messages by seq.
 */

/** A message of ours the server has not acknowledged yet (kept until the ack, resent after a reconnect). */
export interface PendingMessage {
  clientId: string;
  text: string;
  createdAt: number;
  state: "sending" | "failed";
  /** The server's localized reason when it refused the message. */
  error?: string;
}

export function newClientId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function isPendingMessage(value: unknown): value is PendingMessage {
  return (
    typeof value === "object" &&
    value !== null &&
    "clientId" in value &&
    typeof value.clientId === "string" &&
    "text" in value &&
    typeof value.text === "string" &&
    "createdAt" in value &&
    typeof value.createdAt === "number"
  );
}

/** The unacknowledged messages a reload left behind under `storageKey` (the guest widget), to resend. */
export function loadPending(storageKey: string | undefined): PendingMessage[] {
  if (!storageKey || typeof localStorage === "undefined") return [];
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(raw) ? raw.filter(isPendingMessage).map((item) => ({ ...item, state: "sending" })) : [];
  } catch {
    return [];
  }
}

export function savePending(storageKey: string | undefined, pending: PendingMessage[]): void {
  if (!storageKey || typeof localStorage === "undefined") return;
  try {
    if (pending.length) localStorage.setItem(storageKey, JSON.stringify(pending));
    else localStorage.removeItem(storageKey);
  } catch {
    // Private mode or a full storage: the messages are still resent while the page stays open.
  }
}

/** Messages by seq, each once (a reconnect can deliver one both live and in history). */
export function mergeMessages(current: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  if (incoming.length === 0) return current;
  const bySeq = new Map(current.map((m) => [m.seq, m]));
  for (const message of incoming) {
    const known = bySeq.get(message.seq);
    // Our own ack carries no author id; the broadcast or history copy is more complete.
    bySeq.set(message.seq, known && message.authorId === 0 ? known : message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

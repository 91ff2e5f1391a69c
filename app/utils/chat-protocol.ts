import { z } from "zod";
import { cleanText } from "./form-input";

/**
 * The chat's wire protocol: JSON text frames over a WebSocket, shared by the Durable Objects and the
 * browser widget / operator console. Every frame has a `type`. Nothing in here touches Workers APIs, so
 * the client bundle can import it as is.
 *
 * A client opens with `hello {lastSeq}` and waits for `welcome` (history after lastSeq, read marks,
 * operator presence) before sending messages; frames sent earlier are handled but may be answered before
 * the welcome. Each `message` carries a client id; the client keeps it until the `ack`, resends unacked
 * ones after a reconnect (the server stores a client id once) and drops incoming seqs it already has.
 */

/** Longest message a sender may send, in characters. */
export const MAX_MESSAGE_LENGTH = 2000;
/** A client id is a short opaque string (a UUID in practice). */
export const MAX_CLIENT_ID_LENGTH = 64;
/** Per-sender rate limit: at most this many messages … */
export const RATE_LIMIT_MESSAGES = 10;
/** … within this window. */
export const RATE_LIMIT_WINDOW_MS = 10_000;
/** A frame larger than this is refused before it is parsed. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** The most messages a welcome frame carries; older ones stay in the back-office mirror. */
export const HISTORY_LIMIT = 500;
/** Longest page address a guest's hello may name. */
export const MAX_PAGE_LENGTH = 300;
/**
 * A page of this site as a guest names it: a path (with query and hash) starting with one slash, in
 * printable characters without spaces or backslashes — never a full or protocol-relative URL.
 */
export const GUEST_PAGE_PATTERN = /^\/(?!\/)[\u0021-\u005b\u005d-\u007e\u00a0-\uffff]*$/;
/** Both sockets answer this text with PONG without waking the object (keep-alive). */
export const HEARTBEAT_REQUEST = "ping";
export const HEARTBEAT_RESPONSE = "pong";

export type ChatRole = "guest" | "operator";

/** Error codes a client can switch on; the `message` is already in the connection's language. */
export const CHAT_ERROR_CODES = [
  "badFrame",
  "messageEmpty",
  "messageTooLong",
  "rateLimited",
  "operatorOffline",
  /** Operators are online but each has as many open conversations as allowed: messages wait for one. */
  "operatorsBusy",
  "notAllowed",
  "serverError",
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

const seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// ---------------------------------------------------------------------------
// Client → server
// ---------------------------------------------------------------------------

const helloFrame = z.object({
  type: z.literal("hello"),
  /** The highest seq the client already has (0 or absent: send the whole history). */
  lastSeq: seq.optional(),
  /**
   * Guests only: the page of this site they are on (path, query and hash), shown to the operator.
   * A path on this site only: a full URL, a protocol-relative one or control characters are refused.
   */
  page: z
    .string()
    .max(MAX_PAGE_LENGTH)
    .regex(GUEST_PAGE_PATTERN)
    .optional(),
});

const messageFrame = z.object({
  type: z.literal("message"),
  clientId: z.string().min(1).max(MAX_CLIENT_ID_LENGTH).regex(/^[A-Za-z0-9_-]+$/),
  text: z.string(),
});

const readFrame = z.object({ type: z.literal("read"), upTo: seq });

const typingFrame = z.object({ type: z.literal("typing"), active: z.boolean().optional() });

const clientFrame = z.discriminatedUnion("type", [helloFrame, messageFrame, readFrame, typingFrame]);
export type ClientFrame = z.infer<typeof clientFrame>;

// ---------------------------------------------------------------------------
// Server → client
// ---------------------------------------------------------------------------

export interface ChatMessageView {
  seq: number;
  clientId: string;
  from: ChatRole;
  authorId: number;
  text: string;
  /** Epoch milliseconds when the server stored it. */
  at: number;
}

export interface ReadMarks {
  guest: number;
  operator: number;
}

/** What operators are told about the guest: the page language they chat in and the country they connect from. */
export interface GuestFacts {
  /** "id", "en" or "fr"; null before the guest first connected. */
  language: string | null;
  /** ISO 3166-1 alpha-2 from Cloudflare's geolocation; null when unknown. */
  country: string | null;
}

export interface OperatorPresence {
  online: boolean;
  /** The operator assigned to this conversation, when there is one. */
  operatorId: number | null;
}

export type ServerFrame =
  | {
      type: "welcome";
      guestId: number;
      you: ChatRole;
      history: ChatMessageView[];
      lastSeq: number;
      read: ReadMarks;
      presence: OperatorPresence;
      /** The page the guest last said they were on (null until they say). */
      guestPage: string | null;
      /** To operators: the guest's language and country (ISO 3166-1 alpha-2) when known. */
      guest: GuestFacts;
    }
  | { type: "ack"; clientId: string; seq: number; at: number }
  | ({ type: "message" } & ChatMessageView)
  | { type: "read"; by: ChatRole; upTo: number }
  | { type: "typing"; by: ChatRole; active: boolean }
  /** To operators: the guest opened another page of the site. */
  | { type: "guestPage"; page: string }
  /** To operators: the guest connected again with another language or from another country. */
  | ({ type: "guest" } & GuestFacts)
  | ({ type: "presence" } & OperatorPresence)
  | { type: "error"; code: ChatErrorCode; message: string; clientId?: string };

// ---------------------------------------------------------------------------
// Operator lobby
// ---------------------------------------------------------------------------

export interface ConversationView {
  guestId: number;
  guestName: string;
  /** The operator who has it, or null while it waits for one. */
  operatorId: number | null;
  updatedAt: number;
}

/** Frames the lobby sends to operators (operators send only `hello` and the heartbeat). */
export type LobbyFrame =
  | { type: "lobby"; you: number; online: number[]; conversations: ConversationView[] }
  | ({ type: "conversation" } & ConversationView)
  | { type: "operators"; online: number[] }
  | { type: "error"; code: ChatErrorCode; message: string; clientId?: string };

// ---------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; code: ChatErrorCode; clientId?: string };

/**
 * Turns whatever arrived on a socket into a frame, or the error code to answer with. Never throws: a
 * binary frame, invalid JSON, an unknown type or a wrong field all become `badFrame`; a message that is
 * empty or too long gets its own code (with its client id, so the sender knows which one failed).
 */
export function parseClientFrame(raw: string | ArrayBuffer): ParsedFrame {
  if (typeof raw !== "string") return { ok: false, code: "badFrame" };
  if (raw.length > MAX_FRAME_BYTES) return { ok: false, code: "messageTooLong" };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, code: "badFrame" };
  }
  const parsed = clientFrame.safeParse(data);
  if (!parsed.success) return { ok: false, code: "badFrame" };
  const frame = parsed.data;
  if (frame.type === "message") {
    // Like every text typed into this site: no NUL or other control characters (form-input.ts).
    const text = cleanText(frame.text, "several").trim();
    if (!text) return { ok: false, code: "messageEmpty", clientId: frame.clientId };
    // Counted in code points, as a person counts characters (an emoji is one).
    if ([...text].length > MAX_MESSAGE_LENGTH) {
      return { ok: false, code: "messageTooLong", clientId: frame.clientId };
    }
    return { ok: true, frame: { ...frame, text } };
  }
  return { ok: true, frame };
}

export function encodeFrame(frame: ServerFrame | LobbyFrame): string {
  return JSON.stringify(frame);
}

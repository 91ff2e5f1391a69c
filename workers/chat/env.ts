import type { Bindings } from "../../app/env.server";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../app/i18n/config";
import { translator } from "../../app/i18n/message-key";
import { fixedT } from "../../app/i18n/translate";
import { MAX_MESSAGE_LENGTH, type ChatErrorCode } from "../../app/utils/chat-protocol";

/*
 * What the chat's Worker code and its two objects know of each other. The namespaces are typed by the
 * calls one side makes on the other (structural interfaces that the classes implement), so nothing here
 * imports the classes and no module imports back the one that imports it.
 */

/** The lobby's answer to a conversation asking for an operator. */
export interface OperatorAssignment {
  operatorId: number | null;
  /** No operator given although some are online: every one of them is at their limit. */
  busy: boolean;
}

/** What the Worker, the lobby and the tests call on a conversation (workers/chat/session.ts). */
export interface ChatSessionRpc extends Rpc.DurableObjectBranded {
  setOperator(operatorId: number | null, busy?: boolean): Promise<void>;
  mirror(): Promise<boolean>;
  pendingMirrorCount(): number;
}

/** What the Worker, the conversations and the tests call on the lobby (workers/chat/lobby.ts). */
export interface OperatorLobbyRpc extends Rpc.DurableObjectBranded {
  assign(guestId: number, guestName: string): Promise<OperatorAssignment>;
  activity(guestId: number, guestName: string, fromGuest: boolean): Promise<OperatorAssignment>;
  guestLeft(guestId: number): Promise<void>;
  online(): Promise<number[]>;
  settled(): Promise<boolean>;
}

/** The Worker's bindings with the chat's two Durable Object namespaces (wrangler.toml). */
export interface ChatEnv extends Bindings {
  CHAT_SESSION: DurableObjectNamespace<ChatSessionRpc>;
  OPERATOR_LOBBY: DurableObjectNamespace<OperatorLobbyRpc>;
}

/** The one lobby object every operator and conversation meets in. */
export const LOBBY_NAME = "lobby";

export function lobbyOf(env: ChatEnv): DurableObjectStub<OperatorLobbyRpc> {
  return env.OPERATOR_LOBBY.get(env.OPERATOR_LOBBY.idFromName(LOBBY_NAME));
}

/** The conversation of one guest, named by their user id. */
export function sessionOf(env: ChatEnv, guestId: number): DurableObjectStub<ChatSessionRpc> {
  return env.CHAT_SESSION.get(env.CHAT_SESSION.idFromName(String(guestId)));
}

/**
 * Headers the Worker sets on the upgrade request it forwards to an object, after it has checked the
 * cookie. Whatever a browser sent under these names is overwritten, so an object can trust them.
 */
export const CHAT_HEADERS = {
  role: "X-Chat-Role",
  user: "X-Chat-User",
  guest: "X-Chat-Guest",
  name: "X-Chat-Name",
  lang: "X-Chat-Lang",
  /** The guest's country (ISO 3166-1 alpha-2) as Cloudflare locates them, or empty. */
  country: "X-Chat-Country",
} as const;

/**
 * The country a request comes from, as Cloudflare locates it (`request.cf.country`, else the
 * `CF-IPCountry` header it adds): two capital letters, or null when unknown — Cloudflare's "XX" (no
 * data) and "T1" (Tor) included.
 */
export function requestCountry(request: Request): string | null {
  const cf = (request as { cf?: { country?: unknown } }).cf;
  for (const value of [cf?.country, request.headers.get("CF-IPCountry")]) {
    const code = typeof value === "string" ? value.trim().toUpperCase() : "";
    if (/^[A-Z]{2}$/.test(code) && code !== "XX") return code;
  }
  return null;
}

export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The error frame text for `code` in the connection's language. */
export function chatErrorText(language: Language, code: ChatErrorCode): string {
  return translator(fixedT(language))(`chat.socket.${code}`, { max: MAX_MESSAGE_LENGTH });
}

/** A positive integer id from a header or query value, or null: the site's one id reading. */
export { parseId } from "../../app/utils/route-params";

/** One random element, chosen with the platform's CSPRNG (no modulo bias worth mentioning for small lists). */
export function pickRandom<T>(items: readonly T[]): T | null {
  if (items.length === 0) return null;
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return items[n % items.length];
}

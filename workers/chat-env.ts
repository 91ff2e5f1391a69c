import type { Bindings } from "../app/env.server";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../app/i18n/config";
import { messagesFor } from "../app/utils/meta";
import { MAX_MESSAGE_LENGTH, type ChatErrorCode } from "../app/utils/chat-protocol";
import type { ChatSession } from "./chat-session";
import type { OperatorLobby } from "./operator-lobby";

/** The Worker's bindings with the chat's two Durable Object namespaces (wrangler.toml). */
export interface ChatEnv extends Bindings {
  CHAT_SESSION: DurableObjectNamespace<ChatSession>;
  OPERATOR_LOBBY: DurableObjectNamespace<OperatorLobby>;
}

/** The one lobby object every operator and conversation meets in. */
export const LOBBY_NAME = "lobby";

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
} as const;

export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The error frame text for `code` in the connection's language. */
export function chatErrorText(language: Language, code: ChatErrorCode): string {
  return messagesFor(language).chat.socket[code].replace("{{max}}", String(MAX_MESSAGE_LENGTH));
}

/** A positive integer id from a header or query value, or null. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One random element, chosen with the platform's CSPRNG (no modulo bias worth mentioning for small lists). */
export function pickRandom<T>(items: readonly T[]): T | null {
  if (items.length === 0) return null;
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return items[n % items.length];
}

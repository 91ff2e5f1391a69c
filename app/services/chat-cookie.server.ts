import { createCookie } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import { readCookieValue } from "~/services/cookies.server";

/**
 * The chat cookie (design §6): the only credential a guest's chat socket accepts. Signed with
 * SESSION_SECRET, HttpOnly, SameSite=Lax; it names the guest account and the name it chats under.
 */
export const CHAT_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

type CookieEnv = Pick<AppEnv, "SESSION_SECRET" | "isProduction">;

export function chatCookieName(env: Pick<AppEnv, "isProduction">): string {
  return env.isProduction ? "__Host-chat" : "chat";
}

function chatCookie(env: CookieEnv) {
  return createCookie(chatCookieName(env), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    secrets: [env.SESSION_SECRET],
    maxAge: CHAT_COOKIE_MAX_AGE_S,
  });
}

export interface ChatGuestIdentity {
  guestId: number;
  name: string;
}

export function serializeChatCookie(env: CookieEnv, identity: ChatGuestIdentity): Promise<string> {
  return chatCookie(env).serialize({ v: 1, g: identity.guestId, n: identity.name });
}

/** "missing" when the request has no chat cookie, "invalid" when it has one that does not verify. */
export async function readChatCookie(
  request: Request,
  env: CookieEnv,
): Promise<ChatGuestIdentity | "missing" | "invalid"> {
  const header = request.headers.get("Cookie");
  const name = chatCookieName(env);
  if (!header || !header.split(";").some((part) => part.trim().startsWith(`${name}=`))) return "missing";
  const value = await readCookieValue(chatCookie(env), header);
  if (typeof value !== "object" || value === null) return "invalid";
  const { v, g, n } = value as Record<string, unknown>;
  if (v !== 1 || typeof g !== "number" || !Number.isSafeInteger(g) || g <= 0 || typeof n !== "string") return "invalid";
  return { guestId: g, name: n };
}

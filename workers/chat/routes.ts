import { createLoadContext } from "../../app/context.server";
import { createDb } from "../../app/models/db.server";
import { chatParticipantName } from "../../app/models/chat.server";
import type { Bindings } from "../../app/env.server";
import { parseEnv } from "../../app/env.server";
import { getLanguage } from "../../app/i18n/i18n.server";
import type { Language } from "../../app/i18n/config";
import type { Messages } from "../../app/i18n/locales/id";
import { translator } from "../../app/i18n/message-key";
import { fixedT } from "../../app/i18n/translate";
import { readChatCookie, chatCookieName } from "../../app/services/chat-cookie.server";
import { isSameOriginSocket } from "../../app/services/cross-site.server";
import { getAuthSession, sessionCookieName } from "../../app/services/session.server";
import { hasAnyAuthority } from "../../app/utils/authorities";
import { CHAT_OPERATOR_ROLES } from "../../app/utils/chat-roles";
import { CHAT_HEADERS, lobbyOf, parseId, requestCountry, sessionOf, type ChatEnv } from "./env";

export const CHAT_SOCKET_PATH = "/api/chat/socket";
export const CHAT_LOBBY_PATH = "/api/chat/lobby";

type Refusal = keyof Messages["chat"]["refusal"] & string;

async function refuse(request: Request, status: number, key: Refusal, language?: Language): Promise<Response> {
  const lang = language ?? (await getLanguage(request));
  return new Response(translator(fixedT(lang))(`chat.refusal.${key}`), {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Language": lang,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function hasCookie(request: Request, name: string): boolean {
  const header = request.headers.get("Cookie");
  return Boolean(header?.split(";").some((part) => part.trim().startsWith(`${name}=`)));
}

/** The signed-in staff member allowed to operate the chat, or the refusal to answer with. */
async function requireOperator(
  request: Request,
  env: Bindings,
  ctx: ExecutionContext,
  language: Language,
): Promise<{ userId: number } | Response> {
  const context = createLoadContext(request, env, ctx);
  const session = await getAuthSession(request, context);
  if (!session) {
    // Someone who holds a credential of ours, just not the right one (a guest's chat cookie, a stale
    // session) is refused; someone with none is asked to identify.
    const appEnv = context.env;
    const known = hasCookie(request, sessionCookieName(appEnv)) || hasCookie(request, chatCookieName(appEnv));
    return refuse(request, known ? 403 : 401, known ? "forbidden" : "signInRequired", language);
  }
  if (!hasAnyAuthority(session.user, CHAT_OPERATOR_ROLES)) return refuse(request, 403, "forbidden", language);
  return { userId: session.user.id };
}

/** The upgrade request an object receives: the browser's handshake plus the identity the Worker checked. */
function forward(request: Request, identity: Record<keyof typeof CHAT_HEADERS, string>): Request {
  const headers = new Headers(request.headers);
  for (const [key, name] of Object.entries(CHAT_HEADERS)) {
    headers.set(name, identity[key as keyof typeof CHAT_HEADERS]);
  }
  return new Request(request.url, { method: "GET", headers });
}

/**
 * The chat's two socket endpoints (design §6, ADR 019). Everything is checked here, before any object is
 * touched: a WebSocket upgrade, a same-origin Origin, then the credential — the chat cookie for a guest
 * (who can only ever reach their own conversation), a staff session with an operator role for
 * `?guest=<id>` and for the lobby. Returns null for every other path.
 */
export async function routeChat(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== CHAT_SOCKET_PATH && url.pathname !== CHAT_LOBBY_PATH) return null;
  const language = await getLanguage(request);
  if (request.method !== "GET" || request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return refuse(request, 426, "upgradeRequired", language);
  }
  if (!isSameOriginSocket(request)) return refuse(request, 403, "crossSite", language);
  const chatEnv = env as ChatEnv;
  if (!chatEnv.CHAT_SESSION || !chatEnv.OPERATOR_LOBBY) throw new Error("chat Durable Object bindings are missing (check wrangler.toml)");

  if (url.pathname === CHAT_LOBBY_PATH) {
    const operator = await requireOperator(request, env, ctx, language);
    if (operator instanceof Response) return operator;
    return lobbyOf(chatEnv).fetch(
      forward(request, { role: "operator", user: String(operator.userId), guest: "", name: "", lang: language, country: "" }),
    );
  }

  const guestParam = url.searchParams.get("guest");
  if (guestParam !== null) {
    const operator = await requireOperator(request, env, ctx, language);
    if (operator instanceof Response) return operator;
    const guestId = parseId(guestParam);
    if (!guestId) return refuse(request, 400, "badRequest", language);
    return sessionOf(chatEnv, guestId).fetch(
      forward(request, { role: "operator", user: String(operator.userId), guest: String(guestId), name: "", lang: language, country: "" }),
    );
  }

  const guest = await readChatCookie(request, parseEnv(env));
  if (guest === "missing") return refuse(request, 401, "signInRequired", language);
  if (guest === "invalid") return refuse(request, 403, "forbidden", language);
  // A guest account deleted as idle (it never wrote) has no conversation left to open: start a new one.
  if ((await chatParticipantName(createDb(env.DB), guest.guestId)) === null) {
    return refuse(request, 401, "signInRequired", language);
  }
  return sessionOf(chatEnv, guest.guestId).fetch(
    forward(request, {
      role: "guest",
      user: String(guest.guestId),
      guest: String(guest.guestId),
      name: encodeURIComponent(guest.name),
      lang: language,
      country: requestCountry(request) ?? "",
    }),
  );
}

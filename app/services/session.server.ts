import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import type { LangKey, Role } from "~/db/schema";
import type { AppEnv } from "~/env.server";
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from "~/models/session.server";
import { clientIp } from "~/models/visitor.server";
import { readCookieValue } from "~/services/cookies.server";
import { timingSafeEqual } from "~/services/password.server";
import { randomToken, sha256Hex } from "~/services/tokens.server";

/**
 * Sessions are D1 rows (see docs/decisions/006-sessions.md). The cookie holds `<series>.<token>`:
 * the series is the row id (public: /sessions lists and revokes by it), the token is a 256-bit secret
 * of which only the SHA-256 is stored. The cookie is also signed with SESSION_SECRET, so a forged
 * value is rejected before any database read.
 */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session without remember-me ends after this long without a request (and with the browser). */
export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Last-used dates are written at most this often, so ordinary page views do not all write to D1. */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const SERIES_BYTES = 18;
const USER_AGENT_MAX = 300;

type SessionEnv = Pick<AppEnv, "SESSION_SECRET" | "isProduction">;

export function sessionCookieName(env: Pick<AppEnv, "isProduction">): string {
  // __Host- makes the browser insist on Secure, Path=/ and no Domain: no sibling subdomain can set it.
  return env.isProduction ? "__Host-session" : "session";
}

function sessionCookie(env: SessionEnv) {
  return createCookie(sessionCookieName(env), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    secrets: [env.SESSION_SECRET],
  });
}

export interface SessionUser {
  id: number;
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  langKey: LangKey;
  authorities: Role[];
}

export interface AuthSession {
  /** The series: the session row's id. */
  id: string;
  remember: boolean;
  user: SessionUser;
}

async function readCookie(request: Request, env: SessionEnv): Promise<{ id: string; token: string } | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(sessionCookieName(env))) return null;
  const value = await readCookieValue(sessionCookie(env), header);
  if (typeof value !== "string") return null;
  const [id, token, ...rest] = value.split(".");
  if (!id || !token || rest.length > 0) return null;
  return { id, token };
}

async function tokenMatches(token: string, storedHash: string): Promise<boolean> {
  const encoder = new TextEncoder();
  return timingSafeEqual(encoder.encode(await sha256Hex(token)), encoder.encode(storedHash));
}

async function loadSession(request: Request, context: AppLoadContext): Promise<AuthSession | null> {
  const { db, env, ctx } = context;
  const cookie = await readCookie(request, env);
  if (!cookie) return null;
  const row = await findSessionWithUser(db, cookie.id);
  if (!row || !(await tokenMatches(cookie.token, row.tokenHash))) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || !row.user.activated) {
    ctx.waitUntil(deleteSession(db, row.id).catch((error: unknown) => console.error("session cleanup failed", error)));
    return null;
  }
  if (now - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    const expiresAt = row.remember ? row.expiresAt : new Date(now + IDLE_TIMEOUT_MS);
    ctx.waitUntil(
      touchSession(db, row.id, new Date(now), expiresAt).catch((error: unknown) =>
        console.error("session touch failed", error),
      ),
    );
  }
  const { activated: _activated, ...user } = row.user;
  return { id: row.id, remember: row.remember, user };
}

// One lookup per request however many loaders ask: the load context is created per request.
const perRequest = new WeakMap<AppLoadContext, Promise<AuthSession | null>>();

/** The signed-in session of this request, or null. Never throws for a bad or stale cookie. */
export function getAuthSession(request: Request, context: AppLoadContext): Promise<AuthSession | null> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = loadSession(request, context);
    perRequest.set(context, pending);
  }
  return pending;
}

/**
 * Signs a user in: a new series and token every time (the id rotates at each login, so a session id
 * known before login is worthless after it), replacing the session the browser had. Returns the
 * Set-Cookie header value.
 */
export async function startSession(
  request: Request,
  context: AppLoadContext,
  options: { userId: number; remember: boolean },
): Promise<string> {
  const { db, env, ctx } = context;
  const previous = await readCookie(request, env);
  if (previous) await deleteSession(db, previous.id);
  perRequest.delete(context);

  const id = randomToken(SERIES_BYTES);
  const token = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + (options.remember ? REMEMBER_ME_MS : IDLE_TIMEOUT_MS));
  await insertSession(db, {
    id,
    userId: options.userId,
    tokenHash: await sha256Hex(token),
    ipAddress: clientIp(request),
    userAgent: request.headers.get("User-Agent")?.slice(0, USER_AGENT_MAX) ?? null,
    remember: options.remember,
    expiresAt,
  });
  ctx.waitUntil(
    deleteExpiredSessions(db, options.userId, new Date(now)).catch((error: unknown) =>
      console.error("expired session cleanup failed", error),
    ),
  );
  // Remember-me: a persistent cookie; otherwise a browser-session cookie (the row still expires).
  return sessionCookie(env).serialize(`${id}.${token}`, options.remember ? { expires: expiresAt } : {});
}

/** The Set-Cookie value that removes the session cookie. */
export function clearSessionCookie(env: SessionEnv): Promise<string> {
  return sessionCookie(env).serialize("", { expires: new Date(0), maxAge: 0 });
}

/** Signs this browser out: deletes its row and returns the Set-Cookie that clears the cookie. */
export async function endSession(request: Request, context: AppLoadContext): Promise<string> {
  const cookie = await readCookie(request, context.env);
  if (cookie) await deleteSession(context.db, cookie.id);
  perRequest.delete(context);
  return clearSessionCookie(context.env);
}

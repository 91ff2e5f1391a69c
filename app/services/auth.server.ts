import { invariantResponse } from "~/utils/invariant";
import { createCookie, createCookieSessionStorage, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator, Strategy, type AuthenticateOptions } from "remix-auth";
import { GoogleStrategy } from "remix-auth-google";
import type { SessionStorage } from "@remix-run/server-runtime";
import type { Role } from "~/db/schema";
import type { AppEnv } from "~/env.server";
import { getLanguage, languageCookie } from "~/i18n/i18n.server";
import { clientIp } from "~/models/visitor.server";
import { findLoginCandidate, getAuthorities } from "~/models/user.server";
import { writeAudit, AUDIT } from "~/models/audit-log.server";
import { SignInError } from "~/services/auth-errors.server";
import { linkOrCreateGoogleAccount, type GoogleIdentity } from "~/services/google-account.server";
import { verifyAndSpendCaptcha } from "~/services/captcha.server";
import { checkLoginThrottle, recordLoginFailure, UNKNOWN_IP } from "~/services/login-throttle.server";
import { PBKDF2_ITERATIONS, verifyPassword } from "~/services/password.server";
import { endSession, getAuthSession, startSession, type AuthSession } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";
import { hasAnyAuthority, landingPage } from "~/utils/authorities";
import { loginUrl, postLoginRedirect } from "~/utils/redirects";

/** Who an authentication strategy says signed in. */
export interface AuthenticatedUser {
  id: number;
  login: string;
  firstName: string | null;
  langKey: "id" | "en" | "fr";
}

/**
 * Verifying a password against this hash costs the same as a real one, so an unknown login name
 * answers in the same time as a wrong password.
 */
const DUMMY_HASH = `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${btoa("\u0000".repeat(16))}$${btoa("\u0000".repeat(32))}`;

interface CredentialsParams {
  login: string;
  password: string;
  /** The captcha the form showed (only after many failures for the account). */
  captcha: { token: string; answer: string } | null;
  request: Request;
}

/** Login name (or e-mail) and password from a form POST. */
class CredentialsStrategy extends Strategy<AuthenticatedUser, CredentialsParams> {
  name = "credentials";

  async authenticate(
    request: Request,
    sessionStorage: SessionStorage,
    options: AuthenticateOptions,
  ): Promise<AuthenticatedUser> {
    const form = await request.formData();
    const login = form.get("login");
    const password = form.get("password");
    const token = form.get("captchaToken");
    const answer = form.get("captcha");
    const captcha = typeof token === "string" && typeof answer === "string" && token ? { token, answer } : null;
    try {
      if (typeof login !== "string" || typeof password !== "string") throw new SignInError("invalid");
      const user = await this.verify({ login, password, captcha, request });
      return await this.success(user, request, sessionStorage, options);
    } catch (error) {
      if (error instanceof Response) throw error;
      const cause = error instanceof Error ? error : new Error(String(error));
      return this.failure(cause.message, request, sessionStorage, options, cause);
    }
  }
}

/** Both OAuth round-trip cookies: scoped to /auth, signed, gone after ten minutes. */
function oauthCookieOptions(env: Pick<AppEnv, "SESSION_SECRET" | "isProduction">) {
  return {
    path: "/auth",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: env.isProduction,
    secrets: [env.SESSION_SECRET],
    maxAge: 600,
  };
}

function oauthStorage(env: Pick<AppEnv, "SESSION_SECRET" | "isProduction">) {
  // Holds only the OAuth `state` between the redirect to Google and the callback.
  return createCookieSessionStorage({ cookie: { name: "oauth", ...oauthCookieOptions(env) } });
}

/** Where to return after Google, kept for the length of the round trip. */
export function oauthRedirectCookie(env: Pick<AppEnv, "SESSION_SECRET" | "isProduction">) {
  return createCookie("oauth_redirect", oauthCookieOptions(env));
}

export function isGoogleEnabled(env: Pick<AppEnv, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export const GOOGLE_CALLBACK_PATH = "/auth/google/callback";

/** remix-auth's Authenticator with this request's strategies (built per request: no shared state). */
export function createAuthenticator(request: Request, context: AppLoadContext): Authenticator<AuthenticatedUser> {
  const { db, env } = context;
  const authenticator = new Authenticator<AuthenticatedUser>(oauthStorage(env), { throwOnError: true });

  authenticator.use(
    new CredentialsStrategy(async ({ login, password, captcha, request: req }) => {
      const identifier = login.trim().toLowerCase();
      const ip = clientIp(req) ?? UNKNOWN_IP;
      const candidate = await findLoginCandidate(db, identifier);
      const subject = { login: candidate?.login ?? identifier, ip };
      const verdict = await checkLoginThrottle(db, subject);
      if (!verdict.allowed) throw new SignInError("throttled", verdict.retryAfterSeconds);
      if (verdict.captchaRequired) {
        const solved =
          captcha !== null && (await verifyAndSpendCaptcha(db, env.SESSION_SECRET, captcha.token, captcha.answer)) === "ok";
        if (!solved) throw new SignInError("captcha", verdict.accountRetryAfterSeconds);
      }

      const hash = candidate?.passwordHash ?? DUMMY_HASH;
      const matches = (await verifyPassword(password, hash, env.PASSWORD_PEPPER)) && Boolean(candidate?.passwordHash);
      if (!candidate || !matches) {
        await recordLoginFailure(db, subject);
        await writeAudit(db, {
          principal: subject.login || "anonymous",
          type: AUDIT.loginFailure,
          message: candidate ? "Bad credentials" : "Unknown account",
          remoteAddress: clientIp(req),
        });
        throw new SignInError("invalid", 0, verdict.captchaRequired);
      }
      if (!candidate.activated) {
        await writeAudit(db, {
          principal: candidate.login,
          type: AUDIT.loginFailure,
          message: "Account not activated",
          remoteAddress: clientIp(req),
        });
        throw new SignInError("inactive");
      }
      return { id: candidate.id, login: candidate.login, firstName: candidate.firstName, langKey: candidate.langKey };
    }),
  );

  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    authenticator.use(
      new GoogleStrategy<AuthenticatedUser>(
        {
          clientID: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          callbackURL: new URL(GOOGLE_CALLBACK_PATH, env.PUBLIC_SITE_URL).toString(),
          prompt: "select_account",
        },
        async ({ profile }) => {
          const raw = profile._json;
          const verified = raw.email_verified === true || String(raw.email_verified) === "true";
          if (!raw.email) throw new Error("Google did not return an e-mail address");
          if (!verified) throw new SignInError("googleUnverified");
          const identity: GoogleIdentity = {
            email: raw.email,
            givenName: raw.given_name ?? null,
            familyName: raw.family_name ?? null,
          };
          return linkOrCreateGoogleAccount(db, identity, await getLanguage(request));
        },
      ),
    );
  }
  return authenticator;
}

/**
 * Ends a successful sign-in by any method: new session (id rotated), audit row, the account's language
 * remembered, then the stored previous page, the dashboard for administrators, or home.
 */
export async function completeSignIn(
  request: Request,
  context: AppLoadContext,
  user: AuthenticatedUser,
  options: { remember: boolean; redirectTo: unknown; method: "password" | "google"; headers?: Headers },
): Promise<Response> {
  const { db, env } = context;
  const headers = new Headers(options.headers);
  headers.append("Set-Cookie", await startSession(request, context, { userId: user.id, remember: options.remember }));
  headers.append("Set-Cookie", await languageCookie.serialize(user.langKey));
  const [authorities] = await Promise.all([
    getAuthorities(db, user.id),
    writeAudit(db, {
      principal: user.login,
      type: AUDIT.loginSuccess,
      message: options.method === "google" ? "Signed in with Google" : "Signed in",
      remoteAddress: clientIp(request),
      data: { remember: options.remember, method: options.method },
    }),
  ]);
  const target = postLoginRedirect(options.redirectTo, landingPage({ authorities }));
  return redirectWithToast(
    target,
    { type: "success", key: "account.login.signedIn", values: { name: user.firstName?.trim() || user.login } },
    env,
    { headers },
  );
}

/**
 * Signs this browser out (the logout button, or revoking the session in use on /sessions): its session
 * row deleted, the cookie cleared, an audit row for who it was, then the sign-in page (spec §2).
 */
export async function signOut(request: Request, context: AppLoadContext) {
  const session = await getAuthSession(request, context);
  const clear = await endSession(request, context);
  if (session) {
    await writeAudit(context.db, {
      principal: session.user.login,
      type: AUDIT.logout,
      remoteAddress: clientIp(request),
    });
  }
  return redirectWithToast("/login", { type: "info", key: "account.login.signedOut" }, context.env, {
    headers: { "Set-Cookie": clear },
  });
}

/** The path (with query) of this request, as a redirect target; Remix's data parameters removed. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

/** The signed-in session, or a redirect to the sign-in page that returns here afterwards. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<AuthSession> {
  const session = await getAuthSession(request, context);
  if (!session) throw redirect(loginUrl(currentPath(request)), { headers: { "Cache-Control": "no-store" } });
  return session;
}

/** Like requireUser, and the account must hold `role`; otherwise 403 in the visitor's language. */
export function requireUserWithRole(request: Request, context: AppLoadContext, role: Role): Promise<AuthSession> {
  return requireUserWithAnyRole(request, context, [role]);
}

/** Like requireUser, and the account must hold one of `roles` (a staff set such as FRONT_DESK_ROLES); otherwise 403. */
export async function requireUserWithAnyRole(
  request: Request,
  context: AppLoadContext,
  roles: readonly Role[],
): Promise<AuthSession> {
  const session = await requireUser(request, context);
  invariantResponse(hasAnyAuthority(session.user, roles), "security.forbiddenMessage", { status: 403 });
  return session;
}

/** The signed-in user for the layout (login, names, authorities), or null. */
export async function getCurrentUser(request: Request, context: AppLoadContext) {
  const session = await getAuthSession(request, context);
  if (!session) return null;
  const { login, firstName, lastName, authorities } = session.user;
  return { login, firstName, lastName, authorities };
}

import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/config";
import type { MessageKey } from "~/i18n/message-key";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { createAccount, findUserByEmail, isLoginTaken } from "~/models/user.server";
import { clientIp } from "~/models/visitor.server";
import { signInFailure, SignInError } from "~/services/auth-errors.server";
import { randomToken } from "~/services/tokens.server";
import { LIMITS, LOGIN_PATTERN } from "~/utils/account-schemas";

/** Signing in with Google: the account it lands on, and what a failed attempt leaves behind. */

export interface GoogleIdentity {
  email: string;
  givenName: string | null;
  familyName: string | null;
}

async function freeLoginFor(db: Db, email: string): Promise<string> {
  const address = email.toLowerCase();
  if (address.length <= LIMITS.loginMax && LOGIN_PATTERN.test(address) && !(await isLoginTaken(db, address))) {
    return address;
  }
  const base = (address.split("@")[0].replace(/[^a-z0-9_'.@-]/g, "_") || "user").slice(0, 40);
  for (let attempt = 0; attempt < 8; attempt++) {
    const suffix = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000;
    const candidate = `${base}-${suffix}`;
    if (!(await isLoginTaken(db, candidate))) return candidate;
  }
  return `${base}-${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "0")}`;
}

/**
 * Google sign-in with an address Google verified: the account with this address, or a new one. An existing
 * account is taken only when its own owner proved the address too (activation link, password reset or
 * confirmed change): otherwise whoever typed someone else's address at registration would receive that
 * person's Google sign-ins. An account an administrator deactivated stays refused.
 */
export async function linkOrCreateGoogleAccount(db: Db, identity: GoogleIdentity, language: Language) {
  const email = identity.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (!existing.activated && !existing.activationPending) throw new SignInError("inactive");
    if (!existing.emailVerified) throw new SignInError("unverifiedAccount");
    return { id: existing.id, login: existing.login, firstName: existing.firstName, langKey: existing.langKey };
  }
  const login = await freeLoginFor(db, email);
  const firstName = identity.givenName?.trim().slice(0, LIMITS.nameMax) || null;
  const id = await createAccount(db, {
    login,
    email,
    passwordHash: null,
    firstName,
    lastName: identity.familyName?.trim().slice(0, LIMITS.nameMax) || null,
    langKey: language,
    activated: true,
    emailVerified: true,
    createdBy: "google",
  });
  await writeAudit(db, { principal: login, type: AUDIT.registered, message: "Registered with Google" });
  return { id, login, firstName, langKey: language };
}

/**
 * A Google sign-in that failed (refused by the rules above, or Google itself failing): audited as an
 * AUTHENTICATION_FAILURE of "anonymous", and the message the sign-in page shows.
 */
export async function googleSignInFailed(
  context: Pick<AppLoadContext, "db">,
  request: Request,
  error: unknown,
): Promise<MessageKey> {
  const failure = signInFailure(error);
  await writeAudit(context.db, {
    principal: "anonymous",
    type: AUDIT.loginFailure,
    message: `Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
    remoteAddress: clientIp(request),
  });
  switch (failure?.reason) {
    case "inactive":
      return "account.login.inactive";
    case "googleUnverified":
      return "account.login.googleUnverified";
    case "unverifiedAccount":
      return "account.login.googleAccountUnverified";
    default:
      return "account.login.googleFailed";
  }
}

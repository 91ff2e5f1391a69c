import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/models/db.server";
import type { LangKey, Role } from "~/db/schema";
import { deleteSession, deleteUserSessions } from "~/models/session.server";
import {
  activateByKeyHash,
  completeReset,
  createAccount,
  findByValidResetKey,
  findUserByEmail,
  getAccount,
  getAuthorities,
  isActivationKeyValid,
  isEmailTaken,
  isUniqueViolation,
  replaceAuthorities,
  resetKeyIssuedAt,
  setResetKey,
  updatePasswordHash,
  updateSettings,
} from "~/models/user.server";
import { clientIp } from "~/models/visitor.server";
import {
  applyEmailChange,
  cancelPendingEmailChange,
  findEmailChangeByKey,
  findPendingEmailChange,
  savePendingEmailChange,
  takeEmailChange,
} from "~/models/email-change.server";
import {
  activationEmail,
  emailChangeConfirmation,
  emailChangeNotice,
  passwordResetEmail,
} from "~/services/account-emails.server";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { checkLoginThrottle, recordLoginFailure, UNKNOWN_IP } from "~/services/login-throttle.server";
import { createMailer } from "~/services/mailer.server";
import type { Actor } from "~/services/intent.server";
import { hashPassword, verifyPassword } from "~/services/password.server";
import { isWellFormedKey, randomToken, sha256Hex } from "~/services/tokens.server";

/**
 * Account use cases behind the account pages. Routes parse and validate forms; these functions do the
 * work, write audit rows and send e-mail. Keys handed out by e-mail are 32 random bytes; only their
 * SHA-256 is stored, and a key is consumed by the UPDATE that uses it.
 */
type Context = Pick<AppLoadContext, "db" | "env" | "ctx">;

export type RegisterOutcome = { ok: true } | { ok: false; reason: "loginTaken" | "emailTaken" | "failed" };

export async function registerAccount(
  context: Context,
  request: Request,
  input: { login: string; email: string; password: string; langKey: LangKey },
): Promise<RegisterOutcome> {
  const { db, env } = context;
  const key = randomToken();
  const login = input.login.trim().toLowerCase();
  const email = input.email.trim().toLowerCase();
  try {
    await createAccount(db, {
      login,
      email,
      passwordHash: await hashPassword(input.password, env.PASSWORD_PEPPER),
      langKey: input.langKey,
      activated: false,
      activationKeyHash: await sha256Hex(key),
      createdBy: "anonymousUser",
    });
  } catch (error) {
    // A concurrent registration can win the race between the form's uniqueness check and this insert.
    if (isUniqueViolation(error, "login")) return { ok: false, reason: "loginTaken" };
    if (isUniqueViolation(error, "email")) return { ok: false, reason: "emailTaken" };
    console.error("registration failed", error);
    return { ok: false, reason: "failed" };
  }
  await writeAudit(db, { principal: login, type: AUDIT.registered, remoteAddress: clientIp(request) });
  await createMailer(context).send(await activationEmail(env, { email, login, langKey: input.langKey }, key));
  return { ok: true };
}

export async function isActivationKeyUsable(db: Db, key: unknown): Promise<boolean> {
  if (!isWellFormedKey(key)) return false;
  return isActivationKeyValid(db, await sha256Hex(key));
}

export async function activateAccount(context: Context, request: Request, key: unknown): Promise<boolean> {
  if (!isWellFormedKey(key)) return false;
  const account = await activateByKeyHash(context.db, await sha256Hex(key));
  if (!account) return false;
  await writeAudit(context.db, { principal: account.login, type: AUDIT.activated, remoteAddress: clientIp(request) });
  return true;
}

/** A second request within this time re-uses the key already e-mailed instead of sending another. */
export const RESET_RESEND_INTERVAL_MS = 60 * 1000;

export async function requestPasswordReset(
  context: Context,
  request: Request,
  emailAddress: string,
): Promise<"sent" | "notRegistered"> {
  const { db, env } = context;
  const account = await findUserByEmail(db, emailAddress);
  if (!account) return "notRegistered";
  const issuedAt = await resetKeyIssuedAt(db, account.id);
  const now = new Date();
  if (issuedAt && now.getTime() - issuedAt.getTime() < RESET_RESEND_INTERVAL_MS) return "sent";
  const key = randomToken();
  await setResetKey(db, account.id, await sha256Hex(key), now);
  await writeAudit(db, {
    principal: account.login,
    type: AUDIT.passwordResetRequested,
    remoteAddress: clientIp(request),
  });
  await createMailer(context).send(await passwordResetEmail(env, account, key));
  return "sent";
}

export async function isResetKeyUsable(db: Db, key: unknown): Promise<boolean> {
  if (!isWellFormedKey(key)) return false;
  return Boolean(await findByValidResetKey(db, await sha256Hex(key)));
}

/** Sets a new password from an e-mailed key (valid 24 hours, once) and signs the account out everywhere. */
export async function finishPasswordReset(
  context: Context,
  request: Request,
  key: unknown,
  newPassword: string,
): Promise<boolean> {
  const { db, env } = context;
  if (!isWellFormedKey(key)) return false;
  const keyHash = await sha256Hex(key);
  const account = await findByValidResetKey(db, keyHash);
  if (!account) return false;
  const changed = await completeReset(db, account, keyHash, await hashPassword(newPassword, env.PASSWORD_PEPPER));
  if (!changed) return false;
  await deleteUserSessions(db, account.id);
  await writeAudit(db, { principal: account.login, type: AUDIT.passwordReset, remoteAddress: clientIp(request) });
  return true;
}

export type PasswordChangeOutcome =
  { status: "changed" | "wrongCurrent" } | { status: "throttled"; retryAfterSeconds: number };

/**
 * Changes the signed-in user's password. The current password is checked (and wrong guesses count
 * towards the same throttle as sign-in); other sessions of the account are signed out.
 */
export async function changePassword(
  context: Context,
  request: Request,
  session: { id: string; user: { id: number; login: string } },
  input: { currentPassword?: string; newPassword: string },
): Promise<PasswordChangeOutcome> {
  const { db, env } = context;
  const account = await getAccount(db, session.user.id);
  if (!account) return { status: "wrongCurrent" };
  if (account.passwordHash) {
    const subject = { login: account.login, ip: clientIp(request) ?? UNKNOWN_IP };
    const verdict = await checkLoginThrottle(db, subject);
    // Someone signed in already: an account under guessing pauses password changes (no captcha here).
    if (!verdict.allowed || verdict.captchaRequired) {
      return { status: "throttled", retryAfterSeconds: Math.max(verdict.retryAfterSeconds, verdict.accountRetryAfterSeconds) };
    }
    if (!(await verifyPassword(input.currentPassword ?? "", account.passwordHash, env.PASSWORD_PEPPER))) {
      await recordLoginFailure(db, subject);
      return { status: "wrongCurrent" };
    }
  }
  await updatePasswordHash(db, account.id, await hashPassword(input.newPassword, env.PASSWORD_PEPPER), account.login);
  await deleteUserSessions(db, account.id, session.id);
  await writeAudit(db, { principal: account.login, type: AUDIT.passwordChanged, remoteAddress: clientIp(request) });
  return { status: "changed" };
}

export type SettingsOutcome = { status: "saved"; confirmationSentTo: string | null } | { status: "emailTaken" };

/**
 * Saves names and language at once. A new e-mail address is only requested: the account keeps its address
 * until the link sent to the new one is opened (24 hours, once), and the current address is told. Nobody
 * can thus claim an address they cannot read — which Google sign-in would then trust.
 */
export async function saveSettings(
  context: Context,
  request: Request,
  user: { id: number; login: string },
  values: { firstName: string; lastName: string; email: string; langKey: LangKey },
): Promise<SettingsOutcome> {
  const { db, env } = context;
  const account = await getAccount(db, user.id);
  if (!account) return { status: "emailTaken" };
  const newEmail = values.email.trim().toLowerCase();
  const changing = newEmail !== account.email;
  if (changing && (await isEmailTaken(db, newEmail, user.id))) return { status: "emailTaken" };
  await updateSettings(db, user.id, values, user.login);
  await writeAudit(db, { principal: user.login, type: AUDIT.settingsChanged, remoteAddress: clientIp(request) });
  if (!changing) return { status: "saved", confirmationSentTo: null };

  const now = new Date();
  const pending = await findPendingEmailChange(db, user.id, now);
  // The same request again within a minute re-uses the link already sent instead of mailing another.
  if (pending?.newEmail === newEmail && now.getTime() - pending.createdAt.getTime() < RESET_RESEND_INTERVAL_MS) {
    return { status: "saved", confirmationSentTo: newEmail };
  }
  const key = randomToken();
  await savePendingEmailChange(db, { userId: user.id, newEmail, keyHash: await sha256Hex(key), now });
  await writeAudit(db, {
    principal: user.login,
    type: AUDIT.emailChangeRequested,
    remoteAddress: clientIp(request),
    data: { from: account.email, to: newEmail },
  });
  const recipient = { login: account.login, firstName: values.firstName, langKey: values.langKey };
  const mailer = createMailer(context);
  await mailer.send(await emailChangeConfirmation(env, { ...recipient, email: newEmail, oldEmail: account.email }, key));
  await mailer.send(await emailChangeNotice(env, { ...recipient, email: account.email }, newEmail));
  return { status: "saved", confirmationSentTo: newEmail };
}

/** Withdraws the signed-in account's pending change of address (its link stops working). */
export async function cancelEmailChange(context: Context, request: Request, user: { id: number; login: string }) {
  const cancelled = await cancelPendingEmailChange(context.db, user.id);
  if (cancelled) {
    await writeAudit(context.db, { principal: user.login, type: AUDIT.emailChangeCancelled, remoteAddress: clientIp(request) });
  }
  return cancelled;
}

export type EmailChangeKeyState =
  | { state: "ready"; newEmail: string; login: string }
  | { state: "invalid" }
  | { state: "expired" }
  | { state: "taken"; newEmail: string };

/** What a confirmation link would do, without using it (opening a link changes nothing). */
export async function checkEmailChangeKey(db: Db, key: unknown, now = new Date()): Promise<EmailChangeKeyState> {
  if (!isWellFormedKey(key)) return { state: "invalid" };
  const change = await findEmailChangeByKey(db, await sha256Hex(key));
  if (!change) return { state: "invalid" };
  if (change.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  if (await isEmailTaken(db, change.newEmail, change.userId)) return { state: "taken", newEmail: change.newEmail };
  return { state: "ready", newEmail: change.newEmail, login: change.login };
}

export type EmailChangeOutcome =
  | { status: "confirmed"; newEmail: string }
  | { status: "invalid" | "expired" }
  | { status: "taken"; newEmail: string };

/**
 * Confirms a change of address with the e-mailed key: valid 24 hours, once (the row is deleted as it is
 * read). If another account took the address meanwhile, the account keeps its old one.
 */
export async function confirmEmailChange(
  context: Context,
  request: Request,
  key: unknown,
  now = new Date(),
): Promise<EmailChangeOutcome> {
  const { db } = context;
  if (!isWellFormedKey(key)) return { status: "invalid" };
  const change = await takeEmailChange(db, await sha256Hex(key));
  if (!change) return { status: "invalid" };
  if (change.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  if (await isEmailTaken(db, change.newEmail, change.userId)) return { status: "taken", newEmail: change.newEmail };
  let applied: Awaited<ReturnType<typeof applyEmailChange>>;
  try {
    applied = await applyEmailChange(db, change.userId, change.newEmail);
  } catch (error) {
    // A registration can take the address between the check and the update.
    if (isUniqueViolation(error, "email")) return { status: "taken", newEmail: change.newEmail };
    throw error;
  }
  if (!applied) return { status: "invalid" };
  await writeAudit(db, {
    principal: applied.login,
    type: AUDIT.emailChanged,
    remoteAddress: clientIp(request),
    data: { from: applied.oldEmail, to: change.newEmail },
  });
  return { status: "confirmed", newEmail: change.newEmail };
}

/** Replaces a user's authorities and records who changed them from what to what. */
export async function changeAuthorities(
  db: Db,
  change: { userId: number; login: string; roles: readonly Role[]; actor: string; remoteAddress?: string | null },
): Promise<void> {
  const before = await getAuthorities(db, change.userId);
  await replaceAuthorities(db, change.userId, change.roles);
  await writeAudit(db, {
    principal: change.actor,
    type: AUDIT.authoritiesChanged,
    message: `Authorities of ${change.login} changed`,
    remoteAddress: change.remoteAddress,
    data: { login: change.login, before, after: [...new Set(change.roles)] },
  });
}

/** Signs one of the user's other browsers out (/sessions); audited as SESSION_REVOKED. False when it was not theirs. */
export async function revokeSession(context: Pick<Context, "db">, input: { series: string; userId: number }, actor: Actor): Promise<boolean> {
  const removed = await deleteSession(context.db, input.series, input.userId);
  if (removed) await writeAudit(context.db, { principal: actor.login, type: AUDIT.sessionRevoked, remoteAddress: actor.remoteAddress });
  return removed;
}

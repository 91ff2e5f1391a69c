import type { AppLoadContext } from "@remix-run/cloudflare";
import { isUniqueViolation, setResetKey } from "~/models/user.server";
import {
  deleteUserById,
  insertUser,
  saveUserEstates,
  setUserActivated,
  updateUser,
  userEstates,
  type UserDetail,
  type UserRecord,
} from "~/models/user-admin.server";
import { clientIp } from "~/models/visitor.server";
import { passwordResetEmail } from "~/services/account-emails.server";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { createMailer } from "~/services/mailer.server";
import type { SessionUser } from "~/services/session.server";
import { randomToken, sha256Hex } from "~/services/tokens.server";

/**
 * User administration use cases: each writes an audit row naming the administrator and the user. Routes
 * check ROLE_ADMIN and parse the form; these do the work.
 */
type Context = Pick<AppLoadContext, "db" | "env" | "ctx">;

export type CreateUserOutcome = { ok: true } | { ok: false; reason: "loginTaken" | "emailTaken" };

/**
 * Creates an activated user without a password (spec §4: new users start activated) and e-mails them a
 * password-reset link (valid 24 hours) to choose one — an administrator never knows another's password.
 */
export async function createUserByAdmin(
  context: Context,
  request: Request,
  actor: SessionUser,
  login: string,
  record: UserRecord,
): Promise<CreateUserOutcome> {
  const { db, env } = context;
  let userId: number;
  try {
    userId = await insertUser(db, login, record, actor.login);
  } catch (error) {
    // A concurrent create can win the race between the form's uniqueness check and this insert.
    if (isUniqueViolation(error, "login")) return { ok: false, reason: "loginTaken" };
    if (isUniqueViolation(error, "email")) return { ok: false, reason: "emailTaken" };
    throw error;
  }
  const key = randomToken();
  await setResetKey(db, userId, await sha256Hex(key), new Date());
  await writeAudit(db, {
    principal: actor.login,
    type: AUDIT.userCreated,
    message: `User ${login} created`,
    remoteAddress: clientIp(request),
    data: { login, authorities: record.authorities },
  });
  await createMailer(context).send(
    await passwordResetEmail(env, { email: record.email, login, firstName: record.firstName, langKey: record.langKey }, key),
  );
  return { ok: true };
}

export async function updateUserByAdmin(
  context: Context,
  request: Request,
  actor: SessionUser,
  user: UserDetail,
  record: UserRecord,
): Promise<"saved" | "emailTaken"> {
  try {
    await updateUser(context.db, user.id, record, actor.login);
  } catch (error) {
    if (isUniqueViolation(error, "email")) return "emailTaken";
    throw error;
  }
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.userUpdated,
    message: `User ${user.login} updated`,
    remoteAddress: clientIp(request),
    data: { login: user.login, before: user.authorities, after: record.authorities, activated: record.activated },
  });
  return "saved";
}

/**
 * The estates an account works for (none = every estate), audited with what they were; false (nothing
 * saved) when one of them does not exist.
 */
export async function setEstatesByAdmin(
  context: Context,
  request: Request,
  actor: SessionUser,
  user: Pick<UserDetail, "id" | "login">,
  hotelIds: readonly number[],
): Promise<boolean> {
  const before = (await userEstates(context.db, user.id)).selectedEstates;
  if (!(await saveUserEstates(context.db, user.id, hotelIds))) return false;
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.userUpdated,
    message: `User ${user.login} estates changed`,
    remoteAddress: clientIp(request),
    data: { login: user.login, estatesBefore: before, estatesAfter: [...new Set(hotelIds)] },
  });
  return true;
}

export async function setActivationByAdmin(
  context: Context,
  request: Request,
  actor: SessionUser,
  user: Pick<UserDetail, "id" | "login">,
  activated: boolean,
): Promise<boolean> {
  const changed = await setUserActivated(context.db, user.id, activated, actor.login);
  if (changed) {
    await writeAudit(context.db, {
      principal: actor.login,
      type: AUDIT.userUpdated,
      message: `User ${user.login} ${activated ? "activated" : "deactivated"}`,
      remoteAddress: clientIp(request),
      data: { login: user.login, activated },
    });
  }
  return changed;
}

export async function deleteUserByAdmin(
  context: Context,
  request: Request,
  actor: SessionUser,
  user: Pick<UserDetail, "id" | "login">,
): Promise<boolean> {
  const deleted = await deleteUserById(context.db, user.id);
  if (deleted) {
    await writeAudit(context.db, {
      principal: actor.login,
      type: AUDIT.userDeleted,
      message: `User ${user.login} deleted`,
      remoteAddress: clientIp(request),
      data: { login: user.login },
    });
  }
  return deleted;
}

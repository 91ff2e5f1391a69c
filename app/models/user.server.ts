import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { authority, userAuthority, users, type LangKey, type Role } from "~/db/schema";
import { userColumns } from "./columns.server";
import { orderCountQuery } from "~/orders/store/order-refs.server";

/** What sign-in needs to decide: never sent to the browser. */
export interface LoginCandidate {
  id: number;
  login: string;
  email: string;
  passwordHash: string | null;
  activated: boolean;
  activationPending: boolean;
  /** The owner proved the address (activation, reset, confirmed change or Google). */
  emailVerified: boolean;
  langKey: LangKey;
  firstName: string | null;
}

const candidateColumns = {
  id: users.id,
  login: users.login,
  email: users.email,
  passwordHash: users.passwordHash,
  activated: users.activated,
  activationPending: sql<boolean>`${users.activationKeyHash} is not null`.mapWith(Boolean),
  emailVerified: users.emailVerified,
  langKey: users.langKey,
  firstName: users.firstName,
};

/** Looks an account up by login name first, then by e-mail (a login may itself contain "@"). */
export async function findLoginCandidate(db: Db, identifier: string): Promise<LoginCandidate | null> {
  const value = identifier.trim().toLowerCase();
  if (!value) return null;
  const [byLogin] = await db.select(candidateColumns).from(users).where(eq(users.login, value)).limit(1);
  if (byLogin) return byLogin;
  if (!value.includes("@")) return null;
  const [byEmail] = await db.select(candidateColumns).from(users).where(eq(users.email, value)).limit(1);
  return byEmail ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<LoginCandidate | null> {
  const [row] = await db
    .select(candidateColumns)
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function isLoginTaken(db: Db, login: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, login.trim().toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return Boolean(row) && row.id !== exceptUserId;
}

export interface NewAccount {
  login: string;
  email: string;
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  langKey: LangKey;
  activated: boolean;
  /** True only when the address was proven while creating the account (Google). */
  emailVerified?: boolean;
  activationKeyHash?: string | null;
  createdBy: string;
}

/**
 * Creates an account with ROLE_USER in one D1 batch (all or nothing). The authority row is created
 * if this database has none yet, so registration works before any seed has run.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<number> {
  const login = account.login.trim().toLowerCase();
  const [, inserted] = await db.batch([
    db.insert(authority).values({ name: "ROLE_USER" }).onConflictDoNothing(),
    db
      .insert(users)
      .values({
        login,
        email: account.email.trim().toLowerCase(),
        passwordHash: account.passwordHash,
        firstName: account.firstName ?? null,
        lastName: account.lastName ?? null,
        langKey: account.langKey,
        activated: account.activated,
        emailVerified: account.emailVerified ?? false,
        activationKeyHash: account.activationKeyHash ?? null,
        createdBy: account.createdBy,
      })
      .returning({ id: users.id }),
    db.insert(userAuthority).select(
      db
        .select({ userId: users.id, authorityName: sql<Role>`'ROLE_USER'`.as("authority_name") })
        .from(users)
        .where(eq(users.login, login)),
    ),
  ]);
  return inserted[0].id;
}

/** True when a D1 error is a UNIQUE violation on `column` of `users` (a registration race). */
export function isUniqueViolation(error: unknown, column: "login" | "email"): boolean {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return message.includes("UNIQUE") && message.includes(`users.${column}`);
}

/** Activates the account holding this key and forgets the key (single use). */
export async function activateByKeyHash(db: Db, keyHash: string): Promise<{ id: number; login: string } | null> {
  const [row] = await db
    .update(users)
    .set({ activated: true, emailVerified: true, activationKeyHash: null, lastModifiedBy: "system", lastModifiedDate: new Date() })
    .where(eq(users.activationKeyHash, keyHash))
    .returning({ id: users.id, login: users.login });
  return row ?? null;
}

export async function isActivationKeyValid(db: Db, keyHash: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.activationKeyHash, keyHash)).limit(1);
  return Boolean(row);
}

/** The signed-in user's own account, as the settings and password pages show it. */
export async function getAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function updateSettings(
  db: Db,
  userId: number,
  values: { firstName: string; lastName: string; langKey: LangKey },
  modifiedBy: string,
): Promise<void> {
  // The e-mail address is not among these: it changes only once the new address confirms it.
  await db
    .update(users)
    .set({
      firstName: values.firstName,
      lastName: values.lastName,
      langKey: values.langKey,
      lastModifiedBy: modifiedBy,
      lastModifiedDate: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, modifiedBy: string) {
  await db
    .update(users)
    .set({ passwordHash, lastModifiedBy: modifiedBy, lastModifiedDate: new Date() })
    .where(eq(users.id, userId));
}

/** Stores the hash of a new reset key and when it was issued (valid for 24 hours, spec §9). */
export async function setResetKey(db: Db, userId: number, keyHash: string, issuedAt: Date): Promise<void> {
  await db.update(users).set({ resetKeyHash: keyHash, resetDate: issuedAt }).where(eq(users.id, userId));
}

/** When the account's current reset key was issued, or null when it has none. */
export async function resetKeyIssuedAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ resetDate: users.resetDate, resetKeyHash: users.resetKeyHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.resetKeyHash && row.resetDate ? row.resetDate : null;
}

export const RESET_KEY_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** The account a reset key belongs to, if the key is still valid. */
export async function findByValidResetKey(db: Db, keyHash: string, now = new Date()) {
  const [row] = await db
    .select({ id: users.id, login: users.login, activationPending: candidateColumns.activationPending })
    .from(users)
    .where(and(eq(users.resetKeyHash, keyHash), gt(users.resetDate, new Date(now.getTime() - RESET_KEY_VALIDITY_MS))))
    .limit(1);
  return row ?? null;
}

/**
 * Sets the new password and consumes the key in one conditional UPDATE, so a key works once even when
 * two requests race. An account not activated yet becomes active: the key proves the address.
 */
export async function completeReset(
  db: Db,
  account: { id: number; activationPending: boolean },
  keyHash: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      passwordHash,
      resetKeyHash: null,
      resetDate: null,
      // The key reached the address: it is proven, and an account not activated yet becomes active.
      emailVerified: true,
      ...(account.activationPending ? { activated: true, activationKeyHash: null } : {}),
      lastModifiedBy: "system",
      lastModifiedDate: new Date(),
    })
    .where(and(eq(users.id, account.id), eq(users.resetKeyHash, keyHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function getAuthorities(db: Db, userId: number): Promise<Role[]> {
  const rows = await db
    .select({ name: userAuthority.authorityName })
    .from(userAuthority)
    .where(eq(userAuthority.userId, userId));
  return rows.map((r) => r.name);
}

/** Replaces a user's authorities (creating missing authority rows) in one batch. */
export async function replaceAuthorities(db: Db, userId: number, roles: readonly Role[]): Promise<void> {
  const unique = [...new Set(roles)];
  const statements = [
    ...unique.map((name) => db.insert(authority).values({ name }).onConflictDoNothing()),
    db.delete(userAuthority).where(eq(userAuthority.userId, userId)),
    ...unique.map((name) => db.insert(userAuthority).values({ userId, authorityName: name })),
  ];
  const [first, ...rest] = statements;
  await db.batch([first, ...rest]);
}

export async function backOfficeCounts(db: Db) {
  const [[all], [active], [bookings]] = await db.batch([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(users).where(eq(users.activated, true)),
    orderCountQuery(db),
  ]);
  return { users: all.n, activeUsers: active.n, bookings: bookings.n };
}

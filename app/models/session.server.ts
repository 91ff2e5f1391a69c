import { and, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { ROLES, session, userAuthority, users, type Role } from "~/db/schema";

export interface NewSessionRow {
  id: string;
  userId: number;
  tokenHash: string;
  ipAddress: string | null;
  userAgent: string | null;
  remember: boolean;
  expiresAt: Date;
}

export async function insertSession(db: Db, row: NewSessionRow): Promise<void> {
  await db.insert(session).values(row);
}

export interface SessionWithUser {
  id: string;
  tokenHash: string;
  remember: boolean;
  lastUsedAt: Date;
  expiresAt: Date;
  user: {
    id: number;
    login: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    langKey: "id" | "en" | "fr";
    activated: boolean;
    authorities: Role[];
  };
}

/**
 * A session row with its account and authorities, in one query (authorities folded with group_concat:
 * a D1 batch would map the joined columns of equal names onto each other).
 */
export async function findSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | null> {
  const [row] = await db
    .select({
      id: session.id,
      tokenHash: session.tokenHash,
      remember: session.remember,
      lastUsedAt: session.lastUsedAt,
      expiresAt: session.expiresAt,
      userId: users.id,
      login: users.login,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      langKey: users.langKey,
      activated: users.activated,
      authorities: sql<
        string | null
      >`(select group_concat(${userAuthority.authorityName}, ',') from ${userAuthority} where ${userAuthority.userId} = ${users.id})`,
    })
    .from(session)
    .innerJoin(users, eq(users.id, session.userId))
    .where(eq(session.id, sessionId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    tokenHash: row.tokenHash,
    remember: row.remember,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
    user: {
      id: row.userId,
      login: row.login,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      langKey: row.langKey,
      activated: row.activated,
      authorities: (row.authorities ? row.authorities.split(",") : []).filter((name): name is Role =>
        (ROLES as readonly string[]).includes(name),
      ),
    },
  };
}

export async function touchSession(db: Db, sessionId: string, lastUsedAt: Date, expiresAt: Date): Promise<void> {
  await db.update(session).set({ lastUsedAt, expiresAt }).where(eq(session.id, sessionId));
}

/** Deletes one session; with `userId`, only if it belongs to that user. Returns whether a row went. */
export async function deleteSession(db: Db, sessionId: string, userId?: number): Promise<boolean> {
  const where =
    userId === undefined ? eq(session.id, sessionId) : and(eq(session.id, sessionId), eq(session.userId, userId));
  const rows = await db.delete(session).where(where).returning({ id: session.id });
  return rows.length > 0;
}

/** Signs a user out everywhere, optionally keeping the session in use. */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  const where = exceptSessionId
    ? and(eq(session.userId, userId), ne(session.id, exceptSessionId))
    : eq(session.userId, userId);
  await db.delete(session).where(where);
}

export async function deleteExpiredSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db.delete(session).where(and(eq(session.userId, userId), lt(session.expiresAt, now)));
}

export async function listUserSessions(db: Db, userId: number, now: Date) {
  return db
    .select({
      id: session.id,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      remember: session.remember,
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.lastUsedAt));
}

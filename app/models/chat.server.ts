import { and, desc, eq, exists, gte, inArray, isNotNull, isNull, like, lt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/models/db.server";
import { chatContinueToken, chatMessage, users, type LangKey } from "~/db/schema";

/**
 * Chat guests (design §6): each pre-chat dialog (name + e-mail) starts a NEW conversation with its own
 * guest account, whose login is the e-mail plus this suffix and a random per-conversation part. An
 * e-mail alone therefore never reaches an existing conversation: only the browser holding that
 * conversation's chat cookie does (or one that redeemed a one-time link sent to the address). "#" never
 * passes the registration login pattern, so a guest login can never be a real account's login. The
 * e-mail column holds the same value: the bare address stays free for the day the visitor registers.
 * Guest accounts have no password and are not activated, so nobody can sign in with them.
 * (Accounts made before conversations had their own part are `address#guest`; they are still found.)
 */
export const CHAT_GUEST_LOGIN_SUFFIX = "#guest";
const CREATED_BY = "chat";

/** Every guest login of an address starts with this. */
function guestLoginPrefix(email: string): string {
  return `${email.trim().toLowerCase()}${CHAT_GUEST_LOGIN_SUFFIX}`;
}

/** A fresh guest login for one conversation of this address. */
export function chatGuestLogin(email: string): string {
  const random = [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${guestLoginPrefix(email)}-${random}`;
}

/** The address a guest login was made from, or null when the login is not a guest's. */
export function chatGuestAddress(login: string): string | null {
  const at = login.lastIndexOf(CHAT_GUEST_LOGIN_SUFFIX);
  if (at <= 0) return null;
  const rest = login.slice(at + CHAT_GUEST_LOGIN_SUFFIX.length);
  return rest === "" || /^-[0-9a-f]+$/.test(rest) ? login.slice(0, at) : null;
}

/** Creates the guest account of a new conversation for this address and name; returns its user id. */
export async function createChatGuest(
  db: Db,
  guest: { email: string; name: string; langKey: LangKey },
): Promise<number> {
  const login = chatGuestLogin(guest.email);
  const [row] = await db
    .insert(users)
    .values({
      login,
      email: login,
      passwordHash: null,
      firstName: guest.name,
      activated: false,
      langKey: guest.langKey,
      createdBy: CREATED_BY,
    })
    .returning({ id: users.id });
  return row.id;
}

/** The ids of every guest conversation started with this address, newest first. */
export async function chatGuestIdsForEmail(db: Db, email: string): Promise<number[]> {
  const prefix = guestLoginPrefix(email);
  // "#guest" and "#guest-…": a range on the unique login index ("u" follows the final "t").
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(gte(users.login, prefix), lt(users.login, `${prefix.slice(0, -1)}u`), eq(users.createdBy, CREATED_BY)))
    .orderBy(desc(users.id));
  return rows.map((row) => row.id);
}

/** The newest conversation of this address in which the guest wrote, or null. */
export async function latestActiveChat(db: Db, email: string): Promise<number | null> {
  const prefix = guestLoginPrefix(email);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        gte(users.login, prefix),
        lt(users.login, `${prefix.slice(0, -1)}u`),
        eq(users.createdBy, CREATED_BY),
        or(
          isNotNull(users.lastModifiedDate),
          exists(
            db
              .select({ one: sql`1` })
              .from(chatMessage)
              .where(eq(chatMessage.authorUserId, users.id)),
          ),
        ),
      ),
    )
    .orderBy(desc(users.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The guest wrote in their conversation: the account is kept by the purge of idle guests (their first
 * messages may wait for an operator before they are copied to D1).
 */
export async function markChatGuestActive(db: Db, guestId: number, at = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ lastModifiedBy: CREATED_BY, lastModifiedDate: at })
    .where(and(eq(users.id, guestId), eq(users.createdBy, CREATED_BY), isNull(users.lastModifiedDate)));
}

/**
 * Deletes guest accounts made by the pre-chat dialog before `before` whose guest never wrote (never
 * marked active, no message in the back-office copy). Returns how many went.
 */
export async function purgeIdleChatGuests(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.createdBy, CREATED_BY),
        like(users.login, `%${CHAT_GUEST_LOGIN_SUFFIX}%`),
        eq(users.activated, false),
        isNull(users.passwordHash),
        isNull(users.lastModifiedDate),
        lt(users.createdDate, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(chatMessage)
            .where(or(eq(chatMessage.authorUserId, users.id), eq(chatMessage.recipientUserId, users.id))),
        ),
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}

/**
 * Where a chat guest is reached by e-mail: the address (without the guest suffix), the name they chat
 * under and their language; null when the account is gone. A visitor who chats signed in is their own
 * account, whose address is used as it is.
 */
export async function chatGuestContact(
  db: Db,
  userId: number,
): Promise<{ email: string; name: string; langKey: LangKey } | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, login: users.login, langKey: users.langKey })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const email = chatGuestAddress(row.email) ?? row.email;
  if (!email.includes("@")) return null;
  return { email, name: row.firstName?.trim() || email, langKey: row.langKey };
}

/** The display name of a chat participant (first name, else login), or null when the account is gone. */
export async function chatParticipantName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, login: users.login })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return row.firstName?.trim() || row.login;
}

export interface ChatMirrorRow {
  authorUserId: number;
  recipientUserId: number;
  contents: string;
  /** Unique across all conversations: the same message mirrored twice is stored once. */
  mirrorKey: string;
  createdAt: Date;
  /** Set when the recipient had already read it by the time it is copied. */
  readAt: Date | null;
}

/**
 * Copies stored chat messages to D1 for the back-office; a row already copied is skipped, and so is a row whose
 * author or recipient no longer has an account (deleted meanwhile: D1 keeps no conversation of a deleted
 * account, and a refused row would make the conversation's copy retry it forever).
 */
export async function mirrorChatMessages(db: Db, rows: ChatMirrorRow[]): Promise<void> {
  // One conversation's rows name its guest and its few operators: well within D1's bound parameters.
  const people = [...new Set(rows.flatMap((row) => [row.authorUserId, row.recipientUserId]))];
  if (people.length === 0) return;
  const known = new Set(
    (await db.select({ id: users.id }).from(users).where(inArray(users.id, people))).map((user) => user.id),
  );
  // One statement per row in one batch: D1 caps bound parameters per statement, not per batch.
  const [first, ...rest] = rows
    .filter((row) => known.has(row.authorUserId) && known.has(row.recipientUserId))
    .map((row) =>
      db
        .insert(chatMessage)
        .values({
          authorUserId: row.authorUserId,
          recipientUserId: row.recipientUserId,
          contents: row.contents,
          clientMsgId: row.mirrorKey,
          createdAt: row.createdAt,
          readAt: row.readAt,
        })
        .onConflictDoNothing({ target: chatMessage.clientMsgId }),
    );
  if (!first) return;
  await db.batch([first, ...rest]);
}

/** Records in the mirror that the recipient has read these messages (by mirror key); already-read rows keep their date. */
export async function markChatMessagesRead(db: Db, mirrorKeys: string[], at: Date): Promise<void> {
  // Chunks stay under D1's limit of bound parameters per statement.
  for (let i = 0; i < mirrorKeys.length; i += 90) {
    await db
      .update(chatMessage)
      .set({ readAt: at })
      .where(and(inArray(chatMessage.clientMsgId, mirrorKeys.slice(i, i + 90)), isNull(chatMessage.readAt)));
  }
}

/** How many messages the reservation page shows of a conversation (the newest ones). */
export const TRANSCRIPT_LIMIT = 200;

export interface ChatTranscriptLine {
  id: number;
  /** True for the guest's own messages, false for an operator's. */
  fromGuest: boolean;
  author: string;
  at: Date;
  text: string;
}

/**
 * The back-office copy of the conversations of the chat guests who used this e-mail address (each
 * pre-chat dialog is a guest account of its own, login = address + suffix): their newest
 * TRANSCRIPT_LIMIT messages, oldest first. Empty when that address never chatted as a guest.
 */
export async function chatTranscriptForEmail(db: Db, email: string): Promise<ChatTranscriptLine[]> {
  // The newest conversations are enough for a reservation page (D1's bound-parameter limit).
  const guests = (await chatGuestIdsForEmail(db, email)).slice(0, 40);
  if (guests.length === 0) return [];
  const author = alias(users, "author");
  const rows = await db
    .select({
      id: chatMessage.id,
      authorUserId: chatMessage.authorUserId,
      firstName: author.firstName,
      lastName: author.lastName,
      login: author.login,
      at: chatMessage.createdAt,
      text: chatMessage.contents,
    })
    .from(chatMessage)
    .innerJoin(author, eq(author.id, chatMessage.authorUserId))
    .where(or(inArray(chatMessage.authorUserId, guests), inArray(chatMessage.recipientUserId, guests)))
    .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
    .limit(TRANSCRIPT_LIMIT);
  return rows.reverse().map((row) => {
    const fromGuest = guests.includes(row.authorUserId);
    const name = [row.firstName, fromGuest ? null : row.lastName].filter((part) => part?.trim()).join(" ");
    return { id: row.id, fromGuest, author: name || (fromGuest ? email : row.login), at: row.at, text: row.text };
  });
}

/** Stores the hash of a one-time "continue this conversation" link for a guest account. */
export async function saveChatContinueToken(
  db: Db,
  token: { tokenHash: string; guestUserId: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(chatContinueToken).values(token);
}

/**
 * Uses up a one-time link: the row is deleted by the same statement that reads it, so a link opened
 * twice (or by two tabs at once) works once. The guest id, or null when unknown, used or expired.
 */
export async function redeemChatContinueToken(db: Db, tokenHash: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .delete(chatContinueToken)
    .where(eq(chatContinueToken.tokenHash, tokenHash))
    .returning({ guestUserId: chatContinueToken.guestUserId, expiresAt: chatContinueToken.expiresAt });
  return row && row.expiresAt.getTime() > now.getTime() ? row.guestUserId : null;
}

/** Forgets links that expired before `now` (cron housekeeping). */
export async function purgeExpiredChatContinueTokens(db: Db, now: Date): Promise<void> {
  await db.delete(chatContinueToken).where(lt(chatContinueToken.expiresAt, now));
}

import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/context.server";
import { chatMessage, users, type LangKey } from "~/db/schema";

/**
 * Chat guests (design §6): a visitor who chats after giving a name and an e-mail gets a guest account
 * whose login is the e-mail plus this suffix. "#" never passes the registration login pattern, so a
 * guest login can never be a real account's login. The e-mail column holds the same value: the bare
 * address stays free for the day the visitor registers. Guest accounts have no password and are not
 * activated, so nobody can sign in with them; the chat cookie is their only credential.
 */
export const CHAT_GUEST_LOGIN_SUFFIX = "#guest";
const CREATED_BY = "chat";

export function chatGuestLogin(email: string): string {
  return `${email.trim().toLowerCase()}${CHAT_GUEST_LOGIN_SUFFIX}`;
}

/** Creates the guest account for this e-mail, or renames the existing one; returns its user id. */
export async function upsertChatGuest(
  db: Db,
  guest: { email: string; name: string; langKey: LangKey },
): Promise<number> {
  const login = chatGuestLogin(guest.email);
  const now = new Date();
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
    .onConflictDoUpdate({
      target: users.login,
      set: { firstName: guest.name, lastModifiedBy: CREATED_BY, lastModifiedDate: now },
    })
    .returning({ id: users.id });
  return row.id;
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
  const email = row.email.endsWith(CHAT_GUEST_LOGIN_SUFFIX) ? row.email.slice(0, -CHAT_GUEST_LOGIN_SUFFIX.length) : row.email;
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

/** Copies stored chat messages to D1 for the back-office; a row already copied is skipped. */
export async function mirrorChatMessages(db: Db, rows: ChatMirrorRow[]): Promise<void> {
  // One statement per row in one batch: D1 caps bound parameters per statement, not per batch.
  const [first, ...rest] = rows.map((row) =>
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
 * The back-office copy of the conversation of the chat guest who used this e-mail address (their guest
 * account, login = address + suffix): its newest TRANSCRIPT_LIMIT messages, oldest first. Empty when that
 * address never chatted as a guest.
 */
export async function chatTranscriptForEmail(db: Db, email: string): Promise<ChatTranscriptLine[]> {
  const [guest] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, chatGuestLogin(email)))
    .limit(1);
  if (!guest) return [];
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
    .where(or(eq(chatMessage.authorUserId, guest.id), eq(chatMessage.recipientUserId, guest.id)))
    .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
    .limit(TRANSCRIPT_LIMIT);
  return rows.reverse().map((row) => {
    const fromGuest = row.authorUserId === guest.id;
    const name = [row.firstName, fromGuest ? null : row.lastName].filter((part) => part?.trim()).join(" ");
    return { id: row.id, fromGuest, author: name || (fromGuest ? email : row.login), at: row.at, text: row.text };
  });
}

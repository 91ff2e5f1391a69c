import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/parse-with-zod";
import { json, type AppLoadContext, type TypedResponse } from "@remix-run/cloudflare";
import { getLanguage } from "~/i18n/i18n.server";
import {
  chatGuestContact,
  chatParticipantName,
  createChatGuest,
  latestActiveChat,
  redeemChatContinueToken,
  saveChatContinueToken,
} from "~/models/chat.server";
import { addHit, countHits, windowStart } from "~/models/request-counter.server";
import { clientIp } from "~/models/visitor.server";
import { readChatCookie, serializeChatCookie, type ChatGuestIdentity } from "~/services/chat-cookie.server";
import { CHAT_CONTINUE_TTL_MS, chatContinueEmail, chatOfflineStaffEmail } from "~/services/chat-emails.server";
import { leaveMessageForStaff } from "~/services/contact-message.server";
import { getAuthSession } from "~/services/session.server";
import { isWellFormedKey, randomToken, sha256Hex } from "~/services/tokens.server";
import { createMailer } from "~/services/mailer.server";
import { displayName } from "~/utils/authorities";
import type { ErrorData } from "~/utils/invariant";
import { chatContinueSchema, chatGuestSchema, chatOfflineSchema, type ChatFormFailure } from "~/utils/chat-schemas";
import { fixedT } from "~/i18n/translate";

/**
 * The chat's three small forms (start a conversation, leave a message, ask for a continue link). Each
 * service answers in message keys — conform's reply for the fields, an `ErrorData` refusal past a rate
 * limit — and the page or the widget translates them where it shows them.
 */
export type ChatFormOutcome<Success> = ({ ok: true } & Success) | ChatFailure;
type ChatFailure = { ok: false; status: 400; result: SubmissionResult<string[]> } | RateLimited;
type RateLimited = { ok: false; status: 429; refusal: ChatRefusal; retryAfter?: number };
type ChatRefusal = ErrorData;

const NO_STORE = { "Cache-Control": "no-store" };

/** A refused chat form as JSON: the reply or the refusal, its status, and Retry-After for a rate limit. */
export function chatFailureResponse(failure: ChatFailure): TypedResponse<ChatFormFailure> {
  const headers: Record<string, string> = { ...NO_STORE };
  if (failure.status === 429 && failure.retryAfter) headers["Retry-After"] = String(failure.retryAfter);
  const data: ChatFormFailure =
    failure.status === 429 ? { ok: false, refusal: failure.refusal } : { ok: false, result: failure.result };
  return json(data, { status: failure.status, headers });
}

/** New conversations one client IP may start per window (the pre-chat dialog creates an account each time). */
export const CHAT_START_LIMIT = 10;
export const CHAT_START_WINDOW_MS = 10 * 60_000;
/** Continue-link requests one client IP may make per window (each may send an e-mail). */
export const CHAT_CONTINUE_LIMIT = 5;

/** Seconds until `bucket` may be counted again, or 0 when it is under `limit` now. */
async function retryAfter(db: AppLoadContext["db"], bucket: string, limit: number, now: number): Promise<number> {
  if ((await countHits(db, bucket, CHAT_START_WINDOW_MS, now)) < limit) return 0;
  return Math.max(1, Math.ceil((windowStart(now, CHAT_START_WINDOW_MS) + CHAT_START_WINDOW_MS - now) / 1000));
}

function rateLimited(key: "chat.errors.tooManyChats" | "chat.errors.tooManyContinue", seconds: number): RateLimited {
  return { ok: false, status: 429, retryAfter: seconds, refusal: { key, values: { minutes: Math.ceil(seconds / 60) } } };
}

type Started = { identity: ChatGuestIdentity; cookie: string };

async function startedAs(context: AppLoadContext, identity: ChatGuestIdentity): Promise<Started> {
  return { identity, cookie: await serializeChatCookie(context.env, identity) };
}

/**
 * Resuming without the dialog: a signed-in visitor chats as their own account (password or Google), a browser
 * with a valid chat cookie gets it renewed. Null when there is nothing to resume, which is an ordinary answer
 * (the widget then asks for name and e-mail), not a refused form.
 */
export async function resumeChatAsGuest(request: Request, context: AppLoadContext): Promise<({ ok: true } & Started) | null> {
  const session = await getAuthSession(request, context);
  if (session) return { ok: true, ...(await startedAs(context, { guestId: session.user.id, name: displayName(session.user) })) };
  const current = await readChatCookie(request, context.env);
  if (typeof current === "object" && (await chatParticipantName(context.db, current.guestId)) !== null) {
    return { ok: true, ...(await startedAs(context, current)) };
  }
  return null;
}

/**
 * The pre-chat dialog. With name and e-mail it starts a NEW conversation (its own guest account) and
 * gives the chat cookie the socket accepts: an address alone never reaches a conversation someone
 * already has. Without fields it resumes (resumeChatAsGuest); anyone with nothing to resume is asked for
 * name and e-mail. At most CHAT_START_LIMIT new conversations per IP and window.
 */
export async function startChatAsGuest(
  request: Request,
  context: AppLoadContext,
  form: FormData,
): Promise<ChatFormOutcome<Started>> {
  if (!form.has("name") && !form.has("email")) {
    const resumed = await resumeChatAsGuest(request, context);
    if (resumed) return resumed;
  }
  const bucket = `chat-start:${clientIp(request) ?? "unknown"}`;
  const now = Date.now();
  const wait = await retryAfter(context.db, bucket, CHAT_START_LIMIT, now);
  if (wait > 0) return rateLimited("chat.errors.tooManyChats", wait);
  const submission = parseWithZod(form, { schema: chatGuestSchema });
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply() };
  await addHit(context.db, bucket, CHAT_START_WINDOW_MS, now);
  const langKey = await getLanguage(request);
  const guestId = await createChatGuest(context.db, { ...submission.value, langKey });
  return { ok: true, ...(await startedAs(context, { guestId, name: submission.value.name })) };
}

/**
 * A message left while no operator is online: for the staff like a contact-form message (stored with
 * them, e-mailed, and counted against the same per-IP limit).
 */
export async function leaveOfflineMessage(
  request: Request,
  context: AppLoadContext,
  form: FormData,
): Promise<ChatFormOutcome<object>> {
  const submission = parseWithZod(form, { schema: chatOfflineSchema });
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply() };
  const { name, email, text } = submission.value;
  const stored = { nama: name, email, subjek: fixedT("id")("chat.staffEmail.storedSubject"), pesan: text };
  const outcome = await leaveMessageForStaff(request, context, stored, (to) =>
    chatOfflineStaffEmail(submission.value, to),
  );
  if (outcome === "rateLimited") {
    return { ok: false, status: 429, refusal: { key: "chat.errors.tooManyOfflineMessages" } };
  }
  return { ok: true };
}

/**
 * "Continue my earlier conversation": when the address started a conversation in which the guest
 * wrote, a one-time link to the newest one is e-mailed to it (valid CHAT_CONTINUE_TTL_MS). The answer
 * is the same whether or not such a conversation exists, so the form tells nobody who chatted.
 */
export async function requestChatContinueLink(
  request: Request,
  context: AppLoadContext,
  form: FormData,
): Promise<ChatFormOutcome<object>> {
  const { db, env } = context;
  const bucket = `chat-continue:${clientIp(request) ?? "unknown"}`;
  const now = Date.now();
  const wait = await retryAfter(db, bucket, CHAT_CONTINUE_LIMIT, now);
  if (wait > 0) return rateLimited("chat.errors.tooManyContinue", wait);
  const submission = parseWithZod(form, { schema: chatContinueSchema });
  if (submission.status !== "success") return { ok: false, status: 400, result: submission.reply() };
  await addHit(db, bucket, CHAT_START_WINDOW_MS, now);
  const guestId = await latestActiveChat(db, submission.value.email);
  const guest = guestId ? await chatGuestContact(db, guestId) : null;
  if (!guestId || !guest) return { ok: true };
  const token = randomToken();
  await saveChatContinueToken(db, {
    tokenHash: await sha256Hex(token),
    guestUserId: guestId,
    expiresAt: new Date(now + CHAT_CONTINUE_TTL_MS),
    createdAt: new Date(now),
  });
  await createMailer(context).send(chatContinueEmail(env, guest, await getLanguage(request), token));
  return { ok: true };
}

/**
 * Opens a continue link: the token is used up, and this browser gets the chat cookie of that
 * conversation. Null when the link is unknown, used or expired.
 */
export async function redeemChatContinueLink(context: AppLoadContext, token: unknown): Promise<string | null> {
  if (!isWellFormedKey(token)) return null;
  const guestId = await redeemChatContinueToken(context.db, await sha256Hex(token));
  if (!guestId) return null;
  const name = await chatParticipantName(context.db, guestId);
  if (name === null) return null;
  return serializeChatCookie(context.env, { guestId, name });
}

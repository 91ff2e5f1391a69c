import { json, type AppLoadContext } from "@remix-run/cloudflare";
import type { ZodError } from "zod";
import { getFixedT } from "~/i18n/i18n.server";
import { getContactPage, recentMessageCount, saveContactMessage, CONTACT_RATE_LIMIT } from "~/models/contact.server";
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
import { getAuthSession } from "~/services/session.server";
import { displayName } from "~/utils/authorities";
import { renderEmail } from "~/services/email-template.server";
import { CHAT_CONTINUE_TTL_MS, chatContinueEmail } from "~/services/chat-emails.server";
import { isWellFormedKey, randomToken, sha256Hex } from "~/services/tokens.server";
import { createMailer, type MailMessage } from "~/services/mailer.server";
import { CHAT_LIMITS, chatGuestSchema, chatOfflineSchema } from "~/utils/chat-schemas";
import { messagesFor } from "~/utils/meta";

const NO_STORE = { "Cache-Control": "no-store" };

type FieldErrors = Record<string, string[]>;

async function invalid(request: Request, error: ZodError, status = 400) {
  const { t } = await getFixedT(request);
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    (errors[field] ??= []).push(t(issue.message as "chat.errors.nameRequired", { max: CHAT_LIMITS.textMax }));
  }
  return json({ ok: false as const, errors }, { status, headers: NO_STORE });
}

function formFields(form: FormData, names: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** New conversations one client IP may start per window (the pre-chat dialog creates an account each time). */
export const CHAT_START_LIMIT = 10;
export const CHAT_START_WINDOW_MS = 10 * 60_000;

function startBucket(request: Request): string {
  return `chat-start:${clientIp(request) ?? "unknown"}`;
}

/** Seconds until this client may start another conversation, or 0 when it may now. */
async function startRetryAfter(db: AppLoadContext["db"], request: Request, now = Date.now()): Promise<number> {
  if ((await countHits(db, startBucket(request), CHAT_START_WINDOW_MS, now)) < CHAT_START_LIMIT) return 0;
  return Math.max(1, Math.ceil((windowStart(now, CHAT_START_WINDOW_MS) + CHAT_START_WINDOW_MS - now) / 1000));
}

async function identified(context: AppLoadContext, identity: ChatGuestIdentity) {
  const cookie = await serializeChatCookie(context.env, identity);
  return json({ ok: true as const, ...identity }, { headers: { ...NO_STORE, "Set-Cookie": cookie } });
}

/**
 * The pre-chat dialog's action. With name and e-mail it starts a NEW conversation (its own guest
 * account) and sets the chat cookie the socket accepts: an address alone never reaches a conversation
 * someone already has. Without fields it resumes: a signed-in visitor chats as their own account, a
 * browser with a valid chat cookie gets it renewed; anyone else is asked for name and e-mail. Answers
 * JSON for the widget: the guest id, or localized field errors (429 past CHAT_START_LIMIT per IP).
 */
export async function startChatAsGuest(request: Request, context: AppLoadContext) {
  const fields = formFields(await request.formData(), ["name", "email"]);
  if (fields.name === undefined && fields.email === undefined) {
    // Someone already signed in (password or Google) chats as their own account, without the dialog.
    const session = await getAuthSession(request, context);
    if (session) return identified(context, { guestId: session.user.id, name: displayName(session.user) });
    const current = await readChatCookie(request, context.env);
    if (typeof current === "object" && (await chatParticipantName(context.db, current.guestId)) !== null) {
      return identified(context, current);
    }
  }
  const retryAfter = await startRetryAfter(context.db, request);
  if (retryAfter > 0) {
    const { t } = await getFixedT(request);
    const minutes = Math.ceil(retryAfter / 60);
    return json(
      { ok: false as const, errors: { form: [t("chat.errors.tooManyChats", { minutes })] } },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(retryAfter) } },
    );
  }
  const parsed = chatGuestSchema.safeParse(fields);
  if (!parsed.success) return invalid(request, parsed.error);
  const { language } = await getFixedT(request);
  await addHit(context.db, startBucket(request), CHAT_START_WINDOW_MS);
  const guestId = await createChatGuest(context.db, { ...parsed.data, langKey: language });
  return identified(context, { guestId, name: parsed.data.name });
}

/** The staff e-mail for a message left while no operator was online (Indonesian, the staff's language). */
function offlineStaffEmail(message: { name: string; email: string; text: string }, to: string): MailMessage {
  const m = messagesFor("id").chat.staffEmail;
  const subject = m.subject.replace("{{nama}}", message.name).slice(0, 200);
  const { html, text } = renderEmail({
    lang: "id",
    subject,
    paragraphs: [m.intro, `${m.from}: ${message.name} <${message.email}>`, `${m.message}:\n${message.text}`],
    closing: [m.replyHint],
  });
  return { to, subject, html, text, kind: "chat-offline-message", lang: "id" };
}

/**
 * The offline form's action: the message is stored with the contact messages (the back-office reads them
 * there) and e-mailed to the site's contact address through the outbox. Same per-IP limit as the contact form.
 */
export async function leaveOfflineMessage(request: Request, context: AppLoadContext) {
  const { db } = context;
  const parsed = chatOfflineSchema.safeParse(formFields(await request.formData(), ["name", "email", "text"]));
  if (!parsed.success) return invalid(request, parsed.error);
  const { t } = await getFixedT(request);
  const ip = clientIp(request) ?? "unknown";
  if ((await recentMessageCount(db, ip)) >= CONTACT_RATE_LIMIT) {
    return json(
      { ok: false as const, errors: { form: [t("chat.errors.tooManyOfflineMessages")] } },
      { status: 429, headers: NO_STORE },
    );
  }
  const message = parsed.data;
  await saveContactMessage(db, {
    nama: message.name,
    email: message.email,
    subjek: messagesFor("id").chat.staffEmail.storedSubject,
    pesan: message.text,
    ip,
  });
  const { contact } = await getContactPage(db);
  if (contact?.email) await createMailer(context).send(offlineStaffEmail(message, contact.email));
  return json({ ok: true as const, message: t("chat.offlineForm.sent") }, { headers: NO_STORE });
}

/** Continue-link requests one client IP may make per window (each may send an e-mail). */
export const CHAT_CONTINUE_LIMIT = 5;

export type ContinueRequestOutcome =
  { ok: true } | { ok: false; status: 400 | 429; errors: FieldErrors; retryAfter?: number };

/**
 * "Continue my earlier conversation": when the address started a conversation in which the guest
 * wrote, a one-time link to the newest one is e-mailed to it (valid CHAT_CONTINUE_TTL_MS). The answer
 * is the same whether or not such a conversation exists, so the form tells nobody who chatted.
 */
export async function requestChatContinueLink(
  request: Request,
  context: AppLoadContext,
  form: FormData,
): Promise<ContinueRequestOutcome> {
  const { db, env } = context;
  const { t, language } = await getFixedT(request);
  const bucket = `chat-continue:${clientIp(request) ?? "unknown"}`;
  const now = Date.now();
  if ((await countHits(db, bucket, CHAT_START_WINDOW_MS, now)) >= CHAT_CONTINUE_LIMIT) {
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStart(now, CHAT_START_WINDOW_MS) + CHAT_START_WINDOW_MS - now) / 1000),
    );
    return {
      ok: false,
      status: 429,
      retryAfter,
      errors: { form: [t("chat.errors.tooManyContinue", { minutes: Math.ceil(retryAfter / 60) })] },
    };
  }
  const parsed = chatGuestSchema.pick({ email: true }).safeParse(formFields(form, ["email"]));
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues)
      (errors.email ??= []).push(t(issue.message as "chat.errors.emailRequired"));
    return { ok: false, status: 400, errors };
  }
  await addHit(db, bucket, CHAT_START_WINDOW_MS, now);
  const guestId = await latestActiveChat(db, parsed.data.email);
  const guest = guestId ? await chatGuestContact(db, guestId) : null;
  if (!guestId || !guest) return { ok: true };
  const token = randomToken();
  await saveChatContinueToken(db, {
    tokenHash: await sha256Hex(token),
    guestUserId: guestId,
    expiresAt: new Date(now + CHAT_CONTINUE_TTL_MS),
    createdAt: new Date(now),
  });
  await createMailer(context).send(chatContinueEmail(env, guest, language, token));
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

import { json, type AppLoadContext } from "@remix-run/cloudflare";
import type { ZodError } from "zod";
import { getFixedT } from "~/i18n/i18n.server";
import { getContactPage, recentMessageCount, saveContactMessage, CONTACT_RATE_LIMIT } from "~/models/contact.server";
import { upsertChatGuest } from "~/models/chat.server";
import { clientIp } from "~/models/visitor.server";
import { serializeChatCookie } from "~/services/chat-cookie.server";
import { getAuthSession } from "~/services/session.server";
import { displayName } from "~/utils/authorities";
import { renderEmail } from "~/services/email-template.server";
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

/**
 * The pre-chat dialog's action: creates or renames the guest account for this e-mail and sets the chat
 * cookie the socket accepts. Answers JSON for the widget: the guest id, or localized field errors.
 * A signed-in visitor who sends neither field gets the cookie for their own account.
 */
export async function startChatAsGuest(request: Request, context: AppLoadContext) {
  const fields = formFields(await request.formData(), ["name", "email"]);
  // Someone already signed in (password or Google) chats as their own account, without the dialog.
  const session = await getAuthSession(request, context);
  if (session && fields.name === undefined && fields.email === undefined) {
    const name = displayName(session.user);
    const cookie = await serializeChatCookie(context.env, { guestId: session.user.id, name });
    return json({ ok: true as const, guestId: session.user.id, name }, { headers: { ...NO_STORE, "Set-Cookie": cookie } });
  }
  const parsed = chatGuestSchema.safeParse(fields);
  if (!parsed.success) return invalid(request, parsed.error);
  const { language } = await getFixedT(request);
  const guestId = await upsertChatGuest(context.db, { ...parsed.data, langKey: language });
  const cookie = await serializeChatCookie(context.env, { guestId, name: parsed.data.name });
  return json(
    { ok: true as const, guestId, name: parsed.data.name },
    { headers: { ...NO_STORE, "Set-Cookie": cookie } },
  );
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
    return json({ ok: false as const, errors: { form: [t("chat.errors.tooManyOfflineMessages")] } }, { status: 429, headers: NO_STORE });
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

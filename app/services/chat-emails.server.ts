import type { LangKey } from "~/db/schema";
import type { AppEnv } from "~/env.server";
import { siteUrl } from "~/services/account-emails.server";
import { renderEmail } from "~/services/email-template.server";
import type { MailMessage } from "~/services/mailer.server";
import { messagesFor } from "~/utils/meta";
import { truncate } from "~/utils/text";

/** At most one "the operator answered" e-mail per conversation within this time. */
export const CHAT_REPLY_EMAIL_INTERVAL_MS = 15 * 60_000;
/** The page the e-mail links to: the site's home with the chat widget opened. */
export const CHAT_OPEN_PATH = "/?chat=1";
/** How much of the operator's message the e-mail quotes; the rest is read in the chat. */
const QUOTE_LENGTH = 500;

/**
 * The e-mail that continues a conversation whose guest has left: an operator answered, here is what they
 * wrote, open the chat to read the rest and reply. In the guest's language; the link uses PUBLIC_SITE_URL.
 */
export function chatReplyEmail(
  env: Pick<AppEnv, "PUBLIC_SITE_URL">,
  guest: { email: string; name: string; langKey: LangKey },
  reply: string,
): MailMessage {
  const m = messagesFor(guest.langKey).chat.replyEmail;
  const site = new URL(env.PUBLIC_SITE_URL).host;
  const { html, text } = renderEmail({
    lang: guest.langKey,
    subject: m.subject,
    greeting: m.greeting.replace("{{name}}", guest.name),
    paragraphs: [m.intro, truncate(reply, QUOTE_LENGTH)],
    action: { label: m.action, url: siteUrl(env, CHAT_OPEN_PATH), fallbackLabel: m.linkFallback },
    closing: [m.more],
    signature: m.signature,
    footer: m.footer.replace("{{site}}", site),
  });
  return { to: guest.email, subject: m.subject, html, text, kind: "chat-reply", lang: guest.langKey };
}

/** How long a "continue my conversation" link works (it also works only once). */
export const CHAT_CONTINUE_TTL_MS = 30 * 60_000;
/** The page a continue link opens; the token is in its query. */
export const CHAT_CONTINUE_PATH = "/chat/lanjutkan";

/**
 * The e-mail with a one-time link that opens the guest's conversation in the browser it is opened in.
 * Sent only to the address the conversation was started with, in the language of the page that asked.
 */
export function chatContinueEmail(
  env: Pick<AppEnv, "PUBLIC_SITE_URL">,
  guest: { email: string; name: string },
  lang: LangKey,
  token: string,
): MailMessage {
  const m = messagesFor(lang).chat.continueEmail;
  const site = new URL(env.PUBLIC_SITE_URL).host;
  const url = siteUrl(env, `${CHAT_CONTINUE_PATH}?t=${encodeURIComponent(token)}`);
  const { html, text } = renderEmail({
    lang,
    subject: m.subject,
    greeting: m.greeting.replace("{{name}}", guest.name),
    paragraphs: [m.intro],
    action: { label: m.action, url, fallbackLabel: m.linkFallback },
    closing: [m.expiry, m.ignore],
    signature: m.signature,
    footer: m.footer.replace("{{site}}", site),
  });
  return { to: guest.email, subject: m.subject, html, text, kind: "chat-continue", lang };
}

/** The staff e-mail for a message left while no operator was online (Indonesian, the staff's language). */
export function chatOfflineStaffEmail(message: { name: string; email: string; text: string }, to: string): MailMessage {
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

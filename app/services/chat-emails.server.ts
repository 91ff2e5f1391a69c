import type { LangKey } from "~/db/schema";
import type { AppEnv } from "~/env.server";
import { fixedT } from "~/i18n/translate";
import { siteUrl } from "~/services/account-emails.server";
import { renderEmail } from "~/services/email-template.server";
import type { MailMessage } from "~/services/mailer.server";
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
  const t = fixedT(guest.langKey);
  const site = new URL(env.PUBLIC_SITE_URL).host;
  const subject = t("chat.replyEmail.subject");
  const { html, text } = renderEmail({
    lang: guest.langKey,
    subject,
    greeting: t("chat.replyEmail.greeting", { name: guest.name }),
    paragraphs: [t("chat.replyEmail.intro"), truncate(reply, QUOTE_LENGTH)],
    action: { label: t("chat.replyEmail.action"), url: siteUrl(env, CHAT_OPEN_PATH), fallbackLabel: t("chat.replyEmail.linkFallback") },
    closing: [t("chat.replyEmail.more")],
    signature: t("chat.replyEmail.signature"),
    footer: t("chat.replyEmail.footer", { site }),
  });
  return { to: guest.email, subject, html, text, kind: "chat-reply", lang: guest.langKey };
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
  const t = fixedT(lang);
  const site = new URL(env.PUBLIC_SITE_URL).host;
  const url = siteUrl(env, `${CHAT_CONTINUE_PATH}?t=${encodeURIComponent(token)}`);
  const subject = t("chat.continueEmail.subject");
  const { html, text } = renderEmail({
    lang,
    subject,
    greeting: t("chat.continueEmail.greeting", { name: guest.name }),
    paragraphs: [t("chat.continueEmail.intro")],
    action: { label: t("chat.continueEmail.action"), url, fallbackLabel: t("chat.continueEmail.linkFallback") },
    closing: [t("chat.continueEmail.expiry"), t("chat.continueEmail.ignore")],
    signature: t("chat.continueEmail.signature"),
    footer: t("chat.continueEmail.footer", { site }),
  });
  return { to: guest.email, subject, html, text, kind: "chat-continue", lang };
}

/** The staff e-mail for a message left while no operator was online (Indonesian, the staff's language). */
export function chatOfflineStaffEmail(message: { name: string; email: string; text: string }, to: string): MailMessage {
  const t = fixedT("id");
  const subject = t("chat.staffEmail.subject", { nama: message.name }).slice(0, 200);
  const { html, text } = renderEmail({
    lang: "id",
    subject,
    paragraphs: [
      t("chat.staffEmail.intro"),
      `${t("chat.staffEmail.from")}: ${message.name} <${message.email}>`,
      `${t("chat.staffEmail.message")}:\n${message.text}`,
    ],
    closing: [t("chat.staffEmail.replyHint")],
  });
  return { to, subject, html, text, kind: "chat-offline-message", lang: "id" };
}

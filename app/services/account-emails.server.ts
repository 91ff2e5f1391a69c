import type { LangKey } from "~/db/schema";
import type { AppEnv } from "~/env.server";
import { fixedT } from "~/i18n/translate";
import { renderEmail } from "~/services/email-template.server";
import type { MailMessage } from "~/services/mailer.server";

interface Recipient {
  email: string;
  login: string;
  firstName?: string | null;
  langKey: LangKey;
}

/** Links in e-mails use the configured public URL, never the request's Host header. */
export function siteUrl(env: Pick<AppEnv, "PUBLIC_SITE_URL">, path: string): string {
  return new URL(path, env.PUBLIC_SITE_URL).toString();
}

async function accountEmail(
  env: Pick<AppEnv, "PUBLIC_SITE_URL">,
  recipient: Recipient,
  kind: "activation" | "password-reset" | "email-change" | "email-change-notice",
  url: string,
  values: { oldEmail?: string; newEmail?: string } = {},
): Promise<MailMessage> {
  const lang = recipient.langKey;
  const t = fixedT(lang);
  const name = recipient.firstName?.trim() || recipient.login;
  const site = new URL(env.PUBLIC_SITE_URL).host;
  const common = {
    lang,
    greeting: t("accountEmail.greeting", { name }),
    signature: t("accountEmail.signature"),
    footer: t("accountEmail.footer", { site }),
  };
  const content =
    kind === "email-change"
      ? {
          ...common,
          subject: t("accountEmail.emailChangeSubject"),
          paragraphs: [t("accountEmail.emailChangeIntro", { login: recipient.login, oldEmail: values.oldEmail ?? "" })],
          action: { label: t("accountEmail.emailChangeAction"), url, fallbackLabel: t("accountEmail.linkFallback") },
          closing: [t("accountEmail.emailChangeValidity"), t("accountEmail.emailChangeIgnore")],
        }
      : kind === "email-change-notice"
        ? {
            ...common,
            subject: t("accountEmail.emailChangeNoticeSubject"),
            paragraphs: [
              t("accountEmail.emailChangeNoticeIntro", { newEmail: values.newEmail ?? "" }),
              t("accountEmail.emailChangeNoticeKept"),
            ],
            action: { label: t("accountEmail.emailChangeNoticeAction"), url, fallbackLabel: t("accountEmail.linkFallback") },
            closing: [t("accountEmail.emailChangeNoticeIgnore")],
          }
        : kind === "activation"
      ? {
          ...common,
          subject: t("accountEmail.activationSubject"),
          paragraphs: [t("accountEmail.activationIntro")],
          action: { label: t("accountEmail.activationAction"), url, fallbackLabel: t("accountEmail.linkFallback") },
          closing: [t("accountEmail.activationIgnore")],
        }
      : {
          ...common,
          subject: t("accountEmail.resetSubject"),
          paragraphs: [t("accountEmail.resetIntro")],
          action: { label: t("accountEmail.resetAction"), url, fallbackLabel: t("accountEmail.linkFallback") },
          closing: [t("accountEmail.resetValidity"), t("accountEmail.resetIgnore")],
        };
  const { html, text } = renderEmail(content);
  return { to: recipient.email, subject: content.subject, html, text, kind, lang };
}

export function activationEmail(env: Pick<AppEnv, "PUBLIC_SITE_URL">, recipient: Recipient, key: string) {
  return accountEmail(env, recipient, "activation", siteUrl(env, `/activate?${new URLSearchParams({ key })}`));
}

export function passwordResetEmail(env: Pick<AppEnv, "PUBLIC_SITE_URL">, recipient: Recipient, key: string) {
  return accountEmail(env, recipient, "password-reset", siteUrl(env, `/reset/finish?${new URLSearchParams({ key })}`));
}

/** Sent to the NEW address: the link that makes it the account's address (valid 24 hours, once). */
export function emailChangeConfirmation(
  env: Pick<AppEnv, "PUBLIC_SITE_URL">,
  recipient: Recipient & { oldEmail: string },
  key: string,
) {
  const url = siteUrl(env, `/settings/email?${new URLSearchParams({ key })}`);
  return accountEmail(env, recipient, "email-change", url, { oldEmail: recipient.oldEmail });
}

/** Sent to the OLD address: someone asked to move the account to another address; it stays until confirmed. */
export function emailChangeNotice(env: Pick<AppEnv, "PUBLIC_SITE_URL">, recipient: Recipient, newEmail: string) {
  return accountEmail(env, recipient, "email-change-notice", siteUrl(env, "/settings"), { newEmail });
}

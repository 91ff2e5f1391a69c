import type { LangKey } from "~/db/schema";
import type { AppEnv } from "~/env.server";
import { i18nServer } from "~/i18n/i18n.server";
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
  kind: "activation" | "password-reset",
  url: string,
): Promise<MailMessage> {
  const lang = recipient.langKey;
  const t = await i18nServer.getFixedT(lang);
  const name = recipient.firstName?.trim() || recipient.login;
  const site = new URL(env.PUBLIC_SITE_URL).host;
  const common = {
    lang,
    greeting: t("accountEmail.greeting", { name }),
    signature: t("accountEmail.signature"),
    footer: t("accountEmail.footer", { site }),
  };
  const content =
    kind === "activation"
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

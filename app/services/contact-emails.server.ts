import type { NewContactMessage } from "~/models/contact.server";
import { renderEmail } from "~/services/email-template.server";
import type { MailMessage } from "~/services/mailer.server";
import { fixedT } from "~/i18n/translate";

/**
 * The e-mail that tells staff about a contact-form message, in Indonesian (the staff's language), in the
 * site's one e-mail layout (which escapes everything the visitor wrote).
 */
export function contactStaffEmail(message: Omit<NewContactMessage, "ip">, to: string): MailMessage {
  const t = fixedT("id");
  const subjek = message.subjek || t("content.contact.staffEmail.noSubject");
  const subject = t("content.contact.staffEmail.subject", { subjek }).slice(0, 200);
  const { html, text } = renderEmail({
    lang: "id",
    subject,
    paragraphs: [
      t("content.contact.staffEmail.intro"),
      `${t("content.contact.staffEmail.from")}: ${message.nama} <${message.email}>\n${t("content.contact.staffEmail.subjectLabel")}: ${subjek}`,
      `${t("content.contact.staffEmail.message")}:\n${message.pesan}`,
    ],
    closing: [t("content.contact.staffEmail.replyHint")],
  });
  return { to, subject, html, text, kind: "contact-message", lang: "id" };
}

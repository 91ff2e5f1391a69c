import type { NewContactMessage } from "~/models/contact.server";
import { renderEmail } from "~/services/email-template.server";
import type { MailMessage } from "~/services/mailer.server";
import { messagesFor } from "~/utils/meta";

/**
 * The e-mail that tells staff about a contact-form message, in Indonesian (the staff's language), in the
 * site's one e-mail layout (which escapes everything the visitor wrote).
 */
export function contactStaffEmail(message: Omit<NewContactMessage, "ip">, to: string): MailMessage {
  const m = messagesFor("id").content.contact.staffEmail;
  const subjek = message.subjek || m.noSubject;
  const subject = m.subject.replace("{{subjek}}", subjek).slice(0, 200);
  const { html, text } = renderEmail({
    lang: "id",
    subject,
    paragraphs: [
      m.intro,
      `${m.from}: ${message.nama} <${message.email}>\n${m.subjectLabel}: ${subjek}`,
      `${m.message}:\n${message.pesan}`,
    ],
    closing: [m.replyHint],
  });
  return { to, subject, html, text, kind: "contact-message", lang: "id" };
}

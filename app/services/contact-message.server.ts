import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  CONTACT_RATE_LIMIT,
  getContactEmail,
  recentMessageCount,
  saveContactMessage,
  type NewContactMessage,
} from "~/models/contact.server";
import { clientIp } from "~/models/visitor.server";
import { createMailer, type MailMessage } from "~/services/mailer.server";

export type VisitorMessage = Omit<NewContactMessage, "ip">;

/**
 * A visitor's message for the staff, from the contact form or the chat's offline form: at most
 * CONTACT_RATE_LIMIT per client IP and window (both forms count together), stored with the contact
 * messages the back office reads, and e-mailed through the outbox to the contact address the site
 * shows, in the e-mail `staffEmail` writes. Each form keeps its own words for the answer.
 */
export async function leaveMessageForStaff(
  request: Request,
  context: AppLoadContext,
  message: VisitorMessage,
  staffEmail: (to: string) => MailMessage,
): Promise<"sent" | "rateLimited"> {
  const { db } = context;
  const ip = clientIp(request) ?? "unknown";
  if ((await recentMessageCount(db, ip)) >= CONTACT_RATE_LIMIT) return "rateLimited";
  await saveContactMessage(db, { ...message, ip });
  const to = await getContactEmail(db);
  if (to) await createMailer(context).send(staffEmail(to));
  return "sent";
}

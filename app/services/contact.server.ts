import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  CONTACT_RATE_LIMIT,
  getContactPage,
  recentMessageCount,
  saveContactMessage,
  type NewContactMessage,
} from "~/models/contact.server";
import { createMailer, type MailMessage } from "~/services/mailer.server";

/**
 * A visitor leaves a message for staff (the contact form, or the chat's offline form): at most
 * CONTACT_RATE_LIMIT per client IP in the window, stored with the contact messages (the back office
 * reads them there), and e-mailed through the outbox to the contact address the site shows.
 */
export async function leaveContactMessage(
  context: Pick<AppLoadContext, "db" | "env" | "ctx">,
  input: { message: Omit<NewContactMessage, "ip">; ip: string; staffEmail: (to: string) => MailMessage },
): Promise<{ ok: true } | { ok: false; reason: "rateLimited" }> {
  const { db } = context;
  if ((await recentMessageCount(db, input.ip)) >= CONTACT_RATE_LIMIT) return { ok: false, reason: "rateLimited" };
  await saveContactMessage(db, { ...input.message, ip: input.ip });
  const { contact } = await getContactPage(db);
  if (contact?.email) await createMailer(context).send(input.staffEmail(contact.email));
  return { ok: true };
}

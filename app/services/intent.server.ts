import type { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import type { Actor } from "~/models/audit-log.server";
import { clientIp } from "~/models/visitor.server";
import { invariantResponse } from "~/utils/invariant";
import { safeParseForm } from "~/utils/zod-messages";

/**
 * The shape every write with side effects takes (design §11): the route parses the form into one intent
 * (`z.discriminatedUnion("intent", …)` when a page has several buttons) and calls ONE service function
 * for it, passing the actor; the service makes the change, sends the e-mail, writes the audit row and
 * bumps the page cache, and answers a typed outcome the route turns into a Response.
 */

export type { Actor };

export function actorOf(session: { user: { login: string } }, request: Request): Actor {
  return { login: session.user.login, remoteAddress: clientIp(request) };
}

/**
 * The intent a form posted, parsed by its schema; anything else (an unknown intent, a missing or
 * malformed field) is refused with 400 and the message `key`.
 */
export function parseIntent<S extends z.ZodTypeAny>(form: FormData, schema: S, key: MessageKey): z.output<S> {
  const parsed = safeParseForm(schema, Object.fromEntries(form));
  invariantResponse(parsed.success, key, { status: 400 });
  return parsed.data;
}

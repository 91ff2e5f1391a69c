import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/models/db.server";
import {
  claimOutboxRow,
  listRetryableOutbox,
  markOutboxFailed,
  markOutboxSent,
  queueOutboxMessage,
  type MailMessage,
} from "~/models/outbox.server";
import type { AppEnv } from "~/env.server";

/**
 * E-mail for every feature (design §5). Every message is first written to the D1 `outbox` table, which
 * is the whole story locally and in tests (the dev outbox viewer reads it). With MAIL_TRANSPORT=http
 * the row is then delivered through a JSON-over-HTTPS provider after the response is sent, and its
 * status records the outcome; `deliverPendingEmails` retries what failed.
 */
export type { MailMessage };

export interface Mailer {
  /** True when the message was queued: false for a guest without an address, or one already sent under its key. */
  send(message: MailMessage): Promise<boolean>;
}

/** Delivers one message to a provider; throws on failure. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export const MAX_DELIVERY_ATTEMPTS = 5;

/** Local and test mailer: the outbox row is the delivered e-mail. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<boolean> {
    return (await queueOutboxMessage(this.db, message)) !== null;
  }
}

/**
 * A provider taking `POST <url>` with `Authorization: Bearer <key>` and a JSON body
 * `{ from, to: [address], subject, html, text }`, answering 2xx on acceptance (the common shape of
 * transactional e-mail APIs).
 */
export class HttpMailTransport implements MailTransport {
  constructor(private readonly options: { url: string; apiKey: string; from: string; fetcher?: typeof fetch }) {}

  async deliver(message: MailMessage): Promise<void> {
    const doFetch = this.options.fetcher ?? fetch;
    const response = await doFetch(this.options.url, {
      method: "POST",
      headers: { Authorization: `Bearer ${this.options.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: this.options.from,
        to: [message.to],
        subject: message.subject,
        html: message.html,
        text: message.text,
      }),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new Error(`mail provider answered ${response.status}${detail ? `: ${detail}` : ""}`);
    }
  }
}

async function deliverRow(db: Db, transport: MailTransport, id: number, message: MailMessage, attempts: number) {
  try {
    await transport.deliver(message);
    await markOutboxSent(db, id, new Date(), attempts + 1);
  } catch (error) {
    await markOutboxFailed(db, id, error, attempts + 1);
  }
}

/** Production mailer: outbox row first (nothing is lost), delivery after the response. */
export class QueueingMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly waitUntil: (promise: Promise<unknown>) => void,
  ) {}

  async send(message: MailMessage): Promise<boolean> {
    const id = await queueOutboxMessage(this.db, message);
    if (id === null) return false;
    this.waitUntil(deliverRow(this.db, this.transport, id, message, 0));
    return true;
  }
}

/** A message younger than this may still be on its way through the request that queued it. */
const IN_FLIGHT_MS = 2 * 60_000;

/**
 * Retries PENDING and FAILED rows (oldest first) that still have attempts left, as the cron does every
 * minute. Each row is claimed by a conditional UPDATE of its attempt count before it is sent, so two
 * overlapping runs never deliver the same e-mail twice; rows queued in the last two minutes are left to
 * the request that queued them.
 */
export async function deliverPendingEmails(
  db: Db,
  transport: MailTransport,
  { now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {},
): Promise<number> {
  const rows = await listRetryableOutbox(db, {
    before: new Date(now.getTime() - IN_FLIGHT_MS),
    maxAttempts: MAX_DELIVERY_ATTEMPTS,
    limit,
  });
  let delivered = 0;
  for (const row of rows) {
    if (!(await claimOutboxRow(db, row))) continue;
    const message = {
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      kind: row.kind,
      lang: row.langKey,
    };
    try {
      await transport.deliver(message);
      await markOutboxSent(db, row.id, now);
      delivered++;
    } catch (error) {
      await markOutboxFailed(db, row.id, error);
    }
  }
  return delivered;
}

export function createMailTransport(env: AppEnv): MailTransport | null {
  if (env.MAIL_TRANSPORT !== "http" || !env.MAIL_API_URL || !env.MAIL_API_KEY || !env.MAIL_FROM) return null;
  return new HttpMailTransport({ url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM });
}

/** The mailer for this request, chosen by MAIL_TRANSPORT. */
export function createMailer(
  context: Pick<AppLoadContext, "db" | "env"> & { ctx: Pick<ExecutionContext, "waitUntil"> },
): Mailer {
  const transport = createMailTransport(context.env);
  if (!transport) return new OutboxMailer(context.db);
  return new QueueingMailer(context.db, transport, (promise) => context.ctx.waitUntil(promise));
}

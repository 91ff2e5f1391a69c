import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "~/context.server";
import { outbox, type LangKey } from "~/db/schema";
import type { AppEnv } from "~/env.server";

/**
 * E-mail for every feature (design §5). Every message is first written to the D1 `outbox` table, which
 * is the whole story locally and in tests (the dev outbox viewer reads it). With MAIL_TRANSPORT=http
 * the row is then delivered through a JSON-over-HTTPS provider after the response is sent, and its
 * status records the outcome; `deliverPendingEmails` retries what failed.
 */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the e-mail is about, e.g. "activation", "password-reset", "booking-created". */
  kind: string;
  lang: LangKey;
  /** Set for a message that must go out at most once: a second send with the same key does nothing. */
  dedupeKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Delivers one message to a provider; throws on failure. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export const MAX_DELIVERY_ATTEMPTS = 5;

/** The new row's id, or null when a message with the same dedupe key was already queued. */
async function writeOutbox(db: Db, message: MailMessage): Promise<number | null> {
  const [row] = await db
    .insert(outbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      kind: message.kind,
      langKey: message.lang,
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/** Local and test mailer: the outbox row is the delivered e-mail. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await writeOutbox(this.db, message);
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
    await db
      .update(outbox)
      .set({ status: "SENT", attempts: attempts + 1, sentAt: new Date(), lastError: null })
      .where(eq(outbox.id, id));
  } catch (error) {
    await db
      .update(outbox)
      .set({ status: "FAILED", attempts: attempts + 1, lastError: String(error).slice(0, 500) })
      .where(eq(outbox.id, id));
  }
}

/** Production mailer: outbox row first (nothing is lost), delivery after the response. */
export class QueueingMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly waitUntil: (promise: Promise<unknown>) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const id = await writeOutbox(this.db, message);
    if (id === null) return;
    this.waitUntil(deliverRow(this.db, this.transport, id, message, 0));
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
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(
        inArray(outbox.status, ["PENDING", "FAILED"]),
        lt(outbox.attempts, MAX_DELIVERY_ATTEMPTS),
        lt(outbox.createdAt, new Date(now.getTime() - IN_FLIGHT_MS)),
      ),
    )
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
  let delivered = 0;
  for (const row of rows) {
    const claimed = await db
      .update(outbox)
      .set({ attempts: row.attempts + 1 })
      .where(
        and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), inArray(outbox.status, ["PENDING", "FAILED"])),
      )
      .returning({ id: outbox.id });
    if (claimed.length === 0) continue;
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
      await db.update(outbox).set({ status: "SENT", sentAt: now, lastError: null }).where(eq(outbox.id, row.id));
      delivered++;
    } catch (error) {
      await db
        .update(outbox)
        .set({ status: "FAILED", lastError: String(error).slice(0, 500) })
        .where(eq(outbox.id, row.id));
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

import { desc, eq } from "drizzle-orm";
import type { Db } from "~/context.server";
import { outbox } from "~/db/schema";

export interface OutboxEntry {
  id: number;
  toAddress: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
  createdAt: Date;
}

/** The newest outbox messages first, at most `limit`; with `to`, only those sent to that address. */
export function listOutbox(db: Db, options: { to: string | null; limit: number }): Promise<OutboxEntry[]> {
  return db
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.text,
      kind: outbox.kind,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(options.to ? eq(outbox.toAddress, options.to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit);
}

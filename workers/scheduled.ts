import { createDb } from "../app/models/db.server";
import { parseEnv, type Bindings } from "../app/env.server";
import { claimSatisfactionEmails } from "../app/orders/store/order-refs.server";
import { sendBookingEmail } from "../app/orders/intents/book-emails.server";
import { purgeCounters } from "../app/models/request-counter.server";
import { purgeMetricSamples } from "../app/models/metrics.server";
import { purgeExpiredChatContinueTokens, purgeIdleChatGuests } from "../app/models/chat.server";
import { purgeUsedTokens } from "../app/models/used-token.server";
import { createMailTransport, deliverPendingEmails } from "../app/services/mailer.server";
import { expireOverdueOrders } from "../app/orders/intents/expire.server";
import { syncDueFeeds } from "../app/services/channel-sync.server";
import { todayInJakarta } from "../app/utils/dates";

/**
 * Cron jobs (wrangler.toml: every minute). Each job claims its rows with a conditional UPDATE, so two
 * overlapping runs never act on the same booking twice.
 */
export interface ScheduledReport {
  expired: string[];
  satisfactionEmails: number;
  /** Chat guest accounts deleted because their guest never wrote. */
  idleChatGuests: number;
  /** Imported OTA calendars synced this run (read or unchanged) and failed (recorded on each feed). */
  feeds: { synced: number; failed: number };
}

/** A chat guest who has not written this long after the pre-chat dialog is forgotten. */
export const IDLE_CHAT_GUEST_MS = 24 * 60 * 60_000;

export async function runScheduled(
  bindings: Bindings,
  ctx: ExecutionContext,
  now = new Date(),
): Promise<ScheduledReport> {
  const env = parseEnv(bindings);
  const db = createDb(env.DB);
  const context = { env, db, ctx };

  // 1. Unpaid bookings past their deadline: EXPIRED and nights released, the gateway transaction expired and
  //    the guest told.
  const expired = await expireOverdueOrders(context, now);

  // 2. The day after check-out: the satisfaction link.
  // Claimed stays of guests without an e-mail (walk-ins) are marked done and counted as no e-mail.
  const claimed = await claimSatisfactionEmails(db, todayInJakarta(now), now);
  let satisfactionEmails = 0;
  for (const id of claimed) if (await sendBookingEmail(context, id, "booking-satisfaction")) satisfactionEmails++;

  // 3. E-mails the provider refused earlier (only with MAIL_TRANSPORT=http; the outbox is the mail otherwise).
  const transport = createMailTransport(env);
  if (transport) await deliverPendingEmails(db, transport, { now });

  // 4. Housekeeping: spent captcha tokens that could no longer be replayed.
  //    and request counters of windows that ended a day ago.
  await purgeUsedTokens(db, now.getTime());
  await purgeCounters(db, now.getTime() - 24 * 60 * 60_000);
  //    Request metrics are kept for a week (the metrics page shows the last day).
  await purgeMetricSamples(db, new Date(now.getTime() - 7 * 24 * 60 * 60_000));
  //    Chat guests from a pre-chat dialog who never wrote a word, after a day; used-up continue links.
  const idleChatGuests = await purgeIdleChatGuests(db, new Date(now.getTime() - IDLE_CHAT_GUEST_MS));
  await purgeExpiredChatContinueTokens(db, now);

  // 5. Imported OTA calendars whose last sync is older than ICAL_SYNC_MINUTES (a few per run, each feed in
  //    its own try/catch); on its own so a failure here never stops the jobs above.
  const feeds = { synced: 0, failed: 0 };
  try {
    for (const outcome of await syncDueFeeds(context, now)) {
      if (outcome.status === "failed") feeds.failed++;
      else feeds.synced++;
    }
  } catch (error) {
    console.error("calendar sync job failed", error);
  }

  return { expired, satisfactionEmails, idleChatGuests, feeds };
}

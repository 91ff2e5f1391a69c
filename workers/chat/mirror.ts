import { createDb } from "../../app/models/db.server";
import { parseEnv } from "../../app/env.server";
import {
  chatGuestContact,
  markChatGuestActive,
  markChatMessagesRead,
  mirrorChatMessages,
  type ChatMirrorRow,
} from "../../app/models/chat.server";
import { CHAT_REPLY_EMAIL_INTERVAL_MS, chatReplyEmail } from "../../app/services/chat-emails.server";
import { createMailer } from "../../app/services/mailer.server";
import type { ChatRole } from "../../app/utils/chat-protocol";
import { languageOf, type ChatEnv } from "./env";
import type { MessageRow, SessionStore } from "./session-store";

/** How long after a stored message the mirror to D1 is retried if it has not succeeded by then. */
export const MIRROR_RETRY_MS = 30_000;
const MIRROR_BATCH = 50;

/**
 * What a conversation tells D1 (ADR 019): the copy of its messages for the back-office (retried by the
 * object's alarm until nothing is pending), read marks, the guest's account marked active, and the e-mail
 * that carries an operator's answer to a guest who has left. D1 is reached through app/models only. The
 * bindings are read at each call (`env()`), never kept.
 */
export class ChatMirror {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly store: SessionStore,
    private readonly env: () => ChatEnv,
  ) {}

  private db() {
    return createDb(this.env().DB);
  }

  /** Arms the retry (unless armed): done before each copy attempt, so one cut short by an eviction still happens. */
  async armRetry(): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null) await this.ctx.storage.setAlarm(Date.now() + MIRROR_RETRY_MS);
  }

  /** Copies every stored message not yet in D1 (and with a known recipient). True when nothing is left. */
  async copy(): Promise<boolean> {
    const guestId = this.store.get("guest_id");
    if (!guestId) return true;
    try {
      for (;;) {
        const rows = this.store.unmirrored(MIRROR_BATCH);
        if (rows.length === 0) break;
        const marks = this.store.readMarks();
        const now = new Date();
        const copies: ChatMirrorRow[] = rows.map((row) => ({
          authorUserId: row.author_id,
          recipientUserId: row.recipient_id as number,
          contents: row.text,
          mirrorKey: mirrorKey(guestId, row),
          createdAt: new Date(row.at),
          // Read by the other side before it was copied (a retried mirror): copied as read.
          readAt: row.seq <= (row.author_role === "guest" ? marks.operator : marks.guest) ? now : null,
        }));
        await mirrorChatMessages(this.db(), copies);
        this.store.markMirrored(rows[rows.length - 1].seq);
      }
      if (this.store.pendingMirrorCount() === 0) await this.ctx.storage.deleteAlarm();
      return true;
    } catch (error) {
      // The messages are safe in this object's storage; the alarm tries again later.
      console.error("chat mirror to D1 failed", error);
      await this.armRetry();
      return false;
    }
  }

  /** The object's alarm: copy again, and keep retrying while it fails. */
  async alarm(): Promise<void> {
    const done = await this.copy();
    // Messages still waiting for an operator are mirrored when one is assigned; no need to poll for them.
    if (done) return;
    await this.ctx.storage.setAlarm(Date.now() + MIRROR_RETRY_MS);
  }

  /** Best effort: the back-office sees when messages were read; a message copied later carries it anyway. */
  async markRead(reader: ChatRole, after: number, upTo: number): Promise<void> {
    const guestId = this.store.get("guest_id");
    if (!guestId) return;
    const rows = this.store.mirroredReadBy(reader, after, upTo);
    if (rows.length === 0) return;
    try {
      await markChatMessagesRead(
        this.db(),
        rows.map((row) => mirrorKey(guestId, row)),
        new Date(),
      );
    } catch (error) {
      console.error("chat read mark mirror failed", error);
    }
  }

  /** The guest wrote: their account is no longer an idle one for the cron purge. */
  async markGuestActive(): Promise<void> {
    const guestId = this.store.get("guest_id");
    if (!guestId) return;
    try {
      await markChatGuestActive(this.db(), guestId);
    } catch (error) {
      // Let the guest's next message try again.
      this.store.clear("guest_wrote");
      console.error("marking the chat guest active failed", error);
    }
  }

  /**
   * An operator answered while the guest has no socket open: the guest is told by e-mail, with a link
   * back to the chat, at most once per CHAT_REPLY_EMAIL_INTERVAL_MS (later answers are read in the chat).
   */
  async emailGuest(row: MessageRow): Promise<void> {
    const guestId = this.store.get("guest_id");
    const last = this.store.get("reply_emailed_at");
    if (!guestId || (last !== null && row.at - last < CHAT_REPLY_EMAIL_INTERVAL_MS)) return;
    // Claimed before the first await, so two answers in quick succession queue one e-mail.
    this.store.set("reply_emailed_at", row.at);
    try {
      const db = this.db();
      const guest = await chatGuestContact(db, guestId);
      if (!guest) return;
      const env = parseEnv(this.env());
      const lang = this.store.get("guest_lang");
      const message = chatReplyEmail(env, { ...guest, langKey: lang ? languageOf(lang) : guest.langKey }, row.text);
      // Keyed by the answer, so a retried attempt never queues the same e-mail twice.
      await createMailer({ db, env, ctx: this.ctx }).send({
        ...message,
        dedupeKey: `chat-reply:${guestId}:${row.seq}`,
      });
    } catch (error) {
      // Not queued: the next answer may try again.
      console.error("chat reply e-mail failed", error);
      this.store.clear("reply_emailed_at", row.at);
    }
  }
}

/** The message's key in the D1 mirror: unique across conversations, the same on every retry. */
function mirrorKey(guestId: number, row: Pick<MessageRow, "author_id" | "client_id">): string {
  return `chat:${guestId}:${row.author_id}:${row.client_id}`;
}

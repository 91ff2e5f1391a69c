import { RATE_LIMIT_MESSAGES, RATE_LIMIT_WINDOW_MS } from "../../app/utils/chat-protocol";

/** Where a RateLimiter keeps the times each sender sent (the session's storage, so a restart forgets nothing). */
export interface SendLog {
  /** Drops every entry at or before `at`. */
  forgetSentUpTo(at: number): void;
  sentCount(authorId: number): number;
  recordSent(authorId: number, at: number): void;
}

/**
 * Per-sender limit over a sliding window: at most `limit` messages in any `windowMs` (the protocol's
 * RATE_LIMIT_MESSAGES per RATE_LIMIT_WINDOW_MS). A message is counted once it is stored (`record`), so a
 * resend of a stored message, or one refused, costs nothing.
 */
export class RateLimiter {
  constructor(
    private readonly log: SendLog,
    readonly limit = RATE_LIMIT_MESSAGES,
    readonly windowMs = RATE_LIMIT_WINDOW_MS,
  ) {}

  /** True while `authorId` has sent fewer than `limit` messages in the window ending at `now`. */
  allows(authorId: number, now = Date.now()): boolean {
    this.log.forgetSentUpTo(now - this.windowMs);
    return this.log.sentCount(authorId) < this.limit;
  }

  record(authorId: number, now = Date.now()): void {
    this.log.recordSent(authorId, now);
  }
}

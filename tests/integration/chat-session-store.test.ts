import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGES, RATE_LIMIT_WINDOW_MS } from "../../app/utils/chat-protocol";
import { RateLimiter } from "../../workers/chat/rate-limiter";
import type { ChatSession } from "../../workers/chat/session";
import { toView, type SessionStore } from "../../workers/chat/session-store";
import { unique } from "./support/db";

/** A conversation object no socket has opened: its storage belongs to the test. */
function freshSession() {
  return env.CHAT_SESSION.get(env.CHAT_SESSION.idFromName(unique("store-test")));
}

/** The running object's own store (what its sockets' frames read and write). */
function storeOf(instance: ChatSession): SessionStore {
  return (instance as unknown as { store: SessionStore }).store;
}

describe("RateLimiter (in a conversation's storage)", () => {
  it("lets the Nth message of a window through, refuses the next, and lets it through once the window has moved on", async () => {
    await runInDurableObject(freshSession(), (instance: ChatSession) => {
      const limiter = new RateLimiter(storeOf(instance));
      const start = 1_000_000;
      for (let i = 0; i < RATE_LIMIT_MESSAGES; i++) {
        expect(limiter.allows(7, start + i), `message ${i + 1}`).toBe(true);
        limiter.record(7, start + i);
      }
      const last = start + RATE_LIMIT_MESSAGES - 1;
      expect(limiter.allows(7, last + 1)).toBe(false);
      // Each sender has an allowance of their own.
      expect(limiter.allows(8, last + 1)).toBe(true);
      // The first message still counts one millisecond before the window has passed it, and no longer after.
      expect(limiter.allows(7, start + RATE_LIMIT_WINDOW_MS - 1)).toBe(false);
      expect(limiter.allows(7, start + RATE_LIMIT_WINDOW_MS)).toBe(true);
      // A whole window later every earlier message is forgotten: a full allowance again.
      const next = last + RATE_LIMIT_WINDOW_MS;
      for (let i = 0; i < RATE_LIMIT_MESSAGES; i++) {
        expect(limiter.allows(7, next + i), `next window, message ${i + 1}`).toBe(true);
        limiter.record(7, next + i);
      }
      expect(limiter.allows(7, next + RATE_LIMIT_MESSAGES)).toBe(false);
    });
  });
});

describe("SessionStore", () => {
  it("gives back the conversation's facts and messages after the object restarts", async () => {
    const stub = freshSession();
    const seqs = await runInDurableObject(stub, (instance: ChatSession) => {
      const store = storeOf(instance);
      store.set("guest_id", 41);
      store.set("guest_name", "Tamu Uji");
      store.set("guest_lang", "fr");
      store.set("guest_page", "/wisata/7");
      store.set("operator_id", 5);
      store.set("read_guest", 2);
      store.set("read_operator", 1);
      store.set("reply_emailed_at", 1_234);
      store.set("guest_wrote", 1_000);
      // Taken back only while it still holds the value given.
      store.clear("reply_emailed_at", 999);
      const first = store.add({ client_id: "g-1", author_role: "guest", author_id: 41, recipient_id: null, text: "Halo", at: 1_000 });
      const second = store.add({ client_id: "o-1", author_role: "operator", author_id: 5, recipient_id: 41, text: "Ya?", at: 2_000 });
      return [first.seq, second.seq];
    });

    await evictDurableObject(stub);

    await runInDurableObject(stub, (instance: ChatSession) => {
      const store = storeOf(instance);
      expect({
        guestId: store.get("guest_id"),
        name: store.get("guest_name"),
        lang: store.get("guest_lang"),
        page: store.get("guest_page"),
        operator: store.get("operator_id"),
        emailed: store.get("reply_emailed_at"),
        wrote: store.get("guest_wrote"),
      }).toEqual({ guestId: 41, name: "Tamu Uji", lang: "fr", page: "/wisata/7", operator: 5, emailed: 1_234, wrote: 1_000 });
      expect(store.readMarks()).toEqual({ guest: 2, operator: 1 });
      expect(store.lastSeq()).toBe(seqs[1]);
      expect(store.history(0, 10).map(toView)).toEqual([
        { seq: seqs[0], clientId: "g-1", from: "guest", authorId: 41, text: "Halo", at: 1_000 },
        { seq: seqs[1], clientId: "o-1", from: "operator", authorId: 5, text: "Ya?", at: 2_000 },
      ]);
      expect(store.findByClientId(41, "g-1")).toEqual({ seq: seqs[0], at: 1_000 });
      // Only the message with a recipient can be copied to D1 until the guest's is addressed.
      expect(store.pendingMirrorCount()).toBe(1);
      expect(store.addressWaiting(5)).toBe(1);
      expect(store.pendingMirrorCount()).toBe(2);

      store.clear("reply_emailed_at", 1_234);
      store.clear("operator_id");
      expect([store.get("reply_emailed_at"), store.get("operator_id")]).toEqual([null, null]);
    });
  });
});

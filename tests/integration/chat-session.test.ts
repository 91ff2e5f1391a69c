import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { MAX_MESSAGE_LENGTH, RATE_LIMIT_MESSAGES } from "../../app/utils/chat-protocol";
import type { ChatSession } from "../../workers/chat/session";
import { chatGuest, eventually, onlineOperator, sessionStub, trackedSockets } from "./support/chat";

const socket = trackedSockets();

/** A guest and an online operator who is assigned the guest's conversation, both connected to it. */
async function conversation() {
  const { lobby, ...operator } = await onlineOperator(socket);
  const guest = await chatGuest();
  const guestSocket = await socket(guest.browser, "/api/chat/socket");
  const welcome = await guestSocket.hello();
  expect(welcome.presence).toEqual({ online: true, operatorId: operator.userId });
  const operatorSocket = await socket(operator.browser, `/api/chat/socket?guest=${guest.guestId}`);
  await operatorSocket.hello();
  return { operator, guest, lobby, guestSocket, operatorSocket };
}

async function mirroredRows(guestId: number) {
  const { results } = await env.DB.prepare(
    "SELECT author_user_id, recipient_user_id, contents, client_msg_id FROM chat_message WHERE client_msg_id LIKE ? ORDER BY id",
  )
    .bind(`chat:${guestId}:%`)
    .all<{ author_user_id: number; recipient_user_id: number; contents: string; client_msg_id: string }>();
  return results;
}

describe("ChatSession", () => {
  it("carries messages both ways, acknowledges each with a rising seq, and relays read marks and typing", async () => {
    const { operator, guest, guestSocket, operatorSocket } = await conversation();

    const first = await guestSocket.say("g-1", "  Halo, apakah kamar untuk besok masih ada?  ");
    const toOperator = await operatorSocket.type("message");
    expect(toOperator).toMatchObject({ seq: first.seq, clientId: "g-1", from: "guest", authorId: guest.guestId });
    expect(toOperator.text).toBe("Halo, apakah kamar untuk besok masih ada?");

    const reply = await operatorSocket.say("o-1", "Masih, untuk berapa orang?");
    expect(reply.seq).toBeGreaterThan(first.seq);
    expect(await guestSocket.type("message")).toMatchObject({ seq: reply.seq, from: "operator", authorId: operator.userId });

    guestSocket.send({ type: "typing" });
    expect(await operatorSocket.type("typing")).toEqual({ type: "typing", by: "guest", active: true });
    guestSocket.send({ type: "read", upTo: reply.seq + 100 });
    // A read mark never passes the last message.
    expect(await operatorSocket.type("read")).toEqual({ type: "read", by: "guest", upTo: reply.seq });
    // The back-office mirror learns the guest read the reply; the guest's own message stays unread.
    await eventually(async () => {
      const { results } = await env.DB.prepare("SELECT client_msg_id, read_at FROM chat_message WHERE client_msg_id LIKE ? ORDER BY id")
        .bind(`chat:${guest.guestId}:%`)
        .all<{ client_msg_id: string; read_at: number | null }>();
      expect(results.map((r) => [r.client_msg_id.split(":").pop(), r.read_at !== null])).toEqual([
        ["g-1", false],
        ["o-1", true],
      ]);
    });

    await eventually(async () =>
      expect(await mirroredRows(guest.guestId)).toEqual([
        {
          author_user_id: guest.guestId,
          recipient_user_id: operator.userId,
          contents: "Halo, apakah kamar untuk besok masih ada?",
          client_msg_id: `chat:${guest.guestId}:${guest.guestId}:g-1`,
        },
        {
          author_user_id: operator.userId,
          recipient_user_id: guest.guestId,
          contents: "Masih, untuk berapa orang?",
          client_msg_id: `chat:${guest.guestId}:${operator.userId}:o-1`,
        },
      ]),
    );
  });

  it("sends the history after the seq a reconnecting client already has", async () => {
    const { guest, guestSocket, operatorSocket } = await conversation();
    const a = await guestSocket.say("h-1", "satu");
    const b = await operatorSocket.say("h-2", "dua");
    const c = await guestSocket.say("h-3", "tiga");
    guestSocket.close();

    const again = await socket(guest.browser, "/api/chat/socket");
    const welcome = await again.hello(a.seq);
    expect(welcome.history.map((m) => [m.seq, m.text])).toEqual([
      [b.seq, "dua"],
      [c.seq, "tiga"],
    ]);
    expect(welcome.lastSeq).toBe(c.seq);
    const all = await (await socket(guest.browser, "/api/chat/socket")).hello();
    expect(all.history.map((m) => m.clientId)).toEqual(["h-1", "h-2", "h-3"]);
  });

  it("stores a message resent with the same client id once and acknowledges it with the original seq", async () => {
    const { guest, guestSocket, operatorSocket } = await conversation();
    const first = await guestSocket.say("dup-1", "pesan yang sama");
    const again = await guestSocket.say("dup-1", "pesan yang sama");
    expect(again).toEqual(first);
    await operatorSocket.type("message");
    const welcome = await (await socket(guest.browser, "/api/chat/socket")).hello();
    expect(welcome.history.filter((m) => m.clientId === "dup-1")).toHaveLength(1);
    await eventually(async () => expect(await mirroredRows(guest.guestId)).toHaveLength(1));
  });

  it("answers too long, empty and too many messages with error frames that name the message", async () => {
    const { guestSocket } = await conversation();
    await guestSocket.say("len-ok", "a".repeat(MAX_MESSAGE_LENGTH));
    guestSocket.send({ type: "message", clientId: "len-bad", text: "a".repeat(MAX_MESSAGE_LENGTH + 1) });
    const tooLong = await guestSocket.error("messageTooLong");
    expect(tooLong.clientId).toBe("len-bad");
    expect(tooLong.message).toContain(String(MAX_MESSAGE_LENGTH));
    guestSocket.send({ type: "message", clientId: "blank", text: "   " });
    expect((await guestSocket.error("messageEmpty")).clientId).toBe("blank");

    // One message already counts; the rest of the window's allowance goes through, the next is refused.
    for (let i = 1; i < RATE_LIMIT_MESSAGES; i++) await guestSocket.say(`rate-${i}`, `pesan ${i}`);
    guestSocket.send({ type: "message", clientId: "rate-over", text: "satu lagi" });
    const limited = await guestSocket.error("rateLimited");
    expect(limited.clientId).toBe("rate-over");
    expect(guestSocket.frames.find((f) => f.type === "ack" && f.clientId === "rate-over")).toBeUndefined();
  });

  it("answers a bad frame with an error frame and keeps working", async () => {
    const { guestSocket, operatorSocket } = await conversation();
    const bad: unknown[] = [
      "bukan json",
      "[]",
      { type: "nope" },
      { type: "message", clientId: "x" },
      { type: "message", clientId: "spasi tidak boleh", text: "hai" },
      { type: "read", upTo: -1 },
      { type: "hello", lastSeq: "1" },
    ];
    for (const frame of bad) {
      guestSocket.send(frame);
      await guestSocket.error("badFrame");
    }
    guestSocket.ws.send(new Uint8Array([1, 2, 3]));
    await guestSocket.error("badFrame");
    await guestSocket.say("after-bad", "masih bisa?");
    expect(await operatorSocket.type("message")).toMatchObject({ clientId: "after-bad" });
  });

  it("loses no acknowledged message when the object is evicted mid-conversation", async () => {
    const { guest, guestSocket, operatorSocket } = await conversation();
    const acked: number[] = [];
    acked.push((await guestSocket.say("ev-1", "sebelum")).seq);
    acked.push((await operatorSocket.say("ev-2", "sebelum juga")).seq);

    // Evicted with its sockets hibernated: the same sockets go on working, state comes from storage.
    await evictDurableObject(sessionStub(guest.guestId));
    acked.push((await guestSocket.say("ev-3", "setelah hibernasi")).seq);
    expect(await operatorSocket.type("message", (m) => m.clientId === "ev-3")).toBeTruthy();

    // Evicted with its sockets closed: clients reconnect and catch up from the last seq they had.
    await evictDurableObject(sessionStub(guest.guestId), { webSockets: "close" });
    await eventually(() => expect(guestSocket.closed).toBe(true));
    const back = await socket(guest.browser, "/api/chat/socket");
    const welcome = await back.hello();
    expect(welcome.history.map((m) => m.seq)).toEqual(acked);
    const next = await back.say("ev-4", "setelah ditutup");
    expect(next.seq).toBeGreaterThan(Math.max(...acked));
    // The duplicate check survived too: a resend of an old message is not stored again.
    expect((await back.say("ev-1", "sebelum")).seq).toBe(acked[0]);
  });

  it("keeps an acknowledged message when the D1 mirror fails and copies it when the alarm retries", async () => {
    const { guest, guestSocket } = await conversation();
    const stub = sessionStub(guest.guestId);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = {
      prepare() {
        throw new Error("D1 unavailable");
      },
      batch() {
        return Promise.reject(new Error("D1 unavailable"));
      },
    };
    await runInDurableObject(stub, (instance: ChatSession) => {
      const target = instance as unknown as { env: { DB: unknown } };
      target.env = { ...target.env, DB: failing };
    });
    const ack = await guestSocket.say("mirror-1", "disimpan walau D1 gagal");
    expect(ack.seq).toBeGreaterThan(0);
    await eventually(async () =>
      expect(await runInDurableObject(stub, (instance: ChatSession) => instance.pendingMirrorCount())).toBe(1),
    );
    expect(await mirroredRows(guest.guestId)).toEqual([]);
    expect(logged).toHaveBeenCalledWith("chat mirror to D1 failed", expect.any(Error));
    logged.mockRestore();

    await runInDurableObject(stub, (instance: ChatSession) => {
      const target = instance as unknown as { env: { DB: unknown } };
      target.env = { ...target.env, DB: env.DB };
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await mirroredRows(guest.guestId)).map((r) => r.contents)).toEqual(["disimpan walau D1 gagal"]);
    expect(await runInDurableObject(stub, (instance: ChatSession) => instance.pendingMirrorCount())).toBe(0);
  });

  it("stops retrying the copy of a message whose operator was deleted meanwhile", async () => {
    const { operator, guest, guestSocket } = await conversation();
    const stub = sessionStub(guest.guestId);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const live = env.DB;
    const failing = {
      prepare() {
        throw new Error("D1 unavailable");
      },
      batch() {
        return Promise.reject(new Error("D1 unavailable"));
      },
    };
    const useDb = (db: unknown) =>
      runInDurableObject(stub, (instance: ChatSession) => {
        const target = instance as unknown as { env: { DB: unknown } };
        target.env = { ...target.env, DB: db };
      });
    await useDb(failing);
    await guestSocket.say("gone-1", "operatornya sudah dihapus");
    await eventually(async () =>
      expect(await runInDurableObject(stub, (instance: ChatSession) => instance.pendingMirrorCount())).toBe(1),
    );
    // The admin deletes the operator's account while the guest's message waits for D1.
    await live.prepare("DELETE FROM users WHERE id = ?").bind(operator.userId).run();
    await useDb(live);
    await runDurableObjectAlarm(stub);
    logged.mockRestore();

    // Nothing is left to copy (the back office keeps no conversation with a deleted account): no alarm is kept.
    expect(await runInDurableObject(stub, (instance: ChatSession) => instance.pendingMirrorCount())).toBe(0);
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    expect(await mirroredRows(guest.guestId)).toEqual([]);
  });
});

import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_OPEN_CONVERSATIONS, type OperatorLobby } from "../../workers/chat/lobby";
import { chatGuest, eventually, lobbyStub, onlineOperator, trackedSockets } from "./support/chat";

const socket = trackedSockets(async () => {
  // Every guest left, so the next test starts with no operator's places taken.
  await eventually(async () => expect(await presentCount()).toBe(0));
});

/** Conversations the lobby counts as open (a guest socket on them). */
function presentCount() {
  return runInDurableObject(lobbyStub(), (_instance: OperatorLobby, state) =>
    state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM conversation WHERE guest_present = 1").one().n,
  );
}

/** A guest who opened the chat and, unless `write` is false, wrote their first message (which takes a place). */
async function guestConnected(write = true) {
  const guest = await chatGuest("en");
  const ws = await socket(guest.browser, "/api/chat/socket");
  const welcome = await ws.hello();
  if (write) await ws.say("first", "Halo");
  return { ...guest, ws, welcome };
}

async function guestsConnected(n: number, write = true) {
  const guests = [];
  for (let i = 0; i < n; i++) guests.push(await guestConnected(write));
  return guests;
}

/** Sets how long a quiet conversation keeps its place, in the running lobby; returns the previous value. */
function setSlotIdleMs(ms: number) {
  return runInDurableObject(lobbyStub(), (instance: OperatorLobby) => {
    const lobby = instance as unknown as { slotIdleMs: number };
    const previous = lobby.slotIdleMs;
    lobby.slotIdleMs = ms;
    return previous;
  });
}

describe("OperatorLobby per-operator limit", () => {
  it("gives an operator at most the limit of open conversations; the next waits and gets the first free place", async () => {
    const a = await onlineOperator(socket);
    const guests = await guestsConnected(MAX_OPEN_CONVERSATIONS);
    expect(guests.map((g) => g.welcome.presence)).toEqual(guests.map(() => ({ online: true, operatorId: a.userId })));

    const waiting = await guestConnected();
    expect(waiting.welcome.presence).toEqual({ online: false, operatorId: null });
    // The guest hears that operators are busy, not that nobody is online.
    expect((await waiting.ws.error("operatorsBusy")).message).toContain("busy");
    expect(waiting.ws.frames.find((f) => f.type === "error" && f.code === "operatorOffline")).toBeUndefined();
    // Operators see the conversation waiting.
    await a.lobby.type("conversation", (f) => f.guestId === waiting.guestId && f.operatorId === null);

    // A guest who leaves frees a place, and the waiting conversation takes it.
    guests[0].ws.close();
    expect(await waiting.ws.type("presence")).toEqual({ type: "presence", online: true, operatorId: a.userId });
    await a.lobby.type("conversation", (f) => f.guestId === waiting.guestId && f.operatorId === a.userId);

    // The guest who left comes back: the operator is full again, so they wait in turn.
    const back = await socket(guests[0].browser, "/api/chat/socket");
    expect((await back.hello()).presence).toEqual({ online: false, operatorId: null });
    await back.error("operatorsBusy");
  });

  it("picks only operators with room, and an operator coming online takes the waiting conversation", async () => {
    await onlineOperator(socket);
    await guestsConnected(MAX_OPEN_CONVERSATIONS);
    const waiting = await guestConnected();
    await waiting.ws.error("operatorsBusy");

    const b = await onlineOperator(socket);
    expect(await waiting.ws.type("presence")).toEqual({ type: "presence", online: true, operatorId: b.userId });
    // a is full: every new conversation goes to b (a random pick would reach a with odds 1/2 each time).
    const more = await guestsConnected(MAX_OPEN_CONVERSATIONS - 1);
    expect(more.map((g) => g.welcome.presence.operatorId)).toEqual(more.map(() => b.userId));
    const overflow = await guestConnected();
    expect(overflow.welcome.presence).toEqual({ online: false, operatorId: null });
    await overflow.ws.error("operatorsBusy");
  });

  it("hands a leaving operator's conversations to operators with room and leaves the rest waiting", async () => {
    const a = await onlineOperator(socket);
    const ofA = await guestsConnected(MAX_OPEN_CONVERSATIONS);
    const b = await onlineOperator(socket);
    const ofB = await guestsConnected(MAX_OPEN_CONVERSATIONS - 2);
    expect(ofB.map((g) => g.welcome.presence.operatorId)).toEqual(ofB.map(() => b.userId));

    a.lobby.close();
    const outcomes = await Promise.all(ofA.map((g) => g.ws.type("presence")));
    expect(outcomes.filter((p) => p.operatorId === b.userId)).toHaveLength(2);
    const left = ofA.filter((_, i) => outcomes[i].operatorId === null);
    expect(left).toHaveLength(MAX_OPEN_CONVERSATIONS - 2);
    for (const g of left) await g.ws.error("operatorsBusy");
  });

  it("still says operators are offline when nobody is online", async () => {
    const guest = await guestConnected();
    await guest.ws.error("operatorOffline");
    expect(guest.ws.frames.find((f) => f.type === "error" && f.code === "operatorsBusy")).toBeUndefined();
  });

  it("does not count guests who only opened the chat: a place is taken by the first message", async () => {
    const a = await onlineOperator(socket);
    // Idle sockets (a bot, or visitors who never write) get the operator but hold none of their places.
    const idle = await guestsConnected(MAX_OPEN_CONVERSATIONS, false);
    expect(idle.map((g) => g.welcome.presence.operatorId)).toEqual(idle.map(() => a.userId));
    const writers = await guestsConnected(MAX_OPEN_CONVERSATIONS);
    expect(writers.map((g) => g.welcome.presence.operatorId)).toEqual(writers.map(() => a.userId));
    for (const g of writers) expect(g.ws.frames.find((f) => f.type === "error")).toBeUndefined();
    // Now the operator is full of guests who wrote: the next guest waits.
    const next = await guestConnected(false);
    expect(next.welcome.presence).toEqual({ online: false, operatorId: null });
    await next.ws.error("operatorsBusy");
    // An idle guest who writes only now finds the operator full too, and is told so.
    await idle[0].ws.say("late", "Masih ada kamar?");
    await idle[0].ws.error("operatorsBusy");
    expect(await idle[0].ws.type("presence")).toEqual({ type: "presence", online: false, operatorId: null });
  });

  it("frees the place of a conversation gone quiet for CHAT_SLOT_IDLE_MS, and the waiting guest gets it", async () => {
    const previous = await setSlotIdleMs(1500);
    try {
      const a = await onlineOperator(socket);
      const quiet = await guestsConnected(MAX_OPEN_CONVERSATIONS, false);
      const late = await guestConnected(false);
      // The five write at once, then the sixth: every place is taken, so it waits.
      await Promise.all(quiet.map((g, i) => g.ws.say(`q${i}`, "Halo")));
      await late.ws.say("first", "Ada orang?");
      await late.ws.error("operatorsBusy");
      // Nobody writes again: once the first places go quiet the lobby's alarm hands the waiting conversation over.
      const started = Date.now();
      expect(await late.ws.type("presence", (f) => f.online)).toEqual({
        type: "presence",
        online: true,
        operatorId: a.userId,
      });
      expect(Date.now() - started).toBeLessThan(5000);
      // The five sockets are still open: only going quiet freed the places.
      expect(quiet.every((g) => !g.ws.closed)).toBe(true);
    } finally {
      await setSlotIdleMs(previous);
    }
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chatGuest, eventually, lobbyStub, onlineOperator, trackedSockets } from "./support/chat";

const OFFLINE_ID = "Maaf, operator kami sedang offline. Silahkan coba beberapa saat lagi";

const socket = trackedSockets();

async function guestConnected(language: "id" | "en" | "fr" = "en") {
  const guest = await chatGuest(language);
  const ws = await socket(guest.browser, "/api/chat/socket");
  const welcome = await ws.hello();
  return { ...guest, ws, welcome };
}

describe("OperatorLobby", () => {
  it("gives each new conversation a random online operator (both of two get chats over 40 conversations)", async () => {
    const a = await onlineOperator(socket);
    const b = await onlineOperator(socket);
    expect(await lobbyStub().online()).toEqual([a.userId, b.userId].sort((x, y) => x - y));
    const picked = new Map<number, number>();
    for (let i = 0; i < 40; i++) {
      const guest = await chatGuest();
      const ws = await socket(guest.browser, "/api/chat/socket");
      const { presence } = await ws.hello();
      expect(presence.online).toBe(true);
      picked.set(presence.operatorId as number, (picked.get(presence.operatorId as number) ?? 0) + 1);
      ws.close();
    }
    // Each operator has a 2^-39 chance of never being picked if the choice is fair.
    expect([...picked.keys()].sort((x, y) => x - y)).toEqual([a.userId, b.userId].sort((x, y) => x - y));
    // Operators hear about every new conversation.
    await eventually(() => expect(a.lobby.frames.filter((f) => f.type === "conversation").length).toBeGreaterThanOrEqual(40));
  });

  it("tells the guest in the spec's words that no operator is online, keeps their message, and hands it to the next operator", async () => {
    const guest = await guestConnected("id");
    expect(guest.welcome.presence).toEqual({ online: false, operatorId: null });
    const offline = await guest.ws.error("operatorOffline");
    expect(offline.message).toBe(OFFLINE_ID);
    const ack = await guest.ws.say("tunggu-1", "Ada yang bisa bantu?");
    expect(ack.seq).toBeGreaterThan(0);

    const operator = await onlineOperator(socket);
    expect(await guest.ws.type("presence")).toEqual({ type: "presence", online: true, operatorId: operator.userId });
    // The waiting message reaches the back-office mirror addressed to the operator who now has it.
    await eventually(async () => {
      const row = await env.DB.prepare("SELECT recipient_user_id, contents FROM chat_message WHERE client_msg_id = ?")
        .bind(`chat:${guest.guestId}:${guest.guestId}:tunggu-1`)
        .first<{ recipient_user_id: number; contents: string }>();
      expect(row).toEqual({ recipient_user_id: operator.userId, contents: "Ada yang bisa bantu?" });
    });
  });

  it("reassigns a conversation when its operator goes offline, and says so when the last one leaves", async () => {
    const a = await onlineOperator(socket);
    const b = await onlineOperator(socket);
    const guest = await guestConnected("id");
    const first = guest.welcome.presence.operatorId;
    const [leaving, staying] = first === a.userId ? [a, b] : [b, a];

    leaving.lobby.close();
    expect(await guest.ws.type("presence")).toEqual({ type: "presence", online: true, operatorId: staying.userId });
    const told = await staying.lobby.type("conversation", (f) => f.guestId === guest.guestId && f.operatorId === staying.userId);
    expect(told.guestName).toBe("Tamu Uji");
    await eventually(async () => expect(await lobbyStub().online()).toEqual([staying.userId]));

    staying.lobby.close();
    expect(await guest.ws.type("presence")).toEqual({ type: "presence", online: false, operatorId: null });
    expect((await guest.ws.error("operatorOffline")).message).toBe(OFFLINE_ID);
  });

  it("keeps an operator online while any of their tabs is open", async () => {
    const a = await onlineOperator(socket);
    const secondTab = await socket(a.browser, "/api/chat/lobby");
    const guest = await guestConnected();
    expect(guest.welcome.presence.operatorId).toBe(a.userId);
    secondTab.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lobbyStub().online()).toEqual([a.userId]);
    expect(guest.ws.frames.find((f) => f.type === "presence")).toBeUndefined();
    // The same guest reconnecting keeps the operator they had.
    const again = await socket(guest.browser, "/api/chat/socket");
    expect((await again.hello()).presence.operatorId).toBe(a.userId);
  });

  it("lists conversations to an operator who says hello, and refuses anything else on the lobby socket", async () => {
    const a = await onlineOperator(socket);
    const guest = await guestConnected();
    const late = await socket(a.browser, "/api/chat/lobby");
    late.send({ type: "hello" });
    const snapshot = await late.type("lobby");
    expect(snapshot.you).toBe(a.userId);
    expect(snapshot.conversations).toContainEqual(expect.objectContaining({ guestId: guest.guestId, operatorId: a.userId }));
    late.send({ type: "message", clientId: "x", text: "hai" });
    await late.error("notAllowed");
    late.send("{");
    await late.error("badFrame");
  });
});

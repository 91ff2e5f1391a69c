import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fixedT } from "~/i18n/translate";
import { CHAT_REPLY_EMAIL_INTERVAL_MS } from "~/services/chat-emails.server";
import type { ChatSession } from "../../workers/chat/session";
import type { OperatorLobby } from "../../workers/chat/lobby";
import {
  chatGuest,
  eventually,
  lobbyStub,
  onlineOperator,
  sessionStub,
  type TestSocket,
  trackedSockets,
} from "./support/chat";

const socket = trackedSockets();

/** A guest in `language` and an operator, both connected to the guest's conversation. */
async function conversation(language: "id" | "en" | "fr") {
  const operator = await onlineOperator(socket);
  const guest = await chatGuest(language);
  const guestSocket = await socket(guest.browser, "/api/chat/socket");
  await guestSocket.hello();
  const operatorSocket = await socket(operator.browser, `/api/chat/socket?guest=${guest.guestId}`);
  await operatorSocket.hello();
  return { operator, guest, guestSocket, operatorSocket };
}

/** The guest closes the page: waits until the conversation has noticed (the lobby hears it last). */
async function guestLeaves(guestId: number, guestSocket: TestSocket) {
  guestSocket.close();
  await eventually(async () => {
    const present = await runInDurableObject(lobbyStub(), (_instance: OperatorLobby, state) =>
      state.storage.sql
        .exec<{ p: number }>("SELECT guest_present AS p FROM conversation WHERE guest_id = ?", guestId)
        .one().p,
    );
    expect(present).toBe(0);
  });
}

async function outboxTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT to_address, subject, text, kind, lang_key FROM outbox WHERE to_address = ? ORDER BY id",
  )
    .bind(email)
    .all<{ to_address: string; subject: string; text: string; kind: string; lang_key: string }>();
  return results;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("ChatSession e-mail to an absent guest", () => {
  it("queues one e-mail in the guest's language with a link to the chat when an operator answers after they left", async () => {
    const { guest, guestSocket, operatorSocket } = await conversation("fr");
    await guestLeaves(guest.guestId, guestSocket);

    await operatorSocket.say("away-1", "Oui, il reste une chambre pour demain.");
    await operatorSocket.say("away-2", "Voulez-vous la réserver ?");
    await eventually(async () => expect(await outboxTo(guest.email)).toHaveLength(1));
    await settle();
    const [mail] = await outboxTo(guest.email);
    const t = fixedT("fr");
    // The bare address, never the guest account's login with its suffix.
    expect(mail.to_address).toBe(guest.email);
    expect(mail).toMatchObject({ subject: t("chat.replyEmail.subject"), kind: "chat-reply", lang_key: "fr" });
    expect(mail.text).toContain("Oui, il reste une chambre pour demain.");
    expect(mail.text).toContain("Bonjour Tamu Uji,");
    expect(mail.text).toContain(`${t("chat.replyEmail.action")}: http://localhost:8787/?chat=1`);
    // Within the interval the second answer adds nothing.
    expect(await outboxTo(guest.email)).toHaveLength(1);
    expect(await outboxTo(`${guest.email}#guest`)).toEqual([]);

    // Once the interval has passed, the next answer is e-mailed again.
    await runInDurableObject(sessionStub(guest.guestId), (_instance: ChatSession, state) => {
      state.storage.sql.exec("UPDATE meta SET value = value - ? WHERE key = 'reply_emailed_at'", CHAT_REPLY_EMAIL_INTERVAL_MS);
    });
    await operatorSocket.say("away-3", "Nous la gardons pour vous jusqu'à ce soir.");
    await eventually(async () => expect(await outboxTo(guest.email)).toHaveLength(2));
  });

  it("sends nothing while the guest is connected, nor for the guest's own messages", async () => {
    const { guest, guestSocket, operatorSocket } = await conversation("id");
    await operatorSocket.say("here-1", "Ada yang bisa kami bantu?");
    await guestSocket.type("message");
    await guestSocket.say("here-2", "Ya, soal kamar.");
    await settle();
    expect(await outboxTo(guest.email)).toEqual([]);

    // The same conversation after the guest left: now the answer is e-mailed, in Indonesian.
    await guestLeaves(guest.guestId, guestSocket);
    await operatorSocket.say("here-3", "Kamar masih tersedia.");
    await eventually(async () =>
      expect((await outboxTo(guest.email)).map((row) => row.subject)).toEqual([fixedT("id")("chat.replyEmail.subject")]),
    );
  });
});

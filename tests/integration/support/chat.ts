import { env } from "cloudflare:test";
import { afterEach, expect } from "vitest";
import type { Role } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18n.server";
import { translator, type MessageKey } from "~/i18n/message-key";
import { CHAT_LIMITS, type ChatFormFailure } from "~/utils/chat-schemas";
import type { ChatErrorCode, LobbyFrame, ServerFrame } from "../../../app/utils/chat-protocol";
import { signIn } from "./account";
import { ORIGIN, TestBrowser } from "./browser";
import { createUser, unique } from "./db";

type AnyFrame = ServerFrame | LobbyFrame;

/** A WebSocket opened through the Worker (SELF.fetch upgrade), with every frame it received kept in order. */
export class TestSocket {
  readonly frames: AnyFrame[] = [];
  closed = false;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.accept();
    ws.addEventListener("message", (event) => {
      this.frames.push(JSON.parse(String(event.data)) as AnyFrame);
      this.wake();
    });
    ws.addEventListener("close", () => {
      this.closed = true;
      this.wake();
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** Waits for the first frame (from `from` on) matching `match`; returns it. */
  async next<T extends AnyFrame>(match: (frame: AnyFrame) => frame is T, timeoutMs?: number): Promise<T>;
  async next(match: (frame: AnyFrame) => boolean, timeoutMs?: number): Promise<AnyFrame>;
  async next(match: (frame: AnyFrame) => boolean, timeoutMs = 5000): Promise<AnyFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) {
        this.frames.splice(this.frames.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) {
        throw new Error(`no matching frame; received: ${JSON.stringify(this.frames)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  type<K extends AnyFrame["type"]>(type: K, extra: (frame: Extract<AnyFrame, { type: K }>) => boolean = () => true) {
    return this.next((frame): frame is Extract<AnyFrame, { type: K }> => frame.type === type && extra(frame as Extract<AnyFrame, { type: K }>));
  }

  error(code: ChatErrorCode) {
    return this.type("error", (frame) => frame.code === code);
  }

  async say(clientId: string, text: string) {
    this.send({ type: "message", clientId, text });
    return this.type("ack", (frame) => frame.clientId === clientId);
  }

  async hello(lastSeq = 0) {
    this.send({ type: "hello", lastSeq });
    return this.type("welcome");
  }

  close() {
    if (!this.closed) this.ws.close(1000, "done");
    this.closed = true;
  }
}

/** Opens a socket at `path` as `browser` (same-origin unless headers say otherwise); returns the response. */
export async function upgrade(browser: TestBrowser, path: string, headers: Record<string, string> = {}) {
  return browser.fetch(path, { headers: { Upgrade: "websocket", Origin: ORIGIN, ...headers } });
}

export async function openSocket(browser: TestBrowser, path: string): Promise<TestSocket> {
  const response = await upgrade(browser, path);
  expect(response.status, await (response.status === 101 ? "" : response.clone().text())).toBe(101);
  return new TestSocket(response.webSocket as WebSocket);
}

export type OpenSocket = (browser: TestBrowser, path: string) => Promise<TestSocket>;

/**
 * The sockets of one test file: returns the opener its tests use, and registers an afterEach that
 * closes every socket the test opened, waits until the lobby is empty (so no test leaks into the
 * next), then runs `afterClose` (a file's own check that everything has settled).
 */
export function trackedSockets(afterClose?: () => Promise<void>): OpenSocket {
  const open: TestSocket[] = [];
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.close();
    await lobbyEmpty();
    await afterClose?.();
  });
  return async (browser, path) => {
    const socket = await openSocket(browser, path);
    open.push(socket);
    return socket;
  };
}

/** A staff member online in the lobby: their lobby socket (opened with `socket`) said hello and got the snapshot. */
export async function onlineOperator(socket: OpenSocket) {
  const operator = await chatOperator();
  const lobby = await socket(operator.browser, "/api/chat/lobby");
  lobby.send({ type: "hello" });
  await lobby.type("lobby");
  return { ...operator, lobby };
}

/** A visitor who filled in the pre-chat dialog: a browser with the chat cookie and its guest id. */
export async function chatGuest(language: "id" | "en" | "fr" = "en") {
  const browser = new TestBrowser({ language });
  const email = `${unique("tamu")}@example.com`;
  const response = await browser.post("/api/chat/guest", { name: "Tamu Uji", email });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { ok: true; guestId: number };
  return { browser, guestId: body.guestId, email };
}

/** A signed-in staff member (ROLE_ADMIN by default) and their user id. */
export async function chatOperator(roles: Role[] = ["ROLE_USER", "ROLE_ADMIN"]) {
  const user = await createUser({ roles });
  const browser = new TestBrowser({ language: "id" });
  await signIn(browser, user.login, user.password);
  expect(browser.hasSession()).toBe(true);
  return { browser, userId: user.id };
}

export function lobbyStub() {
  return env.OPERATOR_LOBBY.get(env.OPERATOR_LOBBY.idFromName("lobby"));
}

export function sessionStub(guestId: number) {
  return env.CHAT_SESSION.get(env.CHAT_SESSION.idFromName(String(guestId)));
}

/** Polls until `check` passes (for effects that happen after a socket closes). */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Waits until no operator is online and the lobby has finished telling sessions, so no test leaks into the next. */
export async function lobbyEmpty() {
  await eventually(async () => {
    expect(await lobbyStub().online()).toEqual([]);
    expect(await lobbyStub().settled()).toBe(true);
  });
}

/**
 * A refused chat form's JSON answer as the widget shows it: conform's field errors (message keys) and
 * a refusal's key, written out in `language`; form-level errors under "form".
 */
export async function shownChatErrors(body: unknown, language: Language): Promise<Record<string, string[]>> {
  const { t } = await getFixedT(new Request(`https://example.com/?lng=${language}`));
  const translate = translator(t);
  const answer = body as ChatFormFailure;
  if ("refusal" in answer) return { form: [translate(answer.refusal.key, answer.refusal.values)] };
  const shown: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(answer.result.error ?? {})) {
    shown[field || "form"] = (keys ?? []).map((key) => translate(key as MessageKey, { max: CHAT_LIMITS.textMax }));
  }
  return shown;
}

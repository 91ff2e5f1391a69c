/**
 * What the browser remembers about the visitor's chat (localStorage): the pre-chat details, so the
 * dialog is asked once, and that a chat was started, so the widget reconnects after a reload and can
 * show unread replies on the chat button. The conversation itself lives on the server.
 */
export const CHAT_STARTED_KEY = "chat.started";
const IDENTITY_KEY = "chat.identity";

export interface ChatIdentity {
  name: string;
  email: string;
}

export function readChatIdentity(): ChatIdentity | null {
  try {
    const value = JSON.parse(localStorage.getItem(IDENTITY_KEY) ?? "null") as Partial<ChatIdentity> | null;
    return typeof value?.name === "string" && typeof value.email === "string" ? { name: value.name, email: value.email } : null;
  } catch {
    return null;
  }
}

export function rememberChatIdentity(identity: ChatIdentity): void {
  try {
    localStorage.setItem(IDENTITY_KEY, JSON.stringify(identity));
  } catch {
    // Not remembered: the dialog asks again next time.
  }
}

export function chatWasStarted(): boolean {
  try {
    return localStorage.getItem(CHAT_STARTED_KEY) !== null;
  } catch {
    return false;
  }
}

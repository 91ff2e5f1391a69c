import { chatStartedSchema, type ChatStarted } from "~/utils/chat-schemas";

/** The pre-chat action (app/routes/api.chat.guest.ts): the dialog posts to it, resuming posts `intent=resume`. */
export const CHAT_START_PATH = "/api/chat/guest";

/**
 * Resumes without the dialog: a signed-in visitor chats as themself, a browser with a valid chat cookie
 * gets it renewed. Null when there is nothing to resume (the dialog then asks for name and e-mail).
 */
export async function resumeChat(): Promise<ChatStarted | null> {
  const body = new FormData();
  body.set("intent", "resume");
  const response = await fetch(CHAT_START_PATH, { method: "POST", body, credentials: "same-origin" });
  const parsed = chatStartedSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

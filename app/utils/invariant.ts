import type { MessageKey, MessageValues } from "~/i18n/message-key";

/**
 * What every refusal carries, whoever throws it (a loader, an action, a guard, the CRUD engine): a key
 * of the message catalogue and its values. It is translated where it is shown — the general error
 * page in the page's language — never before.
 */
export type ErrorData = { key: MessageKey; values?: MessageValues };

export type RefusalInit = { status?: number; values?: MessageValues; headers?: HeadersInit };

/** The Response of a refusal: JSON `ErrorData`, status 400 unless told, never cached. */
export function errorResponse(key: MessageKey, init: RefusalInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  const data: ErrorData = init.values ? { key, values: init.values } : { key };
  return new Response(JSON.stringify(data), { status: init.status ?? 400, headers });
}

/**
 * The one way a loader or action refuses: `invariantResponse(hotel, "desk.errors.notFound", { status: 404 })`
 * throws the refusal when the condition does not hold, and narrows it when it does.
 */
export function invariantResponse(condition: unknown, key: MessageKey, init?: RefusalInit): asserts condition {
  if (!condition) throw errorResponse(key, init);
}

/** Whether a thrown Response's data is a refusal made by `errorResponse`. */
export function isErrorData(data: unknown): data is ErrorData {
  return (
    typeof data === "object" &&
    data !== null &&
    typeof (data as { key?: unknown }).key === "string" &&
    ((data as { values?: unknown }).values === undefined || typeof (data as { values?: unknown }).values === "object")
  );
}

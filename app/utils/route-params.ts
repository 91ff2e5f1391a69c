import type { MessageKey } from "~/i18n/message-key";
import { invariantResponse, type RefusalInit } from "./invariant";

/** Largest id a URL may carry (SQLite integer ids; anything longer is not one of ours). */
const ID = /^[1-9]\d{0,9}$/;

/**
 * The site's one reading of a numeric id — a route parameter, a query value, a form field, a header: a
 * positive integer written in digits without a leading zero, or null for anything else ("abc", "0", "007",
 * "1.5", "-1", a number, a list).
 */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !ID.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * A positive integer id (see `parseId`); otherwise throws the refusal the route's error boundary renders —
 * the general 404 unless the page names its own message.
 */
export function requireId(value: unknown, key: MessageKey = "errors.notFoundMessage", init: RefusalInit = { status: 404 }): number {
  const id = parseId(value);
  invariantResponse(id !== null, key, init);
  return id;
}


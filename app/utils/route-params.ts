import { invariantResponse } from "./invariant";

/** Largest id a URL may carry (SQLite integer ids; anything longer is not one of ours). */
const ID = /^[1-9]\d{0,9}$/;

/** A positive integer id from a route parameter, or null for anything else ("abc", "0", "1.5", "-1"). */
export function parseId(value: string | undefined | null): number | null {
  if (!value || !ID.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** A positive integer id from a route parameter; otherwise throws the 404 the route's error boundary renders. */
export function requireId(value: string | undefined): number {
  const id = parseId(value);
  invariantResponse(id !== null, "errors.notFoundMessage", { status: 404 });
  return id;
}

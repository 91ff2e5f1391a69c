/** Largest id a URL may carry (SQLite integer ids; anything longer is not one of ours). */
const ID = /^[1-9]\d{0,9}$/;

/** A positive integer id from a route parameter, or null for anything else ("abc", "0", "1.5", "-1"). */
export function parseId(value: string | undefined | null): number | null {
  if (!value || !ID.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The 404 a loader throws for an unknown or malformed id; the route's error boundary renders it. */
export function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
}

/** A positive integer id from a route parameter; throws the 404 response otherwise. */
export function requireId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

const ONE_YEAR = 60 * 60 * 24 * 365;
// Object keys are our own (seed/…, uploads/…): letters, digits and a few separators, no "..".
const SAFE_KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._\-/]{0,255}$/;

// RFC 9110 §8.8.3: `*`, or a comma-separated list of entity tags `"…"` / `W/"…"`.
const ENTITY_TAG = String.raw`(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"`;
const ETAG_LIST = new RegExp(String.raw`^\s*(?:\*|${ENTITY_TAG}(?:\s*,\s*${ENTITY_TAG})*)\s*$`);
const ETAG_CONDITIONS = ["If-None-Match", "If-Match"] as const;
const DATE_CONDITIONS = ["If-Modified-Since", "If-Unmodified-Since"] as const;

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}

/**
 * The request's conditional headers that are well formed. R2 throws on an entity tag it cannot parse
 * (`"`, `abc`, `W/"x`), so a malformed condition is treated as absent, as RFC 9110 allows for a
 * header the server does not understand: the image is then simply sent.
 */
function validConditions(request: Request): Headers {
  const conditions = new Headers();
  for (const name of ETAG_CONDITIONS) {
    const value = request.headers.get(name);
    if (value !== null && ETAG_LIST.test(value)) conditions.set(name, value);
  }
  for (const name of DATE_CONDITIONS) {
    const value = request.headers.get(name);
    if (value !== null && value.length <= 64 && !Number.isNaN(Date.parse(value))) conditions.set(name, value);
  }
  return conditions;
}

/** True when an If-Match list names the object (strong comparison: a weak tag never matches). */
function ifMatchHolds(list: string, httpEtag: string): boolean {
  if (list.trim() === "*") return true;
  return (list.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag === httpEtag);
}

/** Streams an image from R2 with a strong ETag, 304 on a matching If-None-Match, and a long cache. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  if (!SAFE_KEY.test(key)) return notFound();

  const conditions = validConditions(request);
  const bucket = context.env.BUCKET;
  const object = await bucket.get(key, { onlyIf: conditions });
  if (!object) return notFound();

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
  headers.set("X-Content-Type-Options", "nosniff");
  // Uploaded SVGs must never run script, even if opened directly.
  headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");

  if (!("body" in object)) {
    // R2 returns the metadata without a body when a condition stopped it: a failed If-Match (or
    // If-Unmodified-Since) is 412, a matching If-None-Match (or If-Modified-Since) is 304.
    const ifMatch = conditions.get("If-Match");
    const unmodifiedSince = conditions.get("If-Unmodified-Since");
    const preconditionFailed =
      ifMatch !== null
        ? !ifMatchHolds(ifMatch, object.httpEtag)
        : unmodifiedSince !== null && object.uploaded.getTime() > Date.parse(unmodifiedSince) + 999;
    return new Response(null, { status: preconditionFailed ? 412 : 304, headers });
  }
  return new Response(object.body, { status: 200, headers });
}

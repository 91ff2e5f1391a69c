import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

const ONE_YEAR = 60 * 60 * 24 * 365;
// Object keys are our own (seed/…, uploads/…): letters, digits and a few separators, no "..".
const SAFE_KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._\-/]{0,255}$/;

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}

/** Streams an image from R2 with a strong ETag, 304 on a matching If-None-Match, and a long cache. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  if (!SAFE_KEY.test(key)) return notFound();

  const bucket = context.env.BUCKET;
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) return notFound();

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
  headers.set("X-Content-Type-Options", "nosniff");
  // Uploaded SVGs must never run script, even if opened directly.
  headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");

  // With onlyIf, R2 returns the metadata without a body when If-None-Match matched.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { status: 200, headers });
}

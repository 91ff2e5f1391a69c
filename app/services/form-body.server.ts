/**
 * The one check that every state-changing request's body is a form the app can read, run in the
 * Worker before Remix (like the cross-site check), so no action has to remember it. Remix actions call
 * `request.formData()`, which throws for JSON, XML or binary bodies, for multipart without a boundary
 * and for foreign charsets; unchecked, each of those became a 500. Here they get a clear 4xx instead:
 *
 * - 415 when the body is not `application/x-www-form-urlencoded` or `multipart/form-data` (with a
 *   boundary), or names a charset other than UTF-8;
 * - 413 when it declares more bytes than a form of that kind may have;
 * - 400 when it claims to be a form but cannot be parsed as one.
 *
 * Endpoints that take another kind of body (the payment gateway's JSON notifications) read and
 * check their bodies themselves and are listed in RAW_BODY_PATHS.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const RAW_BODY_PATHS = new Set(["/api/payment/notification"]);
export const MAX_URLENCODED_BYTES = 1024 * 1024;
export const MAX_MULTIPART_BYTES = 12 * 1024 * 1024;
const UTF8_CHARSETS = new Set(["utf-8", "utf8"]);

export type FormBodyProblem =
  | { status: 400; message: "badBody" }
  | { status: 413; message: "bodyTooLarge" }
  | { status: 415; message: "unsupportedBody" };

interface MediaType {
  type: string;
  params: Map<string, string>;
}

/** `type/subtype; name=value; name="value"` → lower-cased type and parameter names. */
export function parseMediaType(header: string | null): MediaType | null {
  if (!header) return null;
  const [type, ...rest] = header.split(";");
  const params = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim().toLowerCase();
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (name && !params.has(name)) params.set(name, value);
  }
  return { type: type.trim().toLowerCase(), params };
}

const UNSUPPORTED: FormBodyProblem = { status: 415, message: "unsupportedBody" };

export async function formBodyProblem(request: Request): Promise<FormBodyProblem | null> {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (RAW_BODY_PATHS.has(new URL(request.url).pathname)) return null;

  const media = parseMediaType(request.headers.get("Content-Type"));
  if (!media) return UNSUPPORTED;
  const charset = media.params.get("charset");
  if (charset !== undefined && !UTF8_CHARSETS.has(charset.toLowerCase())) return UNSUPPORTED;
  let limit: number;
  if (media.type === "application/x-www-form-urlencoded") {
    limit = MAX_URLENCODED_BYTES;
  } else if (media.type === "multipart/form-data") {
    // RFC 2046: 1 to 70 characters.
    const boundary = media.params.get("boundary") ?? "";
    if (boundary.length < 1 || boundary.length > 70) return { status: 400, message: "badBody" };
    limit = MAX_MULTIPART_BYTES;
  } else {
    return UNSUPPORTED;
  }

  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) return { status: 413, message: "bodyTooLarge" };
  try {
    // Parsed on a copy: the action reads the original (the runtime keeps the bytes for both).
    await request.clone().formData();
  } catch {
    return { status: 400, message: "badBody" };
  }
  return null;
}

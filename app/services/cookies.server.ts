import type { Cookie } from "@remix-run/cloudflare";

/**
 * Reads a cookie's value, treating a tampered or garbled one as absent. Remix's signed-cookie parser
 * throws when the signature is not valid base64; a visitor's broken cookie must never break a page.
 */
export async function readCookieValue(cookie: Cookie, cookieHeader: string | null): Promise<unknown> {
  try {
    return await cookie.parse(cookieHeader);
  } catch {
    return null;
  }
}

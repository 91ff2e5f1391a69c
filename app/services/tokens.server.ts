/**
 * Random secrets handed to a browser or an inbox (session tokens, activation and reset keys) and the
 * hashes we keep of them: only a hash is ever stored, so a copy of the database cannot be replayed.
 */
const encoder = new TextEncoder();

export const KEY_BYTES = 32;

/** Bytes as standard base64 (nonces, password hashes, CSP script hashes). */
export function base64(bytes: Uint8Array | ArrayBuffer): string {
  let binary = "";
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function base64Url(bytes: Uint8Array): string {
  return base64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** `bytes` random bytes from the platform CSPRNG, base64url without padding (43 characters for 32). */
export function randomToken(bytes = KEY_BYTES): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value)));
  let hex = "";
  for (const b of digest) hex += b.toString(16).padStart(2, "0");
  return hex;
}

/** A key as it arrives in a URL: base64url of the expected length, nothing else worth hashing. */
export function isWellFormedKey(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{20,200}$/.test(value);
}

import { timingSafeEqual } from "~/services/password.server";
import { base64Url } from "~/services/tokens.server";

/**
 * HMAC signatures for links and form tokens the server hands out (captcha, satisfaction links,
 * booking form tokens). Each use names its own `purpose`, so a signature made for one kind of token
 * never verifies as another.
 */
const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

export async function hmacSign(secret: string, purpose: string, message: string): Promise<string> {
  const key = await hmacKey(secret);
  const signature = await crypto.subtle.sign("HMAC", key, encoder.encode(`${purpose}\n${message}`));
  return base64Url(new Uint8Array(signature));
}

/** Constant-time comparison of two strings (their UTF-8 bytes). */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(encoder.encode(a), encoder.encode(b));
}

export async function hmacVerify(secret: string, purpose: string, message: string, signature: string): Promise<boolean> {
  return constantTimeEqual(await hmacSign(secret, purpose, message), signature);
}

export async function sha512Hex(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-512", encoder.encode(value)));
  let hex = "";
  for (const b of digest) hex += b.toString(16).padStart(2, "0");
  return hex;
}

import type { Db } from "~/models/db.server";
import { spendToken } from "~/models/used-token.server";
import { base64Url, sha256Hex } from "~/services/tokens.server";

/**
 * The booking form's captcha (spec §5: a random 7-character string, spaces ignored). The code travels
 * to the browser only as an image; the form carries an encrypted, expiring token that holds it, so no
 * server state is needed until the token is spent. Spending inserts the token's hash into
 * `used_token`: a replayed token fails on the primary key.
 */
export const CAPTCHA_LENGTH = 7;
export const CAPTCHA_TTL_MS = 30 * 60_000;
// No 0/O, 1/I/L: the code must be readable.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function randomCaptchaCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CAPTCHA_LENGTH));
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** What a guest typed, as compared: spaces removed, upper case. */
export function normaliseCaptchaAnswer(answer: string): string {
  return answer.replace(/\s+/g, "").toUpperCase();
}

async function aesKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest("SHA-256", encoder.encode(`captcha\n${secret}`));
  return crypto.subtle.importKey("raw", material, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}

function fromBase64Url(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{20,400}$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export interface CaptchaChallenge {
  token: string;
  code: string;
}

export async function createCaptcha(secret: string, now = Date.now(), code = randomCaptchaCode()): Promise<CaptchaChallenge> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const payload = encoder.encode(JSON.stringify({ c: code, e: now + CAPTCHA_TTL_MS }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await aesKey(secret), payload));
  const token = new Uint8Array(iv.length + sealed.length);
  token.set(iv);
  token.set(sealed, iv.length);
  return { token: base64Url(token), code };
}

/** The code inside a token, or null for a forged, malformed or expired token. */
export async function readCaptcha(secret: string, token: string, now = Date.now()): Promise<{ code: string; expiresAt: number } | null> {
  const bytes = fromBase64Url(token);
  if (!bytes || bytes.length < 13) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12) }, await aesKey(secret), bytes.slice(12));
    const value = JSON.parse(decoder.decode(plain)) as { c?: unknown; e?: unknown };
    if (typeof value.c !== "string" || typeof value.e !== "number" || value.e <= now) return null;
    return { code: value.c, expiresAt: value.e };
  } catch {
    return null;
  }
}

/** Checks an answer without spending the token (the live "Captcha Sudah Benar" hint). */
export async function checkCaptcha(secret: string, token: string, answer: string, now = Date.now()): Promise<boolean> {
  const captcha = await readCaptcha(secret, token, now);
  return captcha !== null && normaliseCaptchaAnswer(answer) === captcha.code;
}

export type CaptchaVerdict = "ok" | "wrong" | "expired" | "used";

/** Checks an answer and spends the token; a second use of the same token answers "used". */
export async function verifyAndSpendCaptcha(db: Db, secret: string, token: string, answer: string, now = Date.now()): Promise<CaptchaVerdict> {
  const captcha = await readCaptcha(secret, token, now);
  if (!captcha) return "expired";
  if (normaliseCaptchaAnswer(answer) !== captcha.code) return "wrong";
  const tokenHash = await sha256Hex(`captcha:${token}`);
  const spent = await spendToken(db, { tokenHash, kind: "captcha", expiresAt: new Date(captcha.expiresAt) });
  return spent ? "ok" : "used";
}

/** The code drawn as an SVG: jittered, rotated glyphs over noise lines. No external service. */
export function renderCaptchaSvg(code: string): string {
  const width = 190;
  const height = 56;
  const random = crypto.getRandomValues(new Uint8Array(64));
  let i = 0;
  const next = (range: number) => (random[i++ % random.length] / 255) * range;
  const lines: string[] = [];
  for (let n = 0; n < 6; n++) {
    lines.push(
      `<line x1="${next(width).toFixed(1)}" y1="${next(height).toFixed(1)}" x2="${next(width).toFixed(1)}" y2="${next(height).toFixed(1)}" stroke="#7a8f7f" stroke-width="1.2"/>`,
    );
  }
  const glyphs = [...code].map((ch, index) => {
    const x = 14 + index * 25 + next(4);
    const y = 38 + next(8) - 4;
    const rotate = next(36) - 18;
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${rotate.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})">${ch}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><rect width="100%" height="100%" fill="#eef4ec"/>${lines.join("")}<g font-family="monospace" font-size="28" font-weight="700" fill="#1f5130">${glyphs.join("")}</g></svg>`;
}

/** Cloudflare Turnstile's server-side check, used only when its keys are configured. */
export async function verifyTurnstile(secret: string, response: string, ip: string | null, fetcher: typeof fetch = fetch): Promise<boolean> {
  if (!response || response.length > 4096) return false;
  const body = new FormData();
  body.set("secret", secret);
  body.set("response", response);
  if (ip) body.set("remoteip", ip);
  try {
    const result = await fetcher("https://challenges.cloudflare.com/turnstile/v0/siteverify", { method: "POST", body });
    if (!result.ok) return false;
    const data = (await result.json()) as { success?: unknown };
    return data.success === true;
  } catch {
    return false;
  }
}

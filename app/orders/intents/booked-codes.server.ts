import { createCookie } from "@remix-run/cloudflare";
import { z } from "zod";
import type { AppEnv } from "~/env.server";
import { readCookieValue } from "~/services/cookies.server";
import { BOOKING_CODE_PATTERN } from "~/orders/rules/booking-code";

/**
 * The bookings this browser made in the last minutes (docs/decisions/037), in a signed cookie sent only to
 * the booking pages (`Path=/reservasi/`): the proof that a second identical booking form comes from the guest
 * who made the first, so it may be shown that booking. Anyone else who types the same e-mail and stay is told
 * the booking exists and was e-mailed, never its code. HttpOnly, SameSite=Lax, Secure in production.
 */
type CookieEnv = Pick<AppEnv, "SESSION_SECRET" | "isProduction">;

/** How long an identical booking form counts as the same booking: the cookie lives as long. */
export const TWIN_WINDOW_MS = 10 * 60_000;
const COOKIE_NAME = "booked_codes";
const MAX_CODES = 5;

function bookedCookie(env: CookieEnv) {
  return createCookie(COOKIE_NAME, {
    path: "/reservasi/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    secrets: [env.SESSION_SECRET],
    maxAge: TWIN_WINDOW_MS / 1000,
  });
}

const codesSchema = z.array(z.string().regex(BOOKING_CODE_PATTERN)).max(MAX_CODES);

/** The booking codes this browser made recently; none when the cookie is absent, tampered with or garbled. */
export async function readBookedCodes(request: Request, env: CookieEnv): Promise<string[]> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${COOKIE_NAME}=`)) return [];
  const parsed = codesSchema.safeParse(await readCookieValue(bookedCookie(env), header));
  return parsed.success ? parsed.data : [];
}

/** The Set-Cookie header that adds `kodeBooking` to this browser's recent bookings (newest first). */
export async function rememberBookedHeader(request: Request, env: CookieEnv, kodeBooking: string): Promise<string> {
  const codes = (await readBookedCodes(request, env)).filter((code) => code !== kodeBooking);
  return bookedCookie(env).serialize([kodeBooking, ...codes].slice(0, MAX_CODES));
}

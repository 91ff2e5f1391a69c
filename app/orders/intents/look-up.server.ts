import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import { getCancellableBooking, type CancellableBooking } from "~/orders/store/cancellation.server";
import { getAuthSession } from "~/services/session.server";
import { lookupRetryAfter, recordLookupMiss } from "~/services/lookup-limit.server";
import { hmacSign, hmacVerify } from "~/services/signing.server";
import { isBookingCode } from "~/orders/rules/booking-code";
import type { OrderLookupInput } from "~/orders/rules/order-lookup-schema";
import { fail, ok, type Result } from "~/utils/result";

/**
 * "Pesanan Saya" (/pesanan): a guest proves a booking is theirs with its code and e-mail (no account
 * needed), and gets a signed, short-lived access token for that booking's page, carried in its links and
 * forms; a signed-in guest opens their own bookings without one. Look-ups share the budget of every other
 * booking-code look-up (docs/decisions/033): each miss counts, and a wrong code and a wrong e-mail are
 * answered alike; a paused client gets the form's own 429 message.
 */

const PURPOSE = "order-access";
/** How long a looked-up booking stays open without looking it up again. */
export const ORDER_ACCESS_MS = 30 * 60_000;

type SecretEnv = Pick<AppEnv, "SESSION_SECRET">;

/** A token opening booking `kode`'s page until `now` + ORDER_ACCESS_MS: "<expiry ms>.<signature>". */
export async function orderAccessToken(env: SecretEnv, kode: string, now = Date.now()): Promise<string> {
  const expires = now + ORDER_ACCESS_MS;
  return `${expires}.${await hmacSign(env.SESSION_SECRET, PURPOSE, `${kode}\n${expires}`)}`;
}

async function isValidAccessToken(env: SecretEnv, kode: string, token: unknown, now: number): Promise<boolean> {
  if (typeof token !== "string") return false;
  const match = /^(\d{13})\.([\w-]{20,100})$/.exec(token);
  if (!match || Number(match[1]) < now) return false;
  return hmacVerify(env.SESSION_SECRET, PURPOSE, `${kode}\n${match[1]}`, match[2]);
}

/** The booking's code and access token; or refused: 404 no such booking, 429 too many misses (`values.retryAfter`, seconds). */
export type OrderLookup = Result<{ kode: string; token: string }>;

/** Finds a booking by code and the e-mail it was made with; a miss is counted against the client. */
export async function lookUpOrder(
  context: Pick<AppLoadContext, "db" | "env">,
  request: Request,
  input: OrderLookupInput,
  now = Date.now(),
): Promise<OrderLookup> {
  const retryAfter = await lookupRetryAfter(context.db, request, now);
  if (retryAfter > 0) return fail("security.tooManyLookups", { status: 429, values: { retryAfter } });
  const booking = isBookingCode(input.kode) ? await getCancellableBooking(context.db, input.kode) : null;
  if (!booking || booking.guestEmail.trim().toLowerCase() !== input.email.trim().toLowerCase()) {
    await recordLookupMiss(context.db, request, now);
    return fail("orders.errors.notFound", { status: 404 });
  }
  return ok({ kode: booking.kodeBooking, token: await orderAccessToken(context.env, booking.kodeBooking, now) });
}

/**
 * The booking `kode` when this request may see it: a valid access token for it, or the signed-in account
 * that made it. Null otherwise (unknown code, expired token, someone else's booking).
 */
export async function openOrder(
  request: Request,
  context: AppLoadContext,
  kode: string,
  token: unknown,
  now = Date.now(),
): Promise<CancellableBooking | null> {
  if (!isBookingCode(kode)) return null;
  const tokenOk = await isValidAccessToken(context.env, kode, token, now);
  const session = tokenOk ? null : await getAuthSession(request, context);
  if (!tokenOk && !session) return null;
  const booking = await getCancellableBooking(context.db, kode);
  if (!booking) return null;
  if (tokenOk || (session && booking.userId !== null && booking.userId === session.user.id)) return booking;
  return null;
}

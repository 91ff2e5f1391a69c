import { createCookie } from "@remix-run/cloudflare";
import { z } from "zod";
import type { AppEnv } from "~/env.server";
import { readCookieValue } from "~/services/cookies.server";
import type { BookingDraft } from "~/orders/rules/booking-form";
import { guestValues, guestValuesSchema, paymentValues, paymentValuesSchema } from "~/orders/rules/booking-schema";

/**
 * The steps of the booking wizard a guest has completed, kept between its server round trips in a
 * signed cookie instead of hidden form fields: scoped to the one booking page (its path), HttpOnly,
 * SameSite=Lax, Secure in production, gone after half an hour. It belongs to one filled-in form (its
 * form token): opening the page again starts a new form, and the old draft no longer counts. Only
 * accepted step data goes in, and every read checks it again with the steps' schemas; a tampered,
 * garbled, expired or other form's cookie reads as no draft, never as an error.
 */
type DraftEnv = Pick<AppEnv, "SESSION_SECRET" | "isProduction">;

const COOKIE_NAME = "booking_draft";
export const DRAFT_MAX_AGE_S = 30 * 60;

function draftCookie(env: DraftEnv, path: string) {
  return createCookie(COOKIE_NAME, {
    path,
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    secrets: [env.SESSION_SECRET],
    maxAge: DRAFT_MAX_AGE_S,
  });
}

// The cookie carries the values as the form shows them; short names keep it small.
const storedSchema = z.object({
  t: z.string(),
  g: z.record(z.string(), z.unknown()).optional(),
  p: z.record(z.string(), z.unknown()).optional(),
});

export const EMPTY_DRAFT: BookingDraft = { guest: null, payment: null };

function hasDraftCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${COOKIE_NAME}=`);
}

/**
 * The draft this booking page's cookie holds, with the form token it belongs to; null when there is
 * none or it does not read (tampered, garbled, expired, values the steps' schemas refuse).
 */
export async function readStoredDraft(
  request: Request,
  env: DraftEnv,
): Promise<{ formToken: string; draft: BookingDraft } | null> {
  if (!hasDraftCookie(request)) return null;
  const path = new URL(request.url).pathname;
  const stored = storedSchema.safeParse(await readCookieValue(draftCookie(env, path), request.headers.get("Cookie")));
  if (!stored.success) return null;
  const guest = stored.data.g ? guestValuesSchema.safeParse(stored.data.g) : null;
  const payment = stored.data.p ? paymentValuesSchema.safeParse(stored.data.p) : null;
  if (guest?.success === false || payment?.success === false) return null;
  const draft = {
    guest: guest ? guestValues(guest.data) : null,
    payment: payment ? paymentValues(payment.data) : null,
  };
  return { formToken: stored.data.t, draft };
}

/** The steps of this form (its token) accepted so far; none when there is no valid draft of it. */
export async function readDraft(request: Request, env: DraftEnv, formToken: string): Promise<BookingDraft> {
  const stored = await readStoredDraft(request, env);
  return stored && stored.formToken === formToken ? stored.draft : EMPTY_DRAFT;
}

/** The Set-Cookie header that stores the draft of this form for this booking page. */
export function saveDraftHeader(
  request: Request,
  env: DraftEnv,
  draft: BookingDraft,
  formToken: string,
): Promise<string> {
  const path = new URL(request.url).pathname;
  const stored = { t: formToken, g: draft.guest ?? undefined, p: draft.payment ?? undefined };
  return draftCookie(env, path).serialize(stored);
}

/** The Set-Cookie header that removes the draft, or null when the request had none. */
export async function clearDraftHeader(request: Request, env: DraftEnv): Promise<string | null> {
  if (!hasDraftCookie(request)) return null;
  const path = new URL(request.url).pathname;
  return draftCookie(env, path).serialize("", { maxAge: 0 });
}

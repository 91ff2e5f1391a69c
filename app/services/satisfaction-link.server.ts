import type { AppEnv } from "~/env.server";
import type { Language } from "~/i18n/config";
import { siteUrl } from "~/services/account-emails.server";
import { hmacSign, hmacVerify } from "~/services/signing.server";

/** The signed satisfaction link of a booking: only the guest who received it can answer. */
const PURPOSE = "kepuasan";

export function satisfactionToken(env: Pick<AppEnv, "SESSION_SECRET">, reservationId: number): Promise<string> {
  return hmacSign(env.SESSION_SECRET, PURPOSE, String(reservationId));
}

export async function isValidSatisfactionToken(env: Pick<AppEnv, "SESSION_SECRET">, reservationId: number, token: unknown): Promise<boolean> {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  return hmacVerify(env.SESSION_SECRET, PURPOSE, String(reservationId), token);
}

/**
 * The link the satisfaction e-mail carries: it opens the page in the booking's language (`lng`, which
 * also becomes the visitor's choice), Indonesian needing none.
 */
export async function satisfactionUrl(
  env: Pick<AppEnv, "SESSION_SECRET" | "PUBLIC_SITE_URL">,
  reservationId: number,
  language: Language = "id",
): Promise<string> {
  const token = await satisfactionToken(env, reservationId);
  const query = new URLSearchParams({ token });
  if (language !== "id") query.set("lng", language);
  return siteUrl(env, `/kepuasan/${reservationId}?${query}`);
}

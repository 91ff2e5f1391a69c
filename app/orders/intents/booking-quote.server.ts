import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Language } from "~/i18n/config";
import type { BookingSummary } from "~/orders/store/booking-summary.server";
import { priceStay, type ExtraRule } from "~/orders/rules/pricing";
import { fail, ok, type Result } from "~/utils/result";
import type { Stay } from "~/utils/stay";
import { hmacSign, hmacVerify } from "~/services/signing.server";
import { base64Url } from "~/services/tokens.server";

/**
 * The booking wizard's signed quote (docs/decisions/043): the stay, the room's nightly prices, fees and tax,
 * the extras chosen and the total, with the version stamp of the prices it was computed from — made once on
 * the booking page, carried through the steps in a hidden form field (so it works without JavaScript), and
 * verified (signature, page, expiry) on each post instead of pricing the stay again. The booking checks it
 * once more against the prices of that moment.
 */
export const QUOTE_TTL_MS = 30 * 60 * 1000;
// The purpose names the quote's shape too: a new shape gets a new purpose, so older quotes read as refused.
const PURPOSE = "booking-quote/1";
// A quote of the longest stay (30 nights) with every fee is a few kilobytes; anything far larger is not ours.
const MAX_TOKEN_LENGTH = 40_000;

export interface Quote {
  /** The booking page (its path: stay, property and room type) the quote belongs to. */
  path: string;
  /** The language its names are in. */
  lang: Language;
  stay: Stay;
  summary: BookingSummary;
  /** The extras chosen (payment step), by id, and the stay's total with them. */
  extras: number[];
  total: number;
  /** Epoch ms after which the quote is priced again. */
  expires: number;
}

type SignedQuote = Omit<Quote, "summary"> & { summary: Omit<BookingSummary, "price"> };

export function newQuote(path: string, lang: Language, stay: Stay, summary: BookingSummary, now = Date.now()): Quote {
  return { path, lang, stay, summary, extras: [], total: summary.price.totalPayment, expires: now + QUOTE_TTL_MS };
}

/** The quote with the extras the guest chose, priced by the pricing module from the quote's own prices. */
export function quoteWithExtras(quote: Quote, offered: readonly ExtraRule[], ids: readonly number[]): Quote {
  const chosen = offered.filter((e) => ids.includes(e.id));
  const { room, nights, fees } = quote.summary.pricing;
  const price = priceStay(room, nights, quote.stay.kamar, fees, { guests: quote.stay.tamu, extras: chosen });
  return { ...quote, extras: chosen.map((e) => e.id), total: price.totalPayment };
}

/** Whether the quote priced exactly these extras (the payment step's choice the draft holds). */
export function quotesExtras(quote: Quote, ids: readonly number[]): boolean {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const quoted = [...quote.extras].sort((a, b) => a - b);
  return wanted.length === quoted.length && wanted.every((id, i) => id === quoted[i]);
}

const encoder = new TextEncoder();

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export async function signQuote(secret: string, quote: Quote): Promise<string> {
  const { price: _price, ...summary } = quote.summary;
  const signed: SignedQuote = { ...quote, summary };
  const body = base64Url(encoder.encode(JSON.stringify(signed)));
  return `${body}.${await hmacSign(secret, PURPOSE, body)}`;
}

/**
 * The quote a form carried, for this booking page: refused when it does not read, its signature does not hold
 * (altered), it belongs to another page or it has expired — one message, in the page's language, and the
 * route prices the stay again.
 */
export async function readQuote(secret: string, token: string, path: string, now = Date.now()): Promise<Result<Quote>> {
  const invalid = fail("booking.errors.quoteInvalid", { status: 400 });
  const [body, signature, ...rest] = token.split(".");
  if (token.length > MAX_TOKEN_LENGTH || !body || !signature || rest.length > 0) return invalid;
  if (!(await hmacVerify(secret, PURPOSE, body, signature))) return invalid;
  const json = fromBase64Url(body);
  if (json === null) return invalid;
  const signed = JSON.parse(json) as SignedQuote;
  if (signed.path !== path || !(signed.expires > now)) return invalid;
  const { room, nights, fees } = signed.summary.pricing;
  const price = priceStay(room, nights, signed.stay.kamar, fees);
  return ok({ ...signed, summary: { ...signed.summary, price } });
}

/**
 * What the action of a wizard post settled (the stay as quoted, the view it answers with), for the loader that
 * renders the same request's page without JavaScript: it shows them instead of reading and pricing the stay
 * again. Kept per request (its load context), never across requests.
 */
const settled = new WeakMap<AppLoadContext, unknown>();

export function settleStep<T>(context: AppLoadContext, step: T): void {
  settled.set(context, step);
}

export function settledStep<T>(context: AppLoadContext): T | null {
  return (settled.get(context) as T | undefined) ?? null;
}

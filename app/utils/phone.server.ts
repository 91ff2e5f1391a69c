import { parsePhoneNumber } from "awesome-phonenumber";
import { checkPhoneShape, type Check } from "~/orders/rules/guest-rules";

/**
 * Phone numbers, read by libphonenumber's rules (the `awesome-phonenumber` build): the one place the site
 * turns what a person typed into `+<country code><number>` (E.164). Server only — its metadata is far too
 * large for a page's JavaScript; the browser only checks the shape (`checkPhoneShape`) and the server's
 * verdict here is the one that counts.
 */

/** The business is Indonesian: a number written without its country code is an Indonesian one. */
const HOME_REGION = "ID";

/** E.164 allows 15 digits at most; the site also asks for 8 at least. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/**
 * A phone number as typed — `08…`, `8…`, `62…` or `+62…` for Indonesia, `+` (or `00`) and the country code for
 * anywhere else — as E.164, or the message key saying why it is not one: `teleponFormat` (not digits and
 * the usual punctuation), `teleponCountry` (a foreign number without its +, an unknown country code),
 * `teleponLength` (too short or too long for its country, or outside 8 to 15 digits in all).
 */
export function readPhone(typed: string): Check {
  const shape = checkPhoneShape(typed);
  if (!shape.ok) return shape;
  // "00" is how most of the world dials out; libphonenumber only knows each country's own prefix.
  const written = shape.value.replace(/^00/, "+");
  const parsed = parsePhoneNumber(written, { regionCode: HOME_REGION });
  if (parsed.possibility === "invalid-country-code") return { ok: false, error: "booking.validation.teleponCountry" };
  const e164 = parsed.number?.e164;
  if (!parsed.possible || !e164) return { ok: false, error: "booking.validation.teleponLength" };
  const digits = e164.length - 1;
  if (digits < MIN_DIGITS || digits > MAX_DIGITS) return { ok: false, error: "booking.validation.teleponLength" };
  return { ok: true, value: e164 };
}

/**
 * What a search box's text must contain to match a stored number, or null unless it looks like a phone
 * number (only digits, spaces, + - ( ) . and at least four digits): the number without its country code
 * or trunk 0 ("+62 812-3456-789", "62812 3456 789" and "0812 3456 789" all give "8123456789"). A whole number
 * is read by `readPhone`'s rules (a French "+33 6 12 34 56 78" gives "612345678"); a fragment ("3456") is
 * searched as typed.
 */
export function phoneSearchDigits(raw: string): string | null {
  if (!/^[\d\s+\-().]+$/.test(raw)) return null;
  const digits = raw.replace(/\D/g, "");
  if (digits.length < 4) return null;
  const whole = readPhone(raw);
  if (whole.ok) return parsePhoneNumber(whole.value).number?.significant ?? null;
  return digits.startsWith("62") ? digits.slice(2) : digits.startsWith("0") ? digits.slice(1) : digits;
}

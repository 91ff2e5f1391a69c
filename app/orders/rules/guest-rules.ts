import type { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";

/**
 * What a guest types about themselves, checked the same way wherever a guest is booked (the booking
 * wizard, the front desk): phone numbers as people write them, stored as `+<country code><number>`; the
 * identity number by identity type; the Indonesian province and regency asked of Indonesians only. Error
 * messages are message keys under `booking.validation`. Client-safe and free of zod at run time (the
 * page's first JavaScript reads `asksRegion`); the zod fields are in `guest-fields.ts`.
 */

export type IdentityKind = "KTP" | "SIM" | "PASPOR" | "OTHER";

/** The rule an identity type follows, from its name (KTP, SIM, Paspor; anything else is "OTHER"). */
export function identityKind(nama: string): IdentityKind {
  const name = nama.trim().toLowerCase();
  if (/^ktp\b|kartu tanda penduduk/.test(name)) return "KTP";
  if (/^sim\b|surat izin mengemudi/.test(name)) return "SIM";
  if (/^pas+(por|port)\b/.test(name)) return "PASPOR";
  return "OTHER";
}

/**
 * The reference data the rules depend on: Indonesia's country id and each identity type's kind, by id —
 * and, on the server only, the phone number reader (`readPhone`, phone.server.ts) whose verdict counts.
 */
export interface GuestRules {
  indonesia: number | null;
  identityKinds: Record<string, IdentityKind>;
  readPhone?: (typed: string) => Check;
}

export type Check = { ok: true; value: string } | { ok: false; error: MessageKey };

const IDENTITY_RULES: Record<IdentityKind, { pattern: RegExp; error: MessageKey }> = {
  KTP: { pattern: /^\d{16}$/, error: "booking.validation.ktp" },
  SIM: { pattern: /^\d{12,16}$/, error: "booking.validation.sim" },
  PASPOR: { pattern: /^[A-Z0-9]{6,12}$/, error: "booking.validation.paspor" },
  OTHER: { pattern: /^[A-Z0-9]{5,30}$/, error: "booking.validation.noIdentitasFormat" },
};

/** An identity number without the spaces, dots and dashes people type into it, in capitals. */
export const compactIdentityNumber = (value: string) => value.replace(/[\s.-]+/g, "").toUpperCase();

/** An identity number against its type's rule: KTP 16 digits, SIM 12–16 digits, passport 6–12 letters and digits. */
export function checkIdentityNumber(kind: IdentityKind, value: string): Check {
  const compact = compactIdentityNumber(value);
  const rule = IDENTITY_RULES[kind];
  return rule.pattern.test(compact) ? { ok: true, value: compact } : { ok: false, error: rule.error };
}

/**
 * The shape of a phone number as typed, all the browser checks (the number itself is read on the server,
 * `readPhone` in `phone.server.ts`): digits and `+`, spaces, dashes, dots, parentheses; a `+` (or `00`) and
 * the country code unless it is written the Indonesian way (`08…`, `8…`, `62…`); 8 to 15 digits give or
 * take a prefix. The typed value comes back trimmed, without a `(0)`.
 */
export function checkPhoneShape(value: string): Check {
  const typed = value.trim().replace(/\(0\)/g, "");
  if (typed.length > 30) return { ok: false, error: "booking.validation.teleponLength" };
  if (!/^\+?[\d\s().-]+$/.test(typed)) return { ok: false, error: "booking.validation.teleponFormat" };
  const digits = typed.replace(/\D/g, "");
  const international = typed.startsWith("+") || digits.startsWith("00");
  if (!international && !/^(0|8|62)/.test(digits)) return { ok: false, error: "booking.validation.teleponCountry" };
  if (digits.length < 8 || digits.length > 17) return { ok: false, error: "booking.validation.teleponLength" };
  return { ok: true, value: typed };
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Whether a guest of this country (`""`: not chosen yet) is asked for an Indonesian province and regency. */
export function asksRegion(rules: Pick<GuestRules, "indonesia">, negara: string): boolean {
  return rules.indonesia !== null && (negara === "" || negara === String(rules.indonesia));
}

/**
 * The checks that read two fields of a guest form, run on the raw form values before the fields' own
 * schemas (a zod preprocess, so every field's error shows at once): the identity number against the chosen
 * identity type, and — with `regions` — the regency asked of Indonesians only; for any other country the
 * province and regency are dropped, whatever a form without JavaScript sent. With the server's phone reader,
 * the phone number of the right shape is read and stored as it says (E.164), or refused with its message.
 */
export function guestChecks(rules: GuestRules, options: { regions: boolean }) {
  return (raw: unknown, ctx: z.RefinementCtx): unknown => {
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return raw;
    const data: Record<string, unknown> = { ...raw };
    // Only the map's own entries: a type named "constructor" or "toString" is no identity type.
    const identitas = text(data.identitas);
    const kind = Object.prototype.hasOwnProperty.call(rules.identityKinds, identitas) ? rules.identityKinds[identitas] : undefined;
    const number = text(data.noIdentitas);
    // A number that is not letters and digits at all gets its field's own message instead.
    if (kind && number && /^[A-Za-z0-9\s.-]{1,40}$/.test(number)) {
      const checked = checkIdentityNumber(kind, number);
      if (checked.ok) data.noIdentitas = checked.value;
      else ctx.addIssue({ code: "custom", path: ["noIdentitas"], message: checked.error });
    }
    const telepon = typeof data.telepon === "string" ? data.telepon : "";
    // A number of the wrong shape gets the field's own message (the same in the browser).
    if (rules.readPhone && telepon.trim() && checkPhoneShape(telepon).ok) {
      const phone = rules.readPhone(telepon);
      if (phone.ok) data.telepon = phone.value;
      else ctx.addIssue({ code: "custom", path: ["telepon"], message: phone.error });
    }
    if (options.regions) {
      if (!asksRegion(rules, text(data.negara))) {
        delete data.provinsi;
        delete data.kabupaten;
      } else if (!text(data.kabupaten)) {
        const required: MessageKey = "booking.validation.kabupaten";
        ctx.addIssue({ code: "custom", path: ["kabupaten"], message: required });
      }
    }
    return data;
  };
}

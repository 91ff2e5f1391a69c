import { z } from "zod";
import type { Messages } from "~/i18n/locales/id";
import type { MessageKey } from "~/i18n/message-key";
import { GOTO_INTENTS, type GuestValues, type PaymentValues } from "./booking-form";
import { lineField } from "~/utils/form-fields";
import { identityNumberField, phoneField } from "./guest-fields";
import { guestChecks, type GuestRules } from "./guest-rules";

/**
 * The booking wizard's schemas (spec §5), one per step, shared by conform in the browser and by the
 * action. The submit button's `intent` says what the guest asked for and is part of each schema:
 * moving on validates the step's fields, the other intents (going back, refreshing a list without
 * JavaScript, starting again) only carry what was typed. Error messages are message keys under
 * `booking.validation`. Kept apart from `booking-form.ts` so that zod is not part of the page's
 * initial JavaScript: the browser loads this module once the page is interactive. The guest step's
 * rules that depend on reference data (which country is Indonesia, which identity type is a passport)
 * come from `GuestRules`, which the page sends with its options.
 */
type Rule = keyof Messages["booking"]["validation"] & string;
const key = <K extends Rule>(name: K) => `booking.validation.${name}` as const satisfies MessageKey;

const ID = /^\d{1,9}$/;
const requiredId = (required: Rule) =>
  z
    .string({ required_error: key(required) })
    .regex(ID, key("invalidChoice"))
    .transform(Number);
const optionalId = z
  .string()
  .regex(/^(\d{1,9})?$/, key("invalidChoice"))
  .optional()
  .transform((id) => (id ? Number(id) : null));
/** A value only carried along (intents that do not validate the step): any short text. */
const carried = z.string().max(200, key("tooLong")).optional();

/** A text the guest must fill in: `required` names the message for an empty one. */
const filled = (required: Rule) =>
  z
    .string({ required_error: key(required) })
    .trim()
    .min(1, key(required));

const guestFields = {
  nama: lineField(
    filled("nama")
      .max(100, key("namaLength"))
      .regex(/^[\p{L} ]+$/u, key("namaLetters")),
  ),
  identitas: requiredId("identitas"),
  noIdentitas: identityNumberField(key("noIdentitas")),
  negara: requiredId("negara"),
  // Asked of Indonesians only: `guestChecks` requires the regency of them and drops both for anyone else.
  provinsi: optionalId,
  kabupaten: optionalId,
  email: filled("email").max(100, key("emailInvalid")).email(key("emailInvalid")),
  telepon: phoneField(key("telepon")),
} satisfies Record<keyof GuestValues, z.ZodTypeAny>;
const carriedGuest = {
  nama: carried,
  identitas: carried,
  noIdentitas: carried,
  negara: carried,
  provinsi: carried,
  kabupaten: carried,
  email: carried,
  telepon: carried,
};

const paymentFields = {
  kelompok: optionalId,
  metode: requiredId("metodePembayaran"),
  tambahpesanan: z
    .array(z.string({ required_error: key("invalidChoice") }).regex(ID, key("invalidChoice")))
    .max(20, key("invalidChoice")),
} satisfies Record<keyof PaymentValues, z.ZodTypeAny>;

const captcha = z
  .string({ required_error: key("captchaRequired") })
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(z.string().min(1, key("captchaRequired")).max(20, key("captchaWrong")));

/** An intent the step does not know (a forged or stale form) is reported as one form error. */
const intentError: z.ZodErrorMap = (issue, ctx) =>
  issue.code === "invalid_union_discriminator" ? { message: key("intent") } : { message: ctx.defaultError };
const reset = z.object({ intent: z.literal("reset") });

const MOVING_ON = ["next-guest", "goto-payment", "goto-review"] as const;
const guestStep = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.enum(MOVING_ON), ...guestFields }),
    z.object({ intent: z.enum(["region", "goto-guest"]), ...carriedGuest }),
    reset,
  ],
  { errorMap: intentError },
);

/**
 * Step 1: who is staying. "region" reloads the province and regency lists without JavaScript. Moving on
 * also checks the identity number against the identity type and asks the regency of Indonesians only.
 */
export function guestStepSchemaFor(rules: GuestRules) {
  const checks = guestChecks(rules, { regions: true });
  return z.preprocess((raw, ctx) => {
    const intent = raw !== null && typeof raw === "object" && "intent" in raw ? raw.intent : undefined;
    return (MOVING_ON as readonly unknown[]).includes(intent) ? checks(raw, ctx) : raw;
  }, guestStep);
}

/** Step 2: extras and the payment method. "methods" lists a group's methods without JavaScript. */
export const paymentStepSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.enum(["next-payment", "goto-review"]), ...paymentFields }),
    z.object({
      intent: z.enum(["methods", "back", "goto-guest", "goto-payment"]),
      kelompok: carried,
      metode: carried,
      tambahpesanan: z.array(carried).max(20, key("invalidChoice")).optional(),
    }),
    reset,
  ],
  { errorMap: intentError },
);

/** Step 3: review, captcha, confirmation ("confirm" without JavaScript) and the booking itself. */
export const reviewStepSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.enum(["confirm", "book"]), captcha }),
    z.object({ intent: z.enum(["captcha", "cancel", "back", ...GOTO_INTENTS]), captcha: carried }),
    reset,
  ],
  { errorMap: intentError },
);

/** Accepted steps, as their form values; they are what the booking draft keeps between steps. */
export const guestValuesSchema = z.object(guestFields);
export const paymentValuesSchema = z.object(paymentFields);
export type GuestData = z.output<typeof guestValuesSchema>;
export type PaymentData = z.output<typeof paymentValuesSchema>;

const text = (value: string | number | null) => (value === null ? "" : String(value));

/** The form values of an accepted guest step (numbers back to the strings the form shows). */
export function guestValues(data: GuestData): GuestValues {
  return {
    nama: data.nama,
    identitas: text(data.identitas),
    noIdentitas: data.noIdentitas,
    negara: text(data.negara),
    provinsi: text(data.provinsi),
    kabupaten: text(data.kabupaten),
    email: data.email,
    telepon: data.telepon,
  };
}

export function paymentValues(data: PaymentData): PaymentValues {
  return { kelompok: text(data.kelompok), metode: text(data.metode), tambahpesanan: data.tambahpesanan };
}

/** Each step's schema, by the number the hidden `step` field names. */
export function stepSchemas(rules: GuestRules) {
  return { 1: guestStepSchemaFor(rules), 2: paymentStepSchema, 3: reviewStepSchema } as const;
}

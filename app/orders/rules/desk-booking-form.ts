import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { formDate } from "~/utils/form-date";
import { lineField } from "~/utils/form-fields";
import { identityNumberField, phoneField } from "./guest-fields";
import { guestChecks, type GuestRules } from "./guest-rules";
import { idField } from "~/utils/id-field";

/**
 * The front-desk booking form (walk-in or phone): one schema for the browser and the server. Errors are
 * message keys. The property, unit and check-in day come from the calendar cell and are checked again
 * by the server against the inventory. The guest's phone and identity number follow the same rules as
 * the web booking (`guest-rules.ts`).
 */
const key = (k: MessageKey) => k;
const required = key("desk.book.errors.required");
const trimmed = (max: number) =>
  z.string({ required_error: required }).trim().min(1, required).max(max, key("desk.book.errors.tooLong"));
const whole = (min: number, max: number, message: MessageKey) =>
  z
    .string({ required_error: required })
    .trim()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
const id = idField(key("desk.book.errors.choice"), required);

export const PAY_CHOICES = ["sekarang", "nanti"] as const;

const deskBookingFields = z.object({
  hotel: id,
  unit: id,
  cekin: formDate(key("desk.book.errors.choice"), required),
  durasi: whole(1, 15, "desk.book.errors.durasi"),
  tamu: whole(1, 50, "desk.book.errors.tamu"),
  nama: lineField(trimmed(100)).pipe(z.string().regex(/^[\p{L} .'-]+$/u, key("desk.book.errors.letters"))),
  telepon: phoneField(required),
  // A walk-in may have no e-mail: the phone number is how the desk reaches them (ADR 030).
  email: z
    .string()
    .trim()
    .max(100, key("desk.book.errors.tooLong"))
    .email(key("desk.book.errors.email"))
    .optional()
    .transform((v) => v ?? ""),
  identitas: id,
  noIdentitas: identityNumberField(required),
  negara: id,
  metode: idField(key("desk.book.errors.metode")),
  bayar: z.enum(PAY_CHOICES, { errorMap: () => ({ message: key("desk.book.errors.choice") }) }),
});

/** The desk form's schema; the identity number is checked against the chosen identity type. */
export function deskBookingSchemaFor(rules: GuestRules) {
  return z.preprocess(guestChecks(rules, { regions: false }), deskBookingFields);
}

export type DeskBookingInput = z.output<typeof deskBookingFields>;

import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { checkPhoneShape, compactIdentityNumber } from "./guest-rules";

/** The zod fields of the guest rules (`guest-rules.ts`), shared by the booking wizard and the desk form. */

/**
 * A required phone field: a number of the right shape (`checkPhoneShape`). On the server the guest checks
 * (`guestChecks` with the server's `readPhone`) have already turned it into E.164 or refused it.
 */
export function phoneField(required: MessageKey) {
  return z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const phone = checkPhoneShape(value);
      if (phone.ok) return phone.value;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: phone.error });
      return z.NEVER;
    });
}

/** A required identity number: letters and digits (the length depends on the identity type, see `guestChecks`). */
export function identityNumberField(required: MessageKey) {
  return z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(40, "booking.validation.noIdentitasFormat" satisfies MessageKey)
    .transform(compactIdentityNumber)
    .pipe(z.string().regex(/^[A-Z0-9]+$/, "booking.validation.noIdentitasFormat" satisfies MessageKey));
}

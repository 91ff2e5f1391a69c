import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { withDefaultIntent, type BookingStep } from "~/utils/booking-form";
import { STEP_SCHEMAS } from "~/utils/booking-schema";

/** The wizard's browser-side validation, loaded once the page is interactive (see useStepValidation). */
export function validateStep<Values>(formData: FormData, step: BookingStep): Submission<Values, string[]> {
  // conform only reads the errors and the payload of a browser-side submission, never its parsed value.
  return parseWithZod(withDefaultIntent(formData, step), { schema: STEP_SCHEMAS[step] }) as Submission<never, string[]>;
}

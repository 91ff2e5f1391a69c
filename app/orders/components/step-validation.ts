import type { Submission } from "@conform-to/react";
import { parseWithZod } from "~/utils/parse-with-zod";
import { withDefaultIntent, type BookingStep } from "~/orders/rules/booking-form";
import { stepSchemas } from "~/orders/rules/booking-schema";
import type { GuestRules } from "~/orders/rules/guest-rules";

let built: { rules: GuestRules; schemas: ReturnType<typeof stepSchemas> } | null = null;

/** The wizard's browser-side validation, loaded once the page is interactive (see useStepValidation). */
export function validateStep<Values>(
  formData: FormData,
  step: BookingStep,
  rules: GuestRules,
): Submission<Values, string[]> {
  // The page's rules do not change while it is open: the schemas are built once per page.
  if (built?.rules !== rules) built = { rules, schemas: stepSchemas(rules) };
  // conform only reads the errors and the payload of a browser-side submission, never its parsed value.
  return parseWithZod(withDefaultIntent(formData, step), { schema: built.schemas[step] }) as Submission<
    never,
    string[]
  >;
}

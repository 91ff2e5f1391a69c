import type { getFormProps, Submission, SubmissionResult } from "@conform-to/react";
import { useDeferredValidator, withoutValidator } from "~/components/ui/useDeferredValidator";
import type { BookingStep } from "~/orders/rules/booking-form";
import type { GuestRules } from "~/orders/rules/guest-rules";

type FormProps = ReturnType<typeof getFormProps>;

/**
 * A wizard step's browser-side validation. zod and the step schemas are not part of the page's
 * JavaScript: they are downloaded once the page is interactive. Until then conform's own updates
 * (`form.update`) still apply, the errors the server sent (`lastResult`) stay on screen, and a submit
 * waits for the schemas and then goes on with the same button — so Booking still comes from the
 * confirmation dialog, and only once. If the download fails, submits go to the server, which
 * validates them with the same schemas.
 */
export function useStepValidation<Values>(
  step: BookingStep,
  lastResult: SubmissionResult<string[]> | null,
  rules: GuestRules,
) {
  const { validator, withHeldSubmit } = useDeferredValidator(() => import("./step-validation"));
  // Without the schemas the only errors on screen are the server's.
  const shown = Object.keys(lastResult?.error ?? {});
  return {
    /** conform's `onValidate`. */
    onValidate: ({ formData }: { formData: FormData }): Submission<Values, string[]> =>
      validator
        ? validator.validateStep<Values>(formData, step, rules)
        : withoutValidator<Submission<Values, string[]>>(formData, shown),
    /** The step form's props, its submit held while the schemas are on their way. */
    formProps: (props: FormProps): FormProps => withHeldSubmit(props),
  };
}

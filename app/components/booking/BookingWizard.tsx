import { useEffect, useRef } from "react";
import type { WizardView } from "~/utils/booking-form";
import { GuestStep } from "./GuestStep";
import { PaymentStep } from "./PaymentStep";
import { ReviewStep } from "./ReviewStep";
import type { BookingPage } from "./types";

/**
 * The booking wizard: the step the last answer names. Each answer remounts its step, so the form
 * starts from that answer's values and errors.
 */
export function BookingWizard({ page, view }: { page: BookingPage; view: WizardView }) {
  useTopOfNewStep(view.step);
  const key = `${view.step}-${view.key}`;
  if (view.step === 1) return <GuestStep key={key} page={page} view={view} />;
  if (view.step === 2) return <PaymentStep key={key} page={page} view={view} />;
  return <ReviewStep key={key} page={page} view={view} />;
}

/**
 * A step answered with another step opens at its top, as it does without JavaScript (a new page). Each
 * answer is a form POST that stays on this address, and the router keeps the scroll position after such a
 * submission: "next", tapped at the bottom of step 1, would otherwise open step 2 in the middle of its
 * payment list. The same step answered again (with its errors) is left where it is: its first error is focused.
 */
function useTopOfNewStep(step: number) {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [step]);
}

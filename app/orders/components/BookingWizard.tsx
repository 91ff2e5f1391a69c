import { useEffect, useRef } from "react";
import type { WizardView } from "~/orders/rules/booking-form";
import { GuestStep } from "./GuestStep";
import { PaymentStep } from "./PaymentStep";
import { ReviewStep } from "./ReviewStep";
import type { BookingPage } from "./types";

/**
 * The booking wizard: the step the last answer names. Each answer remounts its step, so the form
 * starts from that answer's values and errors.
 */
export function BookingWizard({ page, view }: { page: BookingPage; view: WizardView }) {
  // An answer that moves to another step opens it at the top, as a new page does without JavaScript: after a form
  // post the router keeps the scroll position, so "next" tapped at the bottom of step 1 would open step 2 in the
  // middle of its payment list. An answer that stays on its step (with its errors) is left where it is.
  const shown = useRef(view.step);
  useEffect(() => {
    // The step shown before this answer, compared with this answer's step (which it then becomes).
    if (shown.current !== (shown.current = view.step)) scrollTo(0, 0);
  }, [view.step]);
  const key = `${view.step}-${view.key}`;
  if (view.step === 1) return <GuestStep key={key} page={page} view={view} />;
  if (view.step === 2) return <PaymentStep key={key} page={page} view={view} />;
  return <ReviewStep key={key} page={page} view={view} />;
}

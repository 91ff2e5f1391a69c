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
  const key = `${view.step}-${view.key}`;
  if (view.step === 1) return <GuestStep key={key} page={page} view={view} />;
  if (view.step === 2) return <PaymentStep key={key} page={page} view={view} />;
  return <ReviewStep key={key} page={page} view={view} />;
}

import type { SubmissionResult } from "@conform-to/react";
import type { MessageKey } from "~/i18n/message-key";

/** The id a confirmation step carries, so a page answered at "#konfirmasi" opens at it without JavaScript. */
export const CONFIRM_ANCHOR = "konfirmasi";

/**
 * The booking form (spec §5): a wizard of three steps, each its own form with its own schema
 * (`booking-schema.ts`). This module holds what the wizard needs to render — steps, intents, values,
 * the view — and no zod: the page loads it up front, while the browser downloads the schemas once the
 * page is interactive (`components/booking/useStepValidation.ts`).
 */
export const BOOKING_STEPS = ["guest", "payment", "review"] as const;
export type BookingStep = 1 | 2 | 3;
export const BOOKING_FORM_ID = "booking-form";

/** The tab buttons: jump to a step (forward only once the steps before it are accepted). */
export const GOTO_INTENTS = ["goto-guest", "goto-payment", "goto-review"] as const;
export const gotoIntent = (step: BookingStep) => GOTO_INTENTS[step - 1];

export function parseStep(value: unknown): BookingStep {
  return value === "2" ? 2 : value === "3" ? 3 : 1;
}

/** Moving on from each step: its "next" button, and what its form validates as while the guest types. */
export const DEFAULT_INTENTS = { 1: "next-guest", 2: "next-payment", 3: "confirm" } as const;

/** A form's data as the step validates it: the pressed button's intent, or moving on. */
export function withDefaultIntent(formData: FormData, step: BookingStep): FormData {
  if (!formData.has("intent")) formData.set("intent", DEFAULT_INTENTS[step]);
  return formData;
}

export interface GuestValues {
  nama: string;
  identitas: string;
  noIdentitas: string;
  negara: string;
  provinsi: string;
  kabupaten: string;
  email: string;
  telepon: string;
}
export interface PaymentValues {
  kelompok: string;
  metode: string;
  tambahpesanan: string[];
}
export type BookingFormValues = GuestValues & PaymentValues & { captcha: string };

export const EMPTY_GUEST: GuestValues = {
  nama: "",
  identitas: "",
  noIdentitas: "",
  negara: "",
  provinsi: "",
  kabupaten: "",
  email: "",
  telepon: "",
};
export const EMPTY_PAYMENT: PaymentValues = { kelompok: "", metode: "", tambahpesanan: [] };

/** The accepted steps a visitor has completed so far. */
export interface BookingDraft {
  guest: GuestValues | null;
  payment: PaymentValues | null;
}

export interface Option {
  id: number;
  nama: string;
}

/** What the page shows for one step: the loader's first answer, then every action's. */
export interface WizardView {
  step: BookingStep;
  /** New with every answer, so the step's form starts again from `values` and `result`. */
  key: string;
  values: BookingFormValues;
  /** The submission of the step on screen, with its field errors. */
  result: SubmissionResult<string[]> | null;
  formError: MessageKey | null;
  draft: BookingDraft;
  captchaToken: string;
  captchaState: "ok" | "wrong" | null;
  formToken: string;
  /** The signed quote of the stay (docs/decisions/043), carried from step to step in a hidden field. */
  quote: string;
  /** Without JavaScript: the captcha was right, the confirmation box asks "book now?". */
  confirm: boolean;
  provinces: Option[];
  regencies: Option[];
}

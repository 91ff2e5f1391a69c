import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { BIDI_CONTROLS, cleanText, FORM_YEARS, rupiahProblem, type TextLines } from "./form-input";
import { messageWithValues } from "./zod-messages";

/**
 * The zod side of form-input.ts, used by every form's schema (conform in the browser, the action on the
 * server): one cleaning step for text, one rule for Rupiah (dates: form-date.ts). What zod itself says
 * goes through the catalogue too (zod-messages.ts).
 */

export const BIDI_MESSAGE = "validation.bidi" satisfies MessageKey;
export const DATE_RANGE_MESSAGE = messageWithValues("validationStaff.dateRange", FORM_YEARS);
const NO_BIDI = new RegExp(`^[^${BIDI_CONTROLS.source.slice(1, -1)}]*$`);

function cleaned(lines: TextLines) {
  return (value: unknown) => (typeof value === "string" ? cleanText(value, lines) : value);
}

/**
 * A one-line text (a name, a bank field, a label, a reason): NUL and other control characters are dropped
 * before any other check (line breaks and tabs become a space), characters that reverse its direction
 * are refused. `schema` holds the field's own rules and messages: `lineField(z.string().trim().max(100, …))`.
 */
export function lineField<T extends z.ZodString>(schema: T) {
  return z.preprocess(cleaned("one"), schema.regex(NO_BIDI, BIDI_MESSAGE));
}

/** A text of several lines (a message, a description): control characters dropped, line breaks kept as "\n". */
export function linesField<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess(cleaned("several"), schema);
}

/** Adds the Rupiah rule's message to `ctx` for `amount` at `path`; false when it added one. */
export function checkRupiah(
  amount: number,
  ctx: z.RefinementCtx,
  options: { max: number; zero?: "refused" | "free"; path?: (string | number)[] },
): boolean {
  const problem = rupiahProblem(amount, options);
  if (!problem) return true;
  const message = problem === "priceMax" ? messageWithValues("validationStaff.priceMax", { max: options.max }) : `validationStaff.${problem}`;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message, ...(options.path ? { path: options.path } : {}) });
  return false;
}

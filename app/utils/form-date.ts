import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { isIsoDate } from "~/utils/dates";
import { DATE_RANGE_MESSAGE } from "./form-fields";
import { isOutOfFormYears } from "./form-input";

/**
 * A date typed into a form (a holiday, a rate range, a block, a booking's arrival): a real YYYY-MM-DD
 * date (`invalid`) in the years 2000–2100 (DATE_RANGE_MESSAGE). A year outside them gets that message
 * alone: "0000-01-01" was stored as a holiday no page could open again. Apart from form-fields.ts so that
 * forms without dates do not load the date library.
 */
export function formDate(invalid: MessageKey, required: MessageKey = invalid) {
  return z
    .string({ required_error: required, invalid_type_error: invalid })
    .refine((value) => isOutOfFormYears(value) || isIsoDate(value), invalid)
    .refine((value) => !isOutOfFormYears(value), DATE_RANGE_MESSAGE);
}

import { z } from "zod";
import { parseId } from "./route-params";

/**
 * The same reading as a form field of a zod schema: the id as a number, or the issue `message` (and
 * `requiredMessage` when the field is missing).
 */
export function idField(message?: string, requiredMessage: string | undefined = message) {
  return z.string({ required_error: requiredMessage }).transform((value, ctx) => {
    const id = parseId(value);
    if (id === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return id;
  });
}

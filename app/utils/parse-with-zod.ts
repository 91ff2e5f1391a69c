import { parseWithZod as parseWithConform, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
import { formErrorMap } from "./zod-messages";

/**
 * conform's `parseWithZod`, with the form-value coercion of each schema built once.
 *
 * conform wraps the schema for form values (empty string → undefined, "2" → 2) on every call, walking the
 * whole schema again: on a search or room page that was a third of reading the stay out of the URL. A
 * schema is immutable, so its coerced form is kept beside it (weakly: a schema built per request is
 * collected with it). A schema chosen per intent (a function) is passed through unchanged. Messages zod
 * writes itself become catalogue keys (`formErrorMap`).
 */
const coerced = new WeakMap<object, unknown>();

function coercedOnce<T extends object>(schema: T): T {
  let known = coerced.get(schema) as T | undefined;
  if (!known) {
    known = coerceFormValue(schema as never) as T;
    coerced.set(schema, known);
  }
  return known;
}

export const parseWithZod = ((payload: never, given: { schema: object; disableAutoCoercion?: boolean; errorMap?: unknown }) => {
  // Every form speaks the catalogue, never zod's English (zod-messages.ts), unless a caller says otherwise.
  const options = { errorMap: formErrorMap, ...given };
  return typeof options.schema === "function" || options.disableAutoCoercion
    ? parseWithConform(payload, options as never)
    : parseWithConform(payload, { ...options, schema: coercedOnce(options.schema), disableAutoCoercion: true } as never);
}) as typeof parseWithConform;

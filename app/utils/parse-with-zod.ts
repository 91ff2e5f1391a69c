import { parseWithZod as parseWithConform, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";

/**
 * conform's `parseWithZod`, with the form-value coercion of each schema built once.
 *
 * conform wraps the schema for form values (empty string → undefined, "2" → 2) on every call, walking the
 * whole schema again: on a search or room page that was a third of reading the stay out of the URL. A
 * schema is immutable, so its coerced form is kept beside it (weakly: a schema built per request is
 * collected with it). A schema chosen per intent (a function) is passed through unchanged.
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

export const parseWithZod = ((payload: never, options: { schema: object; disableAutoCoercion?: boolean }) =>
  typeof options.schema === "function" || options.disableAutoCoercion
    ? parseWithConform(payload, options as never)
    : parseWithConform(payload, { ...options, schema: coercedOnce(options.schema), disableAutoCoercion: true } as never)) as typeof parseWithConform;

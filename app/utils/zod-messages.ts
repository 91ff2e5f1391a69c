import { z } from "zod";
import type { MessageKey, MessageValues } from "~/i18n/message-key";

/**
 * zod's messages as catalogue keys — `validation.*`, and `validationStaff.*` for numbers, dates and amounts,
 * which only back-office forms have (so visitors' pages do not download them): the error map every form is
 * parsed with (parse-with-zod.ts passes it to conform, on the server and in the browser; `safeParseForm` elsewhere).
 * A schema's own message — `.max(100, "account.validation.loginMax")`, `required_error`, an enum's errorMap —
 * still wins; this map only answers where a schema said nothing, which used to put zod's English
 * ("String must contain at most 40 character(s)", "Expected string, received array") on Indonesian and
 * French pages. It is passed to each parse rather than installed globally (z.setErrorMap) so that no
 * module has to be imported for its side effect.
 */

/**
 * A message key and its values as one string, for messages that can only travel as text (a zod issue,
 * a form reply): "validation.tooLong?count=40". `translator` and `splitMessage` (message-key.ts) read it back.
 */
export function messageWithValues(key: MessageKey, values: MessageValues): string {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${key}?${query}` : key;
}

type Issue = Parameters<z.ZodErrorMap>[0];

function withValues(key: MessageKey, values: Record<string, number>): { message: string } {
  return { message: messageWithValues(key, values) };
}

const bare = (key: MessageKey) => ({ message: key });

function tooSmall(issue: Extract<Issue, { code: "too_small" }>) {
  const bound = Number(issue.minimum);
  switch (issue.type) {
    case "string":
      return bound <= 1 && issue.inclusive ? bare("validation.required") : withValues("validation.tooShort", { count: bound });
    case "array":
    case "set":
      return withValues("validationStaff.tooFew", { count: bound });
    case "number":
    case "bigint":
      return issue.inclusive ? withValues("validationStaff.atLeast", { min: bound }) : withValues("validationStaff.moreThan", { min: bound });
    default:
      return bare("validation.date");
  }
}

function tooBig(issue: Extract<Issue, { code: "too_big" }>) {
  const bound = Number(issue.maximum);
  switch (issue.type) {
    case "string":
      return withValues("validation.tooLong", { count: bound });
    case "array":
    case "set":
      return withValues("validationStaff.tooMany", { count: bound });
    case "number":
    case "bigint":
      return issue.inclusive ? withValues("validationStaff.atMost", { max: bound }) : withValues("validationStaff.lessThan", { max: bound });
    default:
      return bare("validation.date");
  }
}

function invalidType(issue: Extract<Issue, { code: "invalid_type" }>) {
  if (issue.received === "undefined" || issue.received === "null") return bare("validation.required");
  // A form field sent twice (`nama=a&nama=b`) arrives as an array where one value was expected.
  if (issue.received === "array") return bare("validation.repeated");
  if (issue.expected === "number" || issue.expected === "integer" || issue.expected === "bigint") return bare("validation.number");
  if (issue.expected === "date") return bare("validation.date");
  return bare("validation.invalid");
}

function invalidString(issue: Extract<Issue, { code: "invalid_string" }>) {
  if (issue.validation === "email") return bare("validation.email");
  if (issue.validation === "url") return bare("validation.url");
  if (issue.validation === "date" || issue.validation === "datetime") return bare("validation.date");
  return bare("validation.format");
}

/** Every zod issue as a catalogue key (with its bounds, through `messageWithValues`). */
export const catalogueMessage: z.ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return invalidType(issue);
    case "too_small":
      return tooSmall(issue);
    case "too_big":
      return tooBig(issue);
    case "invalid_string":
      return invalidString(issue);
    case "invalid_literal":
    case "invalid_enum_value":
    case "invalid_union_discriminator":
      return bare("validation.choice");
    case "invalid_date":
      return bare("validation.date");
    case "not_multiple_of":
    case "not_finite":
      return bare("validation.number");
    default:
      // custom (a refinement without a message), invalid_union, unrecognized_keys, …
      return bare("validation.invalid");
  }
};

/**
 * The error map to parse a form with. Passed to a parse, it is asked last, after the schema's own map: a
 * message that is not zod's default is the schema's and is kept; zod's default is replaced by its key.
 */
export const formErrorMap: z.ZodErrorMap = (issue, ctx) => {
  const zodDefault = z.defaultErrorMap(issue, { data: ctx.data, defaultError: "" }).message;
  return ctx.defaultError !== zodDefault ? { message: ctx.defaultError } : catalogueMessage(issue, ctx);
};

/** `schema.safeParse` with the catalogue's messages, for a form read without conform. */
export function safeParseForm<S extends z.ZodTypeAny>(schema: S, input: unknown) {
  return schema.safeParse(input, { errorMap: formErrorMap }) as z.SafeParseReturnType<z.input<S>, z.output<S>>;
}

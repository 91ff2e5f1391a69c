import type { SubmissionResult } from "@conform-to/react";
import type { MessageKey, MessageValues } from "~/i18n/message-key";
import { invariantResponse, type RefusalInit } from "~/utils/invariant";
import { messageWithValues } from "~/utils/zod-messages";

/**
 * The one failure shape of domain code (models, services, the orders module): a typed result, never a thrown
 * HTTP response. `key` is a message-catalogue key, `field` the form field it belongs to (a form reply shows it
 * there), `status` the HTTP status a route should answer with (400 unless told). Only routes turn a failure into
 * a thrown refusal (`orRefuse`) or a form reply (see docs/decisions/024).
 */
export type Failure = { ok: false; key: MessageKey; field?: string; status?: number; values?: MessageValues };
export type Result<T = void> = { ok: true; value: T } | Failure;

export function ok(): Result<void>;
export function ok<T>(value: T): Result<T>;
export function ok<T>(value?: T): Result<T | undefined> {
  return { ok: true, value };
}

export function fail(key: MessageKey, more: Omit<Failure, "ok" | "key"> = {}): Failure {
  return { ok: false, key, ...more };
}

/** A route's way out: the value of a success, or the failure thrown as the one refusal shape. */
export function orRefuse<T>(result: Result<T>, init: Omit<RefusalInit, "status" | "values"> = {}): T {
  if (!result.ok) invariantResponse(false, result.key, { ...init, status: result.status ?? 400, values: result.values });
  return result.value;
}

/**
 * A route's other way out, for a failure shown on the page's own form: conform's form reply (`{result}` of
 * `useActionData`), the key (with its values) under the failure's field, or the whole form's (""). The route
 * answers it with the failure's status: `json({ result: formReply(failure) }, { status: failure.status ?? 400 })`.
 */
export function formReply(failure: Failure): SubmissionResult<string[]> {
  return { status: "error", error: { [failure.field ?? ""]: [messageOf(failure)] } };
}

/** A failure as one form error (`submission.reply({ formErrors: [messageOf(failure)] })`): its key with its values. */
export function messageOf(failure: Failure): string {
  return failure.values ? messageWithValues(failure.key, failure.values) : failure.key;
}

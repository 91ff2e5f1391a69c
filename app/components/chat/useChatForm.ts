import { useForm } from "@conform-to/react";
import { parseWithZod } from "~/utils/parse-with-zod";
import { useTranslation } from "react-i18next";
import type { ZodTypeAny } from "zod";
import { translator } from "~/i18n/message-key";
import type { ChatFormFailure } from "~/utils/chat-schemas";

/** What a chat form's action may answer: its success (any shape with `ok: true`) or its refusal. */
type ChatAnswer = ChatFormFailure | { ok: true };

/**
 * One of the chat's forms with conform: checked in the browser with the schema its action uses, and
 * showing the action's reply (message keys) per field. A refusal (a rate limit) is a form-level error
 * already written out in the page's language. `values` are what was typed, when the action sent it back.
 */
export function useChatForm(schema: ZodTypeAny, answer: ChatAnswer | null | undefined) {
  const { t } = useTranslation();
  const lastResult = answer && !answer.ok && "result" in answer ? answer.result : undefined;
  const refusal = answer && !answer.ok && "refusal" in answer ? answer.refusal : undefined;
  const [form] = useForm({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(lastResult?.initialValue ?? {})) {
    if (typeof value === "string") values[name] = value;
  }
  const formErrors = [...(form.errors ?? [])];
  if (refusal) formErrors.push(translator(t)(refusal.key, refusal.values));
  return { form, errors: form.allErrors, formErrors, values };
}

import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Messages } from "~/i18n/locales/id";
import { MAX_MESSAGE_LENGTH } from "~/utils/chat-protocol";
import { lineField, linesField } from "~/utils/form-fields";
import type { ErrorData } from "~/utils/invariant";

/**
 * The chat's two small forms: the pre-chat dialog (spec §2 "Silahkan Masukkan Email dan Nama Anda") and
 * the message left while no operator is online. Error messages are i18n keys under `chat.errors`, so the
 * widget and the actions show the same words in id, en and fr.
 */
type ErrorKey = keyof Messages["chat"]["errors"] & string;
const key = <K extends ErrorKey>(name: K) => `chat.errors.${name}` as const;

/** A message key of the chat forms' errors, the only kind of text their schemas put in an error. */
export type ChatErrorKey = `chat.errors.${ErrorKey}`;
export function isChatErrorKey(error: string): error is ChatErrorKey {
  return error.startsWith("chat.errors.");
}

export const CHAT_LIMITS = { nameMax: 50, emailMin: 5, emailMax: 100, textMax: MAX_MESSAGE_LENGTH } as const;

const name = lineField(
  z
    .string({ required_error: key("nameRequired"), invalid_type_error: key("nameRequired") })
    .trim()
    .min(1, key("nameRequired"))
    .max(CHAT_LIMITS.nameMax, key("nameTooLong")),
);

const email = z
  .string({ required_error: key("emailRequired"), invalid_type_error: key("emailRequired") })
  .trim()
  .min(1, key("emailRequired"))
  .max(CHAT_LIMITS.emailMax, key("emailTooLong"))
  .min(CHAT_LIMITS.emailMin, key("emailInvalid"))
  .email(key("emailInvalid"));

export const chatGuestSchema = z.object({ name, email });

/** "Continue an earlier conversation": the address it was started with. */
export const chatContinueSchema = z.object({ email });

export const chatOfflineSchema = z.object({
  name,
  email,
  text: linesField(
    z
      .string({ required_error: key("textRequired"), invalid_type_error: key("textRequired") })
      .trim()
      .min(1, key("textRequired"))
      .refine((value) => [...value].length <= CHAT_LIMITS.textMax, key("textTooLong")),
  ),
});

/**
 * What a chat form's action answers when it refuses, in message keys translated where they are shown:
 * conform's reply for the fields, or a refusal (a rate limit) for the whole form.
 */
export type ChatFormFailure = { ok: false; result: SubmissionResult<string[]> } | { ok: false; refusal: ErrorData };

/** The pre-chat action's answer when the conversation may start (the chat cookie is set with it). */
export const chatStartedSchema = z.object({ ok: z.literal(true), guestId: z.number().int(), name: z.string() });
export type ChatStarted = z.infer<typeof chatStartedSchema>;
/** The pre-chat action's answer to the widget resuming by itself when this browser has no conversation yet. */
export type ChatNothingToResume = { ok: false; resume: "none" };

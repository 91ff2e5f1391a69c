import { z } from "zod";
import type { Messages } from "~/i18n/locales/id";
import { MAX_MESSAGE_LENGTH } from "~/utils/chat-protocol";

/**
 * The chat's two small forms: the pre-chat dialog (spec §2 "Silahkan Masukkan Email dan Nama Anda") and
 * the message left while no operator is online. Error messages are i18n keys under `chat.errors`, so the
 * widget and the actions show the same words in id, en and fr.
 */
type ErrorKey = keyof Messages["chat"]["errors"] & string;
const key = <K extends ErrorKey>(name: K) => `chat.errors.${name}` as const;

export const CHAT_LIMITS = { nameMax: 50, emailMin: 5, emailMax: 100, textMax: MAX_MESSAGE_LENGTH } as const;

const name = z
  .string({ required_error: key("nameRequired"), invalid_type_error: key("nameRequired") })
  .trim()
  .min(1, key("nameRequired"))
  .max(CHAT_LIMITS.nameMax, key("nameTooLong"));

const email = z
  .string({ required_error: key("emailRequired"), invalid_type_error: key("emailRequired") })
  .trim()
  .min(1, key("emailRequired"))
  .max(CHAT_LIMITS.emailMax, key("emailTooLong"))
  .min(CHAT_LIMITS.emailMin, key("emailInvalid"))
  .email(key("emailInvalid"));

export const chatGuestSchema = z.object({ name, email });

export const chatOfflineSchema = z.object({
  name,
  email,
  text: z
    .string({ required_error: key("textRequired"), invalid_type_error: key("textRequired") })
    .trim()
    .min(1, key("textRequired"))
    .refine((value) => [...value].length <= CHAT_LIMITS.textMax, key("textTooLong")),
});

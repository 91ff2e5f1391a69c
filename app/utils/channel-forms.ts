import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { lineField } from "~/utils/form-fields";

/** The forms of a unit's channel page (docs/decisions/028); errors are message keys shown in the page's language. */

const key = (k: MessageKey) => k;
const id = z.coerce.number().int().positive().max(2 ** 31);

export const FEED_LABEL_MAX = 100;
export const FEED_URL_MAX = 2000;

/** Adding an OTA calendar: its name and URL (whether the URL may be fetched is the import's feed guard's call). */
export const addFeedSchema = z.object({
  intent: z.literal("add"),
  label: lineField(
    z
      .string({ required_error: key("channels.errors.labelRequired") })
      .trim()
      .min(1, key("channels.errors.labelRequired"))
      .max(FEED_LABEL_MAX, key("channels.errors.labelTooLong")),
  ),
  url: lineField(
    z
      .string({ required_error: key("channels.errors.urlRequired") })
      .trim()
      .min(1, key("channels.errors.urlRequired"))
      .max(FEED_URL_MAX, key("channels.errors.urlTooLong")),
  ),
});

/** The page's other buttons: regenerate an export link, sync or remove one feed. */
export const channelIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("regenerate"), target: z.enum(["unit", "type"]) }),
  z.object({ intent: z.literal("sync"), feedId: id }),
  z.object({ intent: z.literal("remove"), feedId: id }),
]);

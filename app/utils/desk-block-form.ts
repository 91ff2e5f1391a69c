import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { daysBetween } from "~/utils/dates";
import { formDate } from "~/utils/form-date";
import { lineField } from "~/utils/form-fields";
import { idField } from "~/utils/id-field";

/**
 * The front desk's "block a room" form: one schema for the browser and the server, errors as message
 * keys (`holds.errors.*`). The property comes from the calendar in view and the unit must belong to it
 * (checked by the server); `today` is the property's today (Jakarta), from the loader.
 */
export const BLOCK_REASON_MAX = 200;
export const BLOCK_MAX_NIGHTS = 365;

const key = (k: MessageKey) => k;
const required = key("holds.errors.required");
const id = (message: MessageKey) => idField(message);
const date = formDate(key("holds.errors.date"), required);

export function deskBlockSchema(today: string) {
  return z
    .object({
      intent: z.literal("block"),
      hotel: id(key("holds.errors.hotel")),
      unit: id(key("holds.errors.unit")),
      cekin: date,
      cekout: date,
      keterangan: lineField(
        z
          .string({ required_error: required })
          .trim()
          .min(1, required)
          .max(BLOCK_REASON_MAX, key("holds.errors.tooLong")),
      ),
    })
    .superRefine((v, ctx) => {
      if (v.cekin < today) ctx.addIssue({ code: "custom", path: ["cekin"], message: key("holds.errors.past") });
      if (v.cekout <= v.cekin) ctx.addIssue({ code: "custom", path: ["cekout"], message: key("holds.errors.order") });
      else if (daysBetween(v.cekin, v.cekout) > BLOCK_MAX_NIGHTS)
        ctx.addIssue({ code: "custom", path: ["cekout"], message: key("holds.errors.tooMany") });
    });
}

export type DeskBlockInput = z.output<ReturnType<typeof deskBlockSchema>>;

/** The "unblock" button of a block: the block's id. */
export const unblockSchema = z.object({
  intent: z.literal("unblock"),
  block: idField(),
});

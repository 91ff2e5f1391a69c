import { z } from "zod";
import { addDays, isIsoDate, todayInJakarta } from "~/utils/dates";
import { ALL_ESTATES, ALL_ESTATES_SEGMENT, STAY_LIMITS, computeCheckOut, tryComputeCheckOut, type StayErrorCode } from "./stay-limits";

/**
 * The zod schema of a stay (see stay.ts): the same schema validates the search form in the browser
 * (loaded after the page is interactive, components/search/stay-validation.ts) and every stay on the server.
 */

/** A whole number written with digits only (no sign, exponent, spaces or decimals), then range-checked. */
function wholeNumber(min: number, max: number, minCode: StayErrorCode, maxCode: StayErrorCode) {
  return z
    .string({ required_error: "required", invalid_type_error: "required" })
    .regex(/^\d{1,9}$/, "notNumber")
    .transform(Number)
    .pipe(z.number().int().min(min, minCode).max(max, maxCode));
}

/**
 * The stay schema, for a given "today" (Asia/Jakarta). `cekout` is optional: the form never sends
 * it (it is computed), while the search URLs always carry it and it must match check-in + nights.
 * The output always has the computed check-out.
 */
export function createStaySchema(today: string = todayInJakarta()): StaySchema {
  // Zod schemas are immutable: one per "today" serves every form render and search of that day instead of
  // building the whole schema on each page view.
  if (lastStaySchema?.today !== today) lastStaySchema = { today, schema: buildStaySchema(today) };
  return lastStaySchema.schema;
}

let lastStaySchema: { today: string; schema: StaySchema } | null = null;

function buildStaySchema(today: string) {
  const lastCheckIn = addDays(today, STAY_LIMITS.horizonDays);
  return z
    .object({
      // A city's id, or "semua": every estate (ALL_ESTATES).
      kota: z
        .string({ required_error: "required", invalid_type_error: "required" })
        .regex(new RegExp(`^(\\d{1,9}|${ALL_ESTATES_SEGMENT})$`), "cityUnknown")
        .refine((v) => !/^\d+$/.test(v) || Number(v) >= 1, "cityUnknown")
        .transform((v) => (v === ALL_ESTATES_SEGMENT ? ALL_ESTATES : Number(v))),
      tamu: wholeNumber(STAY_LIMITS.minGuests, STAY_LIMITS.maxGuests, "guestsMin", "guestsMax"),
      kamar: wholeNumber(STAY_LIMITS.minRooms, STAY_LIMITS.maxRooms, "roomsMin", "roomsMax"),
      cekin: z
        .string({ required_error: "required", invalid_type_error: "required" })
        .refine(isIsoDate, "dateInvalid")
        .refine((d) => !isIsoDate(d) || d >= today, "dateInPast")
        .refine((d) => !isIsoDate(d) || d <= lastCheckIn, "dateTooFar"),
      durasi: wholeNumber(STAY_LIMITS.minNights, STAY_LIMITS.maxNights, "nightsRange", "nightsRange"),
      cekout: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      // Compared only when both passed their own checks, so one mistake is reported once.
      const tamuOk = typeof value.tamu === "number" && value.tamu >= STAY_LIMITS.minGuests && value.tamu <= STAY_LIMITS.maxGuests;
      const kamarOk = typeof value.kamar === "number" && value.kamar >= STAY_LIMITS.minRooms && value.kamar <= STAY_LIMITS.maxRooms;
      if (tamuOk && kamarOk && value.kamar > value.tamu) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["kamar"], message: "roomsMoreThanGuests" });
      }
      if (value.cekout === undefined) return;
      if (!isIsoDate(value.cekout)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["cekout"], message: "dateInvalid" });
        return;
      }
      const expected = tryComputeCheckOut(value.cekin, value.durasi);
      if (expected && expected !== value.cekout) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["cekout"], message: "checkoutMismatch" });
      }
    })
    .transform((value) => ({ ...value, cekout: computeCheckOut(value.cekin, value.durasi) }));
}

export type StaySchema = ReturnType<typeof buildStaySchema>;
export type Stay = z.output<StaySchema>;

import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { daysBetween, isIsoDate } from "~/utils/dates";
import { formDate } from "~/utils/form-date";
import { checkRupiah } from "~/utils/form-fields";
import { parseWholeNumber } from "~/utils/form-input";

/**
 * What staff change on a range of days of a room type's rate calendar (docs/decisions/027): the one form of
 * the month grid, checked by conform in the browser and again by `setRates` on the server. Messages are keys.
 */

/** The longest range one change may cover, in days (a year and a few days, so a whole season fits). */
export const RATE_RANGE_MAX_DAYS = 370;
/** The most room types one change may name (a property's room types, with room to spare). */
export const RATE_ROOM_TYPES_MAX = 40;
/** The highest price one night may have. */
export const RATE_PRICE_MAX = 999_999_999;

export const RATE_CHANGE_KINDS = [
  "priceOnline",
  "priceOffline",
  "percent",
  "clearPrice",
  "stayLength",
  "closedArrival",
  "closedDeparture",
  "stopSell",
  "reset",
] as const;
export type RateChangeKind = (typeof RATE_CHANGE_KINDS)[number];

/** Kinds whose `nilai` is a number that must be given; and the on/off kinds. */
export const VALUE_KINDS: readonly RateChangeKind[] = ["priceOnline", "priceOffline", "percent"];
export const SWITCH_KINDS: readonly RateChangeKind[] = ["closedArrival", "closedDeparture", "stopSell"];

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The name of each ISO weekday in message keys (rateGrid.weekday.mon …). */
export const WEEKDAY_NAMES = { 1: "mon", 2: "tue", 3: "wed", 4: "thu", 5: "fri", 6: "sat", 7: "sun" } as const;

const key = (k: MessageKey) => k;
/**
 * A whole number typed with or without thousands separators ("1.250.000", not "1.5"); empty = absent.
 * Anything else is kept as typed, for the number check to refuse.
 */
const wholeNumber = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : (parseWholeNumber(v) ?? v)) : v),
  z.number({ invalid_type_error: key("rateGrid.errors.number") }).int(key("rateGrid.errors.number")).optional(),
);
const date = formDate("rateGrid.errors.date");

export const rateChangeSchema = z
  .object({
    // One room type or several (ticked boxes of one property); none is a form problem.
    roomTypeId: z.preprocess(
      (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(z.coerce.number({ invalid_type_error: key("rateGrid.errors.roomType") }).int(key("rateGrid.errors.roomType")).positive(key("rateGrid.errors.roomType")))
        .min(1, key("rateGrid.errors.noRoomTypes"))
        .max(RATE_ROOM_TYPES_MAX, key("rateGrid.errors.noRoomTypes")),
    ),
    from: date,
    to: date,
    weekdays: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.coerce.number().int().min(1).max(7))),
    holidaysOnly: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
    kind: z.enum(RATE_CHANGE_KINDS, { errorMap: () => ({ message: key("rateGrid.errors.kind") }) }),
    nilai: wholeNumber,
    minMalam: wholeNumber,
    maxMalam: wholeNumber,
    aktif: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  .superRefine((v, ctx) => {
    const problem = (path: string, message: MessageKey) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (isIsoDate(v.from) && isIsoDate(v.to)) {
      if (v.from > v.to) problem("to", "rateGrid.errors.rangeOrder");
      else if (daysBetween(v.from, v.to) + 1 > RATE_RANGE_MAX_DAYS) problem("to", "rateGrid.errors.rangeLength");
    }
    if (VALUE_KINDS.includes(v.kind)) {
      if (v.nilai === undefined) problem("nilai", "rateGrid.errors.valueRequired");
      else if (v.kind === "percent" && (v.nilai < -90 || v.nilai > 500)) problem("nilai", "rateGrid.errors.percentRange");
      else if (v.kind !== "percent") checkRupiah(v.nilai, ctx, { max: RATE_PRICE_MAX, path: ["nilai"] });
    }
    if (v.kind === "stayLength") {
      const { minMalam: min, maxMalam: max } = v;
      if (min !== undefined && (min < 1 || min > 365)) problem("minMalam", "rateGrid.errors.nightsRange");
      if (max !== undefined && (max < 1 || max > 365)) problem("maxMalam", "rateGrid.errors.nightsRange");
      if (min !== undefined && max !== undefined && min > max) problem("maxMalam", "rateGrid.errors.minAboveMax");
    }
  });

export type RateChange = z.output<typeof rateChangeSchema>;
export type RateChangeInput = z.input<typeof rateChangeSchema>;


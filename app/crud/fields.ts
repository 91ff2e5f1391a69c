import { z } from "zod";
import { maskOf } from "~/utils/promo-validity";
import { formDate } from "~/utils/form-date";
import { checkRupiah, lineField, linesField } from "~/utils/form-fields";
import { parseWholeNumber } from "~/utils/form-input";
import { messageWithValues } from "~/utils/zod-messages";
import { safeHref, type UrlScheme } from "~/utils/safe-href";
import { TRANSLATION_LANGS, type TranslationLang } from "~/utils/vocabulary";

/**
 * The form side of a master-data resource (ADR 017): what each field is, as plain data that travels
 * from the loader to the page, and the one zod schema built from it that conform runs in the browser
 * and the server runs again on submit. Uniqueness and uploads are checked on the server only.
 */
export const FIELD_KINDS = [
  "text",
  "url",
  "textarea",
  "html",
  "int",
  "price",
  "decimal",
  "date",
  "time",
  "boolean",
  "choice",
  "ref",
  "refs",
  "image",
  "photos",
  "weekdays",
  "periods",
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldSpec<Name extends string = string> {
  /** The form name and the table column's property name (a name of its own for `refs` and `photos`). */
  name: Name;
  kind: FieldKind;
  required?: boolean;
  /** Message key shown when a required field is empty (default crud.validation.required). */
  requiredMessage?: string;
  /** Longest text, or the largest whole number (a price: the highest, default MAX_PRICE). */
  max?: number;
  min?: number;
  /** `price`: 0 is accepted and means free of charge (otherwise a price is more than Rp 0). */
  free?: boolean;
  /** Values of a `choice` field. */
  choices?: readonly string[];
  /** Number of upload slots of a `photos` field, of date ranges of a `periods` field. */
  slots?: number;
  /** `url`: the schemes an absolute address may have (https: and http: unless a contact link needs more). */
  schemes?: readonly UrlScheme[];
  /** `url`: whether a path of this site ("/wisata/3") is accepted. */
  relative?: boolean;
  /**
   * `text`/`textarea`/`html`: the table's TRANSLATABLE field (app/utils/translatable.ts). The form adds an
   * English and a French input (`translationName`), optional, with the same length limit.
   */
  translatable?: boolean;
  /** What the form of a new row shows already filled in (the column's default, e.g. a policy's usual terms). */
  initial?: string;
}

/** Form name of a translatable field's version in `lang`: "nama__en" (no column is named with "__"). */
export function translationName(name: string, lang: TranslationLang): string {
  return `${name}__${lang}`;
}

export const MAX_TEXT = 255;
export const MAX_LONG_TEXT = 5_000;
export const MAX_HTML = 50_000;
/**
 * Spec §5: prices have at most 7 integer and 2 decimal digits. Two decimals may be typed ("150.000,00")
 * but must be zero: Rupiah have no cents, and the gateway takes whole Rupiah only.
 */
export const PRICE_INTEGER_DIGITS = 7;
export const MAX_PRICE = 10 ** PRICE_INTEGER_DIGITS - 1;
/** Uploads: 2 MiB at most, JPEG, PNG or WebP (spec §8 'Resolusi Gambar Terlalu Besar'). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export { parseWholeNumber };

/**
 * A price as typed: groups of three digits after a dot or comma are thousands, a last group of one or
 * two digits after a dot or comma is the decimal part ("1.500.000", "1,500,000.50", "150000,5").
 * Null when it is not a price; whether it is a whole amount within the ceiling is the field's check.
 */
export function parsePrice(raw: string): number | null {
  const text = raw.trim().replace(/[\s\u00a0]/g, "");
  const match = /^(\d+(?:[.,]\d{3})*)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const integer = match[1].replace(/[.,]/g, "").replace(/^0+(?=\d)/, "");
  if (integer.length > 15) return null;
  return Number(`${integer}.${match[2] ?? "0"}`);
}

/** A whole number with the language's thousands separators ("1.500.000" in Indonesian). */
export function formatWholeNumber(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const REQUIRED = "crud.validation.required";

function required(field: FieldSpec) {
  return field.requiredMessage ?? REQUIRED;
}

function optionalOr<T extends z.ZodTypeAny>(field: FieldSpec, type: T) {
  return field.required
    ? z.preprocess(emptyToUndefined, z.unknown().refine((v) => v !== undefined, required(field)).pipe(type))
    : z.preprocess(emptyToUndefined, type.optional().nullable()).transform((v) => v ?? null);
}

/** A text field's string: cleaned first (form-fields.ts), then trimmed and bounded. */
function textType(field: FieldSpec, fallbackMax: number) {
  const max = field.max ?? fallbackMax;
  const base = z.string().trim().max(max, messageWithValues("validation.tooLong", { count: max }));
  return field.kind === "textarea" || field.kind === "html" ? linesField(base) : lineField(base);
}

function parsed(parse: (raw: string) => number | null, message: string) {
  return z.union([z.string(), z.number()]).transform((raw, ctx) => {
    const value = typeof raw === "number" ? raw : parse(raw);
    if (value === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message, fatal: true });
      return z.NEVER;
    }
    return value;
  });
}

function numberType(parse: (raw: string) => number | null, message: string, field: FieldSpec) {
  return parsed(parse, message)
    .refine((v) => field.min === undefined || v >= field.min, messageWithValues("validationStaff.atLeast", { min: field.min ?? 0 }))
    .refine((v) => field.max === undefined || v <= field.max, messageWithValues("validationStaff.atMost", { max: field.max ?? 0 }));
}

/** Whole Rupiah, more than 0 unless the field is `free`, at most the field's `max` (default MAX_PRICE). */
function priceType(field: FieldSpec) {
  return parsed(parsePrice, "validationStaff.rupiah").superRefine((value, ctx) => {
    checkRupiah(value, ctx, { max: field.max ?? MAX_PRICE, zero: field.free ? "free" : "refused" });
  });
}

const idType = z
  .union([z.string(), z.number()])
  .transform((raw, ctx) => {
    const value = typeof raw === "number" ? raw : /^\d{1,12}$/.test(raw) ? Number(raw) : null;
    if (value === null || value < 1) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "crud.validation.invalidChoice", fatal: true });
      return z.NEVER;
    }
    return value;
  });

function decimalParse(raw: string): number | null {
  const text = raw.trim().replace(",", ".");
  return /^-?\d{1,4}(\.\d{1,10})?$/.test(text) ? Number(text) : null;
}

/** A time of day as the form sends it: "14:00" (24-hour, HH:MM). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The message of a `url` field that refused a value: it names what the field accepts. */
function urlMessage(field: FieldSpec): string {
  if (field.schemes?.some((scheme) => scheme === "mailto:" || scheme === "tel:")) return "crud.validation.urlContact";
  return field.relative ? "crud.validation.urlOrPath" : "crud.validation.url";
}

/** A link as stored: an allowed absolute URL or site path, cleaned as a browser would read it (safe-href.ts). */
function urlType(field: FieldSpec) {
  return textType(field, MAX_TEXT).transform((raw: string, ctx) => {
    const href = safeHref(raw, { schemes: field.schemes, relative: field.relative ?? false });
    if (href === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: urlMessage(field), fatal: true });
      return z.NEVER;
    }
    return href;
  });
}

function dateType(field: FieldSpec) {
  return optionalOr(field, formDate("crud.validation.date"));
}

/**
 * Nights of the week ticked (`weekdays`: 0 = Sunday … 6 = Saturday, sent as repeated values) as the stored
 * mask; none ticked is every night.
 */
const weekdaysType = z
  .preprocess((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(["0", "1", "2", "3", "4", "5", "6"], { message: "crud.validation.invalidChoice" })).max(7))
  .transform((days) => maskOf(days.map(Number)));

/** Form names of a `periods` field's date ranges: `${name}${n}Dari` and `${name}${n}Sampai`, n from 1. */
export function periodNames(field: Pick<FieldSpec, "name" | "slots">): { from: string; to: string }[] {
  return Array.from({ length: field.slots ?? 0 }, (_, i) => ({ from: `${field.name}${i + 1}Dari`, to: `${field.name}${i + 1}Sampai` }));
}

/** The zod type of one field's submitted value, or null for uploads and date ranges (checked separately). */
export function fieldType(field: FieldSpec): z.ZodTypeAny | null {
  switch (field.kind) {
    case "text":
      return optionalOr(field, textType(field, MAX_TEXT));
    case "url":
      return optionalOr(field, urlType(field));
    case "textarea":
      return optionalOr(field, textType(field, MAX_LONG_TEXT));
    case "html":
      return optionalOr(field, textType(field, MAX_HTML));
    case "int":
      return optionalOr(field, numberType(parseWholeNumber, "validationStaff.wholeNumber", field));
    case "price":
      return optionalOr(field, priceType(field));
    case "decimal":
      return optionalOr(field, numberType(decimalParse, "crud.validation.number", field));
    case "date":
      return dateType(field);
    case "time":
      return optionalOr(field, z.string().trim().regex(TIME_PATTERN, "crud.validation.time"));
    case "boolean":
      return z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
    case "choice":
      return optionalOr(
        field,
        z.string({ invalid_type_error: "crud.validation.invalidChoice" }).refine((value) => (field.choices ?? []).includes(value), "crud.validation.invalidChoice"),
      );
    case "ref":
      return optionalOr(field, idType);
    case "refs":
      return z.preprocess(
        (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v.filter((x) => x !== "") : [v]),
        z.array(idType).max(200, "crud.validationStaff.tooMany"),
      );
    case "weekdays":
      return weekdaysType;
    case "image":
    case "photos":
    case "periods":
      return null;
  }
}

/** The one schema of a resource's form. */
export function formSchema(fields: readonly FieldSpec[]) {
  const shape: Record<string, z.ZodTypeAny> = {};
  const ranges: { from: string; to: string }[] = [];
  for (const field of fields) {
    const type = fieldType(field);
    if (type) shape[field.name] = type;
    if (field.kind === "periods") {
      // Each range: two optional days (a missing end is open), the last not before the first.
      for (const names of periodNames(field)) {
        shape[names.from] = dateType({ name: names.from, kind: "date" });
        shape[names.to] = dateType({ name: names.to, kind: "date" });
        ranges.push(names);
      }
    }
    if (!field.translatable) continue;
    // English and French are optional whatever the Indonesian is: empty means "not translated".
    const optional = fieldType({ ...field, required: false, requiredMessage: undefined });
    for (const lang of TRANSLATION_LANGS) if (optional) shape[translationName(field.name, lang)] = optional;
  }
  return z.object(shape).superRefine((value, ctx) => {
    for (const { from, to } of ranges) {
      const [first, last] = [value[from], value[to]];
      if (typeof first === "string" && typeof last === "string" && last < first) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [to], message: "crud.validation.periodOrder" });
      }
    }
  });
}

/** The image type of an upload from its first bytes (never from what the browser claims), or null. */
export function sniffImageType(head: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  const at = (i: number, ...bytes: number[]) => bytes.every((b, j) => head[i + j] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

/** The upload problem of one file, as a message key, or null when it may be stored. */
export function imageProblem(size: number, type: string | null): string | null {
  if (size > MAX_IMAGE_BYTES) return "crud.validation.imageTooLarge";
  if (!type) return "crud.validation.imageType";
  return null;
}

/** Form names of a `photos` field's slots: foto1 … foto5 style, `${name}${n}`. */
export function slotNames(field: FieldSpec): string[] {
  return Array.from({ length: field.slots ?? 0 }, (_, i) => `${field.name}${i + 1}`);
}

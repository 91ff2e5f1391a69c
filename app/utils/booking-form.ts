import { z } from "zod";

/**
 * The booking form (spec §5), shared by the browser (live checks, Booking button state) and the
 * server (which re-checks everything). Error messages are i18n keys under `booking.validation`.
 * The form is a wizard of three steps; each step validates only its own fields.
 */
export const BOOKING_STEPS = ["guest", "payment", "review"] as const;
export type BookingStep = 1 | 2 | 3;

export interface BookingFormValues {
  identitas: string;
  nama: string;
  noIdentitas: string;
  negara: string;
  provinsi: string;
  kabupaten: string;
  email: string;
  telepon: string;
  tambahpesanan: string[];
  kelompok: string;
  metode: string;
  captcha: string;
}

export const EMPTY_BOOKING_VALUES: BookingFormValues = {
  identitas: "",
  nama: "",
  noIdentitas: "",
  negara: "",
  provinsi: "",
  kabupaten: "",
  email: "",
  telepon: "",
  tambahpesanan: [],
  kelompok: "",
  metode: "",
  captcha: "",
};

const TEXT_FIELDS = ["identitas", "nama", "noIdentitas", "negara", "provinsi", "kabupaten", "email", "telepon", "kelompok", "metode", "captcha"] as const;
const MAX_FIELD = 200;

/** Reads the form's values; anything that is not a short string is treated as empty. */
export function readBookingValues(form: FormData): BookingFormValues {
  const values: BookingFormValues = { ...EMPTY_BOOKING_VALUES, tambahpesanan: [] };
  for (const name of TEXT_FIELDS) {
    const raw = form.get(name);
    values[name] = typeof raw === "string" && raw.length <= MAX_FIELD ? raw.trim() : "";
  }
  values.tambahpesanan = form
    .getAll("tambahpesanan")
    .filter((v): v is string => typeof v === "string" && /^\d{1,9}$/.test(v))
    .slice(0, 20);
  return values;
}

const v = "booking.validation.";
const id = (required: string) =>
  z
    .string()
    .min(1, `${v}${required}`)
    .regex(/^\d{1,9}$/, `${v}invalidChoice`)
    .transform(Number);
const optionalId = z
  .string()
  .regex(/^(\d{1,9})?$/, `${v}invalidChoice`)
  .transform((s) => (s === "" ? null : Number(s)));

export const guestStepSchema = z.object({
  nama: z
    .string()
    .min(1, `${v}nama`)
    .max(100, `${v}namaLength`)
    .regex(/^[\p{L} ]+$/u, `${v}namaLetters`),
  identitas: id("identitas"),
  noIdentitas: z
    .string()
    .min(1, `${v}noIdentitas`)
    .regex(/^\d+$/, `${v}digitsOnly`)
    .min(5, `${v}noIdentitasLength`)
    .max(30, `${v}noIdentitasLength`),
  negara: id("negara"),
  provinsi: optionalId,
  kabupaten: id("kabupaten"),
  email: z.string().min(1, `${v}email`).max(100, `${v}emailInvalid`).email(`${v}emailInvalid`),
  telepon: z
    .string()
    .min(1, `${v}telepon`)
    .regex(/^\d+$/, `${v}digitsOnly`)
    .min(8, `${v}teleponLength`)
    .max(15, `${v}teleponLength`),
});

export const paymentStepSchema = z.object({
  kelompok: optionalId,
  metode: id("metodePembayaran"),
  tambahpesanan: z.array(z.string().regex(/^\d{1,9}$/).transform(Number)).max(20),
});

export const reviewStepSchema = z.object({
  captcha: z
    .string()
    .transform((s) => s.replace(/\s+/g, ""))
    .pipe(z.string().min(1, `${v}captchaRequired`).max(20, `${v}captchaWrong`)),
});

export type FieldErrors = Partial<Record<keyof BookingFormValues, string>>;

function errorsOf(result: z.SafeParseReturnType<unknown, unknown>): FieldErrors {
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof BookingFormValues;
    if (!errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function validateStep(step: BookingStep, values: BookingFormValues): FieldErrors {
  if (step === 1) return errorsOf(guestStepSchema.safeParse(values));
  if (step === 2) return errorsOf(paymentStepSchema.safeParse(values));
  return errorsOf(reviewStepSchema.safeParse(values));
}

/** The first step (up to `upTo`) with an error, or null when all of them are valid. */
export function firstInvalidStep(values: BookingFormValues, upTo: BookingStep = 3): { step: BookingStep; errors: FieldErrors } | null {
  for (const step of [1, 2, 3] as const) {
    if (step > upTo) break;
    const errors = validateStep(step, values);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
}

export function parseStep(value: unknown): BookingStep {
  return value === "2" ? 2 : value === "3" ? 3 : 1;
}

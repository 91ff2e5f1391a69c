import { z } from "zod";

/**
 * The "Pesanan Saya" look-up form (/pesanan): a booking code and the e-mail it was made with. Shared by conform
 * in the browser (constraints, validation while typing) and by the route's action; the messages are i18n keys
 * under `orders.errors`. It lives outside any `.server` module because the browser needs it: a `.server`
 * module is empty in the browser build, and the form would read its schema as undefined.
 */
export const orderLookupSchema = z.object({
  kode: z
    .string({ required_error: "orders.errors.kodeRequired" })
    .trim()
    .min(1, "orders.errors.kodeRequired")
    .max(40)
    .transform((v) => v.toUpperCase()),
  email: z.string({ required_error: "orders.errors.emailRequired" }).trim().min(1, "orders.errors.emailRequired").max(254),
});

export type OrderLookupInput = z.output<typeof orderLookupSchema>;

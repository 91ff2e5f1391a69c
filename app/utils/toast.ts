import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";

export const TOAST_TYPES = ["success", "error", "info", "warning"] as const;

/**
 * A toast carries an i18n key (plus interpolation values), never translated text, so it is shown
 * in the language of the page that displays it.
 */
export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(TOAST_TYPES).default("info"),
  key: z.string().min(1).max(200),
  values: z.record(z.union([z.string(), z.number()])).optional(),
});

export type Toast = z.infer<typeof toastSchema>;
/** What a redirect asks for: the key is checked against the catalogue when the code is type checked. */
export type ToastInput = Omit<z.input<typeof toastSchema>, "key"> & { key: MessageKey };

/** How long a toast stays (spec §9). */
export const TOAST_DURATION_MS = 5000;

import type { MessageKey } from "~/i18n/message-key";

export const TOAST_TYPES = ["success", "error", "info", "warning"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/**
 * A toast carries an i18n key (plus interpolation values), never translated text, so it is shown
 * in the language of the page that displays it. The cookie that carries it is checked by the schema
 * in services/toast.server.ts, so the browser bundle needs no validation library for it.
 */
export interface Toast {
  id: string;
  type: ToastType;
  key: string;
  values?: Record<string, string | number>;
}

/** What a redirect asks for: the key is checked against the catalogue when the code is type checked. */
export type ToastInput = Partial<Pick<Toast, "id" | "type" | "values">> & { key: MessageKey };

/** How long a toast stays (spec §9). */
export const TOAST_DURATION_MS = 5000;

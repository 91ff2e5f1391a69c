import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * Translates a message key that arrives as data (a validation error from a zod schema, an action's
 * form error). Keys are ours; an unknown key shows as itself rather than breaking the page.
 */
export function useMessage() {
  const { t } = useTranslation();
  return useCallback(
    (key: string, values?: Record<string, string | number>) =>
      t(key as never, (values ?? {}) as never) as unknown as string,
    [t],
  );
}

import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { splitMessage, translator, type MessageKey, type MessageValues } from "~/i18n/message-key";

/** Translates a message key that travels as data (an action's form error, a status label). */
export function useMessage() {
  const { t } = useTranslation();
  return useMemo(() => translator(t), [t]);
}

/**
 * Translates a string that should be one of our keys but arrives untyped (a zod issue, a cookie):
 * shown as itself when it is not in the catalogue, rather than breaking the page.
 */
export function useMessageText() {
  const { i18n } = useTranslation();
  const message = useMessage();
  return useCallback(
    (text: string, values?: MessageValues): string => (isMessageKey(text, i18n) ? message(text, values) : text),
    [i18n, message],
  );
}

function isMessageKey(text: string, i18n: { exists(key: string): boolean }): text is MessageKey {
  // A message with plural forms exists as "<key>_one"/"<key>_other" only; one with values as "<key>?…".
  const { key } = splitMessage(text);
  return i18n.exists(key) || i18n.exists(`${key}_other`);
}

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { TOAST_DURATION_MS, type Toast } from "~/utils/toast";

/**
 * Toasts top-right, newest on top, each with a close button, gone after 5 s (spec §9).
 * Without JavaScript a CSS animation hides the toast after the same time.
 */
export function ToastStack({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>(toast ? [toast] : []);
  const seen = useRef(new Set<string>(toast ? [toast.id] : []));

  useEffect(() => {
    if (!toast || seen.current.has(toast.id)) return;
    seen.current.add(toast.id);
    setToasts((current) => [toast, ...current]);
  }, [toast]);

  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((item) => item.id !== id)), []);

  return (
    <div className="toast-stack" role="region" aria-label={t("toast.region")} aria-live="polite">
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} onDismiss={dismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  // Keys come from our own redirects (a signed cookie); an unknown one shows as itself.
  const message = text(toast.key, toast.values);
  return (
    <div className={`toast toast--${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
      <p className="toast__message">{message}</p>
      <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t("toast.close")}</span>
      </button>
    </div>
  );
}

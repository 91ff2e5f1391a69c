import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { useMessageText } from "./useMessage";

/** A labelled input with its hint and errors; `input` carries conform's props (name, id, aria-*). */
export function Field({
  label,
  input,
  errors,
  errorId,
  hint,
  children,
}: {
  label: ReactNode;
  input: InputHTMLAttributes<HTMLInputElement> & { id: string; key?: string };
  errors?: readonly string[];
  errorId?: string;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  const message = useMessageText();
  const { key, ...props } = input;
  const hintId = hint ? `${input.id}-hint` : undefined;
  const describedBy = [props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`auth-field${errors?.length ? " auth-field--invalid" : ""}`}>
      <label className="auth-field__label" htmlFor={input.id}>
        {label}
      </label>
      <input key={key} className="auth-field__input" {...props} aria-describedby={describedBy} />
      {hint ? (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrors id={errorId} errors={errors} message={message} />
    </div>
  );
}

/** A form-level message box (errors of the whole form, success notes). */
export function Alert({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  return (
    <div className={`auth-alert auth-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** The form-level errors of a submission (message keys), translated, or nothing. */
export function FormErrors({
  errors,
  values,
  id,
}: {
  errors: readonly string[] | undefined;
  values?: Record<string, string | number>;
  id?: string;
}) {
  const message = useMessageText();
  if (!errors?.length) return null;
  return (
    <Alert tone="error">
      {[...new Set(errors)].map((key) => (
        <p key={key} id={id}>
          {message(key, values)}
        </p>
      ))}
    </Alert>
  );
}

import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/** A form of one button that posts `intent` to the page's action; `children` come before the button. */
export function IntentForm<Intent extends string>({
  intent,
  variant,
  label,
  busy,
  children,
}: {
  intent: Intent;
  variant: "primary" | "secondary" | "danger";
  label: string;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <Form method="post">
      {children}
      <button type="submit" name="intent" value={intent} className={`button button--${variant}`} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A disclosure menu built on <details>: opens and closes with keyboard and without JavaScript.
 * With JavaScript it also closes on an outside click, on Escape and after navigation.
 */
export function Dropdown({
  label,
  children,
  className,
  align = "start",
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  align?: "start" | "end";
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownKey = useRef(location.key);

  // Close after a client-side navigation — but not on the first render: a visitor may have opened
  // the menu before hydration finished.
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const close = (event: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        el.open = false;
        el.querySelector("summary")?.focus();
        return;
      }
      if (event.target instanceof Node && !el.contains(event.target)) el.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <details ref={ref} className={`dropdown dropdown--${align} ${className ?? ""}`}>
      <summary className="dropdown__toggle">{label}</summary>
      <div className="dropdown__panel">{children}</div>
    </details>
  );
}

import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";

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
  useDismissibleDetails(ref);

  return (
    <details ref={ref} className={`dropdown dropdown--${align} ${className ?? ""}`}>
      <summary className="dropdown__toggle">{label}</summary>
      <div className="dropdown__panel">{children}</div>
    </details>
  );
}

/**
 * With JavaScript, an open <details> menu closes on an outside click, after a client-side navigation and
 * on Escape, which gives the focus back to its summary. Nested menus close one Escape at a time, the
 * innermost first (its listener is registered first).
 */
export function useDismissibleDetails(ref: RefObject<HTMLDetailsElement>) {
  const location = useLocation();
  const shownKey = useRef(location.key);

  // Close after a client-side navigation — but not on the first render: a visitor may have opened
  // the menu before hydration finished.
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key, ref]);

  useEffect(() => {
    const close = (event: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
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
  }, [ref]);
}

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
  useDismissible(ref, "itself");
}

/** The same for every <details> menu inside `ref` (a menu written as an HTML string, see NavMenu). */
export function useDismissibleMenus(ref: RefObject<HTMLElement>) {
  useDismissible(ref, "inside");
}

function openMenus(element: HTMLElement | null, which: "itself" | "inside"): HTMLDetailsElement[] {
  if (!element) return [];
  if (which === "itself") return element instanceof HTMLDetailsElement && element.open ? [element] : [];
  return Array.from(element.querySelectorAll<HTMLDetailsElement>("details[open]"));
}

function useDismissible(ref: RefObject<HTMLElement>, which: "itself" | "inside") {
  const location = useLocation();
  const shownKey = useRef(location.key);

  // Close after a client-side navigation — but not on the first render: a visitor may have opened
  // the menu before hydration finished.
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    for (const menu of openMenus(ref.current, which)) menu.open = false;
  }, [location.key, ref, which]);

  useEffect(() => {
    const close = (event: Event) => {
      const open = openMenus(ref.current, which);
      if (open.length === 0) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        // The innermost open menu (the last in document order) closes first.
        const innermost = open[open.length - 1];
        event.preventDefault();
        innermost.open = false;
        innermost.querySelector("summary")?.focus();
        return;
      }
      for (const menu of open) if (event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [ref, which]);
}

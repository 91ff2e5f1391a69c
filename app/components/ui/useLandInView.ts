import { useEffect, useRef } from "react";

/**
 * A confirmation step that appears below the fold (a phone's page reloaded at its top, or the same page
 * re-rendered after a refused form) is brought on screen and given focus, so a keyboard or screen-reader user
 * is at the question too. Without JavaScript the page's `#fragment` does the same (the element carries the id
 * CONFIRM_ANCHOR of app/utils/booking-form.ts and `tabIndex={-1}`). Scrolls smoothly unless the visitor asked for reduced motion. Runs when `key` changes
 * to a truthy value (the step shown, a new error).
 */
export function useLandInView<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!key || !node) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    node.focus({ preventScroll: true });
    node.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
  }, [key]);
  return ref;
}

import { useEffect, useRef, useState } from "react";

/**
 * The HTML of a string island that only the server builds (ADR 031: the site's menu and footer). On the
 * server, `build()`; in the browser, the element's HTML as the document brought it (found by `selector`),
 * so the builder and what it reads need not ship to the browser. A page reached by a client-side navigation
 * whose document lacked the element (a public page opened from the back office, which has no footer) gets
 * it from `load`, which fetches the builder then; until that answers the element is empty.
 */
export function useServerHtml(selector: string, build: (() => string) | null, load: () => Promise<string>): string {
  const [html, setHtml] = useState<string | null>(() =>
    build ? build() : typeof document === "undefined" ? null : (document.querySelector(selector)?.innerHTML ?? null),
  );
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (html !== null) return;
    let live = true;
    void loader.current().then((built) => {
      if (live) setHtml(built);
    });
    return () => {
      live = false;
    };
  }, [html]);
  return html ?? "";
}

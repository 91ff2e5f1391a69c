import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * `headers` export for pages that depend on who is signed in: never stored by a shared cache, and
 * the loader's or action's own headers (e.g. Retry-After) passed through. Set-Cookie is left out here
 * because Remix forwards every loader's and action's cookies by itself.
 */
export const privatePageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    source.forEach((value, name) => {
      if (name.toLowerCase() !== "set-cookie") headers.set(name, value);
    });
  }
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * `headers` export for pages that depend on who is signed in: never stored by a shared cache, and
 * the loader's or action's own headers (e.g. Retry-After) passed through. Set-Cookie is left out here
 * because Remix forwards every loader's and action's cookies by itself.
 */
export const privatePageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    source.forEach((value, name) => {
      if (name.toLowerCase() !== "set-cookie") headers.set(name, value);
    });
  }
  keepRefusalHeaders(errorHeaders, headers);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

/** What a thrown refusal tells the client besides its message (a 429's Retry-After), kept on the document its boundary draws. */
function keepRefusalHeaders(errorHeaders: Headers | undefined, headers: Headers): Headers {
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** The root's `headers`: when the root boundary draws a refusal thrown below it, the refusal's Retry-After stays. */
export const rootHeaders: HeadersFunction = ({ errorHeaders }) => keepRefusalHeaders(errorHeaders, new Headers());

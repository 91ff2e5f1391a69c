/**
 * The Workers runtime words some failures itself, in English, as "internal error; reference = <id>" (a
 * fetch that broke below HTTP, a storage call that failed). Such text is never shown as is in a page:
 * the page says what failed in its own language and keeps only the reference, which Cloudflare support
 * can look up.
 */
const RUNTIME_INTERNAL_ERROR = /internal error;\s*reference\s*=\s*([A-Za-z0-9-]{1,64})/i;

/** The reference of a runtime "internal error" message, or null when `text` is not one. */
export function runtimeErrorReference(text: string | null | undefined): string | null {
  return text ? (RUNTIME_INTERNAL_ERROR.exec(text)?.[1] ?? null) : null;
}

/**
 * The one gate between a stored or typed URL and an `href` (or an embed's `src`): only schemes that cannot
 * run code in our origin pass. Browsers drop tabs and line breaks anywhere in a URL and control characters
 * and spaces around it before they read the scheme ("java\tscript:" is javascript:), so we do the same
 * before deciding, and compare schemes case-insensitively.
 */
export const WEB_SCHEMES = ["https:", "http:"] as const;
export const CONTACT_SCHEMES = ["https:", "http:", "mailto:", "tel:"] as const;
export type UrlScheme = (typeof CONTACT_SCHEMES)[number];

export interface SafeHrefOptions {
  /** Schemes allowed for an absolute URL (default https: and http:). */
  schemes?: readonly UrlScheme[];
  /** Whether a path of this site ("/wisata/3") is allowed (default true). */
  relative?: boolean;
}

// C0 controls and space, as the URL standard strips them around a URL.
// eslint-disable-next-line no-control-regex
const AROUND = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The URL as a browser would read it, or null when it holds control characters a browser would not drop. */
function normalise(value: string): string | null {
  const cleaned = value.replace(TAB_OR_NEWLINE, "").replace(AROUND, "");
  return CONTROL.test(cleaned) ? null : cleaned;
}

/** A path of this site: one slash, not "//host" or "/\host" (both mean another host to a browser). */
function isSitePath(value: string): boolean {
  return value.startsWith("/") && value[1] !== "/" && value[1] !== "\\";
}

/**
 * `value` ready for an `href` when it is an allowed absolute URL or (when allowed) a path of this site;
 * undefined otherwise, so the element renders without a link.
 */
export function safeHref(value: unknown, options: SafeHrefOptions = {}): string | undefined {
  if (typeof value !== "string") return undefined;
  const url = normalise(value);
  if (!url) return undefined;
  if (isSitePath(url)) return options.relative === false ? undefined : url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const schemes: readonly string[] = options.schemes ?? WEB_SCHEMES;
  if (!schemes.includes(parsed.protocol)) return undefined;
  if ((parsed.protocol === "https:" || parsed.protocol === "http:") && !parsed.hostname) return undefined;
  // The literal scheme must be the parsed one: "https:evil" parses but is not what an editor meant.
  if (!url.toLowerCase().startsWith(parsed.protocol)) return undefined;
  if ((parsed.protocol === "https:" || parsed.protocol === "http:") && !/^https?:\/\//i.test(url)) return undefined;
  return url;
}

/** True when `value` may be stored in a URL field with these options. */
export function isSafeUrl(value: string, options: SafeHrefOptions = {}): boolean {
  return safeHref(value, options) !== undefined;
}

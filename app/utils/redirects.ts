/**
 * Where to go after signing in. A redirect target must be a path on this site: anything else (an
 * absolute URL, a protocol-relative `//host`, a backslash trick) falls back to the default, so a
 * crafted `?redirectTo=` can never send a visitor to another site.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters (tabs, new lines) are dropped by URL parsers and could smuggle a host in.
  for (let i = 0; i < target.length; i++) {
    const code = target.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return target;
}

/** Account pages a visitor should not be sent back to once signed in (spec §2 "After login"). */
const ACCOUNT_FLOW_PATHS = ["/login", "/logout", "/register", "/activate", "/reset", "/auth"];

function isAccountFlowPath(pathname: string): boolean {
  return ACCOUNT_FLOW_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The stored previous page if there is a meaningful one; otherwise `fallback`: the account's landing page
 * (the dashboard for administrators, the front desk or the chat for their staff, home for everyone else).
 */
export function postLoginRedirect(target: unknown, fallback: string): string {
  const safe = safeRedirect(target, "");
  if (!safe) return fallback;
  const pathname = safe.split(/[?#]/, 1)[0];
  if (pathname === "/" || pathname === "/home" || isAccountFlowPath(pathname)) return fallback;
  return safe;
}

/** The sign-in URL that brings the visitor back to `path` afterwards. */
export function loginUrl(path: string): string {
  const target = safeRedirect(path, "");
  return target && target !== "/" ? `/login?${new URLSearchParams({ redirectTo: target })}` : "/login";
}

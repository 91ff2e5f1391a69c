import type { AppEnv } from "~/env.server";

/**
 * Headers every HTML response carries. Scripts only run with the per-response nonce; styles allow
 * inline attributes because React and the carousels set `style` on elements.
 */
export function applySecurityHeaders(
  headers: Headers,
  nonce: string,
  env: Pick<AppEnv, "isProduction"> & Partial<Pick<AppEnv, "TURNSTILE_SITE_KEY">>,
): void {
  const connect = env.isProduction ? "'self'" : "'self' ws://localhost:* ws://127.0.0.1:*";
  // Cloudflare Turnstile on the booking form, only when its keys are configured.
  const turnstile = env.TURNSTILE_SITE_KEY ? " https://challenges.cloudflare.com" : "";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${turnstile}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `frame-src https://www.youtube-nocookie.com https://www.youtube.com${turnstile}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (env.isProduction) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

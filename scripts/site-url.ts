/**
 * The address local e-mails link to. `PUBLIC_SITE_URL` (wrangler.toml's [vars], or `.dev.vars`) names
 * the site's public origin; locally it says http://localhost:8787. When `npm start -- --port N` serves
 * another port, links to the configured local address would reach nothing (or another checkout's
 * server), so the local address follows the port. A public address a developer configured (a tunnel,
 * a staging host) is kept as it is. Production never runs this: it reads its own [vars].
 */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/** The PUBLIC_SITE_URL to pass for a local run on `port`, or null when the configured one already fits. */
export function localSiteUrl(configured: string | undefined, port: number): string | null {
  let url: URL;
  try {
    url = new URL(configured ?? "");
  } catch {
    return `http://localhost:${port}`;
  }
  if (!LOCAL_HOSTS.has(url.hostname)) return null;
  const configuredPort = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  if (configuredPort === port) return null;
  url.port = String(port);
  return url.origin;
}

/** PUBLIC_SITE_URL as a `KEY=value` env file (.dev.vars) or wrangler.toml's `KEY = "value"` sets it. */
export function configuredSiteUrl(devVars: string, wranglerToml: string): string | undefined {
  const fromDevVars = /^\s*PUBLIC_SITE_URL\s*=\s*["']?([^"'\r\n]*)["']?\s*$/m.exec(devVars)?.[1];
  if (fromDevVars) return fromDevVars;
  return /^\s*PUBLIC_SITE_URL\s*=\s*"([^"]*)"/m.exec(wranglerToml)?.[1];
}

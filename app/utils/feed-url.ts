import ipaddr from "ipaddr.js";
import type { IcalFeedError } from "~/utils/vocabulary";

/**
 * The guard of every imported calendar address (docs/decisions/028): the URL staff type, and every
 * redirect target the fetch follows. A Worker cannot resolve DNS itself, so what is checked is the URL's
 * own host: names meant for the local network, and IP literals outside the public unicast range
 * (private, loopback, link-local, unique-local, carrier-grade NAT, reserved, multicast, …), including the
 * decimal/octal/hex and IPv4-mapped IPv6 forms, which the URL parser has already normalised.
 * Outside production, `http:` and the local machine itself are allowed so tests and a local fake OTA can
 * serve feeds; other private ranges stay refused everywhere.
 */

export const MAX_FEED_URL_LENGTH = 2000;

export type FeedUrlCheck = { ok: true; url: URL } | { ok: false; error: IcalFeedError };

const LOCAL_NAME_SUFFIXES = [".localhost", ".local", ".internal", ".localdomain", ".home.arpa"];

function isLoopbackName(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}

/** The IP address a URL host is, or null for a name (IPv6 literals come in brackets). */
function ipOf(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const literal = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (!ipaddr.isValid(literal)) return null;
  // A name made of digits only is not an address for the URL parser either; only full forms count here.
  if (!literal.includes(":") && !ipaddr.IPv4.isValidFourPartDecimal(literal)) return null;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  return ipaddr.process(literal);
}

/** Whether the host may be fetched: public names and public unicast addresses; loopback only when allowed. */
function hostAllowed(host: string, allowLoopback: boolean): boolean {
  const ip = ipOf(host);
  if (ip) {
    const range = ip.range();
    if (range === "unicast") return true;
    return allowLoopback && range === "loopback";
  }
  if (isLoopbackName(host)) return allowLoopback;
  if (!host.includes(".")) return false;
  return !LOCAL_NAME_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

export function checkFeedUrl(raw: string, { production }: { production: boolean }): FeedUrlCheck {
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_FEED_URL_LENGTH) return { ok: false, error: "bad_url" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: "bad_url" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, error: "bad_url" };
  if (url.username || url.password) return { ok: false, error: "bad_url" };
  // "example.com." and "example.com" are the same host; the trailing dot must not hide "localhost.".
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host) return { ok: false, error: "bad_url" };
  if (!hostAllowed(host, !production)) return { ok: false, error: "private_host" };
  if (production && url.protocol !== "https:") return { ok: false, error: "not_https" };
  return { ok: true, url };
}

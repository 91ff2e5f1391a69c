import ipaddr from "ipaddr.js";
import type { IcalFeedError } from "~/utils/vocabulary";

/**
 * The guard of every imported calendar address (docs/decisions/028): the URL staff type, and every
 * redirect target the fetch follows. A Worker cannot resolve DNS itself, so what is checked is the URL's
 * own host: names meant for the local network, and IP literals outside the public unicast range
 * (private, loopback, link-local, unique-local, carrier-grade NAT, reserved, multicast, …), including the
 * decimal/octal/hex forms, which the URL parser has already normalised, and every IPv6 form that carries
 * an IPv4 address (mapped, translated, NAT64, 6to4), judged by the IPv4 address it carries.
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
  return ipaddr.parse(literal);
}

const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 address an IPv6 address carries and reaches: mapped (::ffff:0:0/96), translated
 * (::ffff:0:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16, the IPv4 in bits 16–48). Null for any other.
 */
function carriedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = ip.parts;
  const zero = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  if (zero(0, 5) && p[5] === 0xffff) return ipv4Of(p[6], p[7]);
  if (zero(0, 4) && p[4] === 0xffff && p[5] === 0) return ipv4Of(p[6], p[7]);
  if (p[0] === 0x64 && p[1] === 0xff9b && zero(2, 6)) return ipv4Of(p[6], p[7]);
  if (p[0] === 0x2002) return ipv4Of(p[1], p[2]);
  return null;
}

/**
 * Whether an address may be fetched: public unicast only, loopback when allowed. An IPv6 address that
 * carries an IPv4 one is judged as that IPv4 address; the deprecated IPv4-compatible form (::/96), Teredo
 * (2001::/32), local-use NAT64 (64:ff9b:1::/48) and every non-unicast IPv6 range (unique-local,
 * link-local, multicast, documentation, …) are refused.
 */
function ipAllowed(ip: ipaddr.IPv4 | ipaddr.IPv6, allowLoopback: boolean): boolean {
  const range = ip.range();
  if (range === "loopback") return allowLoopback;
  if (ip.kind() === "ipv4") return range === "unicast";
  const v6 = ip as ipaddr.IPv6;
  const carried = carriedIpv4(v6);
  // Outside production only the machine's own plain addresses are allowed, never one carried in another.
  if (carried) return ipAllowed(carried, false);
  // ::a.b.c.d (IPv4-compatible) has no range of its own: it is refused with the rest of ::/96.
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  return range === "unicast";
}

/** Whether the host may be fetched: public names and public unicast addresses; loopback only when allowed. */
function hostAllowed(host: string, allowLoopback: boolean): boolean {
  const ip = ipOf(host);
  if (ip) return ipAllowed(ip, allowLoopback);
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

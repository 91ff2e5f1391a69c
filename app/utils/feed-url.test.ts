import { describe, expect, it } from "vitest";
import { checkFeedUrl } from "~/utils/feed-url";

const prod = { production: true };
const dev = { production: false };
const errorOf = (url: string, mode = prod) => {
  const r = checkFeedUrl(url, mode);
  return r.ok ? "ok" : r.error;
};

describe("checkFeedUrl", () => {
  it("accepts the public iCal addresses OTAs hand out", () => {
    expect(errorOf("https://www.airbnb.com/calendar/ical/12345.ics?s=abcdef")).toBe("ok");
    expect(errorOf("https://admin.booking.com/hotel/hoteladmin/ical.html?t=0b1c-2d3e")).toBe("ok");
    expect(errorOf("https://8.8.8.8/feed.ics")).toBe("ok");
  });

  it("refuses what is not an http(s) address, carries credentials or is too long", () => {
    expect(errorOf("not a url")).toBe("bad_url");
    expect(errorOf("ftp://example.com/a.ics")).toBe("bad_url");
    expect(errorOf("webcal://example.com/a.ics")).toBe("bad_url");
    expect(errorOf("https://user:pw@example.com/a.ics")).toBe("bad_url");
    expect(errorOf(`https://example.com/${"a".repeat(2001)}`)).toBe("bad_url");
  });

  it("asks for https in production only", () => {
    expect(errorOf("http://example.com/a.ics")).toBe("not_https");
    expect(errorOf("http://example.com/a.ics", dev)).toBe("ok");
  });

  it.each([
    "https://localhost/a.ics",
    "https://ota.localhost/a.ics",
    "https://printer.local/a.ics",
    "https://metadata.internal/a.ics",
    "https://intranet/a.ics",
    "https://10.0.0.1/a.ics",
    "https://192.168.1.1/a.ics",
    "https://172.16.0.5/a.ics",
    "https://169.254.169.254/latest/meta-data",
    "https://100.64.0.1/a.ics",
    "https://0.0.0.0/a.ics",
    "https://127.0.0.1/a.ics",
    "https://2130706433/a.ics",
    "https://0x7f.1/a.ics",
    "https://017700000001/a.ics",
    "https://[::1]/a.ics",
    "https://[::ffff:10.0.0.1]/a.ics",
    "https://[fc00::1]/a.ics",
    "https://[fe80::1]/a.ics",
    "https://224.0.0.1/a.ics",
    "https://localhost./a.ics",
  ])("refuses the private host of %s in production", (url) => {
    expect(errorOf(url)).toBe("private_host");
  });

  it.each([
    // IPv4-compatible (::/96): 169.254.169.254, 127.0.0.1, 10.0.0.1, and a public one (deprecated form, refused too)
    "https://[::a9fe:a9fe]/latest/meta-data",
    "https://[::7f00:1]/a.ics",
    "https://[::10.0.0.1]/a.ics",
    "https://[::808:808]/a.ics",
    // IPv4-mapped (::ffff:0:0/96), dotted and hex
    "https://[::ffff:127.0.0.1]/a.ics",
    "https://[::ffff:7f00:1]/a.ics",
    "https://[::ffff:a9fe:a9fe]/a.ics",
    "https://[::ffff:192.168.0.1]/a.ics",
    // IPv4-translated (::ffff:0:0:0/96)
    "https://[::ffff:0:a00:1]/a.ics",
    // NAT64 well-known prefix (64:ff9b::/96) of private addresses, and the local-use prefix (64:ff9b:1::/48)
    "https://[64:ff9b::a00:1]/a.ics",
    "https://[64:ff9b::a9fe:a9fe]/a.ics",
    "https://[64:ff9b::7f00:1]/a.ics",
    "https://[64:ff9b:1::808:808]/a.ics",
    // 6to4 (2002::/16) of loopback, private, link-local and carrier-grade NAT addresses
    "https://[2002:7f00:1::]/a.ics",
    "https://[2002:c0a8:0101::1]/a.ics",
    "https://[2002:a9fe:a9fe::]/a.ics",
    "https://[2002:a00:1::1]/a.ics",
    "https://[2002:6440:1::]/a.ics",
    // Teredo (2001::/32)
    "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/a.ics",
    // unique-local, link-local, loopback, unspecified, multicast, documentation, site-local
    "https://[fd12:3456:789a::1]/a.ics",
    "https://[fe80::a9fe:a9fe]/a.ics",
    "https://[febf::1]/a.ics",
    "https://[::1]/a.ics",
    "https://[::]/a.ics",
    "https://[ff02::1]/a.ics",
    "https://[2001:db8::1]/a.ics",
    "https://[fec0::1]/a.ics",
  ])("refuses %s, an IPv6 form of a private or reserved address, in production", (url) => {
    expect(errorOf(url)).toBe("private_host");
    expect(errorOf(url.replace("https:", "http:"), dev)).toBe(url.includes("[::1]") ? "ok" : "private_host");
  });

  it.each([
    "https://[2606:4700::1111]/a.ics",
    "https://[2a03:2880:f12f:83:face:b00c:0:25de]/a.ics",
    "https://[2002:0808:0808::]/a.ics",
    "https://[2002:808:808::1]/a.ics",
    "https://[64:ff9b::808:808]/a.ics",
    "https://[::ffff:8.8.8.8]/a.ics",
  ])("accepts %s, a public IPv6 address or one carrying a public IPv4 address", (url) => {
    expect(errorOf(url)).toBe("ok");
  });

  it("lets tests reach the local machine outside production, but no other private range", () => {
    expect(errorOf("http://127.0.0.1:8842/_test/ota.ics", dev)).toBe("ok");
    expect(errorOf("http://localhost:8842/_test/ota.ics", dev)).toBe("ok");
    expect(errorOf("http://10.0.0.1/a.ics", dev)).toBe("private_host");
    expect(errorOf("http://169.254.169.254/", dev)).toBe("private_host");
  });
});

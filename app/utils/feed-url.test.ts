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

  it("lets tests reach the local machine outside production, but no other private range", () => {
    expect(errorOf("http://127.0.0.1:8842/_test/ota.ics", dev)).toBe("ok");
    expect(errorOf("http://localhost:8842/_test/ota.ics", dev)).toBe("ok");
    expect(errorOf("http://10.0.0.1/a.ics", dev)).toBe("private_host");
    expect(errorOf("http://169.254.169.254/", dev)).toBe("private_host");
  });
});

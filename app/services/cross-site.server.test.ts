import { describe, expect, it } from "vitest";
import { getLanguage } from "~/i18n/i18n.server";
import { crossSiteResponse, isCrossSiteRequest } from "./cross-site.server";

const post = (headers: Record<string, string>, url = "https://agrowisata.example/login") =>
  new Request(url, { method: "POST", headers: { Host: new URL(url).host, ...headers } });

describe("cross-site request check", () => {
  it.each([
    ["no Origin and no Sec-Fetch-Site (old browser, server-to-server)", {}, false],
    ["Sec-Fetch-Site same-origin", { "Sec-Fetch-Site": "same-origin", Origin: "https://agrowisata.example" }, false],
    ["Sec-Fetch-Site none (typed by the user)", { "Sec-Fetch-Site": "none" }, false],
    ["same Origin without Sec-Fetch-Site", { Origin: "https://agrowisata.example" }, false],
    ["Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site" }, true],
    ["Sec-Fetch-Site same-site", { "Sec-Fetch-Site": "same-site" }, true],
    ["a foreign Origin", { Origin: "https://evil.example" }, true],
    [
      "a foreign Origin claiming same-origin",
      { "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" },
      true,
    ],
    ["Origin null", { Origin: "null" }, true],
    ["a malformed Origin", { Origin: "::::" }, true],
    ["another port", { Origin: "https://agrowisata.example:8443" }, true],
  ])("POST with %s → cross-site %s", (_label, headers, expected) => {
    expect(isCrossSiteRequest(post(headers))).toBe(expected);
  });

  it("never blocks safe methods", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      const request = new Request("https://agrowisata.example/", {
        method,
        headers: { "Sec-Fetch-Site": "cross-site" },
      });
      expect(isCrossSiteRequest(request)).toBe(false);
    }
  });

  it("checks every other method", () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const request = new Request("https://agrowisata.example/x", {
        method,
        headers: { Origin: "https://evil.example" },
      });
      expect(isCrossSiteRequest(request)).toBe(true);
    }
  });

  it("picks the language from ?lng, the lng cookie, Accept-Language, then Indonesian", async () => {
    const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
    expect(await getLanguage(req("https://a.example/?lng=fr", { "Accept-Language": "en" }))).toBe("fr");
    expect(await getLanguage(req("https://a.example/", { Cookie: `lng=${encodeURIComponent(btoa('"en"'))}` }))).toBe(
      "en",
    );
    expect(await getLanguage(req("https://a.example/", { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" }))).toBe("fr");
    expect(await getLanguage(req("https://a.example/", { "Accept-Language": "de, ja" }))).toBe("id");
    const response = await crossSiteResponse(req("https://a.example/", { "Accept-Language": "en" }));
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Request refused: the form was sent from another site.");
  });
});
